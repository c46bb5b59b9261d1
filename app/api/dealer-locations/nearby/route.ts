import { NextResponse, type NextRequest } from 'next/server';
import { prisma } from '@/lib/db';
import { parseNearbyQuery, type NearbyResult } from '@/lib/dealers/finder';
import { searchByPosition, searchByPostalCode } from '@/lib/dealers/search';
import { logger } from '@/lib/logger';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

function badRequest(message: string) {
  return NextResponse.json({ error: message }, { status: 400, headers: NO_STORE });
}

/**
 * GET /api/dealer-locations/nearby?postnummer=0150 (or ?lat=59.9&lng=10.7): dealers within
 * 100 km, nearest first. 200 with a status for every valid query ('ok', 'unknown-postal-code',
 * 'no-coordinates', 'none-in-range'); 400 JSON for anything else.
 */
export async function GET(request: NextRequest) {
  const parsed = parseNearbyQuery(request.nextUrl.searchParams);
  if (!parsed.ok) return badRequest(parsed.message);
  try {
    const { query } = parsed;
    const result: NearbyResult =
      'postnummer' in query
        ? await searchByPostalCode(prisma, query.postnummer)
        : await searchByPosition(prisma, { lat: query.lat, lng: query.lng });
    return NextResponse.json(result, { headers: { 'Cache-Control': 'public, max-age=60' } });
  } catch (error) {
    logger.error({ err: error }, 'Dealer search failed');
    return NextResponse.json({ error: 'Kunde ikke finne forhandlere' }, { status: 500, headers: NO_STORE });
  }
}
