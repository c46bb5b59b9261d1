/**
 * Product feeds for merchant crawlers (docs/product.md §7): Google Merchant Center
 * (RSS 2.0 with the g: namespace) and the Meta (Facebook/Instagram) catalogue CSV. Both are
 * written as streams from the database in batches, so memory stays flat however large the
 * catalogue; URLs are absolute from the configured site URL; descriptions are plain text.
 * Both merchants require a price, so both feeds carry the same products: those with a
 * recommended price (the feeds page lists the others). The price is written as the product page
 * shows it in its JSON-LD (lib/catalogue/price.ts), so a merchant's landing-page check agrees.
 * Identifiers: the GTIN when the product has one; always brand and MPN (the article number —
 * the company makes the products), which Google accepts without a GTIN for products outside
 * apparel and media, so `identifier_exists` is never sent (docs/product.md §7).
 */
import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { compile } from 'html-to-text';
import { csvSafe } from '../csv';
import type { PrismaClient } from '../db';
import type { SiteConfig } from '../site';
import { feedPrice } from '../catalogue/price';
import { absoluteSiteUrl, productPageUrl } from '../catalogue/structured-data';

export interface FeedProduct {
  id: number;
  articleNumber: string;
  name: string;
  category: string;
  imageUrl: string;
  description: string | null;
  recommendedPriceNok: { toFixed(digits: number): string } | null;
  gtin: string | null;
}

/** The products both feeds carry: those with a recommended price. */
const PRICED = { recommendedPriceNok: { not: null } } as const;

const BATCH = 500;
const DESCRIPTION_MAX = 5000;

/** The priced products, in batches of 500 (by id). */
export async function* feedProducts(prisma: PrismaClient): AsyncGenerator<FeedProduct[]> {
  let cursor: number | undefined;
  for (;;) {
    const batch = await prisma.product.findMany({
      where: PRICED,
      orderBy: { id: 'asc' },
      take: BATCH,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
      select: { id: true, articleNumber: true, name: true, category: true, imageUrl: true, description: true, recommendedPriceNok: true, gtin: true },
    });
    if (batch.length === 0) return;
    yield batch;
    cursor = batch[batch.length - 1].id;
    if (batch.length < BATCH) return;
  }
}

/** The HTML-to-text converter, compiled once (compiling per call costs most of the time). */
const toText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'ul', options: { itemPrefix: '– ' } },
  ],
});

/** Stored HTML as one line of plain text (entities decoded, tags and scripts gone). */
export function plainText(html: string | null, max = DESCRIPTION_MAX): string {
  if (!html) return '';
  const text = toText(html).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export function absoluteUrl(site: SiteConfig, pathOrUrl: string): string {
  return absoluteSiteUrl(site.siteUrl, pathOrUrl);
}

export function productUrl(site: SiteConfig, articleNumber: string): string {
  return productPageUrl(site.siteUrl, articleNumber);
}

/** Text for XML character data or attribute values; characters XML 1.0 forbids are dropped. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const encoder = new TextEncoder();

/** A web stream from an async generator of text chunks. */
function textStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

function googleItem(site: SiteConfig, p: FeedProduct): string {
  const fields: [string, string][] = [
    ['g:id', p.articleNumber],
    ['title', p.name],
    ['description', plainText(p.description) || p.name],
    ['link', productUrl(site, p.articleNumber)],
    ['g:image_link', absoluteUrl(site, p.imageUrl)],
    ['g:availability', 'in_stock'],
    ['g:condition', 'new'],
    ['g:price', feedPrice(p.recommendedPriceNok!)],
    ['g:brand', site.brandName],
    ...(p.gtin ? ([['g:gtin', p.gtin]] as [string, string][]) : []),
    ['g:mpn', p.articleNumber],
    ['g:product_type', p.category],
  ];
  return `<item>${fields.map(([tag, value]) => `<${tag}>${xmlText(value)}</${tag}>`).join('')}</item>\n`;
}

async function* googleChunks(prisma: PrismaClient, site: SiteConfig): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n';
  yield `<title>${xmlText(`${site.brandName} – produkter`)}</title>\n<link>${xmlText(site.siteUrl)}</link>\n`;
  yield `<description>${xmlText(`Produktfeed for ${site.companyName}`)}</description>\n`;
  for await (const batch of feedProducts(prisma)) {
    yield batch.map((p) => googleItem(site, p)).join('');
  }
  yield '</channel>\n</rss>\n';
}

/** GET /feeds/google-merchant: RSS 2.0 in the Google Merchant Center product-data format. */
export function googleMerchantFeed(prisma: PrismaClient, site: SiteConfig): ReadableStream<Uint8Array> {
  return textStream(googleChunks(prisma, site));
}

export const FACEBOOK_COLUMNS = ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand', 'gtin', 'mpn'] as const;

/** Formula-safe cells: the shared rule (lib/csv.ts), re-exported for the feed's callers. */
export { csvSafe };

async function* facebookChunks(prisma: PrismaClient, site: SiteConfig): AsyncGenerator<string> {
  yield stringify([FACEBOOK_COLUMNS as unknown as string[]]);
  for await (const batch of feedProducts(prisma)) {
    yield stringify(
      batch.map((p) =>
        [
          p.articleNumber,
          p.name,
          plainText(p.description) || p.name,
          'in stock',
          'new',
          feedPrice(p.recommendedPriceNok!),
          productUrl(site, p.articleNumber),
          absoluteUrl(site, p.imageUrl),
          site.brandName,
          p.gtin ?? '',
          p.articleNumber,
        ].map(csvSafe),
      ),
    );
  }
}

/** GET /feeds/facebook: the Meta catalogue CSV (comma-separated, quoted where needed, UTF-8). */
export function facebookFeed(prisma: PrismaClient, site: SiteConfig): ReadableStream<Uint8Array> {
  return textStream(facebookChunks(prisma, site));
}

/** What the feeds page shows: how many products the feeds carry, and the ones left out (no price), in list order. */
export async function feedOverview(prisma: PrismaClient) {
  const [all, priced, unpriced] = await Promise.all([
    prisma.product.count(),
    prisma.product.count({ where: PRICED }),
    prisma.product.findMany({
      where: { recommendedPriceNok: null },
      orderBy: [{ sortKey: 'asc' }, { articleNumber: 'asc' }],
      select: { id: true, articleNumber: true, name: true },
    }),
  ]);
  return { all, priced, unpriced };
}

/** A validator for conditional requests: changes whenever a product is added, changed or removed, or the company identity is saved. */
export async function feedVersion(prisma: PrismaClient): Promise<string> {
  const [agg, company] = await Promise.all([
    prisma.product.aggregate({ _count: { _all: true }, _max: { updatedAt: true, id: true } }),
    // The feeds carry the company's name (brand, seller): a change saved in 'Innhold' is a new version.
    prisma.siteContent.findUnique({ where: { key: 'company' }, select: { updatedAt: true } }),
  ]);
  return `"${agg._count._all}-${agg._max.id ?? 0}-${agg._max.updatedAt?.getTime() ?? 0}-${company?.updatedAt.getTime() ?? 0}"`;
}
