/**
 * The documented JSON auth calls (docs/product.md §7) for clients that do not go through next-auth's own
 * endpoints: POST /api/auth/login, POST /api/auth/admin/login, POST /api/auth/logout,
 * POST /api/auth/logout-all, POST /api/auth/password/change. They set and clear the same session cookie next-auth uses; a login
 * stores a session and logout deletes it (lib/auth/sessions.ts; docs/operations.md §13).
 * Cross-site requests are refused (Origin check); together with the JSON-only body this is their
 * CSRF protection.
 *
 *   login: 200 user + session cookie · 400 field errors · 401 wrong e-mail/password, inactive
 *   account, or a dealer at the admin login · 403 cross-site · 413/415 body · 429 slowed (Retry-After).
 *   logout: 200 always (ends the session the cookie names, if any) · 403 cross-site.
 *   logout-all: 200 (ends every session of the signed-in user) · 401 not signed in · 403 cross-site.
 *   password/change: 200 (new password; every other session ended) · 400 field errors, or
 *   `currentPassword` wrong · 401 not signed in · 403 cross-site · 413/415 body · 429 slowed.
 *   password/reset: 200 (password set through an invitation or reset link; every session of the
 *   account ended) · 400 field errors, or the token unusable (`token` field) · 403 cross-site · 413/415.
 *   password/forgot: 202 always the same body (known, unknown or inactive address; also past the
 *   per-address and per-account limits, then nothing is sent) · 400 not an e-mail address ·
 *   403 cross-site · 413/415 · 429 too many requests from the client's address (lib/auth/password-reset.ts).
 * Failures are thrown as HttpError; the routes run these in the frame (lib/http/route.ts).
 */
import 'server-only';
import { NextResponse } from 'next/server';
import { recordLogout, recordPasswordSetWithToken, recordSessionsEnded, recordSignIn } from '../audit/auth';
import { prisma } from '../db';
import { env } from '../env';
import { HttpError } from '../http/errors';
import { jsonBody } from '../http/route';
import { clientIp } from '../security/client-ip';
import { isCrossSite } from '../security/cross-site';
import { rateLimitedResponse } from '../security/rate-limit';
import { authenticate, type Portal } from './authenticate';
import { sessionCookieName, sessionCookieOptions } from './config';
import { AUTH_MESSAGES } from './messages';
import { changePassword } from './password-change';
import { requestPasswordReset } from './password-reset';
import {
  loginSchema,
  PASSWORD_CHANGE_MESSAGES,
  passwordChangeSchema,
  PASSWORD_FORGOT_MESSAGES,
  passwordForgotSchema,
  PASSWORD_RESET_MESSAGES,
  passwordResetSchema,
} from './schema';
import { setPasswordWithToken } from './tokens';
import { AuthError } from './errors';
import { requireDealer } from './session';
import { activeSession, endAllSessions, endSession, startSession } from './sessions';
import { decodeSession, sessionTokenFromCookieHeader } from './token';
import { siteConfig } from '../site';
import { AUTH_BODY_MAX_BYTES } from './limits';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The one cross-site rule (lib/security/cross-site.ts): a browser's POST must come from this site; clients without Origin pass. */
export function isSameOrigin(request: Request): boolean {
  return !isCrossSite(request.method, request.headers, [request.url, siteConfig().siteUrl]);
}

/** HttpError 403 for a cross-site request. */
function refuseCrossSite(request: Request) {
  if (!isSameOrigin(request)) throw new HttpError(403, AUTH_MESSAGES.crossSite, undefined, undefined, 'cross_site');
}

export async function handleLogin(request: Request, portal: Portal): Promise<Response> {
  refuseCrossSite(request);
  const credentials = await jsonBody(request, loginSchema, AUTH_MESSAGES.invalidCredentials, AUTH_BODY_MAX_BYTES);

  const result = await authenticate(prisma, {
    ...credentials,
    portal,
    ip: clientIp(request.headers, env().TRUST_PROXY_HOPS),
  });
  await recordSignIn(prisma, { email: credentials.email, portal, headers: request.headers }, result);
  if (!result.ok) {
    if (result.reason === 'slowed') {
      return rateLimitedResponse(result.retryAfterSeconds, AUTH_MESSAGES.slowed(result.retryAfterSeconds));
    }
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  }
  const { token } = await startSession(prisma, result.user);
  const response = NextResponse.json({ user: result.user }, { headers: NO_STORE });
  response.cookies.set(sessionCookieName(), token, sessionCookieOptions());
  return response;
}

