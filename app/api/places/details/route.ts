import { NextResponse, type NextRequest } from 'next/server';
import { expireTag } from '@/lib/cache';
import { prisma } from '@/lib/db';
import { dealerDetails } from '@/lib/dealers/places/details';
import { placesFailure } from '@/lib/dealers/places/failures';
import { getPlaceDetails, placesConfig } from '@/lib/dealers/places/google';
import { PLACES_MESSAGES } from '@/lib/dealers/places/messages';
import { parsePlacesDetailsQuery } from '@/lib/dealers/places/query';
import { DEALERS_TAG } from '@/lib/dealers/search';
import { env } from '@/lib/env';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { clientIp } from '@/lib/security/client-ip';
import { consumeRateLimit, placesRule, rateLimitedResponse } from '@/lib/security/rate-limit';

export const dynamic = 'force-dynamic';

const SUCCESS_CACHE = { 'Cache-Control': 'private, max-age=300' };

/**
 * GET /api/places/details?placeId=…: phone, website, address and opening hours of a place.
 *   200 { placeId, phoneNumber, website, formattedAddress, weeklyHours } · 404 unknown place.
 * GET /api/places/details?dealerId=…: the same for a dealer location, stored on it and reused
 * for PLACES_DETAILS_TTL_HOURS (lib/dealers/places/details.ts).
 *   200 { dealer: { id, phoneNumber, website, formattedAddress, weeklyHours, placeId, lastUpdated }, source }
 *   · 404 unknown dealer. Without a key the stored details are still answered (200) when the
 *   dealer has any.
 * Both: 400 bad query (exactly one of placeId, dealerId; placeId 1–300 and dealerId 1–40 of
 * A–Z a–z 0–9 _ -) · 502 Google failed · 504 Google did not answer in time · 503 no key configured.
 */
export function GET(request: NextRequest) {
  const logContext: { dealerId?: string } = {};
  return route(
    request,
    async () => {
      const limit = await consumeRateLimit(placesRule(), clientIp(request.headers, env().TRUST_PROXY_HOPS));
      if (!limit.allowed) return rateLimitedResponse(limit.retryAfterSeconds, PLACES_MESSAGES.rateLimited);
      const parsed = parsePlacesDetailsQuery(request.nextUrl.searchParams);
      if (!parsed.ok) throw new HttpError(400, parsed.message);
      const { query } = parsed;
      if ('dealerId' in query) {
        logContext.dealerId = query.dealerId;
        const result = await dealerDetails(prisma, query.dealerId);
        if (!result) throw new HttpError(404, PLACES_MESSAGES.unknownDealer);
        // Newly stored details reach the cached finder page and dealer list at once.
        if (result.source === 'google') expireTag(DEALERS_TAG);
        return NextResponse.json(result, { headers: SUCCESS_CACHE });
      }
      const details = await getPlaceDetails(query.placeId, placesConfig());
      if (!details) throw new HttpError(404, PLACES_MESSAGES.noResult);
      return NextResponse.json(details, { headers: SUCCESS_CACHE });
    },
    { failure: PLACES_MESSAGES.detailsFailed, onError: placesFailure('Places details failed', logContext) },
  );
}
