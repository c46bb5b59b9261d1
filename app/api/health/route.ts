import { NextResponse } from 'next/server';
import { checkDatabase } from '@/lib/health';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** 200 when the database answers, 503 otherwise (for load balancers and uptime checks). */
export function GET(request?: Request) {
  return route(request, async () => {
    const database = await checkDatabase();
    return NextResponse.json(
      { status: database === 'ok' ? 'ok' : 'unavailable', database },
      { status: database === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
    );
  });
}
