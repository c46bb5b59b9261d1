/**
 * The store pages' addresses (docs/product.md: Store pages): `/forhandlere/{slug}`, one per dealer
 * location. Client-safe (the finder's cards link with it); the slug rule is in store-slug.ts, the
 * database side (assigning, renaming, resolving) in store-slugs.ts.
 */

/** Where the store pages live: the finder's own address. */
export const STORE_PAGES_PATH = '/forhandlere';

/** Words that are routes under /forhandlere (the finder's search, the place pages): never a store's slug. */
export const RESERVED_STORE_SLUGS: ReadonlySet<string> = new Set(['sok', 'sted']);

/** A slug's longest form (the column holds 100; a number suffix fits within it). */
export const STORE_SLUG_MAX = 80;

/** What a slug may look like: lower-case ASCII words joined by single hyphens. */
export const STORE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A store's page: '/forhandlere/grensen-fargehandel-oslo'. */
export function storeHref(slug: string): string {
  return `${STORE_PAGES_PATH}/${slug}`;
}

/** Whether a path segment can be a store's slug at all (else the page answers 404 without a query). */
export function isStoreSlug(value: string): boolean {
  return value.length <= 100 && STORE_SLUG_PATTERN.test(value) && !RESERVED_STORE_SLUGS.has(value);
}
