/**
 * The session token: next-auth's encrypted JWT in the session cookie. Encoding, decoding and
 * reading it from a Cookie header; no database, so the proxy can use it for its early redirects.
 */
import { decode, encode, type JWT } from 'next-auth/jwt';
import { authSecret, SESSION_MAX_AGE_SECONDS, sessionCookieName } from './config';
import type { SessionUser } from './user';

/** The claims this app puts in the session token. */
export function sessionClaims(user: SessionUser): JWT {
  return { sub: String(user.id), email: user.email, name: user.name, role: user.role };
}

export function encodeSession(user: SessionUser): Promise<string> {
  return encode({ token: sessionClaims(user), secret: authSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
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

