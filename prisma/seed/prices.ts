/**
 * Fictitious recommended retail prices for the demo catalogue, stable per article. Products in
 * 'Diverse' have none, so the demo shows how the Google feed leaves unpriced products out.
 */
import { articleSortKey } from '../../lib/catalogue/article-number';

export function demoRecommendedPrice(product: { articleNumber: string; category: string; priceNok?: number }): number | null {
  if (product.priceNok !== undefined) return product.priceNok;
  if (product.category === 'Diverse') return null;
  return 89 + (articleSortKey(product.articleNumber) % 23) * 20;
}
