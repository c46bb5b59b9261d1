import { NextResponse } from 'next/server';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** Liveness: 200 while the process answers at all; no database (docs/operations.md §8). */
export function GET(request?: Request) {
  return route(request, async () => NextResponse.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } }));
}
