/**
 * Next.js 16's proxy (the file convention formerly called middleware.ts, which Next 16
 * deprecates). First filter for every page request: sets the Content-Security-Policy (a
 * per-request nonce, which Next.js applies to its own scripts, in the signed-in areas; one
 * policy for the cached public pages; next.config.mjs adds the other security headers to every
 * response), answers paths that are not valid percent-encoding with a 404 instead of a 500
 * (/media included), answers a page whose query holds a control character (a NUL byte, which
 * PostgreSQL refuses) or broken Unicode with a 400 page (the pages read their parameters by one
 * rule too: lib/validation/text.ts pageQuery), refuses every unsafe request from another site with 403 JSON
 * (lib/security/cross-site.ts), gives a sign-in page next-auth's CSRF cookie when it has none (its
 * form posts the token without JavaScript: lib/auth/csrf.ts), and oversized server-action POSTs with 413 JSON before Next.js's
 * own guards answer 500 (lib/security/server-actions.ts). Server-action bodies are limited before
 * this runs, at the server program (lib/server/action-gate.ts): Next.js reads a POST's body before
 * the proxy's answer counts.
 * Access control is never done here alone: every protected page, route handler and server
 * action checks the session itself (CVE-2025-29927).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { adminTabPath } from './components/admin/tabs';
import { sessionCookieName } from './lib/auth/config';
import { csrfCookieName, csrfCookieOptions, csrfTokenOf, isSignInPage, newCsrfCookie } from './lib/auth/csrf';
import { loginRedirectTarget } from './lib/auth/routes';
import { decodeSession } from './lib/auth/token';
import { errorResponse } from './lib/http/error-response';
import { HTTP_MESSAGES } from './lib/http/messages';
import { isPrefetch } from './lib/http/prefetch';
import { actionBodyDecodable } from './lib/security/action-body';
import { isCrossSite } from './lib/security/cross-site';
import { isCleanText } from './lib/validation/characters';
import { contentSecurityPolicy, createNonce, usesNonce } from './lib/security/headers';
import { SERVER_ACTION_BODY_LIMIT_BYTES, serverActionRefusal } from './lib/security/server-actions';

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path that is not valid percent-encoding cannot reach the router (it fails to decode the
 * params and answers 500): answer 404 here, as JSON for the API and as a small page otherwise.
 */
function malformedPathResponse(path: string): NextResponse {
  if (path.startsWith('/api/') || path.startsWith('/media/')) return errorResponse(404, HTTP_MESSAGES.notFound);
  const product = path.startsWith('/produkt/');
  const [lang, title, text] = product
    ? ['nb', 'Produkt ikke funnet', 'Adressen er ikke gyldig.']
    : ['en', '404 Page Not Found', 'Did you forget to add the page to the router?'];
  return smallPage(404, lang, title, text);
}

/**
 * A page's query (names and values, decoded) holding a control character other than tab and line
 * breaks — a NUL byte, which PostgreSQL refuses — or broken Unicode: no page has a use for one.
 * The API's handlers answer their own 400 with the field at fault (lib/http/route.ts searchParam).
 */
function badPageQuery(request: NextRequest): boolean {
  const path = request.nextUrl.pathname;
  if (path.startsWith('/api/') || path.startsWith('/media/') || !request.nextUrl.search) return false;
  for (const [name, value] of request.nextUrl.searchParams) if (!isCleanText(name) || !isCleanText(value)) return true;
  return false;
}

