/**
 * What a store page shows (docs/product.md: Store pages), read once per store and cached under the
 * `dealers` tag (and `products`: it names the products it carries): the location, its place, what
 * it carries with the category and product pages to link, and the nearest other stores. The page
 * (app/forhandlere/[slug]/page.tsx) renders it with components/dealers/StorePage.tsx.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { prisma, type PrismaClient } from '../db';
import { PRODUCTS_TAG, listPublicProducts, type PublicProduct } from '../catalogue/queries';
import { extractCategories } from '../catalogue/categories';
import { cataloguePath, categoryRefs } from '../catalogue/category-pages';
import { SEARCH_RADIUS_KM } from './geo';
import { osloToday, readPeriods, readWeeklyHours, type SpecialDay, type WeeklyHours } from './hours';
import { norwegianPlaceOfAddress, writtenPlaceOfAddress } from './postal-register';
import { DEALERS_TAG, dealersNear } from './search';
import { resolveStoreSlug } from './store-slugs';

/** How many other stores the page lists as the nearest (within the finder's 100 km). */
export const NEAREST_STORES = 5;

export interface StoreAssortment {
  /** Lists nothing: carries the whole range. */
  everything: boolean;
  /** Its categories, each with its category page (null when no product has the category now). */
  categories: Array<{ name: string; href: string | null }>;
  /** Its single products (the article numbers it lists that are in the catalogue), each with its product page. */
  products: Array<{ articleNumber: string; name: string; href: string }>;
}

export interface NearbyStore {
  id: string;
  slug: string;
  name: string;
  address: string;
  distanceKm: number;
  lat: number;
  lng: number;
}

export interface StoreAddress {
  /** As shown: Google's formatted address when known, else the stored one. */
  display: string;
  /** The part before the postal code and place ('Grensen 8'). */
  streetAddress: string;
  postalCode: string | null;
  /** The place ('Oslo'): the postal register's for a Norwegian address, else as written. */
  locality: string | null;
  /** 'NO' for an address the postal register places; null when the country is not known. */
  country: 'NO' | null;
}

export interface StoreDetails {
  id: string;
  slug: string;
  name: string;
  address: StoreAddress;
  lat: number | null;
  lng: number | null;
  phoneNumber: string | null;
  website: string | null;
  /** The week's hours (lib/dealers/hours.ts); null when unknown. */
  weekly: WeeklyHours | null;
  /** The store's own special days from today on (closed, or other hours, on a date). */
  specialDays: SpecialDay[];
  /** The place page, /forhandlere/sted/{slug}, for a store in Norway. */
  place: { name: string; slug: string } | null;
  assortment: StoreAssortment;
  /** The nearest other stores with coordinates within 100 km, nearest first; empty for a store without coordinates. */
  nearest: NearbyStore[];
  /** Last change of the location (ISO 8601): the sitemap's and the page's date. */
  updatedAt: string;
}

export type StorePageAnswer = { kind: 'store'; store: StoreDetails } | { kind: 'redirect'; slug: string } | null;

/** The parts of an address for PostalAddress: 'Grensen 8, 0159 Oslo' → Grensen 8 · 0159 · Oslo · NO. */
export function addressParts(address: string, formatted: string | null): StoreAddress {
  const norwegian = norwegianPlaceOfAddress(address);
  const written = writtenPlaceOfAddress(address);
  const cut = address.lastIndexOf(',');
  return {
    display: formatted?.trim() || address,
    streetAddress: (cut > 0 ? address.slice(0, cut) : address).trim(),
    postalCode: norwegian?.postalCode ?? written?.postalCode ?? null,
    locality: norwegian?.place ?? written?.place ?? null,
    country: norwegian ? 'NO' : null,
  };
}

