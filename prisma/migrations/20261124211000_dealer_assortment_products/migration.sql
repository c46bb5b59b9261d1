-- Single products a dealer location carries besides its categories (article numbers); empty
-- together with "categories" means everything.
ALTER TABLE "DealerLocation" ADD COLUMN "products" TEXT[] DEFAULT ARRAY[]::TEXT[];
