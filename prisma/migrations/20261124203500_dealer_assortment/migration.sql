-- What each dealer location carries (docs/product.md: the finder's product and category filters):
-- the product categories it stocks; empty means everything, so today's locations keep showing.
ALTER TABLE "DealerLocation" ADD COLUMN "categories" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "DealerLocation_categories_idx" ON "DealerLocation" USING GIN ("categories");
