/**
 * The product page's schema.org Product (JSON-LD; docs/product.md §3, 'Structured data'): what
 * Google reads from the landing page and compares with the feeds. The offer carries the same
 * price the page shows and the feeds send (lib/catalogue/price.ts); without a price there is no
 * offer. There is no stock data, so every offer is in stock.
 */
import { gtinProperty } from './gtin';
import { priceAmount, type PriceValue } from './price';

export interface StructuredProduct {
  articleNumber: string;
  name: string;
  imageUrl: string;
  category: string | null;
  /** Plain text. */
  description: string;
  recommendedPriceNok: PriceValue | null;
  gtin: string | null;
}

export interface StructuredSite {
  siteUrl: string;
  brandName: string;
  companyName: string;
}

export const IN_STOCK = 'https://schema.org/InStock';

/** An absolute address for a site path ('/media/…'); absolute addresses are kept. */
export function absoluteSiteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The product page's address: `${siteUrl}/produkt/{articleNumber}`. */
export function productPageUrl(siteUrl: string, articleNumber: string): string {
  return `${siteUrl}/produkt/${encodeURIComponent(articleNumber)}`;
}

export function productJsonLd(product: StructuredProduct, site: StructuredSite): Record<string, unknown> {
  const url = productPageUrl(site.siteUrl, product.articleNumber);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.articleNumber,
    mpn: product.articleNumber,
    ...(product.gtin ? { [gtinProperty(product.gtin)]: product.gtin } : {}),
    image: [absoluteSiteUrl(site.siteUrl, product.imageUrl)],
    ...(product.description ? { description: product.description } : {}),
    ...(product.category ? { category: product.category } : {}),
    brand: { '@type': 'Brand', name: site.brandName },
    url,
    ...(product.recommendedPriceNok === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: priceAmount(product.recommendedPriceNok),
            priceCurrency: 'NOK',
            availability: IN_STOCK,
            itemCondition: 'https://schema.org/NewCondition',
            url,
            seller: { '@type': 'Organization', name: site.companyName },
          },
        }),
  };
}
