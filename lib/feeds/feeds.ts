/**
 * Product feeds for merchant crawlers (docs/product.md §7): Google Merchant Center
 * (RSS 2.0 with the g: namespace) and the Meta (Facebook/Instagram) catalogue CSV. Both are
 * written as streams from the database in batches, so memory stays flat however large the
 * catalogue; URLs are absolute from the configured site URL; descriptions are plain text.
 * Every priced size (variant) is an item (docs/product.md: Sizes): the sizes of one product share
 * `item_group_id` (the product's article number) and carry `size`; Google also gets the product's
 * name as `item_group_title`, Meta gets it as the title (docs/product.md §7). Both merchants require a price,
 * so both feeds carry the same items: the sizes with a recommended price (the feeds page lists the
 * others). The price is written as the product page
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
import { googleUnitPricing, unitPrice } from '../catalogue/units';
import { variantTitle } from '../catalogue/variants';
import { absoluteSiteUrl, productPageUrl } from '../catalogue/structured-data';

/** One feed item: a priced size with its product's fields. */
export interface FeedProduct {
  /** The variant's id (the batches' cursor). */
  id: number;
  /** The size's own article number: the item's id and MPN. */
  articleNumber: string;
  /** The product's article number, shared by its sizes; null for a product sold in one size. */
  groupId: string | null;
  /** The product's name with the size ('Teakolje Natur 500 ml') unless the name already ends with it. */
  name: string;
  /** The product's own name ('Teakolje Natur'): Meta's title for the sizes of one product, which must not differ. */
  groupName: string;
  sizeLabel: string | null;
  category: string;
  /** The size's own image, else the product's. */
  imageUrl: string;
  description: string | null;
  recommendedPriceNok: { toFixed(digits: number): string } | null;
  gtin: string | null;
  /** The size's net quantity and its unit ('ml', 'l', 'g', 'kg', 'stk'): the unit price's basis. */
  netQuantity: number | null;
  netUnit: string | null;
}

/** The sizes both feeds carry: those with a recommended price. */
const PRICED = { recommendedPriceNok: { not: null } } as const;

const BATCH = 500;
const DESCRIPTION_MAX = 5000;

