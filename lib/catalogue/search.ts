/**
 * Product search (docs/product.md: Søk): PostgreSQL does the work, with the indexes of migration
 * 20261124173500_product_search.
 *
 * - An article number or GTIN typed exactly finds that product first, flagged `exact` so the
 *   results page can go straight to it.
 * - Full text with the Norwegian configuration over name, article number, category and the
 *   description's text (`product_search_document`, stemming: 'oljer' finds 'olje').
 * - Trigram similarity (pg_trgm) for typos and compounds: the query against the name's words
 *   (`<%`, word similarity) and, without spaces, against the name without spaces ('teak olje' and
 *   'tekolje' find 'Teakolje').
 * Ranked: exact article number or GTIN, then products whose name matches, then the rest.
 *
 * The rows are products (groups, docs/product.md: Sizes): an article number or GTIN finds the
 * product of the size that has it.
 */
import 'server-only';
import { Prisma } from '../generated/prisma/client';
import type { PrismaClient } from '../db';
import type { PublicProduct } from './responses';
import { SEARCH_QUERY_MAX, SEARCH_RESULT_LIMIT, SUGGESTION_LIMIT } from './search-limits';

export { SEARCH_QUERY_MAX, SEARCH_RESULT_LIMIT, SUGGESTION_LIMIT } from './search-limits';
/**
 * The word-similarity threshold of `<%` for this search (pg_trgm's default 0.6 misses 'tekolje' for
 * 'Teakolje', 0.55): set per transaction, so other queries keep the default.
 */
const WORD_SIMILARITY = 0.5;
/** Nearest names offered when nothing matches. */
const NEAREST_LIMIT = 5;

export interface SearchHit extends PublicProduct {
  /** The query is this product's article number or GTIN. */
  exact: boolean;
}

export interface SearchResult {
  /** The query as searched (trimmed, spaces collapsed, cut to SEARCH_QUERY_MAX). */
  query: string;
  hits: SearchHit[];
  /** The product whose article number or GTIN the query is, when there is one. */
  exact: SearchHit | null;
}

/** The query as searched: control characters dropped, spaces collapsed, at most SEARCH_QUERY_MAX characters. */
export function normaliseSearchQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return (
    raw
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
  id: number;
  articleNumber: string;
  name: string;
  imageUrl: string;
  category: string | null;
  exact: boolean;
}

const blankToNull = (value: string | null): string | null => value?.trim() || null;

/** The found products with their sizes (one query for all of them), in the rows' order. */
async function withVariants<R extends Omit<Row, 'exact'>>(client: PrismaClient, rows: R[]): Promise<(Omit<R, 'id'> & PublicProduct)[]> {
  const variants = await client.productVariant.findMany({
    where: { productId: { in: rows.map((r) => r.id) } },
    select: { productId: true, articleNumber: true, sizeLabel: true, recommendedPriceNok: true },
    orderBy: [{ productId: 'asc' }, { position: 'asc' }],
  });
  return rows.map(({ id, ...r }) => ({
    ...r,
    category: blankToNull(r.category),
    variants: variants
      .filter((v) => v.productId === id)
      .map((v) => ({ articleNumber: v.articleNumber, sizeLabel: v.sizeLabel, recommendedPriceNok: v.recommendedPriceNok?.toNumber() ?? null })),
  }));
}

/** The matching products, best first (the module comment); an empty query finds nothing. */
export async function searchProducts(
  client: PrismaClient,
  rawQuery: unknown,
  limit: number = SEARCH_RESULT_LIMIT,
): Promise<SearchResult> {
  const query = normaliseSearchQuery(rawQuery);
  if (!query) return { query, hits: [], exact: null };
  const compact = query.replace(/ /g, '');
  // Article numbers are stored as typed by the operator ('E-710'): the upper-case form finds 'e-710'.
  const codes = [...new Set([query, query.toUpperCase()])];
  const [, rows] = await client.$transaction([
    client.$executeRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`,
    client.$queryRaw<Row[]>(Prisma.sql`
    WITH q AS (
      SELECT ${query}::text AS raw,
             ${compact}::text AS compact,
             websearch_to_tsquery('norwegian'::regconfig, ${query}) AS ts
    ),
    candidates AS (
      SELECT v."productId" FROM "ProductVariant" v WHERE v."articleNumber" = ANY(${codes}::text[]) OR v.gtin = ${query}
      UNION
      SELECT p.id FROM "Product" p, q
        WHERE product_search_document(p."name", p."articleNumber", p."category", p."description") @@ q.ts
      UNION
      SELECT p.id FROM "Product" p, q WHERE q.raw <% p."name"
      UNION
      SELECT p.id FROM "Product" p, q WHERE q.compact <% replace(p."name", ' ', '')
      UNION
      SELECT v."productId" FROM "ProductVariant" v, q WHERE q.raw <% v."articleNumber"
    ),
    found AS (
      SELECT p.*, EXISTS (
               SELECT 1 FROM "ProductVariant" v
                WHERE v."productId" = p.id AND (v."articleNumber" = ANY(${codes}::text[]) OR v.gtin = ${query})
             ) AS exact
        FROM candidates c JOIN "Product" p ON p.id = c.id
    )
    SELECT p.id, p."articleNumber", p."name", p."imageUrl", p."category", p.exact
      FROM found p
      CROSS JOIN q
     ORDER BY
       p.exact DESC,
       (to_tsvector('norwegian'::regconfig, p."name") @@ q.ts
          OR q.raw <% p."name"
          OR q.compact <% replace(p."name", ' ', '')) DESC,
       greatest(word_similarity(q.raw, p."name"), word_similarity(q.compact, replace(p."name", ' ', '')))
         + ts_rank(to_tsvector('norwegian'::regconfig, p."name"), q.ts) DESC,
       p."sortKey", p."articleNumber"
     LIMIT ${limit}
  `),
  ]);
  const hits = await withVariants(client, rows);
  return { query, hits, exact: hits[0]?.exact ? hits[0] : null };
}

/** Suggestions while typing: the first SUGGESTION_LIMIT results. */
export async function suggestProducts(client: PrismaClient, rawQuery: unknown): Promise<SearchHit[]> {
  return (await searchProducts(client, rawQuery, SUGGESTION_LIMIT)).hits;
}

/** When nothing matches: the names nearest the query by trigram word similarity, best first. */
export async function nearestProductNames(client: PrismaClient, rawQuery: unknown): Promise<PublicProduct[]> {
  const query = normaliseSearchQuery(rawQuery);
  if (!query) return [];
  const rows = await client.$queryRaw<Omit<Row, 'exact'>[]>(Prisma.sql`
    SELECT p.id, p."articleNumber", p."name", p."imageUrl", p."category"
      FROM "Product" p
     WHERE word_similarity(${query}, p."name") > 0.2
     ORDER BY word_similarity(${query}, p."name") DESC, p."sortKey", p."articleNumber"
     LIMIT ${NEAREST_LIMIT}
  `);
  return withVariants(client, rows);
}
