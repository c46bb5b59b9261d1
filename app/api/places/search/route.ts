import { NextResponse, type NextRequest } from 'next/server';
import {
  parsePlacesSearchQuery,
  placesConfig,
  placesFailureResponse,
  PlacesUpstreamError,
  PLACES_MESSAGES,
  searchPlace,
} from '@/lib/dealers/places';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { clientIp } from '@/lib/security/client-ip';
import { consumeRateLimit, placesRule, rateLimitedResponse } from '@/lib/security/rate-limit';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };
const SUCCESS_CACHE = { 'Cache-Control': 'private, max-age=300' };

/**
 * GET /api/places/search?query=<text>: the Google place id best matching the text (Find Place
 * from Text, through the server's key).
 * 200 { placeId } · 400 bad query (1–300 characters after trimming; one `query` parameter only)
 * · 404 no match · 502 Google failed · 504 Google did not answer in time · 503 no key configured.
 */
export async function GET(request: NextRequest) {
  const limit = await consumeRateLimit(placesRule(), clientIp(request.headers, env().TRUST_PROXY_HOPS));
  if (!limit.allowed) return rateLimitedResponse(limit.retryAfterSeconds, PLACES_MESSAGES.rateLimited);
  const parsed = parsePlacesSearchQuery(request.nextUrl.searchParams);
  if (!parsed.ok) return NextResponse.json({ error: parsed.message }, { status: 400, headers: NO_STORE });
  try {
    const match = await searchPlace(parsed.query.query, placesConfig());
    if (!match) return NextResponse.json({ error: PLACES_MESSAGES.noResult }, { status: 404, headers: NO_STORE });
    return NextResponse.json({ placeId: match.placeId }, { headers: SUCCESS_CACHE });
  } catch (error) {
    const failure = placesFailureResponse(error);
    if (error instanceof PlacesUpstreamError) {
      // The message is already redacted: it never holds the key.
      const { kind, endpoint, httpStatus, googleStatus, message } = error;
      logger.warn({ places: { kind, endpoint, httpStatus, googleStatus }, detail: message }, 'Places search failed');
    }
    if (failure) return NextResponse.json({ error: failure.error }, { status: failure.status, headers: NO_STORE });
    logger.error({ err: error }, 'Places search failed unexpectedly');
    return NextResponse.json({ error: 'Stedsoppslaget feilet' }, { status: 500, headers: NO_STORE });
  }
}
