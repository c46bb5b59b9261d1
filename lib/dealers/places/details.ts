/**
 * Store-and-reuse of a dealer location's Places details (docs/product.md §3 and §7): looked up
 * through the Google client (google.ts), stored on the row and reused for PLACES_DETAILS_TTL_HOURS.
 *
 */
import 'server-only';
import type { PrismaClient } from '../../db';
import { env } from '../../env';
import { readWeeklyHours, type WeeklyHours } from '../hours-core';
import { httpWebsiteOrNull } from '../website';
import { isPlausibleDealerId, isPlausiblePlaceId } from './fields';
import { getPlaceDetails, placesConfig, PlacesUnavailableError, searchPlace, type PlacesConfig } from './google';

export interface DealerPlaceDetails {
  id: string;
  phoneNumber: string | null;
  website: string | null;
  formattedAddress: string | null;
  /** lib/dealers/hours.ts WeeklyHours; null when unknown. */
  weeklyHours: WeeklyHours | null;
  placeId: string | null;
  /** ISO 8601 time of the last Google lookup; null when never looked up. */
  lastUpdated: string | null;
}

export interface DealerDetailsResult {
  dealer: DealerPlaceDetails;
  /** 'google': Google was asked for this answer; 'stored': answered from the database alone. */
  source: 'stored' | 'google';
}

const DETAILS_SELECT = {
  id: true,
  name: true,
  address: true,
  phoneNumber: true,
  website: true,
  formattedAddress: true,
  weeklyHours: true,
  placeId: true,
  lastUpdated: true,
  storeEditedAt: true,
  hoursEditedAt: true,
} as const;

interface DetailsRow {
  id: string;
  name: string;
  address: string;
  phoneNumber: string | null;
  website: string | null;
  formattedAddress: string | null;
  weeklyHours: unknown;
  placeId: string | null;
  lastUpdated: Date | null;
  /** Set once the dealer has edited its store in the portal: its phone, website and hours win. */
  storeEditedAt: Date | null;
  /** Set once a person entered the hours (the dealer or an administrator): they win over Google's. */
  hoursEditedAt: Date | null;
}

function present(row: DetailsRow): DealerPlaceDetails {
  return {
    id: row.id,
    phoneNumber: row.phoneNumber?.trim() || null,
    website: httpWebsiteOrNull(row.website),
    formattedAddress: row.formattedAddress?.trim() || null,
    weeklyHours: readWeeklyHours(row.weeklyHours),
    placeId: row.placeId,
    lastUpdated: row.lastUpdated?.toISOString() ?? null,
  };
}

/** Whether the row holds any of the details the finder asks for. */
function hasStoredDetails(row: Pick<DetailsRow, 'phoneNumber' | 'website' | 'weeklyHours'>): boolean {
  return Boolean(row.phoneNumber?.trim() || httpWebsiteOrNull(row.website) || readWeeklyHours(row.weeklyHours));
}

/**
 * Whether Google was asked about the dealer within the TTL. lastUpdated is only ever written
 * after a completed lookup (with or without a result), so a recent lastUpdated means "asked
 * recently": the stored details are reused, and a place Google did not find is not asked
 * about again until the TTL has run out.
 */
function isFresh(lastUpdated: Date | null, ttlHours: number, now: Date): boolean {
  if (!lastUpdated) return false;
  return now.getTime() - lastUpdated.getTime() < ttlHours * 3_600_000;
}

/** Lookups under way, per client and dealer, so a burst of selections asks Google once. */
const inFlight = new WeakMap<PrismaClient, Map<string, Promise<DealerDetailsResult | null>>>();

/**
 * The Places details of a dealer location, stored on the row and reused for
 * PLACES_DETAILS_TTL_HOURS. Null for an unknown (or implausible) dealer id.
 *
 * - Looked up within the TTL → the stored details, source 'stored' (no request).
 * - Otherwise: the stored place id (else a search for "name address") → details, stored on the
 *   row with lastUpdated, source 'google'. A stored id Google no longer knows is searched again.
 *   When Google has no result, only lastUpdated is set (and a stale place id cleared) and the
 *   stored details are returned, source 'google'.
 * - No key: the stored details (source 'stored') when the row has any, else PlacesUnavailableError.
 * - Google failing: PlacesUpstreamError; the row is left as it was, so the next call asks again.
 */
export async function dealerDetails(client: PrismaClient, dealerId: string, now = new Date()): Promise<DealerDetailsResult | null> {
  if (!isPlausibleDealerId(dealerId)) return null;
  let perClient = inFlight.get(client);
  if (!perClient) inFlight.set(client, (perClient = new Map()));
  const running = perClient.get(dealerId);
  if (running) return running;
  const lookup = loadDealerDetails(client, dealerId, now).finally(() => perClient.delete(dealerId));
  perClient.set(dealerId, lookup);
  return lookup;
}

async function loadDealerDetails(client: PrismaClient, dealerId: string, now: Date): Promise<DealerDetailsResult | null> {
  const row = await client.dealerLocation.findUnique({ where: { id: dealerId }, select: DETAILS_SELECT });
  if (!row) return null;
  if (isFresh(row.lastUpdated, env().PLACES_DETAILS_TTL_HOURS, now)) return { dealer: present(row), source: 'stored' };

  let config: PlacesConfig;
  try {
    config = placesConfig();
  } catch (error) {
    if (error instanceof PlacesUnavailableError && hasStoredDetails(row)) return { dealer: present(row), source: 'stored' };
    throw error;
  }

  const storedId = isPlausiblePlaceId(row.placeId) ? row.placeId : null;
  let details = storedId ? await getPlaceDetails(storedId, config) : null;
  if (!details) {
    const match = await searchPlace(`${row.name} ${row.address}`, config);
    if (match && match.placeId !== storedId) details = await getPlaceDetails(match.placeId, config);
  }

  if (!details) {
    // Nothing found: remember that Google was asked (and forget an id it no longer knows).
    const data = { lastUpdated: now, placeId: null };
    await client.dealerLocation.updateMany({ where: { id: row.id }, data });
    return { dealer: present({ ...row, ...data }), source: 'google' };
  }

  const data = {
    // What the dealer keeps itself ('Min butikk', lib/dealers/store.ts) is never overwritten by Google.
    // Hours Google gives but the lines do not name readably leave the stored week as it was.
    ...(row.storeEditedAt ? {} : { phoneNumber: details.phoneNumber, website: details.website }),
    ...(row.storeEditedAt || row.hoursEditedAt || !details.weeklyHours ? {} : { weeklyHours: details.weeklyHours }),
    formattedAddress: details.formattedAddress,
    placeId: details.placeId,
    lastUpdated: now,
  };
  await client.dealerLocation.updateMany({ where: { id: row.id }, data });
  return { dealer: present({ ...row, ...data }), source: 'google' };
}
