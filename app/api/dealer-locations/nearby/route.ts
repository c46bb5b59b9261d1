import { NextResponse, type NextRequest } from 'next/server';
import { prisma } from '@/lib/db';
import { FINDER_TOASTS, type NearbyResult } from '@/lib/dealers/finder';
import { parseNearbyQuery } from '@/lib/dealers/nearby-query';
import { searchByPosition, searchByPostalCode } from '@/lib/dealers/search';
import { HttpError } from '@/lib/http/errors';
import { noteUnmetPostalSearch } from '@/lib/insight/record';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * GET /api/dealer-locations/nearby?postnummer=0150 (or ?lat=59.9&lng=10.7): dealers within
 * 100 km, nearest first. 200 with a status for every valid query ('ok', 'unknown-postal-code',
 * 'no-coordinates', 'none-in-range'); 400 JSON for anything else; 500 with the finder's failure text.
 */
export function GET(request: NextRequest) {
  return route(
    request,
    async () => {
      const parsed = parseNearbyQuery(request.nextUrl.searchParams);
      if (!parsed.ok) throw new HttpError(400, parsed.message);
      const { query } = parsed;
      const result: NearbyResult =
        'postnummer' in query
          ? await searchByPostalCode(prisma, query.postnummer)
          : await searchByPosition(prisma, { lat: query.lat, lng: query.lng });
      if ('postnummer' in query && result.status === 'none-in-range') noteUnmetPostalSearch(query.postnummer); // demand insight (lib/insight/record.ts)
      return NextResponse.json(result, { headers: { 'Cache-Control': 'public, max-age=60' } });
    },
    { failure: FINDER_TOASTS.failure.description },
  );
}
