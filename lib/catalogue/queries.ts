/**
 * Catalogue reads shared by pages and route handlers, cached under the `products` tag;
 * every product write revalidates that tag.
 *
 * The `load*` functions take a PrismaClient and do the work (tests call them directly);
 * the exported cached functions are thin `unstable_cache` wrappers over them with the app's
 * client. Cached values go through JSON, so dates are ISO strings.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { prisma, type PrismaClient } from '../db';
import { isArticleNumber } from './article-number';
import { fromDbRow, PRODUCT_FIELDS, selectOf, SIZE_FIELDS } from './fields';
import type { ProductDetail, PublicProduct, PublicVariant, PublicVariantSummary, RetailerOffer } from './responses';
import { sanitizeProductHtml } from './sanitize';
import { youtubeVideoId } from './video';
import { loadCurrentDocuments } from './documents';

export const PRODUCTS_TAG = 'products';

const REVALIDATE_SECONDS = 300;

/**
 * Cache-Control of the public catalogue API: browsers keep an answer 1 min, shared caches
 * 5 min (the server cache's revalidate), then serve it stale while refreshing for 10 min.
 */
export const PUBLIC_CATALOGUE_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

// What the catalogue answers: schemas and types in ./responses.ts (lib/openapi describes the API with them).
export type { ProductDetail, PublicProduct, PublicVariant, PublicVariantSummary, RetailerOffer } from './responses';

export interface SitemapProduct {
  articleNumber: string;
  /** ISO 8601. */
  updatedAt: string;
}

const blankToNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** An absolute http(s) address, else null (a stored javascript: link never reaches an href). */
function httpUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? text : null;
  } catch {
    return null;
  }
}

/** An http(s) address or a site path such as '/media/…' (not '//host'), else null. */
function imageUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')) return text;
  return httpUrl(text);
}

const sanitizedOrNull = (html: string | null): string | null => blankToNull(sanitizeProductHtml(html));

/** Every product (group), sorted by its lowest article number, with its sizes in the picker's order. */
export async function loadPublicProducts(client: PrismaClient): Promise<PublicProduct[]> {
  const rows = await client.product.findMany({
    select: {
      articleNumber: true,
      ...selectOf(PRODUCT_FIELDS, 'list'),
      variants: { select: { articleNumber: true, ...selectOf(SIZE_FIELDS, 'list') }, orderBy: { position: 'asc' } },
    },
    orderBy: [{ sortKey: 'asc' }, { articleNumber: 'asc' }],
  });
  // Blank categories count as none (docs/product.md §3).
  return rows.map((r) => ({
    ...r,
    category: blankToNull(r.category),
    variants: r.variants.map((v) => fromDbRow(SIZE_FIELDS, v) as unknown as PublicVariantSummary),
  }));
}

/**
 * One product with its sizes and online retailers, found by any of its sizes' article numbers,
 * or null when unknown or implausible. The fields public in the detail (lib/catalogue/fields.ts)
 * as stored, blank text as null; HTML sanitised, addresses checked.
 */
