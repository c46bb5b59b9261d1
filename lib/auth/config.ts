/**
 * Session settings shared by next-auth (lib/auth/options.ts) and the app's own session reader
 * (lib/auth/session.ts): the signing secret, the cookie and its lifetime.
 */
import { siteConfig } from '../site';

/** A signed-in session lasts 8 hours, then the user signs in again. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** NEXTAUTH_SECRET (or AUTH_SECRET). `npm start` generates and keeps one when neither is set. */
export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET?.trim() || process.env.AUTH_SECRET?.trim();
  if (!secret) throw new Error('NEXTAUTH_SECRET is not set (npm start sets one; see .env.example).');
  return secret;
}

/** Secure cookies (and the __Secure- prefix) when the site is served over https. */
export function secureCookies(): boolean {
  return (process.env.NEXTAUTH_URL || siteConfig().siteUrl).startsWith('https://');
}

/** The session cookie's name, as next-auth names it. */
export function sessionCookieName(): string {
  return `${secureCookies() ? '__Secure-' : ''}next-auth.session-token`;
}

export function sessionCookieOptions() {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: secureCookies(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  };
}
