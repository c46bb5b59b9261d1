/**
 * The place pages (`/forhandlere/sted/{place}`, docs/product.md: Place pages): one page per place
 * with at least one store, the place being the one Norway's postal register gives the store's
 * Norwegian postal code (norwegianPlaceOfAddress: 'Strandgaten 50, 5013 Bergen' → Bergen; a Danish
 * address has none). Read from every location once and cached under the `dealers` tag, so a change
 * to the locations renders the pages again.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { prisma, type PrismaClient } from '../db';
import { DEALERS_TAG } from './search';
import { norwegianPlaceOfAddress } from './postal-register';
import { placePageHref } from './finder';

/** A store as its place page lists it. */
export interface PlaceStore {
  id: string;
  /** Its store page's address part (`/forhandlere/{slug}`, store-page.ts storeHref). */
  slug: string;
  name: string;
  address: string;
  /** Its Norwegian postal code ('5013'). */
  postalCode: string;
  phoneNumber: string | null;
  website: string | null;
}

/** A place with its stores. */
export interface DealerPlace {
  /** The address part: 'bergen', 'mo-i-rana'. */
  slug: string;
  /** The register's place name: 'Bergen', 'Mo i Rana'. */
  name: string;
  /** The code the finder searches from for this place: its stores' most common postal code (the lowest of a tie). */
  postalCode: string;
  /** By name (Norwegian order), then id. */
  stores: PlaceStore[];
}

const byName = (a: { name: string; id?: string }, b: { name: string; id?: string }) =>
  a.name.localeCompare(b.name, 'nb') || (a.id ?? '').localeCompare(b.id ?? '');

/** The most common of the codes, the lowest among equals. */
function commonestCode(codes: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))[0][0];
}

/** Every place with at least one store, by name; a location whose address is not Norwegian has no place. */
export async function loadDealerPlaces(client: PrismaClient): Promise<DealerPlace[]> {
  const rows = await client.dealerLocation.findMany({
    select: { id: true, slug: true, name: true, address: true, phoneNumber: true, website: true },
  });
  const places = new Map<string, { name: string; stores: PlaceStore[] }>();
  for (const row of rows) {
    const place = norwegianPlaceOfAddress(row.address);
    if (!place) continue;
    const entry = places.get(place.slug) ?? { name: place.place, stores: [] };
    entry.stores.push({ ...row, postalCode: place.postalCode });
    places.set(place.slug, entry);
  }
  return [...places]
    .map(([slug, { name, stores }]) => ({ slug, name, postalCode: commonestCode(stores.map((s) => s.postalCode)), stores: stores.sort(byName) }))
    .sort(byName);
}

/** The places from the server cache (tag 'dealers': a location change revalidates them). */
export const listDealerPlaces = unstable_cache(() => loadDealerPlaces(prisma), ['dealer-places'], { tags: [DEALERS_TAG], revalidate: 3600 });

/** The place of a page address, or null (404) when no store is there. */
export async function findDealerPlace(slug: string): Promise<DealerPlace | null> {
  return (await listDealerPlaces()).find((p) => p.slug === slug) ?? null;
}

/** The place page's heading and title: 'Forhandlere i Bergen (4)'. */
export function placeHeading(place: Pick<DealerPlace, 'name' | 'stores'>): string {
  return `Forhandlere i ${place.name} (${place.stores.length})`;
}

/** The place page's description: the place and its stores' names (the first few). */
export function placeDescription(place: Pick<DealerPlace, 'name' | 'stores'>, brandName: string): string {
  const names = place.stores.map((s) => s.name);
  const shown = names.length > 4 ? `${names.slice(0, 4).join(', ')} og ${names.length - 4} til` : names.join(', ');
  return `Forhandlere av pleieprodukter for tre, lær og møbler fra ${brandName} i ${place.name}: ${shown}. Adresse, telefon og nettside for hver butikk.`;
}

/** The finder searching from the place ('/forhandlere?postnummer=5013'). */
export function placeFinderHref(place: Pick<DealerPlace, 'postalCode'>): string {
  return `/forhandlere?${new URLSearchParams({ postnummer: place.postalCode })}`;
}

export { placePageHref };
