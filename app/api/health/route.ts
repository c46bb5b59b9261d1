import { NextResponse } from 'next/server';
import { checkDatabase } from '@/lib/health';

export const dynamic = 'force-dynamic';

/** 200 when the database answers, 503 otherwise (for load balancers and uptime checks). */
export async function GET() {
  const database = await checkDatabase();
  return NextResponse.json(
    { status: database === 'ok' ? 'ok' : 'unavailable', database },
    { status: database === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
