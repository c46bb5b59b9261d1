/**
 * The product page's schema.org data (JSON-LD; docs/product.md §3 'Structured data' and 'Sizes'):
 * what Google reads from the landing page and compares with the feeds.
 *
 * - A product sold in one size is a `Product` with its `Offer`.
 * - A product with several sizes is a `ProductGroup` (productGroupID = the product's article
 *   number, variesBy size) whose `hasVariant` lists each priced size as a `Product` with its own
 *   sku, GTIN, size, URL and `Offer` — as Google's product-variant structured data describes.
 * - Without a priced size there is no data at all: Google's product snippet check rejects a
 *   `Product` without offers, review or rating.
 * Every offer carries the price the page shows and the feeds send (lib/catalogue/price.ts). There
 * is no stock data, so every offer is in stock. A size with a net quantity gives its offer a
 * `UnitPriceSpecification` (the unit price the page shows, '596,00 kr/l'): the price of the size,
 * its quantity as `referenceQuantity` and the unit the price is compared per as its
 * `valueReference` (the feeds' unit_pricing_measure and unit_pricing_base_measure).
 */
import { gtinProperty } from './gtin';
import { priceAmount, type PriceValue } from './price';
import { baseQuantity, isNetUnit, type NetUnit } from './units';
import { variantTitle } from './variants';

export interface StructuredVariant {
  articleNumber: string;
  sizeLabel: string | null;
  recommendedPriceNok: PriceValue | null;
  gtin: string | null;
  /** The size's own image; null uses the product's. */
  imageUrl: string | null;
  /** The size's net quantity and its unit ('ml', 'l', 'g', 'kg', 'stk'); without them no unit price. */
  netQuantity?: number | null;
  netUnit?: string | null;
}

export interface StructuredProduct {
  /** The product's own article number (its main size's). */
  articleNumber: string;
  name: string;
  imageUrl: string;
  category: string | null;
  /** Plain text. */
  description: string;
  variants: StructuredVariant[];
}

export interface StructuredSite {
  siteUrl: string;
  brandName: string;
  companyName: string;
}

export const IN_STOCK = 'https://schema.org/InStock';
export const VARIES_BY_SIZE = 'https://schema.org/size';

/** An absolute address for a site path ('/media/…'); absolute addresses are kept. */
export function absoluteSiteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The product page's address: `${siteUrl}/produkt/{articleNumber}` (any size's article number). */
export function productPageUrl(siteUrl: string, articleNumber: string): string {
  return `${siteUrl}/produkt/${encodeURIComponent(articleNumber)}`;
}

type Priced = StructuredVariant & { recommendedPriceNok: PriceValue };

/** UN/CEFACT common codes (schema.org's unitCode) of the net units and of the units prices are compared per. */
export const UNIT_CODES: Record<NetUnit, string> = { ml: 'MLT', l: 'LTR', g: 'GRM', kg: 'KGM', stk: 'H87' };

/**
 * The size's unit price as schema.org has it: the price, for `referenceQuantity` (the net quantity),
 * compared per one litre, kilogram or piece (`valueReference`); null without a net quantity.
 */
export function unitPriceSpecification(variant: Priced): Record<string, unknown> | null {
  const { netQuantity, netUnit } = variant;
  if (!netQuantity || netQuantity <= 0 || !isNetUnit(netUnit)) return null;
  const { base } = baseQuantity(netQuantity, netUnit);
  return {
    '@type': 'UnitPriceSpecification',
    price: priceAmount(variant.recommendedPriceNok),
    priceCurrency: 'NOK',
    referenceQuantity: {
      '@type': 'QuantitativeValue',
      value: Number(netQuantity.toFixed(3)),
      unitCode: UNIT_CODES[netUnit],
      valueReference: { '@type': 'QuantitativeValue', value: 1, unitCode: UNIT_CODES[base] },
    },
  };
}

function offer(variant: Priced, url: string, site: StructuredSite) {
  const unitPrice = unitPriceSpecification(variant);
  return {
    '@type': 'Offer',
    price: priceAmount(variant.recommendedPriceNok),
    priceCurrency: 'NOK',
    ...(unitPrice ? { priceSpecification: unitPrice } : {}),
    availability: IN_STOCK,
    itemCondition: 'https://schema.org/NewCondition',
    url,
    seller: { '@type': 'Organization', name: site.companyName },
  };
}

/** One size as a schema.org Product with its Offer. */
function variantProduct(product: StructuredProduct, variant: Priced, site: StructuredSite, grouped: boolean) {
  const url = productPageUrl(site.siteUrl, variant.articleNumber);
  return {
    '@type': 'Product',
    name: grouped ? variantTitle(product.name, variant.sizeLabel) : product.name,
    sku: variant.articleNumber,
    mpn: variant.articleNumber,
    ...(variant.gtin ? { [gtinProperty(variant.gtin)]: variant.gtin } : {}),
    ...(variant.sizeLabel ? { size: variant.sizeLabel } : {}),
    image: [absoluteSiteUrl(site.siteUrl, variant.imageUrl ?? product.imageUrl)],
    ...(grouped ? {} : { ...(product.description ? { description: product.description } : {}), ...(product.category ? { category: product.category } : {}) }),
    ...(grouped ? {} : { brand: { '@type': 'Brand', name: site.brandName } }),
    url,
    offers: offer(variant, url, site),
  };
}

/** The page's JSON-LD: a Product, a ProductGroup, or null when no size has a price (the module comment). */
export function productJsonLd(product: StructuredProduct, site: StructuredSite): Record<string, unknown> | null {
  const priced = product.variants.filter((v): v is Priced => v.recommendedPriceNok !== null);
  if (priced.length === 0) return null;
  if (product.variants.length === 1) return { '@context': 'https://schema.org', ...variantProduct(product, priced[0], site, false) };
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    name: product.name,
    productGroupID: product.articleNumber,
    variesBy: [VARIES_BY_SIZE],
    ...(product.description ? { description: product.description } : {}),
    ...(product.category ? { category: product.category } : {}),
    image: [absoluteSiteUrl(site.siteUrl, product.imageUrl)],
    brand: { '@type': 'Brand', name: site.brandName },
    url: productPageUrl(site.siteUrl, product.articleNumber),
    hasVariant: priced.map((v) => variantProduct(product, v, site, true)),
  };
}
