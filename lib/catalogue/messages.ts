/** Norwegian texts of the public product API (docs/product.md §7 and §8). One copy of each. */
export const CATALOGUE_API_MESSAGES = {
  productNotFound: 'Produkt ikke funnet',
  listFailed: 'Kunne ikke hente produkter',
  productFailed: 'Kunne ikke hente produktet',
  searchFailed: 'Kunne ikke søke i produktene',
  searchRateLimited: 'For mange søk. Vent litt og prøv igjen.',
} as const;

/** The product page's not-found title and heading (status 404; docs/product.md §3). */
export const PRODUCT_NOT_FOUND_TITLE = CATALOGUE_API_MESSAGES.productNotFound;
