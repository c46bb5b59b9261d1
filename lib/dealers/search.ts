/**
 * The nearby-dealer search (docs/product.md §5), on the server against PostgreSQL:
 *   1. the centre: a dealer with coordinates whose address contains the postal code (as a whole
 *      number, so '0150' does not match 'Storgata 10150'), else the postal-prefix table,
 *      3-character prefix first, then 2-character;
 *   2. candidates: dealers with coordinates inside the radius's bounding box (indexed);
 *   3. exact great-circle distance (Earth radius 6371 km), within 100 km, nearest first,
 *      the nearest NEARBY_LIMIT returned with the count of all.
 * The same search runs from a position ('Bruk min posisjon').
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { prisma, type PrismaClient } from '../db';
import { postalPrefixCentres } from './postal-prefixes';
import { boundingBox, EARTH_RADIUS_KM, SEARCH_RADIUS_KM, type LatLng } from './geo';
import { logger } from '../logger';
import { noteUnmetPostalSearch } from '../insight/record';
import {
  messageOutcome,
  planFinderSearch,
  searchOutcome,
  type FinderDealer,
  type FinderQuery,
  type FinderSearchOutcome,
  type NearbyDealer,
  type NearbyResult,
} from './finder';

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

/** At most this many nearby dealers are returned (the nearest); `total` counts them all. */
export const NEARBY_LIMIT = 500;

/**
 * Dealers with coordinates within the radius of a point, nearest first, at most `limit`, with
 * the number of all within the radius. PostgreSQL does the work: the (lat, lng) index narrows
 * to the bounding box, then the same haversine formula as `distanceKm` (radius 6371 km)
 * filters and sorts, so only the rows shown cross the wire.
 */
export async function dealersNear(
  client: PrismaClient,
  centre: LatLng,
  radiusKm = SEARCH_RADIUS_KM,
  limit = NEARBY_LIMIT,
): Promise<{ dealers: NearbyDealer[]; total: number }> {
  const box = boundingBox(centre, radiusKm);
  const rows = await client.$queryRaw<Array<NearbyDealer & { total: bigint }>>`
    WITH candidates AS (
      SELECT id, name, address, lat, lng, "formattedAddress", "phoneNumber", website, "openingHours",
        2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
          power(sin(radians(lat - ${centre.lat}::float8) / 2), 2)
          + cos(radians(${centre.lat}::float8)) * cos(radians(lat)) * power(sin(radians(lng - ${centre.lng}::float8) / 2), 2)
        ))) AS "distanceKm"
      FROM "DealerLocation"
      WHERE lat BETWEEN ${box.minLat}::float8 AND ${box.maxLat}::float8
        AND lng BETWEEN ${box.minLng}::float8 AND ${box.maxLng}::float8
    )
    SELECT *, count(*) OVER () AS total FROM candidates
    WHERE "distanceKm" <= ${radiusKm}::float8
    ORDER BY "distanceKm", name, id
    LIMIT ${limit}`;
  const total = rows.length ? Number(rows[0].total) : 0;
  const dealers = rows.map((row): NearbyDealer => {
    const { total: _count, ...dealer } = row;
    void _count;
    return dealer;
  });
  return { dealers, total };
}

async function anyDealerHasCoordinates(client: PrismaClient): Promise<boolean> {
  return (await client.dealerLocation.findFirst({ select: { id: true }, where: { lat: { not: null }, lng: { not: null } } })) !== null;
}

/** The nearby search for a postal code (validated by the caller: 4 letters or digits). */
export async function searchByPostalCode(client: PrismaClient, code: string): Promise<NearbyResult> {
  if (!(await anyDealerHasCoordinates(client))) return { status: 'no-coordinates', centre: null, dealers: [], total: 0 };
  const centre = await centreForPostalCode(client, code);
  if (!centre) return { status: 'unknown-postal-code', centre: null, dealers: [], total: 0 };
  const { dealers, total } = await dealersNear(client, centre);
  return { status: total ? 'ok' : 'none-in-range', centre, dealers, total };
}

/** The nearby search from a position (validated by the caller). */
export async function searchByPosition(client: PrismaClient, centre: LatLng): Promise<NearbyResult> {
  if (!(await anyDealerHasCoordinates(client))) return { status: 'no-coordinates', centre, dealers: [], total: 0 };
  const { dealers, total } = await dealersNear(client, centre);
  return { status: total ? 'ok' : 'none-in-range', centre, dealers, total };
}

/**
 * The finder page's answer to `?postnummer=` (a link, or the search form sent without
 * JavaScript): null when there is nothing to search, else the outcome with its §8 message. A
 * failing search is logged and answered with 'Kunne ikke finne forhandlere' (the list still shows).
 */
export async function answerFinderSearch(client: PrismaClient, query: FinderQuery): Promise<FinderSearchOutcome | null> {
  const plan = planFinderSearch(query);
  if (plan.kind === 'none') return null;
  if (plan.kind === 'message') return messageOutcome(plan);
  try {
    const result = await searchByPostalCode(client, plan.code);
    if (result.status === 'none-in-range') noteUnmetPostalSearch(plan.code); // demand insight: after the answer (lib/insight/record.ts)
    return searchOutcome(plan.postnummer, result);
  } catch (error) {
    logger.error({ err: error }, 'Forhandlersøket på siden feilet');
    return searchOutcome(plan.postnummer, null);
  }
}
