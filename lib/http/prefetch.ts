/**
 * Whether a request is a prefetch — Next.js's router (`Next-Router-Prefetch`,
 * `Next-Router-Segment-Prefetch`) or the browser's speculative loading (`Sec-Purpose: prefetch`,
 * `prefetch;prerender`, the older `Purpose`/`X-Purpose: preview`, Firefox's `X-Moz: prefetch`) —
 * not a visit. One test for the proxy (proxy.ts: a prefetch needs no policy of its own) and the
 * store pages' view counting at the edge (lib/server/store-page-views.ts: a prefetch is not a view).
 *
 * Pure and dependency-free: the server program imports it through the edge, the proxy through Next.js.
 */

/** A request's header by its lower-case name (`Headers.get`, or a Node IncomingHttpHeaders lookup). */
export type HeaderLookup = (name: string) => string | readonly string[] | null | undefined;

export function isPrefetch(header: HeaderLookup): boolean {
  const has = (name: string) => {
    const value = header(name);
    return value !== null && value !== undefined;
  };
  if (has('next-router-prefetch') || has('next-router-segment-prefetch')) return true;
  const purpose = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'].map((name) => [header(name) ?? ''].flat().join(' ')).join(' ');
  return /prefetch|prerender|preview/i.test(purpose);
}
