/**
 * The page Content-Security-Policy (the other security headers are set for every response in
 * next.config.mjs, proxy.ts picks the policy per request). It names the hosts the pages need:
 * Google Maps (dealer finder) and the privacy-enhanced YouTube domain (product videos).
 *
 * Two variants:
 * - Signed-in areas (dealer portal, courses, admin, /konto, the login pages) are rendered per request
 *   anyway, so they get a per-request nonce with 'strict-dynamic': only Next.js's own scripts
 *   (which Next stamps with the nonce from the request's CSP header) run. Every page under
 *   these prefixes must render dynamically (they read the session), or its scripts are blocked.
 * - The public pages are served from the full-route cache (the same HTML for everyone, so no
 *   per-request nonce is possible); Next.js's inline bootstrap scripts then need
 *   'unsafe-inline'. These pages show only the catalogue, which administrators write and the
 *   server sanitises, and nothing another visitor submitted: the one exception is a contact form
 *   posted without JavaScript and refused, whose page shows the sender their own input again,
 *   escaped by React (a post from another site is refused by the proxy, so no page can make a
 *   browser post someone else's text there).
 */

/** Path prefixes of the per-request (nonce) policy. */
export const NONCE_PATH_PREFIXES = ['/admin', '/auth', '/dealer', '/konto'] as const;

/** Whether a page path gets the per-request nonce policy ('/dealer' covers '/dealer-portal'). */
export function usesNonce(pathname: string): boolean {
  return NONCE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export interface CspOptions {
  /** Per-request nonce; without one, the cached public pages' policy. */
  nonce?: string;
  dev: boolean;
  /** Served over HTTPS: ask browsers to upgrade any http: subresource. */
  https: boolean;
}

export function contentSecurityPolicy({ nonce, dev, https }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"]),
      'https://maps.googleapis.com',
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // Emotion (MUI) and React style attributes need inline styles; scripts never do.
    'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    // Any https image: product images may be remote addresses an administrator entered (they are
    // shown unoptimised, straight from their host), besides the map tiles and video thumbnails.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com'],
    'connect-src': ["'self'", 'https://maps.googleapis.com', 'https://*.googleapis.com', ...(dev ? ['ws:'] : [])],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ['https://www.youtube-nocookie.com'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** A fresh base64 nonce (Web Crypto: works in the edge and Node runtimes). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
