/**
 * A store page's JSON-LD (docs/product.md: Store pages): the store as a schema.org LocalBusiness
 * and the page's BreadcrumbList. The type is `HomeGoodsStore` for every location: the dealers are
 * paint shops, hardware stores, furniture and interior shops, and what they sell of ours is care
 * for the wood, leather and furniture of a home — the one LocalBusiness subtype that fits all of
 * them (schema.org has no paint shop; `HardwareStore` or `FurnitureStore` would be wrong for most),
 * and a type guessed from each name would be wrong now and then.
 */
import { placePageHref } from './finder';
import { openingHoursSpecification, specialOpeningHoursSpecification } from './hours';
import type { StoreDetails } from './store-details';
import { STORE_PAGES_PATH, storeHref } from './store-page';
import { websiteTarget } from './website';

export const STORE_SCHEMA_TYPE = 'HomeGoodsStore';

/** The breadcrumb: Hjem › Forhandlere › {place} › {store} (no place outside Norway). */
export function storeCrumbs(store: Pick<StoreDetails, 'name' | 'slug' | 'place'>): Array<{ name: string; path: string }> {
  return [
    { name: 'Hjem', path: '/' },
    { name: 'Forhandlere', path: STORE_PAGES_PATH },
    ...(store.place ? [{ name: store.place.name, path: placePageHref(store.place.slug) }] : []),
    { name: store.name, path: storeHref(store.slug) },
  ];
}

/** The LocalBusiness and the BreadcrumbList; `today` (an Oslo date or an instant) starts the special days. */
export function storeJsonLd(store: StoreDetails, siteUrl: string, today: Date | string): Record<string, unknown>[] {
  const url = `${siteUrl}${storeHref(store.slug)}`;
  const { address } = store;
  const business: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': STORE_SCHEMA_TYPE,
    '@id': `${url}#butikk`,
    name: store.name,
    url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.streetAddress,
      ...(address.postalCode ? { postalCode: address.postalCode } : {}),
      ...(address.locality ? { addressLocality: address.locality } : {}),
      ...(address.country ? { addressCountry: address.country } : {}),
    },
  };
  if (store.lat !== null && store.lng !== null) business.geo = { '@type': 'GeoCoordinates', latitude: store.lat, longitude: store.lng };
  if (store.phoneNumber) business.telephone = store.phoneNumber;
  // The address '/nettside' leads to; none when it would answer 404 (not http(s), a user name in it).
  const website = websiteTarget(store.website);
  if (website) business.sameAs = [website];
  if (store.weekly) business.openingHoursSpecification = openingHoursSpecification(store.weekly);
  // The special days also when the week is unknown (then without the public holidays).
  const special = specialOpeningHoursSpecification(store.weekly, store.specialDays, today);
  if (special.length > 0) business.specialOpeningHoursSpecification = special;
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: storeCrumbs(store).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
  return [business, breadcrumbs];
}
