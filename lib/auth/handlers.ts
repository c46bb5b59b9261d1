/**
 * The documented JSON auth calls (docs/product.md §7) for clients that do not go through next-auth's own
 * endpoints: POST /api/auth/login, POST /api/auth/admin/login, POST /api/auth/logout. They set
 * and clear the same session cookie next-auth uses. Cross-site requests are refused (Origin
 * check); together with the JSON-only body this is their CSRF protection.
 *
 *   login: 200 user + session cookie · 400 field errors · 401 wrong e-mail/password, inactive
 *   account, or a dealer at the admin login · 403 cross-site · 413/415 body · 429 locked out.
 */
import { NextResponse } from 'next/server';
import { prisma } from '../db';
import { env } from '../env';
import { readJsonObject } from '../http/json-body';
import { clientIp } from '../security/client-ip';
import { rateLimitedResponse } from '../security/rate-limit';
import { fieldErrors } from '../http/field-errors';
import { authenticate, type Portal } from './authenticate';
import { sessionCookieName, sessionCookieOptions } from './config';
import { AUTH_MESSAGES } from './messages';
import { loginSchema } from './schema';
import { encodeSession } from './token';
import { siteConfig } from '../site';

const NO_STORE = { 'Cache-Control': 'no-store' };

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return NextResponse.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** A browser always sends Origin on POST; it must be this site. Clients without one pass. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') !== 'cross-site';
  const allowed = new Set([new URL(request.url).origin, new URL(siteConfig().siteUrl).origin]);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (host) allowed.add(`${new URL(request.url).protocol}//${host}`);
  return allowed.has(origin);
}

export async function handleLogin(request: Request, portal: Portal): Promise<Response> {
  if (!isSameOrigin(request)) return json({ error: AUTH_MESSAGES.crossSite }, 403);
  const body = await readJsonObject(request, 4 * 1024);
  if (!body.ok) return json({ error: body.error }, body.status);
  const parsed = loginSchema.safeParse(body.value);
  if (!parsed.success) return json({ error: AUTH_MESSAGES.invalidCredentials, fieldErrors: fieldErrors(parsed.error) }, 400);

  const result = await authenticate(prisma, {
    ...parsed.data,
    portal,
    ip: clientIp(request.headers, env().TRUST_PROXY_HOPS),
  });
  if (!result.ok) {
    if (result.reason === 'locked') {
      const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
      return rateLimitedResponse(result.retryAfterSeconds, AUTH_MESSAGES.locked(minutes));
    }
    return json({ error: AUTH_MESSAGES.invalidCredentials }, 401);
  }
  const response = json({ user: result.user });
  response.cookies.set(sessionCookieName(), await encodeSession(result.user), sessionCookieOptions());
  return response;
}

export function handleLogout(request: Request): Response {
  if (!isSameOrigin(request)) return json({ error: AUTH_MESSAGES.crossSite }, 403);
  const response = json({ message: AUTH_MESSAGES.loggedOut });
  response.cookies.set(sessionCookieName(), '', { ...sessionCookieOptions(), maxAge: 0 });
  return response;
}
