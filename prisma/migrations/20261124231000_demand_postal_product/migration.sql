-- Unmet demand per product (docs/product.md: Oversikt): a finder postal search narrowed to a product
-- ('?produkt=') with no dealer carrying it within 100 km is counted with the product's article
-- number; '' keeps meaning no dealer at all within 100 km. Written by hand.
ALTER TABLE "demand_postal_searches" ADD COLUMN "product" VARCHAR(40) NOT NULL DEFAULT '';
ALTER TABLE "demand_postal_searches" DROP CONSTRAINT "demand_postal_searches_pkey";
ALTER TABLE "demand_postal_searches" ADD CONSTRAINT "demand_postal_searches_pkey" PRIMARY KEY ("weekStart", "postalCode", "product");
