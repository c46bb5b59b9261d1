/**
 * Product search (docs/product.md: Søk): PostgreSQL does the work, with the indexes of migrations
 * 20261124173500_product_search and 20261124200000_product_search_speed.
 *
 * - An article number or GTIN typed exactly finds that product first, flagged `exact` so the
 *   results page can go straight to it, with the size it names selected (`exactSize`).
 * - Trigram word similarity (pg_trgm) for typos and compounds: the query against the name's words
 *   and, without spaces, against the name without spaces ('teak olje' and 'tekolje' find
 *   'Teakolje'), and against the sizes' article numbers; nearest first from GiST indexes (`<<->`).
 * - Full text with the Norwegian configuration over the name alone, and over name, article number,
 *   category and the description's text (`product_search_document`, stemming: 'oljer' finds 'olje').
 * Ranked: exact article number or GTIN; then products whose name matches (by word similarity plus
 * the name's full-text rank); then similar article numbers; then the other full-text matches, also
 * by their name's similarity. Each part offers a bounded number of candidates (the other full-text
 * matches: the first in catalogue order and those among the names nearest the query), so the cost
 * does not grow with the number of products that match (bench/search.ts).
 *
 * The rows are products (groups, docs/product.md: Sizes): an article number or GTIN finds the
 * product of the size that has it.
 */
import 'server-only';
import { Prisma } from '../generated/prisma/client';
import type { PrismaClient } from '../db';
import type { PublicProduct } from './responses';
import { normalizeQuery } from '../validation/characters';
import { SEARCH_QUERY_MAX, SEARCH_RESULT_LIMIT, SUGGESTION_LIMIT } from './search-limits';

export { SEARCH_QUERY_MAX, SEARCH_RESULT_LIMIT, SUGGESTION_LIMIT } from './search-limits';
/**
 * A name or article number matches when its word similarity to the query is at least 0.5
 * (pg_trgm's `<<->` distance at most 0.5; pg_trgm's own default of 0.6 misses 'tekolje' for
 * 'Teakolje', 0.55).
 */
const WORD_DISTANCE = 0.5;
/**
 * Each part of the query (name words, the name without spaces, the name's full text, the article
 * number) offers at most the limit plus this many candidates, nearest first from its index, so
 * ranking never computes a similarity for more than a few hundred rows (bench/search.ts).
 */
const CANDIDATE_MARGIN = 20;
/** Nearest names offered when nothing matches. */
const NEAREST_LIMIT = 5;

export interface SearchHit extends PublicProduct {
  /** The query is this product's article number or GTIN. */
  exact: boolean;
}

/** A suggestion while typing: a hit without its sizes (GET /api/products/search). */
export type SearchSuggestion = Omit<SearchHit, 'variants'>;

export interface SearchResult {
  /** The query as searched (trimmed, spaces collapsed, cut to SEARCH_QUERY_MAX). */
  query: string;
  hits: SearchHit[];
  /** The product whose article number or GTIN the query is, when there is one. */
  exact: SearchHit | null;
  /** The article number of the size the query names (by its number or GTIN): its page selects that size. */
  exactSize: string | null;
}

/**
 * The query as searched: Unicode-normalised (NFC, full-width forms folded:
 * lib/validation/characters.ts), control characters dropped, spaces collapsed, at most
 * SEARCH_QUERY_MAX characters.
 */
export function normaliseSearchQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return (
    normalizeQuery(raw.slice(0, SEARCH_QUERY_MAX * 4 + 64))
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, SEARCH_QUERY_MAX)
      .trim()
      // a cut can leave half a surrogate pair
      .replace(/[\ud800-\udbff]$/, '')
  );
}

interface Row {
  articleNumber: string;
  name: string;
  imageUrl: string;
  category: string | null;
  exact: boolean;
  /** For the exact match: the article number of the size that matched. */
  exactSize: string | null;
  /** With `sizesColumn` only. */
  variants?: PublicProduct['variants'];
}

const blankToNull = (value: string | null): string | null => value?.trim() || null;

