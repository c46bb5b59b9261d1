-- The finder's text filter over every location (docs/product.md §2, 'The finder at any size';
-- lib/dealers/search.ts textCondition): `lower(name) LIKE '%text%' OR lower(address) LIKE '%text%'`.
-- The address index also finds the centre of a postal search (centreForPostalCode: the dealers whose
-- address holds the code) without reading every row.
-- Written by hand, like 20261124173500_product_search: trigram indexes on expressions, which
-- Prisma's diff leaves alone, so `npm run db:drift` stays clean. pg_trgm is created there.
CREATE INDEX "DealerLocation_name_lower_trgm_idx" ON "DealerLocation" USING GIN ((lower("name"::text)) gin_trgm_ops);
CREATE INDEX "DealerLocation_address_lower_trgm_idx" ON "DealerLocation" USING GIN ((lower("address"::text)) gin_trgm_ops);
