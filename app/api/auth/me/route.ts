import { NextResponse } from 'next/server';
import { sessionUser } from '@/lib/auth/session';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * GET /api/auth/me: { user } or { user: null }, always 200. The header's account menu asks it on
 * the cached public pages, where a 401 for every anonymous visitor would only be noise; the
 * documented GET /api/auth/user keeps its 401.
 */
export function GET(request: Request) {
  return route(request, async () => {
    const user = await sessionUser(request);
    return NextResponse.json(
      { user: user ? { name: user.name, company: user.company, isAdmin: user.isAdmin } : null },
      { headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } },
    );
  });
}
