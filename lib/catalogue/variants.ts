/**
 * Products with sizes (docs/product.md: Sizes): the rules every reader of variants shares — a
 * size's title, the size a URL selects, a card's price and sizes. Pure and client-safe.
 */
import { formatPriceNok } from './price';

interface SizeLike {
  articleNumber: string;
  sizeLabel: string | null;
  recommendedPriceNok: number | null;
}

/**
 * A size's title: the product's name with the size ('Teakolje Natur 500 ml') unless the name
 * already ends with it as a word of its own ('Møbelpolish Spray 400 ml' with '400 ml'; not
 * 'Lærbalsam 1200 ml' with '200 ml'), compared without regard to case.
 */
export function variantTitle(name: string, sizeLabel: string | null): string {
  const size = sizeLabel?.trim();
  if (!size) return name;
  const lowerName = name.trim().toLowerCase();
  const lowerSize = size.toLowerCase();
  if (lowerName === lowerSize || lowerName.endsWith(` ${lowerSize}`)) return name;
  return `${name} ${size}`;
}

/**
 * The size a product page shows: the one whose article number the URL names, else the one with
 * the product's own article number, else the first.
 */
export function selectedVariant<V extends { articleNumber: string }>(product: { articleNumber: string; variants: V[] }, articleNumber: string): V {
  return (
    product.variants.find((v) => v.articleNumber === articleNumber) ??
    product.variants.find((v) => v.articleNumber === product.articleNumber) ??
    product.variants[0]
  );
}

/** A card's price: '149,00 kr', 'Fra 149,00 kr' when the sizes cost differently, null when none is priced. */
export function cardPriceText(variants: SizeLike[]): string | null {
  const prices = variants.flatMap((v) => (v.recommendedPriceNok === null ? [] : [v.recommendedPriceNok]));
  if (prices.length === 0) return null;
  const lowest = Math.min(...prices);
  return new Set(prices).size > 1 ? `Fra ${formatPriceNok(lowest)}` : formatPriceNok(lowest);
}

/** A card's sizes: '250 ml · 500 ml', null when the product is sold in one size without a label. */
export function sizesText(variants: SizeLike[]): string | null {
  const labels = variants.flatMap((v) => (v.sizeLabel ? [v.sizeLabel] : []));
  return labels.length > 0 ? labels.join(' · ') : null;
}
