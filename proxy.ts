/**
 * Next.js 16's proxy (the file convention formerly called middleware.ts, which Next 16
 * deprecates). First filter for every page request: sets the per-request CSP nonce that Next.js applies to
 * its own scripts (next.config.mjs adds the other security headers to every response). Access control is not done here alone: every
 * protected page, route handler and server action checks the session itself (CVE-2025-29927).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, createNonce } from './lib/security/headers';

export function proxy(request: NextRequest) {
  const nonce = createNonce();
  const dev = process.env.NODE_ENV === 'development';
  const https = (process.env.SITE_URL ?? '').startsWith('https://');
  const csp = contentSecurityPolicy({ nonce, dev, https });

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages and API routes; build files and media get a no-script CSP from next.config.mjs.
      source: '/((?!_next/static|_next/image|media/|favicon.ico|robots.txt).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
