-- Products with sizes (docs/product.md: Sizes). Every product becomes a group with one variant that
-- carries its article number, GTIN and price, so every /produkt/{articleNumber} keeps answering.

CREATE TABLE "ProductVariant" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "articleNumber" VARCHAR(40) NOT NULL,
    "sortKey" INTEGER NOT NULL DEFAULT 0,
    "sizeLabel" VARCHAR(40),
    "gtin" VARCHAR(14),
    "recommendedPriceNok" DECIMAL(10,2),
    "imageUrl" VARCHAR(500),
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductVariant_pkey" PRIMARY KEY ("id")
);

INSERT INTO "ProductVariant" ("productId", "articleNumber", "sortKey", "gtin", "recommendedPriceNok", "position", "createdAt", "updatedAt")
SELECT "id", "articleNumber", "sortKey", "gtin", "recommendedPriceNok", 0, "createdAt", "updatedAt" FROM "Product";

CREATE UNIQUE INDEX "ProductVariant_articleNumber_key" ON "ProductVariant"("articleNumber");
CREATE UNIQUE INDEX "ProductVariant_gtin_key" ON "ProductVariant"("gtin");
CREATE INDEX "ProductVariant_productId_position_idx" ON "ProductVariant"("productId", "position");
CREATE INDEX "ProductVariant_articleNumber_trgm_idx" ON "ProductVariant" USING GIN ("articleNumber" gin_trgm_ops);

ALTER TABLE "ProductVariant" ADD CONSTRAINT "ProductVariant_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

DROP INDEX "Product_gtin_key";
ALTER TABLE "Product" DROP COLUMN "gtin", DROP COLUMN "recommendedPriceNok";
