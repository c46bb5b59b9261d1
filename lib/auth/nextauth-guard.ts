/**
 * The checks app/api/auth/[...nextauth] makes before next-auth runs (issue 15), for requests
 * next-auth itself would answer with 500 or should not serve at all:
 *
 * - `_log` (next-auth's client-logger endpoint): 404. With no `logger` option next-auth writes
 *   nothing there, but it answered 200 to anyone; the site's pages never call it.
 * - `callback/<provider>` other than POST (the credentials provider has no GET callback): 405.
 * - a POST body that is not form data (next-auth's own client sends form data; it parses JSON
 *   without a guard, a 500 for malformed JSON): 415; a body over 64 KB: 413.
 * - a `callbackUrl` query parameter, or next-auth's callback-url cookie, that is not on the site's
 *   own origin: 400 (next-auth's config check answers 500 for a value that is not an http URL);
 *   the cookie is cleared. A query that is not valid percent-encoding: 400. A `callbackUrl` in
 *   the body goes through the redirect callback (lib/auth/redirect.ts), which never follows
 *   another origin.
 */
import 'server-only';
import { errorResponse } from '../http/error-response';
import { HTTP_MESSAGES } from '../http/messages';
import { siteConfig } from '../site';
import { secureCookies } from './config';
import { sameOriginUrl } from './redirect';

export const NEXTAUTH_GUARD_MESSAGES = {
  notFound: 'Ikke funnet',
  method: 'Metoden støttes ikke her',
  callbackUrl: 'Ugyldig adresse å sende videre til',
  notForm: 'Forespørselen må sendes som skjemadata',
  tooLarge: 'Forespørselen er for stor',
} as const;

/** The largest body next-auth is given (64 KB): bigger is 413, read no further (lib/auth/form-sign-in.ts). */
export const MAX_BODY_BYTES = 64 * 1024;

const M = NEXTAUTH_GUARD_MESSAGES;

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** next-auth's callback-url cookie name (next-auth/core/lib/cookie.js). */
export function callbackCookieName(): string {
  return `${secureCookies() ? '__Secure-' : ''}next-auth.callback-url`;
}

/** `{ error, code }` with the status's code (404 not_found, 405 method_not_allowed, 413, 415, 400 bad_request). */
const json = (status: number, error: string, headers: Record<string, string> = {}) => errorResponse(status, error, {}, headers);

/** The origin the browser addressed (Host, or X-Forwarded-Host behind a proxy): next-auth derives its callback URL from it. */
function hostOrigin(request: Request): string | null {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (!host) return null;
  const protocol = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return `${protocol}://${host}`;
}

/**
 * On this site: an absolute http(s) URL on the request's own origin, the origin its Host header
 * names, or SITE_URL's; or a path from the root ('/…'). A bare relative value ('999', 'a/b') is not
 * one: next-auth's configuration check answers 500 for it.
 */
function onSite(url: string, request: Request): boolean {
  if (!/^(https?:\/\/|\/(?![/\\]))/i.test(url)) return false;
  const origins = [new URL(request.url).origin, hostOrigin(request), siteConfig().siteUrl];
  return origins.some((origin) => origin !== null && sameOriginUrl(url, origin) !== null);
}

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

/** The answer for a request next-auth must not see (`segments`: the [...nextauth] path), or null. */
export function nextAuthRefusal(request: Request, segments: string[] | undefined): Response | null {
  const [action, provider] = segments ?? [];
  if (action === '_log') return json(404, M.notFound);
  if (action === 'callback' && request.method !== 'POST') return json(405, M.method, { Allow: 'POST' });
  if (action === 'callback' && !provider) return json(404, M.notFound);
  if (request.method === 'POST') {
    const type = request.headers.get('content-type');
    if (type !== null && !type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return json(415, M.notForm);
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return json(413, M.tooLarge);
  }
  const query = new URL(request.url).search;
  // next-auth decodes the query itself and answers 500 for malformed percent-encoding.
  if (!decodes(query)) return json(400, HTTP_MESSAGES.invalid);
  const callbackUrl = new URL(request.url).searchParams.get('callbackUrl');
  if (callbackUrl !== null && !onSite(callbackUrl, request)) return json(400, M.callbackUrl);
  const cookieName = callbackCookieName();
  const cookie = cookieValue(request, cookieName);
  if (cookie !== null && !onSite(cookie, request)) {
    const response = json(400, M.callbackUrl);
    response.cookies.set(cookieName, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax', secure: secureCookies() });
    return response;
  }
  return null;
}
