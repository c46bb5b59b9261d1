/**
 * The nearby-dealer search (spec section 5), on the server against PostgreSQL:
 *   1. the centre: a dealer with coordinates whose address contains the postal code (as a whole
 *      number, so '0150' does not match 'Storgata 10150'), else the postal-prefix table,
 *      3-character prefix first, then 2-character;
 *   2. candidates: dealers with coordinates inside the radius's bounding box (indexed);
 *   3. exact great-circle distance (Earth radius 6371 km), within 100 km, nearest first.
 * The same search runs from a position ('Bruk min posisjon').
 */
import { unstable_cache } from 'next/cache';
import { prisma, type PrismaClient } from '../db';
import { postalPrefixCentres } from '../seed/data/postal-prefixes';
import { boundingBox, distanceKm, SEARCH_RADIUS_KM, type LatLng } from './geo';
import type { FinderDealer, NearbyDealer, NearbyResult } from './finder';

export const DEALERS_TAG = 'dealers';

const PREFIX_CENTRES = new Map(postalPrefixCentres.map((p) => [p.prefix, { lat: p.lat, lng: p.lng }]));

/** The prefix-table centre of a postal code: 3-character prefix first, then 2-character. */
export function prefixCentre(code: string): LatLng | null {
  return PREFIX_CENTRES.get(code.slice(0, 3)) ?? PREFIX_CENTRES.get(code.slice(0, 2)) ?? null;
}

const FINDER_SELECT = {
  id: true,
  name: true,
  address: true,
  lat: true,
  lng: true,
  formattedAddress: true,
  phoneNumber: true,
  website: true,
  openingHours: true,
} as const;

/** Every dealer location, by name (the finder's 'Alle forhandlere'). */
export async function loadFinderDealers(client: PrismaClient): Promise<FinderDealer[]> {
  const rows = await client.dealerLocation.findMany({ select: FINDER_SELECT, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  return rows;
}

/** Every dealer location, from the server cache (tag 'dealers'; a dealer change revalidates it). */
export const listFinderDealers = unstable_cache(() => loadFinderDealers(prisma), ['finder-dealers'], {
  tags: [DEALERS_TAG],
  revalidate: 3600,
});

/** The searched point of a postal code, or null when neither a dealer nor the table places it. */
export async function centreForPostalCode(client: PrismaClient, code: string): Promise<LatLng | null> {
  // A whole-number match in the address: digits may not touch the code on either side.
  const pattern = `(^|[^0-9])${code.replace(/[^0-9A-Za-z]/g, '')}([^0-9]|$)`;
  const rows = await client.$queryRaw<Array<{ lat: number; lng: number }>>`
    SELECT lat, lng FROM "DealerLocation"
    WHERE lat IS NOT NULL AND lng IS NOT NULL AND address ~ ${pattern}
    ORDER BY id LIMIT 1`;
  return rows[0] ?? prefixCentre(code);
}

/** Dealers with coordinates within the radius of a point, nearest first. */
export async function dealersNear(client: PrismaClient, centre: LatLng, radiusKm = SEARCH_RADIUS_KM): Promise<NearbyDealer[]> {
  const box = boundingBox(centre, radiusKm);
  const rows = await client.dealerLocation.findMany({
    select: FINDER_SELECT,
    where: { lat: { gte: box.minLat, lte: box.maxLat }, lng: { gte: box.minLng, lte: box.maxLng } },
  });
  const nearby: NearbyDealer[] = [];
  for (const row of rows) {
    if (row.lat === null || row.lng === null) continue;
    const km = distanceKm(centre, { lat: row.lat, lng: row.lng });
    if (km <= radiusKm) nearby.push({ ...row, lat: row.lat, lng: row.lng, distanceKm: km });
  }
  return nearby.sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name, 'nb'));
}

async function anyDealerHasCoordinates(client: PrismaClient): Promise<boolean> {
  return (await client.dealerLocation.findFirst({ select: { id: true }, where: { lat: { not: null }, lng: { not: null } } })) !== null;
}

/** The nearby search for a postal code (validated by the caller: 4 letters or digits). */
export async function searchByPostalCode(client: PrismaClient, code: string): Promise<NearbyResult> {
  if (!(await anyDealerHasCoordinates(client))) return { status: 'no-coordinates', centre: null, dealers: [] };
  const centre = await centreForPostalCode(client, code);
  if (!centre) return { status: 'unknown-postal-code', centre: null, dealers: [] };
  const dealers = await dealersNear(client, centre);
  return { status: dealers.length ? 'ok' : 'none-in-range', centre, dealers };
}

/** The nearby search from a position (validated by the caller). */
export async function searchByPosition(client: PrismaClient, centre: LatLng): Promise<NearbyResult> {
  if (!(await anyDealerHasCoordinates(client))) return { status: 'no-coordinates', centre, dealers: [] };
  const dealers = await dealersNear(client, centre);
  return { status: dealers.length ? 'ok' : 'none-in-range', centre, dealers };
}
