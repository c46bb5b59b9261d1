/**
 * The page Content-Security-Policy (the other security headers are set for every response in
 * next.config.mjs). It carries a per-request nonce (set by
 * proxy.ts) so that only Next.js's own inline scripts run; it names the hosts the pages
 * need: Google Maps (dealer finder) and the privacy-enhanced YouTube domain (product videos).
 */

export interface CspOptions {
  nonce: string;
  dev: boolean;
  /** Served over HTTPS: ask browsers to upgrade any http: subresource. */
  https: boolean;
}

export function contentSecurityPolicy({ nonce, dev, https }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      'https://maps.googleapis.com',
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // Emotion (MUI) and React style attributes need inline styles; scripts never do.
    'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://maps.gstatic.com',
      'https://maps.googleapis.com',
      'https://*.googleapis.com',
      'https://*.ggpht.com',
      'https://i.ytimg.com',
    ],
    'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com'],
    'connect-src': [
      "'self'",
      'https://maps.googleapis.com',
      'https://*.googleapis.com',
      ...(dev ? ['ws:'] : []),
    ],
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