/** A JSON answer that clears the session cookie. */
function signedOut(message: string): Response {
  const response = NextResponse.json({ message }, { headers: NO_STORE });
  response.cookies.set(sessionCookieName(), '', { ...sessionCookieOptions(), maxAge: 0 });
  return response;
}

export async function handleLogout(request: Request): Promise<Response> {
  refuseCrossSite(request);
  const claims = await decodeSession(sessionTokenFromCookieHeader(request.headers.get('cookie')));
  await recordLogout(prisma, claims, request.headers);
  await endSession(prisma, claims?.sid);
  return signedOut(AUTH_MESSAGES.loggedOut);
}

/** 'Logg ut overalt': every session of the signed-in user ends, this one included. */
export async function handleLogoutAll(request: Request): Promise<Response> {
  refuseCrossSite(request);
  const user = await requireDealer(request);
  await endAllSessions(prisma, user.id);
  await recordSessionsEnded(prisma, user, request.headers);
  return signedOut(AUTH_MESSAGES.loggedOutEverywhere);
}

/**
 * 'Endre passord': the signed-in user (dealer or administrator) gives the current password and a
 * new one; every other session ends, this one stays. A wrong current password is a 400 with the
 * field's message (the form shows it at the field) and counts for the sign-in throttle (429).
 */
export async function handlePasswordChange(request: Request): Promise<Response> {
  refuseCrossSite(request);
  const claims = await decodeSession(sessionTokenFromCookieHeader(request.headers.get('cookie')));
  const session = await activeSession(prisma, claims);
  if (!session || typeof claims?.sid !== 'string') throw new AuthError(401);
  const input = await jsonBody(request, passwordChangeSchema, PASSWORD_CHANGE_MESSAGES.invalid, AUTH_BODY_MAX_BYTES);

  const result = await changePassword(prisma, {
    user: session.user,
    sid: claims.sid,
    ip: clientIp(request.headers, env().TRUST_PROXY_HOPS),
    headers: request.headers,
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
  });
  if (!result.ok) {
    if (result.reason === 'slowed') {
      return rateLimitedResponse(result.retryAfterSeconds, AUTH_MESSAGES.slowed(result.retryAfterSeconds));
    }
    throw new HttpError(400, PASSWORD_CHANGE_MESSAGES.currentWrong, { currentPassword: [PASSWORD_CHANGE_MESSAGES.currentWrong] });
  }
  return NextResponse.json({ message: PASSWORD_CHANGE_MESSAGES.changed, endedSessions: result.endedSessions }, { headers: NO_STORE });
}

/** POST /api/auth/password/reset { token, password, confirmPassword? }: see the header comment. */
export async function handlePasswordReset(request: Request): Promise<Response> {
  refuseCrossSite(request);
  const input = await jsonBody(request, passwordResetSchema, PASSWORD_RESET_MESSAGES.invalid, AUTH_BODY_MAX_BYTES);
  const result = await setPasswordWithToken(prisma, input.token, input.password);
  if (!result) throw new HttpError(400, PASSWORD_RESET_MESSAGES.tokenInvalid, { token: [PASSWORD_RESET_MESSAGES.tokenInvalid] });
  await recordPasswordSetWithToken(prisma, result, result.endedSessions, request.headers);
  return NextResponse.json({ message: PASSWORD_RESET_MESSAGES.done, role: result.role, endedSessions: result.endedSessions }, { headers: NO_STORE });
}

/** POST /api/auth/password/forgot { email }: 'Glemt passord?'; see the header comment. */
export async function handlePasswordForgot(request: Request): Promise<Response> {
  refuseCrossSite(request);
  const input = await jsonBody(request, passwordForgotSchema, PASSWORD_FORGOT_MESSAGES.invalid, AUTH_BODY_MAX_BYTES);
  const result = await requestPasswordReset(prisma, { email: input.email, ip: clientIp(request.headers, env().TRUST_PROXY_HOPS) });
  if (!result.ok) return rateLimitedResponse(result.retryAfterSeconds, AUTH_MESSAGES.slowed(result.retryAfterSeconds));
  return NextResponse.json({ message: PASSWORD_FORGOT_MESSAGES.sent }, { status: 202, headers: NO_STORE });
}
