-- Product search (docs/architecture.md: catalogue search; lib/catalogue/search.ts).
-- Written by hand: schema.prisma cannot express extensions, functions or expression indexes,
-- and Prisma's diff leaves all three alone, so `npm run db:drift` stays clean.

-- Trigram similarity for typos and compounds ('tekolje' -> 'Teakolje').
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The description's text: the stored sanitised HTML with its tags and common entities dropped.
CREATE FUNCTION product_search_plain(html text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN replace(replace(replace(replace(
    regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&amp;', '&'), '&lt;', '<'), '&gt;', '>');

-- The full-text document: name and article number weigh most, then the category, then the
-- description. Norwegian stemming ('oljer' finds 'olje'); the article number as one 'simple' token.
-- The query in lib/catalogue/search.ts calls this same function, so the index below serves it.
CREATE FUNCTION product_search_document(name text, article_number text, category text, description text)
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('norwegian'::regconfig, coalesce(name, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(article_number, '')), 'A')
      || setweight(to_tsvector('norwegian'::regconfig, coalesce(category, '')), 'B')
      || setweight(to_tsvector('norwegian'::regconfig, product_search_plain(description)), 'C');

CREATE INDEX "Product_search_document_idx" ON "Product" USING GIN (
  product_search_document("name", "articleNumber", "category", "description")
);

-- Trigram indexes: the name (also without spaces, for 'teak olje'), the article number.
CREATE INDEX "Product_name_trgm_idx" ON "Product" USING GIN ("name" gin_trgm_ops);
CREATE INDEX "Product_name_compact_trgm_idx" ON "Product" USING GIN ((replace("name", ' ', '')) gin_trgm_ops);
CREATE INDEX "Product_articleNumber_trgm_idx" ON "Product" USING GIN ("articleNumber" gin_trgm_ops);
