/**
 * Page views of the store pages (`/forhandlere/{slug}`), seen at the server's edge
 * (lib/server/program.ts; docs/architecture.md, 'The edge'). The store page is prerendered and
 * cached, so its render does not run for each visit: the edge sees every request, and reports a
 * view when the page was answered successfully (200, or 304 to a browser's revalidation) to a GET
 * that is not a prefetch and not from a crawler. The app counts it (lib/dealers/stats.ts,
 * registered from instrumentation.ts): the recorder lives on globalThis under a Symbol.for key, so
 * the program's copy of this module and the copy bundled into the app share it (as
 * lib/server/shutdown.ts does). Without a recorder (a test of the edge alone, a build) nothing is counted.
 *
 * No `server-only` import and no database here: the program imports this module.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { RESERVED_STORE_SLUGS } from '../dealers/store-page';
import { isPrefetch } from '../http/prefetch';
import { isCrawler } from '../insight/crawlers';

export type StorePageViewRecorder = (slug: string, headers: Headers) => void;

const RECORDER = Symbol.for('pleie.storePageViews');
type Holder = Record<symbol, StorePageViewRecorder | undefined>;

/** Sets (or replaces) the function that counts a store-page view; null removes it. */
export function registerStorePageViewRecorder(recorder: StorePageViewRecorder | null): void {
  (globalThis as unknown as Holder)[RECORDER] = recorder ?? undefined;
}

/**
 * The slug of the store page this request asks for as a visit, or null: a GET of
 * `/forhandlere/{slug}` (one path segment, not 'sok' or 'sted'; a query string allowed), not a
 * prefetch, not from a crawler.
 */
export function storePageVisit(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): string | null {
  if (method !== 'GET' || !url) return null;
  const path = url.split('?', 1)[0];
  const match = /^\/forhandlere\/([^/]+)$/.exec(path);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  // Paths under /forhandlere that are not store pages (the finder's search page, the place pages).
  if (RESERVED_STORE_SLUGS.has(slug) || slug.length > 200) return null;
  const userAgent = headers['user-agent'];
  if (isPrefetch((name) => headers[name]) || isCrawler(typeof userAgent === 'string' ? userAgent : undefined)) return null;
  return slug;
}

function headersOf(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * The edge's step: when `req` is a store-page visit, reports it to the recorder once the answer
 * has gone out with 200 or 304. The recorder's failure never reaches the visitor (the answer is sent).
 */
export function watchStorePageView(req: IncomingMessage, res: ServerResponse): void {
  const slug = storePageVisit(req.method, req.url, req.headers);
  if (slug === null) return;
  // Read now: Next.js may rewrite req.url and the headers while it answers.
  const headers = headersOf(req.headers);
  res.once('finish', () => {
    if (res.statusCode !== 200 && res.statusCode !== 304) return;
    const recorder = (globalThis as unknown as Holder)[RECORDER];
    try {
      recorder?.(slug, headers);
    } catch {
      // The recorder logs its own failures; a throw here must not reach the server.
    }
  });
}
