/**
 * next-auth's redirect rule (its `redirect` callback, lib/auth/options.ts; issue 15): only the
 * site's own origin. A relative path, or an absolute URL on the same origin, is followed; anything
 * else — another host (`http://127.0.0.1:3000.evil.example/`), a protocol-relative or backslash
 * trick (`//evil.example`, `/\evil.example`), another scheme, a control character, not a string —
 * goes to the base URL. Never throws. Pure.
 */
import { isCleanLine } from '../validation/text';

/** `url` resolved against `baseUrl` when it stays on that origin, else null. */
export function sameOriginUrl(url: unknown, baseUrl: string): string | null {
  if (typeof url !== 'string' || url === '' || url.length > 2000 || !isCleanLine(url)) return null;
  try {
    const base = new URL(baseUrl);
    const target = new URL(url, base);
    return target.origin === base.origin ? target.href : null;
  } catch {
    return null;
  }
}

/** next-auth's `redirect` callback: the same-origin target, else the base URL. */
export function redirectCallback({ url, baseUrl }: { url: string; baseUrl: string }): string {
  return sameOriginUrl(url, baseUrl) ?? baseUrl;
}
