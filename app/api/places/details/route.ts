import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { prisma } from '@/lib/db';
import {
  dealerDetails,
  getPlaceDetails,
  parsePlacesDetailsQuery,
  placesConfig,
  placesFailureResponse,
  PlacesUpstreamError,
  PLACES_MESSAGES,
} from '@/lib/dealers/places';
import { DEALERS_TAG } from '@/lib/dealers/search';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { clientIp } from '@/lib/security/client-ip';
import { consumeRateLimit, placesRule, rateLimitedResponse } from '@/lib/security/rate-limit';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };
const SUCCESS_CACHE = { 'Cache-Control': 'private, max-age=300' };

const errorResponse = (status: number, error: string) => NextResponse.json({ error }, { status, headers: NO_STORE });

/**
 * GET /api/places/details?placeId=…: phone, website, address and opening hours of a place.
 *   200 { placeId, phoneNumber, website, formattedAddress, openingHours } · 404 unknown place.
 * GET /api/places/details?dealerId=…: the same for a dealer location, stored on it and reused
 * for PLACES_DETAILS_TTL_HOURS (lib/dealers/places.ts, dealerDetails).
 *   200 { dealer: { id, phoneNumber, website, formattedAddress, openingHours, placeId, lastUpdated }, source }
 *   · 404 unknown dealer. Without a key the stored details are still answered (200) when the
 *   dealer has any.
 * Both: 400 bad query (exactly one of placeId, dealerId; placeId 1–300 and dealerId 1–40 of
 * A–Z a–z 0–9 _ -) · 502 Google failed · 504 Google did not answer in time · 503 no key configured.
 */
export async function GET(request: NextRequest) {
  const limit = await consumeRateLimit(placesRule(), clientIp(request.headers, env().TRUST_PROXY_HOPS));
  if (!limit.allowed) return rateLimitedResponse(limit.retryAfterSeconds, PLACES_MESSAGES.rateLimited);
  const parsed = parsePlacesDetailsQuery(request.nextUrl.searchParams);
  if (!parsed.ok) return errorResponse(400, parsed.message);
  const { query } = parsed;
  try {
    if ('dealerId' in query) {
      const result = await dealerDetails(prisma, query.dealerId);
      if (!result) return errorResponse(404, PLACES_MESSAGES.unknownDealer);
      // Newly stored details reach the cached finder page and dealer list too.
      if (result.source === 'google') revalidateTag(DEALERS_TAG, 'max');
      return NextResponse.json(result, { headers: SUCCESS_CACHE });
    }
    const details = await getPlaceDetails(query.placeId, placesConfig());
    if (!details) return errorResponse(404, PLACES_MESSAGES.noResult);
    return NextResponse.json(details, { headers: SUCCESS_CACHE });
  } catch (error) {
    const failure = placesFailureResponse(error);
    if (error instanceof PlacesUpstreamError) {
      // The message is already redacted: it never holds the key.
      const { kind, endpoint, httpStatus, googleStatus, message } = error;
      const dealerId = 'dealerId' in query ? query.dealerId : undefined;
      logger.warn({ places: { kind, endpoint, httpStatus, googleStatus }, dealerId, detail: message }, 'Places details failed');
    }
    if (failure) return errorResponse(failure.status, failure.error);
    logger.error({ err: error }, 'Places details failed unexpectedly');
    return errorResponse(500, 'Kunne ikke hente forhandlerdetaljer');
  }
}
