import { NextResponse, type NextRequest } from 'next/server';
import { placesFailure } from '@/lib/dealers/places/failures';
import { placesConfig, searchPlace } from '@/lib/dealers/places/google';
import { PLACES_MESSAGES } from '@/lib/dealers/places/messages';
import { parsePlacesSearchQuery } from '@/lib/dealers/places/query';
import { env } from '@/lib/env';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { clientIp } from '@/lib/security/client-ip';
import { consumeRateLimit, placesRule, rateLimitedResponse } from '@/lib/security/rate-limit';

export const dynamic = 'force-dynamic';

const SUCCESS_CACHE = { 'Cache-Control': 'private, max-age=300' };

/**
 * GET /api/places/search?query=<text>: the Google place id best matching the text (Find Place
 * from Text, through the server's key).
 * 200 { placeId } · 400 bad query (1–300 characters after trimming; one `query` parameter only)
 * · 404 no match · 502 Google failed · 504 Google did not answer in time · 503 no key configured.
 */
export function GET(request: NextRequest) {
  return route(
    request,
    async () => {
      const limit = await consumeRateLimit(placesRule(), clientIp(request.headers, env().TRUST_PROXY_HOPS));
      if (!limit.allowed) return rateLimitedResponse(limit.retryAfterSeconds, PLACES_MESSAGES.rateLimited);
      const parsed = parsePlacesSearchQuery(request.nextUrl.searchParams);
      if (!parsed.ok) throw new HttpError(400, parsed.message);
      const match = await searchPlace(parsed.query.query, placesConfig());
      if (!match) throw new HttpError(404, PLACES_MESSAGES.noResult);
      return NextResponse.json({ placeId: match.placeId }, { headers: SUCCESS_CACHE });
    },
    { failure: PLACES_MESSAGES.searchFailed, onError: placesFailure('Places search failed') },
  );
}