/** The priced sizes, in batches of 500 (by variant id). */
export async function* feedProducts(prisma: PrismaClient): AsyncGenerator<FeedProduct[]> {
  let cursor: number | undefined;
  for (;;) {
    const batch = await prisma.productVariant.findMany({
      where: PRICED,
      orderBy: { id: 'asc' },
      take: BATCH,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
      select: {
        id: true,
        articleNumber: true,
        sizeLabel: true,
        imageUrl: true,
        recommendedPriceNok: true,
        gtin: true,
        netQuantity: true,
        netUnit: true,
        product: {
          select: { articleNumber: true, name: true, category: true, imageUrl: true, description: true, _count: { select: { variants: true } } },
        },
      },
    });
    if (batch.length === 0) return;
    yield batch.map((v) => ({
      id: v.id,
      articleNumber: v.articleNumber,
      groupId: v.product._count.variants > 1 ? v.product.articleNumber : null,
      name: variantTitle(v.product.name, v.sizeLabel),
      groupName: v.product.name,
      sizeLabel: v.sizeLabel,
      category: v.product.category,
      imageUrl: v.imageUrl ?? v.product.imageUrl,
      description: v.product.description,
      recommendedPriceNok: v.recommendedPriceNok,
      gtin: v.gtin,
      netQuantity: v.netQuantity?.toNumber() ?? null,
      netUnit: v.netUnit,
    }));
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
export function textStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
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

function unitPricingFields(p: Pick<FeedProduct, 'netQuantity' | 'netUnit'>): [string, string][] {
  const pricing = googleUnitPricing(p.netQuantity, p.netUnit);
  return pricing
    ? [
        ['g:unit_pricing_measure', pricing.measure],
        ['g:unit_pricing_base_measure', pricing.base],
      ]
    : [];
}

function googleItem(site: SiteConfig, p: FeedProduct): string {
  const fields: [string, string][] = [
    ['g:id', p.articleNumber],
    // The group's common title beside each size's own (Google's item_group_title, 1–150 characters; names are at most 200).
    ...(p.groupId
      ? ([
          ['g:item_group_id', p.groupId],
          ['g:item_group_title', p.groupName.slice(0, 150)],
        ] as [string, string][])
      : []),
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
    ...(p.sizeLabel ? ([['g:size', p.sizeLabel]] as [string, string][]) : []),
    // The unit price Google shows beside the price ('500ml' of '1l'), from the size's net quantity (lib/catalogue/units.ts).
    ...unitPricingFields(p),
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

export const FACEBOOK_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'gtin',
  'mpn',
  'item_group_id',
  'size',
  // Meta's unit price (its catalogue field `unit_price`: value, currency, unit), as the flattened columns its CSV takes.
  'unit_price.value',
  'unit_price.currency',
  'unit_price.unit',
] as const;

/**
 * Meta's unit price of a size: the price per litre or kilogram (Meta's units 'l' and 'kg'); none
 * for a size counted in pieces, whose unit Meta's list does not name (docs/product.md §7).
 */
function metaUnitPrice(p: FeedProduct): [string, string, string] {
  const u = unitPrice(p.recommendedPriceNok, p.netQuantity, p.netUnit);
  return u && u.base !== 'stk' ? [u.amount.toFixed(2), 'NOK', u.base] : ['', '', ''];
}

/** Formula-safe cells: the shared rule (lib/csv.ts), re-exported for the feed's callers. */
export { csvSafe };

async function* facebookChunks(prisma: PrismaClient, site: SiteConfig): AsyncGenerator<string> {
  yield stringify([FACEBOOK_COLUMNS as unknown as string[]]);
  for await (const batch of feedProducts(prisma)) {
    yield stringify(
      batch.map((p) =>
        [
          p.articleNumber,
          // Meta shows the sizes of one product under one name (its variant guide): the product's, not the size's.
          p.groupId ? p.groupName : p.name,
          plainText(p.description) || p.name,
          'in stock',
          'new',
          feedPrice(p.recommendedPriceNok!),
          productUrl(site, p.articleNumber),
          absoluteUrl(site, p.imageUrl),
          site.brandName,
          p.gtin ?? '',
          p.articleNumber,
          p.groupId ?? '',
          p.sizeLabel ?? '',
          ...metaUnitPrice(p),
        ].map(csvSafe),
      ),
    );
  }
}

/** GET /feeds/facebook: the Meta catalogue CSV (comma-separated, quoted where needed, UTF-8). */
export function facebookFeed(prisma: PrismaClient, site: SiteConfig): ReadableStream<Uint8Array> {
  return textStream(facebookChunks(prisma, site));
}

/**
 * What the feeds page shows: how many sizes the feeds carry of how many (the Manufacturer Center
 * feed: those with a GTIN), and the ones left out of the merchant feeds (no price) in list order,
 * each with its product's id (the edit dialog's address).
 */
export async function feedOverview(prisma: PrismaClient) {
  const [all, priced, withGtin, rows] = await Promise.all([
    prisma.productVariant.count(),
    prisma.productVariant.count({ where: PRICED }),
    prisma.productVariant.count({ where: { gtin: { not: null } } }),
    prisma.productVariant.findMany({
      where: { recommendedPriceNok: null },
      orderBy: [{ sortKey: 'asc' }, { articleNumber: 'asc' }],
      select: { productId: true, articleNumber: true, sizeLabel: true, product: { select: { name: true } } },
    }),
  ]);
  const unpriced = rows.map((v) => ({ id: v.productId, articleNumber: v.articleNumber, name: variantTitle(v.product.name, v.sizeLabel) }));
  return { all, priced, withGtin, unpriced };
}

/**
 * A validator for conditional requests: changes whenever a product or one of its sizes is added,
 * changed or removed (a size's price, GTIN or image is its own row: a writer that touches only the
 * variant still makes a new version), or the company identity is saved.
 */
export async function feedVersion(prisma: PrismaClient): Promise<string> {
  const [products, variants, company, terms] = await Promise.all([
    prisma.product.aggregate({ _count: { _all: true }, _max: { updatedAt: true, id: true } }),
    prisma.productVariant.aggregate({ _count: { _all: true }, _max: { updatedAt: true, id: true } }),
    // The feeds carry the company's name (brand, seller): a change saved in 'Innhold' is a new version.
    prisma.siteContent.findUnique({ where: { key: 'company' }, select: { updatedAt: true } }),
    // The Manufacturer Center feed writes the uses by their labels: an edited term is a new version.
    prisma.useTerm.aggregate({ _count: { _all: true }, _max: { updatedAt: true } }),
  ]);
  const part = (agg: typeof products | typeof variants) => `${agg._count._all}-${agg._max.id ?? 0}-${agg._max.updatedAt?.getTime() ?? 0}`;
  const vocabulary = `${terms._count._all}-${terms._max.updatedAt?.getTime() ?? 0}`;
  return `"${part(products)}-${part(variants)}-${company?.updatedAt.getTime() ?? 0}-${vocabulary}"`;
}
