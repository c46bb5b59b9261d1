/**
 * The one cross-site rule of every unsafe request (issue 25; docs/operations.md, 'Input rules'):
 * a POST, PUT, PATCH or DELETE — JSON, form, multipart or server action alike — is refused with
 * 403 when its `Origin` is another host than the site's, when `Origin` is `null` or not a URL,
 * or, without `Origin`, when `Sec-Fetch-Site` says `cross-site`. A request with neither header
 * (curl, server to server, HAProxy's checks) passes, as does every GET/HEAD/OPTIONS (feeds,
 * health checks). The site's host is the request's own (the first `X-Forwarded-Host`, else
 * `Host`, else the URL's) or SITE_URL's. proxy.ts applies it to every request it sees, and the
 * route wrapper (lib/http/route.ts) again in each handler. Pure: headers in, answer out.
 */

export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hostOf(url: string | null | undefined): string | null {
  if (!url || url === 'null') return null;
  try {
    return new URL(url).host.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** The hosts the request may come from: its own (as Next.js reads it), its URL's and the site's. */
export function ownHosts(headers: Headers, urls: ReadonlyArray<string | null | undefined>): Set<string> {
  const hosts = new Set<string>();
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwarded || headers.get('host');
  if (host) hosts.add(host.toLowerCase());
  for (const url of urls) {
    const h = hostOf(url);
    if (h) hosts.add(h);
  }
  return hosts;
}

/** Whether an unsafe request comes from another site (403); `urls`: the request's URL and SITE_URL. */
export function isCrossSite(method: string, headers: Headers, urls: ReadonlyArray<string | null | undefined>): boolean {
  if (!UNSAFE_METHODS.has(method.toUpperCase())) return false;
  const origin = headers.get('origin');
  if (origin === null || origin === '') return headers.get('sec-fetch-site')?.trim().toLowerCase() === 'cross-site';
  const from = hostOf(origin);
  return !from || !ownHosts(headers, urls).has(from);
}
