-- Product search, faster (lib/catalogue/search.ts; bench/README.md: Product search).
-- Written by hand, like 20261124173500_product_search.
--
-- The GIN trigram indexes answer `<%` with every row above the threshold, and the query then
-- ranked them all (10,000 products: p95 206 ms). GiST trigram indexes return the nearest rows
-- first (ORDER BY query <<-> name LIMIT n), so each part of the query reads a bounded number of
-- candidates. A longer signature (siglen) gives fewer false matches for names of 3–6 words.
-- The GiST indexes are on expressions (`"name"::text`), which Prisma's diff leaves alone, so
-- `npm run db:drift` stays clean; the planner matches them to the query's `name <<-> …` (a
-- varchar column read as text). The GIN trigram indexes schema.prisma declares (Product's name and
-- article number, ProductVariant's article number) stay: they serve the admin list's filter (ILIKE).
DROP INDEX "Product_name_compact_trgm_idx";

CREATE INDEX "Product_name_trgm_gist_idx" ON "Product" USING GIST (("name"::text) gist_trgm_ops(siglen=64));
CREATE INDEX "Product_name_compact_trgm_gist_idx" ON "Product" USING GIST ((replace("name", ' ', '')) gist_trgm_ops(siglen=64));
-- The sizes' article numbers (a product's own is its main size's).
CREATE INDEX "ProductVariant_articleNumber_trgm_gist_idx" ON "ProductVariant" USING GIST (("articleNumber"::text) gist_trgm_ops(siglen=32));

-- The name's own full text (products whose name matches rank before those whose text does).
CREATE INDEX "Product_name_fts_idx" ON "Product" USING GIN (to_tsvector('norwegian'::regconfig, "name"));
