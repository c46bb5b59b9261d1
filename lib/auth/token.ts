/**
 * The session token: next-auth's encrypted JWT in the session cookie. Encoding, decoding and
 * reading it from a Cookie header; no database, so the proxy can use it for its early redirects.
 * The token carries the random session id (`sid`) of a stored session (lib/auth/sessions.ts);
 * its `exp` is the stored session's absolute expiry, which re-encoding never moves
 * (docs/operations.md §13).
 */
import { decode, encode, type JWT, type JWTEncodeParams } from 'next-auth/jwt';
import { authSecret, SESSION_MAX_AGE_SECONDS, sessionCookieName } from './config';
import type { SessionUser } from './user';

/** The claims this app puts in the session token, besides the session id and expiry. */
export function sessionClaims(user: SessionUser): JWT {
  return { sub: String(user.id), email: user.email, name: user.name, role: user.role };
}

/** Seconds since the epoch of a date, as JWT times are written. */
export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * next-auth's encode, except that a token's own `exp` (the stored session's expiry) is kept:
 * next-auth re-encodes the token with a fresh maxAge on every GET /api/auth/session, which would
 * otherwise slide the expiry forever. Used as next-auth's `jwt.encode` and by the JSON login.
 */
export function encodeSessionJwt(params: JWTEncodeParams): Promise<string> {
  const maxAge = params.maxAge ?? SESSION_MAX_AGE_SECONDS;
  const exp = params.token?.exp;
  const remaining = typeof exp === 'number' ? Math.min(maxAge, exp - Math.floor(Date.now() / 1000)) : maxAge;
  return encode({ ...params, maxAge: remaining });
}

/** The token of a stored session: the user's claims, the session id and its absolute expiry. */
export function encodeSession(user: SessionUser, session: { sid: string; expiresAt: Date }): Promise<string> {
  return encodeSessionJwt({
    token: { ...sessionClaims(user), sid: session.sid, exp: epochSeconds(session.expiresAt) },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** The token's claims, or null when it is missing, tampered with, expired or unreadable. */
export async function decodeSession(token: string | undefined): Promise<JWT | null> {
  if (!token) return null;
  try {
    return await decode({ token, secret: authSecret() });
  } catch {
    return null;
  }
}

/** The session cookie's value in a Cookie header. */
export function sessionTokenFromCookieHeader(header: string | null): string | undefined {
  if (!header) return undefined;
  const name = sessionCookieName();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
