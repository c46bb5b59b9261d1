/**
 * next-auth's CSRF token for the sign-in forms' plain post (docs/product.md: Dealer login): the
 * double-submit cookie next-auth checks (next-auth/core/lib/csrf-token.js) — `{token}|{hash}`, the
 * hash the SHA-256 of the token and the session secret in hex — and the token itself, which the
 * form carries as a hidden field. The proxy sets the cookie on a sign-in page's request when it has
 * no valid one (a page cannot set cookies), and the page reads the token from it, so the form
 * posts to /api/auth/callback/credentials without JavaScript. Web Crypto only: the proxy runs it.
 */
import { authSecret, secureCookies } from './config';

/** The pages whose form signs in through next-auth (the dealer login and the admin login's two addresses). */
export const SIGN_IN_PAGES = ['/auth', '/admin/auth', '/admin/login'] as const;

export function isSignInPage(pathname: string): boolean {
  return (SIGN_IN_PAGES as readonly string[]).includes(pathname.replace(/\/$/, '') || '/');
}

/** next-auth's name for the cookie (the __Host- prefix over https). */
export function csrfCookieName(): string {
  return `${secureCookies() ? '__Host-' : ''}next-auth.csrf-token`;
}

/** next-auth's options for it. */
export function csrfCookieOptions() {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: secureCookies() };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The token of a valid cookie value (its hash matches `secret`), else null. */
export async function csrfTokenOf(cookieValue: string | undefined, secret = authSecret()): Promise<string | null> {
  if (!cookieValue) return null;
  const [token, hash] = cookieValue.split('|');
  if (!token || !hash || !/^[0-9a-f]{64}$/.test(token)) return null;
  return (await sha256Hex(`${token}${secret}`)) === hash ? token : null;
}

/** A new token and the cookie value that vouches for it, as next-auth makes them (32 random bytes in hex). */
export async function newCsrfCookie(secret = authSecret()): Promise<{ token: string; value: string }> {
  const token = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
  return { token, value: `${token}|${await sha256Hex(`${token}${secret}`)}` };
}
