import { NextResponse } from 'next/server';
import { checkReadiness, READINESS_MESSAGES } from '@/lib/health';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * Readiness for load balancers: 200 when not stopping, the database answers and every migration is
 * applied; 503 with the reason otherwise (docs/operations.md §8).
 */
export function GET(request?: Request) {
  return route(request, async () => {
    const result = await checkReadiness();
    const headers = { 'Cache-Control': 'no-store' };
    if (result.ready) return NextResponse.json({ status: 'ready' }, { headers });
    return NextResponse.json(
      { status: 'unavailable', reason: result.reason, message: READINESS_MESSAGES[result.reason], ...(result.pending ? { pending: result.pending } : {}) },
      { status: 503, headers },
    );
  });
}
