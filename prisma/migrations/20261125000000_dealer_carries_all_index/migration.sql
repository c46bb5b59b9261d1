-- The nearby search narrowed to a product or category (lib/dealers/search.ts dealersNear) counts the
-- dealers within 100 km in two parts: those that list nothing (they carry everything), counted on
-- the first index without reading a row, and those that list what they carry, whose rows the second
-- index finds without the others'. Both predicates are the code's CARRIES_ALL expression.
-- Written by hand: partial indexes, which Prisma's diff leaves alone, so `npm run db:drift` stays clean.
CREATE INDEX "DealerLocation_carries_all_lat_lng_idx" ON "DealerLocation" (lat, lng)
  WHERE (cardinality(categories) = 0 AND cardinality(products) = 0);
CREATE INDEX "DealerLocation_narrowed_lat_lng_idx" ON "DealerLocation" (lat, lng)
  WHERE NOT (cardinality(categories) = 0 AND cardinality(products) = 0);
