import { NextResponse } from 'next/server';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** GET /api/auth/dealer: { name, company } of the signed-in dealer (or administrator), else 401. */
export function GET(request: Request) {
  return route(
    request,
    async ({ name, company }) => {
      return NextResponse.json({ name, company }, { headers: { 'Cache-Control': 'private, no-store' } });
    },
    { who: 'dealer' },
  );
}