/** A small self-contained HTML page (no scripts, its own policy). */
function smallPage(status: number, lang: string, title: string, text: string): NextResponse {
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:15vh 1rem"><h1>${title}</h1><p>${text}</p><p><a href="/">Til forsiden</a></p></body></html>`;
  return new NextResponse(html, {
    status,
    headers: {
      'Cache-Control': 'no-store',
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
}

/**
 * An anonymous visitor of a protected page goes straight to its login page (an early redirect
 * only: the token is checked for a valid signature, not against the database; the page does).
 */
async function loginRedirect(request: NextRequest): Promise<NextResponse | null> {
  const target = loginRedirectTarget(request.nextUrl.pathname);
  if (!target) return null;
  if (await decodeSession(request.cookies.get(sessionCookieName())?.value)) return null;
  // The target may carry a notice for the login page to show (?melding=…, lib/auth/routes.ts).
  return NextResponse.redirect(new URL(target, request.nextUrl.origin));
}

/**
 * On to the page: /admin?fane=<id> is served by that tab's own page (components/admin/tabs.ts), so
 * each tab loads only its own code while its address stays /admin?fane=<id>.
 */
function onward(request: NextRequest, init?: Parameters<typeof NextResponse.next>[0]): NextResponse {
  const tabPath = request.nextUrl.pathname === '/admin' ? adminTabPath(request.nextUrl.searchParams.get('fane')) : null;
  if (!tabPath) return NextResponse.next(init);
  const url = request.nextUrl.clone();
  url.pathname = tabPath;
  return NextResponse.rewrite(url, init);
}

/**
 * A sign-in page's form posts next-auth's CSRF token (lib/auth/csrf.ts): a GET of one without a
 * valid CSRF cookie gets a new cookie here, also added to the request the page reads (a page cannot
 * set cookies). Null: the cookie is there and valid.
 */
async function newSignInCsrf(request: NextRequest): Promise<string | null> {
  if (request.method !== 'GET' || !isSignInPage(request.nextUrl.pathname)) return null;
  if (await csrfTokenOf(request.cookies.get(csrfCookieName())?.value)) return null;
  return (await newCsrfCookie()).value;
}

/** The Cookie header with `name` set to `value` (any earlier one of that name dropped). */
function withCookie(header: string | null, name: string, value: string): string {
  const others = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && part.split('=')[0] !== name);
  return [...others, `${name}=${encodeURIComponent(value)}`].join('; ');
}

export async function proxy(request: NextRequest) {
  if (!decodes(request.nextUrl.pathname)) return malformedPathResponse(request.nextUrl.pathname);
  if (badPageQuery(request)) return smallPage(400, 'nb', 'Ugyldig adresse', 'Adressen inneholder ugyldige tegn.');
  // One cross-site rule for every unsafe method (lib/security/cross-site.ts); route.ts checks again.
  if (isCrossSite(request.method, request.headers, [request.url, process.env.SITE_URL]))
    return errorResponse(403, HTTP_MESSAGES.crossSite, { code: 'cross_site' });
  // Stored files get their headers from next.config.mjs: the proxy only guards their paths.
  if (request.nextUrl.pathname.startsWith('/media/')) return NextResponse.next();
  const refusal = serverActionRefusal(request.method, request.headers);
  if (refusal) return errorResponse(refusal.status, refusal.error, { code: refusal.code });
  // A server-action body Next.js cannot decode would answer 500 (lib/security/action-body.ts).
  if (!(await actionBodyDecodable(request, SERVER_ACTION_BODY_LIMIT_BYTES))) return errorResponse(400, HTTP_MESSAGES.invalid);
  // Prefetches (next/link) need no policy of their own; they still pass the guards above, which a
  // matcher's `missing` clause would let a request skip by adding the header.
  if (isPrefetch((name) => request.headers.get(name))) return onward(request);
  const redirect = await loginRedirect(request);
  if (redirect) return redirect;

  const dev = process.env.NODE_ENV === 'development';
  const https = (process.env.SITE_URL ?? '').startsWith('https://');
  // A sign-in page gets its CSRF cookie whatever its content-security policy (nonce or not).
  const csrf = await newSignInCsrf(request);
  const requestHeaders = new Headers(request.headers);
  if (csrf) requestHeaders.set('cookie', withCookie(request.headers.get('cookie'), csrfCookieName(), csrf));
  let response: NextResponse;
  if (!usesNonce(request.nextUrl.pathname)) {
    // Public pages come from the full-route cache: one policy for all (see lib/security/headers).
    response = csrf ? onward(request, { request: { headers: requestHeaders } }) : onward(request);
    response.headers.set('Content-Security-Policy', contentSecurityPolicy({ dev, https }));
  } else {
    const nonce = createNonce();
    const csp = contentSecurityPolicy({ nonce, dev, https });
    // Next.js reads the nonce from the request's CSP header and stamps its scripts with it.
    requestHeaders.set('Content-Security-Policy', csp);
    response = onward(request, { request: { headers: requestHeaders } });
    response.headers.set('Content-Security-Policy', csp);
  }
  if (csrf) response.cookies.set(csrfCookieName(), csrf, csrfCookieOptions());
  return response;
}

export const config = {
  matcher: [
    {
      // Pages, API routes and /media (its path check only); build files and robots.txt get their
      // headers from next.config.mjs.
      source: '/((?!_next/static|_next/image|favicon.ico|robots.txt).*)',
    },
  ],
};
