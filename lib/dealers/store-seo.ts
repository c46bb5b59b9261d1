/**
 * A store page's title and description (docs/product.md: Store pages), for search engines and
 * sharing: 'Grensen Fargehandel as, Oslo – forhandler', and a description naming the address, what
 * it carries and that it shows hours and directions, within 160 characters.
 */
import type { StoreDetails } from './store-details';

export const DESCRIPTION_MAX = 160;

export function storeTitle(store: Pick<StoreDetails, 'name' | 'address'>): string {
  const place = store.address.locality;
  return place && !store.name.toLocaleLowerCase('nb').includes(place.toLocaleLowerCase('nb'))
    ? `${store.name}, ${place} – forhandler`
    : `${store.name} – forhandler`;
}

export function storeDescription(store: Pick<StoreDetails, 'name' | 'address' | 'assortment'>): string {
  const { everything, categories, products } = store.assortment;
  const carries = everything
    ? 'Fører hele sortimentet vårt av pleieprodukter for tre, lær og møbler.'
    : `Fører ${[...categories.map((c) => c.name), ...products.map((p) => p.name)].join(', ')}.`;
  const parts = [`${store.name}, ${store.address.display}.`, carries, 'Se åpningstider, veibeskrivelse og kontaktinformasjon.'];
  let text = parts[0];
  for (const part of parts.slice(1)) if (`${text} ${part}`.length <= DESCRIPTION_MAX) text = `${text} ${part}`;
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}