/**
 * The sizes of the product `alias`.id as one JSON column (`variants`, in the picker's order), so
 * the rows come with their sizes in the same round trip.
 */
const sizesColumn = (alias: string) => Prisma.sql`,
  (SELECT coalesce(json_agg(json_build_object(
            'articleNumber', v."articleNumber",
            'sizeLabel', v."sizeLabel",
            'recommendedPriceNok', v."recommendedPriceNok"::float8
          ) ORDER BY v."position", v.id), '[]'::json)
     FROM "ProductVariant" v WHERE v."productId" = ${Prisma.raw(`${alias}.id`)}) AS variants`;

const toProduct = (r: Omit<Row, 'exact' | 'exactSize'>): PublicProduct => ({
  articleNumber: r.articleNumber,
  name: r.name,
  imageUrl: r.imageUrl,
  category: blankToNull(r.category),
  variants: r.variants ?? [],
});

/** The matching products' rows, best first (the module comment), for a normalised, non-empty query. */
async function findProducts(client: PrismaClient, query: string, limit: number, withSizes: boolean): Promise<Row[]> {
  return client.$queryRaw<Row[]>(searchSql(query, limit, withSizes));
}

/** The search's SQL for a normalised, non-empty query (exported for `bench/search.ts --explain`). */
export function searchSql(query: string, limit: number, withSizes: boolean): Prisma.Sql {
  const compact = query.replace(/ /g, '');
  // Article numbers are stored as typed by the operator ('E-710'): the upper-case form finds 'e-710'.
  const codes = [...new Set([query, query.toUpperCase()])];
  const perPart = limit + CANDIDATE_MARGIN;
  return Prisma.sql`
    WITH texts AS MATERIALIZED (
      -- The query behind a sub-select: the planner cannot see how many rows match, and always
      -- reads the index instead of computing the document of every row.
      SELECT p.id, p."sortKey", p."articleNumber" FROM "Product" p
       WHERE product_search_document(p."name", p."articleNumber", p."category", p."description")
             @@ (SELECT websearch_to_tsquery('norwegian'::regconfig, ${query}))
    ),
    -- The names nearest the query's words, whether or not they are near enough to count as a match.
    near AS MATERIALIZED (
      SELECT p.id, ${query}::text <<-> p."name" AS d FROM "Product" p ORDER BY d LIMIT ${perPart}
    ),
    named AS (
      (SELECT p.id FROM "Product" p
        WHERE to_tsvector('norwegian'::regconfig, p."name") @@ websearch_to_tsquery('norwegian'::regconfig, ${query})
        ORDER BY p."sortKey", p."articleNumber" LIMIT ${perPart})
      UNION
      SELECT n.id FROM near n WHERE n.d <= ${WORD_DISTANCE}
      UNION
      (SELECT s.id FROM (SELECT p.id, ${compact}::text <<-> replace(p."name", ' ', '') AS d FROM "Product" p ORDER BY d LIMIT ${perPart}) s
        WHERE s.d <= ${WORD_DISTANCE})
    ),
    candidates AS (
      SELECT v."productId" AS id, 0 AS tier FROM "ProductVariant" v WHERE v."articleNumber" = ANY(${codes}::text[]) OR v.gtin = ${query}
      UNION ALL
      SELECT id, 1 FROM named
      UNION ALL
      (SELECT s."productId", 2 FROM (SELECT v."productId", ${query}::text <<-> v."articleNumber" AS d FROM "ProductVariant" v ORDER BY d LIMIT ${perPart}) s
        WHERE s.d <= ${WORD_DISTANCE})
      UNION ALL
      -- The other full-text matches: the first in catalogue order, and those whose names are
      -- nearest the query ('oljer' ranks 'Møbelolje' before 'Møbelpolish').
      (SELECT t.id, 3 FROM texts t ORDER BY t."sortKey", t."articleNumber" LIMIT ${limit})
      UNION ALL
      SELECT t.id, 3 FROM texts t JOIN near n ON n.id = t.id
    ),
    best AS (SELECT id, min(tier) AS tier FROM candidates GROUP BY id),
    ranked AS (
      SELECT p.id, p."articleNumber", p."name", p."imageUrl", p."category", p."sortKey", b.tier,
             CASE
               WHEN b.tier IN (1, 3) THEN greatest(word_similarity(${query}, p."name"), word_similarity(${compact}, replace(p."name", ' ', '')))
                 + ts_rank(to_tsvector('norwegian'::regconfig, p."name"), websearch_to_tsquery('norwegian'::regconfig, ${query}))
               WHEN b.tier = 2 THEN (SELECT max(word_similarity(${query}, v."articleNumber")) FROM "ProductVariant" v WHERE v."productId" = p.id)
             END AS score
        FROM best b
        JOIN "Product" p ON p.id = b.id
       -- The candidates by primary key (the planner, not knowing how few there are, would read
       -- the whole table for a hash join).
       WHERE p.id = ANY (ARRAY(SELECT id FROM best))
       ORDER BY b.tier, score DESC NULLS LAST, p."sortKey", p."articleNumber"
       LIMIT ${limit}
    )
    SELECT r."articleNumber", r."name", r."imageUrl", r."category", r.tier = 0 AS exact,
           CASE WHEN r.tier = 0 THEN (
             SELECT v."articleNumber" FROM "ProductVariant" v
              WHERE v."productId" = r.id AND (v."articleNumber" = ANY(${codes}::text[]) OR v.gtin = ${query})
              ORDER BY v."position" LIMIT 1
           ) END AS "exactSize"
           ${withSizes ? sizesColumn('r') : Prisma.empty}
      FROM ranked r
     ORDER BY r.tier, r.score DESC NULLS LAST, r."sortKey", r."articleNumber"
  `;
}

