/**
 * Category filter of the public product list (docs/product.md §2): one category at a time,
 * default 'Alle'; categories listed alphabetically (Norwegian collation) with 'Alle' first.
 * Blank categories count as none (docs/product.md §3).
 */

/** The virtual category that shows every product. */
export const ALL_CATEGORIES = 'Alle';

function categoryOf(product: { category: string | null }): string | null {
  return product.category?.trim() || null;
}

/** 'Alle' followed by the distinct non-blank categories, sorted with Norwegian collation. */
export function extractCategories(products: readonly { category: string | null }[]): string[] {
  const distinct = new Set<string>();
  for (const product of products) {
    const category = categoryOf(product);
    if (category && category !== ALL_CATEGORIES) distinct.add(category);
  }
  return [ALL_CATEGORIES, ...[...distinct].sort((a, b) => a.localeCompare(b, 'nb'))];
}

/** The products in the category (exact match); 'Alle' gives every product. */
export function filterByCategory<T extends { category: string | null }>(products: readonly T[], category: string): T[] {
  if (category === ALL_CATEGORIES) return [...products];
  return products.filter((product) => categoryOf(product) === category);
}