/** What a location's lists mean on its page (nothing listed: everything). */
export function storeAssortment(
  location: { categories: readonly string[]; products: readonly string[] },
  catalogue: readonly PublicProduct[],
): StoreAssortment {
  const everything = location.categories.length === 0 && location.products.length === 0;
  const slugs = new Map(categoryRefs(extractCategories(catalogue)).map((c) => [c.name, c.slug]));
  const byNumber = new Map<string, PublicProduct>();
  for (const product of catalogue) {
    byNumber.set(product.articleNumber, product);
    for (const size of product.variants) byNumber.set(size.articleNumber, product);
  }
  const products = [...new Set(location.products)].flatMap((articleNumber) => {
    const product = byNumber.get(articleNumber);
    return product ? [{ articleNumber, name: product.name, href: `/produkt/${encodeURIComponent(articleNumber)}` }] : [];
  });
  const categories = [...location.categories]
    .sort((a, b) => a.localeCompare(b, 'nb'))
    .map((name) => {
      const slug = slugs.get(name);
      return { name, href: slug ? cataloguePath(slug) : null };
    });
  return { everything, categories, products };
}

/** A store page's content by its slug: the store, the new slug of a renamed one, or null (404). */
export async function loadStorePage(client: PrismaClient, slug: string, catalogue: readonly PublicProduct[]): Promise<StorePageAnswer> {
  const target = await resolveStoreSlug(client, slug);
  if (!target) return null;
  if (target.kind === 'redirect') return target;
  const row = await client.dealerLocation.findUnique({
    where: { id: target.id },
    select: {
      id: true,
      slug: true,
      name: true,
      address: true,
      formattedAddress: true,
      lat: true,
      lng: true,
      phoneNumber: true,
      website: true,
      weeklyHours: true,
      specialDays: {
        select: { date: true, periods: true, note: true },
        where: { date: { gte: new Date(`${osloToday()}T00:00:00Z`) } },
        orderBy: { date: 'asc' },
      },
      categories: true,
      products: true,
      updatedAt: true,
    },
  });
  if (!row) return null;
  const located = row.lat !== null && row.lng !== null;
  const near = located ? await dealersNear(client, { lat: row.lat!, lng: row.lng! }, SEARCH_RADIUS_KM, NEAREST_STORES + 1) : null;
  const place = norwegianPlaceOfAddress(row.address);
  return {
    kind: 'store',
    store: {
      id: row.id,
      slug: row.slug,
      name: row.name,
      address: addressParts(row.address, row.formattedAddress),
      lat: row.lat,
      lng: row.lng,
      phoneNumber: row.phoneNumber,
      website: row.website,
      weekly: readWeeklyHours(row.weeklyHours),
      specialDays: row.specialDays.map((d) => ({ date: d.date.toISOString().slice(0, 10), periods: readPeriods(d.periods), note: d.note })),
      place: place ? { name: place.place, slug: place.slug } : null,
      assortment: storeAssortment(row, catalogue),
      nearest: (near?.dealers ?? [])
        .filter((d) => d.id !== row.id)
        .slice(0, NEAREST_STORES)
        .map((d) => ({
          id: d.id,
          slug: d.slug,
          name: d.name,
          address: d.formattedAddress?.trim() || d.address,
          distanceKm: d.distanceKm,
          lat: d.lat,
          lng: d.lng,
        })),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

/** A store page's content from the server cache (a dealer or product change revalidates it; at most an hour old). */
export const getStorePage = unstable_cache(async (slug: string) => loadStorePage(prisma, slug, await listPublicProducts()), ['store-page'], {
  tags: [DEALERS_TAG, PRODUCTS_TAG],
  revalidate: 3600,
});

/** Every store page's slug with its last change, by name (the sitemap, the pages prerendered at build). */
export async function loadStoreSlugs(client: PrismaClient): Promise<Array<{ slug: string; updatedAt: string }>> {
  const rows = await client.dealerLocation.findMany({ select: { slug: true, updatedAt: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  return rows.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt.toISOString() }));
}

export const listStoreSlugs = unstable_cache(() => loadStoreSlugs(prisma), ['store-slugs'], { tags: [DEALERS_TAG], revalidate: 3600 });