export async function loadProductDetail(client: PrismaClient, articleNumber: string): Promise<ProductDetail | null> {
  if (!isArticleNumber(articleNumber)) return null;
  const row = await client.product.findFirst({
    where: { variants: { some: { articleNumber } } },
    select: {
      id: true,
      articleNumber: true,
      ...selectOf(PRODUCT_FIELDS, 'detail'),
      updatedAt: true,
      variants: { select: { articleNumber: true, ...selectOf(SIZE_FIELDS, 'detail') }, orderBy: { position: 'asc' } },
      retailerLinks: {
        select: { productUrl: true, retailer: { select: { name: true, logoUrl: true } } },
      },
    },
  });
  if (!row) return null;

  const retailers: RetailerOffer[] = [];
  for (const link of row.retailerLinks) {
    const productUrl = httpUrl(link.productUrl);
    if (!productUrl) continue;
    retailers.push({ name: link.retailer.name, logoUrl: imageUrl(link.retailer.logoUrl), productUrl });
  }
  retailers.sort((a, b) => a.name.localeCompare(b.name, 'nb') || a.productUrl.localeCompare(b.productUrl));

  // The labels of its codes (the operator's vocabulary and statement catalogue) and its current documents.
  const codes = [...row.hazardStatements, ...row.precautionaryStatements];
  const [terms, phrases, documents] = await Promise.all([
    row.uses.length ? client.useTerm.findMany({ where: { slug: { in: row.uses } }, orderBy: [{ position: 'asc' }, { label: 'asc' }] }) : [],
    codes.length ? client.hazardPhrase.findMany({ where: { code: { in: codes } } }) : [],
    loadCurrentDocuments(client, row.id, row.articleNumber),
  ]);
  const wording = new Map(phrases.map((p) => [p.code, p.text]));

  const { retailerLinks, variants, id, ...fields } = row;
  void retailerLinks;
  void id;
  const text = Object.fromEntries(
    Object.entries(fromDbRow(PRODUCT_FIELDS, fields)).map(([name, value]) => [name, typeof value === 'string' ? blankToNull(value) : value]),
  );
  const youtubeUrl = blankToNull(row.youtubeUrl);
  return {
    ...(text as unknown as Omit<ProductDetail, 'variants' | 'retailers'>),
    name: row.name,
    imageUrl: row.imageUrl,
    category: blankToNull(row.category),
    description: sanitizedOrNull(row.description),
    instructions: sanitizedOrNull(row.instructions),
    youtubeUrl,
    videoId: youtubeVideoId(youtubeUrl),
    updatedAt: row.updatedAt.toISOString(),
    retailers,
    variants: variants.map((v) => ({ ...(fromDbRow(SIZE_FIELDS, v) as unknown as PublicVariant), imageUrl: imageUrl(v.imageUrl) })),
    useLabels: terms.map((t) => ({ code: t.slug, text: t.label })),
    statements: codes.flatMap((code) => (wording.has(code) ? [{ code, text: wording.get(code)! }] : [])),
    documents,
  };
}

/** Article number and last change of every product (one URL per group), in list order. */
export async function loadSitemapProducts(client: PrismaClient): Promise<SitemapProduct[]> {
  const rows = await client.product.findMany({
    select: { articleNumber: true, updatedAt: true },
    orderBy: [{ sortKey: 'asc' }, { articleNumber: 'asc' }],
  });
  return rows.map((r) => ({ articleNumber: r.articleNumber, updatedAt: r.updatedAt.toISOString() }));
}

const cacheOptions = { tags: [PRODUCTS_TAG], revalidate: REVALIDATE_SECONDS };

/** Every product, sorted by the numeric part of the article number. */
export const listPublicProducts = unstable_cache(() => loadPublicProducts(prisma), ['public-products'], cacheOptions);

const cachedProductDetail = unstable_cache((articleNumber: string) => loadProductDetail(prisma, articleNumber), ['product-detail'], cacheOptions);

/**
 * One product for its detail page, found by any of its sizes' article numbers, or null. Implausible
 * input is answered without a query, and numbers not in the (cached) product list without a cache
 * entry of their own, so requests for made-up numbers can neither reach the database nor fill the
 * cache. The cache holds one entry per product, under its own article number.
 */
export const getProductDetail = async (articleNumber: string): Promise<ProductDetail | null> => {
  if (!isArticleNumber(articleNumber)) return null;
  const known = await listPublicProducts();
  const group = known.find((p) => p.variants.some((v) => v.articleNumber === articleNumber));
  if (!group) return null;
  return cachedProductDetail(group.articleNumber);
};

/** Article numbers and last changes for the sitemap. */
export const listProductsForSitemap: () => Promise<SitemapProduct[]> = unstable_cache(() => loadSitemapProducts(prisma), ['products-sitemap'], cacheOptions);
