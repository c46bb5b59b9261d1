/**
 * The store's first-party links (docs/product.md: Dealer finder › What the site does for each store):
 * 'Vis vei', 'Nettside' and the phone go through our own server, which counts the click for the store
 * (lib/dealers/stats.ts) and redirects to the maps search, the store's website or `tel:`. They work
 * without JavaScript and without any third party. Crawlers are kept off them (robots.txt) and the
 * links carry rel="nofollow".
 */
import { storeHref } from './store-page';

export interface StoreLinks {
  /** Redirects to the maps search for the store's address (the finder's `directionsUrl`). */
  directions: string;
  /** Redirects to the store's website (404 when it has none). */
  website: string;
  /** Redirects to the store's phone number (`tel:`). */
  phone: string;
}

/** The counting links of the store with this slug. */
export function storeLinks(slug: string): StoreLinks {
  const base = storeHref(slug);
  return { directions: `${base}/vei`, website: `${base}/nettside`, phone: `${base}/ring` };
}

/** The rel of a counting link: crawlers are asked not to follow it (robots.txt keeps them off too). */
export const STORE_LINK_REL = 'nofollow';
