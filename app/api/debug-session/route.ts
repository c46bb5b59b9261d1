import { createHash } from 'node:crypto';
import { NextResponse } from 'next/server';
import { sessionTokenFromCookieHeader } from '@/lib/auth/token';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * GET /api/debug-session (docs/product.md: the admin panel's 'Kontroller økten'): administrators only,
 * unlike the original. sessionID is a short fingerprint of the session token, never the token.
 */
export function GET(request: Request) {
  return route(
    request,
    async (user) => {
      const token = sessionTokenFromCookieHeader(request.headers.get('cookie'));
      return NextResponse.json(
        {
          hasSession: Boolean(token),
          sessionID: token ? createHash('sha256').update(token).digest('hex').slice(0, 12) : null,
          hasUser: true,
          userIsAdmin: user.isAdmin,
          hasCookies: Boolean(request.headers.get('cookie')),
        },
        { headers: { 'Cache-Control': 'private, no-store' } },
      );
    },
    { who: 'admin' },
  );
}