/** The matching products with their sizes, best first (the module comment); an empty query finds nothing. */
export async function searchProducts(client: PrismaClient, rawQuery: unknown, limit: number = SEARCH_RESULT_LIMIT): Promise<SearchResult> {
  const query = normaliseSearchQuery(rawQuery);
  if (!query) return { query, hits: [], exact: null, exactSize: null };
  const rows = await findProducts(client, query, limit, true);
  const hits = rows.map((r) => ({ ...toProduct(r), exact: r.exact }));
  const exact = hits[0]?.exact ? hits[0] : null;
  return { query, hits, exact, exactSize: exact ? (rows[0].exactSize ?? exact.articleNumber) : null };
}

/** Suggestions while typing: the first SUGGESTION_LIMIT results, without their sizes (one query). */
export async function suggestProducts(client: PrismaClient, rawQuery: unknown): Promise<SearchSuggestion[]> {
  const query = normaliseSearchQuery(rawQuery);
  if (!query) return [];
  const rows = await findProducts(client, query, SUGGESTION_LIMIT, false);
  return rows.map((r) => ({ articleNumber: r.articleNumber, name: r.name, imageUrl: r.imageUrl, category: blankToNull(r.category), exact: r.exact }));
}

/** When nothing matches: the names nearest the query by trigram word similarity, best first. */
export async function nearestProductNames(client: PrismaClient, rawQuery: unknown): Promise<PublicProduct[]> {
  const query = normaliseSearchQuery(rawQuery);
  if (!query) return [];
  // Nearest first from the name's trigram index (`<<->`: 1 − word similarity), then cut at 0.2.
  const rows = await client.$queryRaw<Omit<Row, 'exact' | 'exactSize'>[]>(Prisma.sql`
    SELECT n."articleNumber", n."name", n."imageUrl", n."category" ${sizesColumn('n')}
      FROM (SELECT p.id, p."articleNumber", p."name", p."imageUrl", p."category", p."sortKey", ${query}::text <<-> p."name" AS d
              FROM "Product" p ORDER BY d LIMIT ${NEAREST_LIMIT}) n
     WHERE word_similarity(${query}, n."name") > 0.2
     ORDER BY n.d, n."sortKey", n."articleNumber"
  `);
  return rows.map(toProduct);
}
