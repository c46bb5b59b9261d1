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
 * is no stock data, so every offer is in stock.
 */
import { gtinProperty } from './gtin';
import { priceAmount, type PriceValue } from './price';
import { variantTitle } from './variants';

export interface StructuredVariant {
  articleNumber: string;
  sizeLabel: string | null;
  recommendedPriceNok: PriceValue | null;
  gtin: string | null;
  /** The size's own image; null uses the product's. */
  imageUrl: string | null;
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

function offer(variant: Priced, url: string, site: StructuredSite) {
  return {
    '@type': 'Offer',
    price: priceAmount(variant.recommendedPriceNok),
    priceCurrency: 'NOK',
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
