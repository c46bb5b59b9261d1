import { NextResponse } from 'next/server';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** GET /api/auth/admin: { isAdmin: true, name, email } for an administrator; 401 nobody, 403 a dealer. */
export function GET(request: Request) {
  return route(
    request,
    async ({ name, email }) => {
      return NextResponse.json({ isAdmin: true, name, email }, { headers: { 'Cache-Control': 'private, no-store' } });
    },
    { who: 'admin' },
  );
}
