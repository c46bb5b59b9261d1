/**
 * What the site does for each store (docs/product.md: Dealer finder › What the site does for each
 * store): per store and day (Europe/Oslo) the views of its page, its appearances in finder results
 * and the clicks on 'Vis vei', 'Nettside' and its phone number, in `dealer_store_stats`. Counters
 * only — no address, IP, cookie or account is stored.
 *
 * Each kind counts at most once per client address, store and day: the same salted daily hash as the
 * demand counts (lib/insight/dedupe.ts; the address is never stored, the hashes go with the day), so
 * a reload, a dealer clicking their own link ten times or a script cannot inflate the figures; one
 * client adds at most STORE_KEYS_PER_CLIENT_DAY stores (searches, for appearances) of a kind a day.
 * Crawlers (lib/insight/crawlers.ts) are never counted. Every count runs after the answer is sent
 * and never fails the visitor's request: a database error is logged and the count is lost.
 *
 * Where each kind is counted: page views at the server's edge (lib/server/program.ts, through
 * `registerStorePageViews` below: the page is prerendered and cached, so its render does not run per
 * visit); appearances where the finder's results are built (the /forhandlere search page and
 * GET /api/dealer-locations/nearby); clicks in the first-party links (app/forhandlere/[slug]/vei,
 * nettside, ring: lib/dealers/store-links.ts).
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { Prisma } from '../generated/prisma/client';
import { prisma, type PrismaClient } from '../db';
import { env } from '../env';
import { logger } from '../logger';
import { clientIp } from '../security/client-ip';
import { isCrawler } from '../insight/crawlers';
import { firstVisitToday } from '../insight/dedupe';
import { afterResponse, requestVisitor } from '../insight/record';
import { registerStorePageViewRecorder } from '../server/store-page-views';
import { addDays, osloToday } from './hours-core';
import { PageViewGate } from './page-view-gate';
import { STORE_STAT_KINDS, STORE_STATS_RETENTION_DAYS, noCounts, statsWindows, type StoreFigures, type StoreStatKind } from './stats-figures';

export * from './stats-figures';

/** Stores (for appearances: searches) one client address may add to a kind's counts in a day. */
export const STORE_KEYS_PER_CLIENT_DAY = 100;

/** The column of each kind (a fixed list: never built from input). */
const COLUMN: Record<StoreStatKind, Prisma.Sql> = {
  views: Prisma.raw('"views"'),
  appearances: Prisma.raw('"appearances"'),
  directions: Prisma.raw('"directions"'),
  website: Prisma.raw('"website"'),
  phone: Prisma.raw('"phone"'),
};

/**
 * Adds one to `kind` of each store in `locationIds` for the day of `now` (Europe/Oslo): one
 * statement, INSERT … ON CONFLICT DO UPDATE SET n = n + 1. Unknown ids are skipped. Answers the rows written.
 */
export async function countStoreEvent(client: PrismaClient, kind: StoreStatKind, locationIds: readonly string[], now: Date = new Date()): Promise<number> {
  const ids = [...new Set(locationIds)];
  if (ids.length === 0) return 0;
  const column = COLUMN[kind];
  return client.$executeRaw`
    INSERT INTO dealer_store_stats ("locationId", "day", ${column})
    SELECT id, ${osloToday(now)}::date, 1 FROM "DealerLocation" WHERE id = ANY(${ids}::varchar[])
    ON CONFLICT ("locationId", "day") DO UPDATE SET ${column} = dealer_store_stats.${column} + 1`;
}

/**
 * Counts `kind` for each store once for this client today (lib/insight/dedupe.ts), keyed by
 * `key(id)`; a null visitor (a crawler) counts nothing. Answers the stores counted.
 */
async function countOncePerClient(
  client: PrismaClient,
  visitor: string | null,
  kind: StoreStatKind,
  locationIds: readonly string[],
  dedupeKey: string,
  now: Date,
): Promise<number> {
  if (visitor === null || locationIds.length === 0) return 0;
  // The Oslo day in the key: the salt's day is UTC's, so a visit just after midnight in Oslo counts for its own day.
  if (!(await firstVisitToday(client, visitor, `store-${kind}`, `${osloToday(now)}/${dedupeKey}`, now, STORE_KEYS_PER_CLIENT_DAY))) return 0;
  return countStoreEvent(client, kind, locationIds, now);
}

/** Counts a click or a view of one store for the client `visitor` (its rate-limit key), at most once a day. */
export function countStoreVisit(
  client: PrismaClient,
  visitor: string | null,
  kind: StoreStatKind,
  locationId: string,
  now: Date = new Date(),
): Promise<number> {
  return countOncePerClient(client, visitor, kind, [locationId], locationId, now);
}

/**
 * Counts the stores of one finder result as appearances for the client `visitor`: a result (its
 * `searchKey`: the query that produced it) counts once per client and day, each store in it once.
 */
export function countStoreAppearances(
  client: PrismaClient,
  visitor: string | null,
  locationIds: readonly string[],
  searchKey: string,
  now: Date = new Date(),
): Promise<number> {
  return countOncePerClient(client, visitor, 'appearances', locationIds, searchKey, now);
}

/**
 * A route handler's or page's call, after the answer: a click ('directions', 'website', 'phone')
 * of the store `locationId` by the current request's client (not a crawler).
 */
export function noteStoreClick(kind: Exclude<StoreStatKind, 'views' | 'appearances'>, locationId: string): void {
  const visitor = requestVisitor();
  afterResponse(`klikk (${kind}) for butikken`, async () => countStoreVisit(prisma, await visitor, kind, locationId));
}

/**
 * The key of a finder result for the once-per-client count: where it was shown (`source`: the search
 * page, the API) and its query, the parameters in order (so '?a=1&b=2' and '?b=2&a=1' are one result).
 */
export function finderResultKey(source: string, query: Record<string, string | string[] | undefined>): string {
  const pairs = Object.entries(query)
    .flatMap(([name, value]) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v) => `${name}=${v}`)))
    .sort();
  return `${source}?${pairs.join('&')}`.slice(0, 500);
}

/** The finder's call, after the answer: the stores shown by a result (`searchKey`: the query that produced it). */
export function noteStoreAppearances(locationIds: readonly string[], searchKey: string): void {
  if (locationIds.length === 0) return;
  const visitor = requestVisitor();
  afterResponse('visninger i forhandlersøket', async () => countStoreAppearances(prisma, await visitor, locationIds, searchKey));
}

/** The gate in front of the page-view counting (page-view-gate.ts): the keys of about a busy day's visits, 4 counts at once. */
export const STORE_PAGE_VIEW_GATE = new PageViewGate({ capacity: 20_000, maxInFlight: 4 });

/** How often at most the dropped views are logged. */
const DROPPED_LOG_INTERVAL_MS = 60_000;
let lastDroppedLog = 0;

/**
 * A view of the store page `/forhandlere/{slug}`, reported by the server's edge once the page was
 * answered 200 (lib/server/store-page-views.ts): the slug's store, counted once for this client
 * today. `headers` are the request's (with the edge's X-Socket-Address). Unknown slugs count nothing.
 * Behind `gate`: a (client, slug, Oslo day) it let through lately costs no query, and while
 * `maxInFlight` counts are under way the view is dropped (logged at most once a minute, with how many).
 */
export async function countStorePageView(
  client: PrismaClient,
  slug: string,
  headers: Headers,
  now: Date = new Date(),
  gate: PageViewGate = STORE_PAGE_VIEW_GATE,
): Promise<number> {
  if (isCrawler(headers.get('user-agent'))) return 0;
  const ip = clientIp(headers, env().TRUST_PROXY_HOPS);
  // The address only hashed, even in memory.
  const key = `${createHash('sha256').update(ip).digest('base64url')}/${slug}/${osloToday(now)}`;
  const answer = gate.admit(key);
  if (answer === 'saturated' && now.getTime() - lastDroppedLog >= DROPPED_LOG_INTERVAL_MS) {
    lastDroppedLog = now.getTime();
    logger.warn({ dropped: gate.takeDropped() }, 'Butikksidene får flere visninger enn de kan telles: visninger ble ikke telt');
  }
  if (answer !== 'count') return 0;
  try {
    const location = await findLocationBySlug(client, slug);
    if (!location) return 0;
    return await countStoreVisit(client, ip, 'views', location.id, now);
  } finally {
    gate.done();
  }
}

/** The store whose page is at `slug` (current slugs only: an old one answers a redirect, not the page). */
async function findLocationBySlug(client: PrismaClient, slug: string): Promise<{ id: string } | null> {
  const rows = await client.$queryRaw<{ id: string }[]>`SELECT id FROM "DealerLocation" WHERE slug = ${slug} LIMIT 1`;
  return rows[0] ?? null;
}

/**
 * Registers the page-view counter with the server's edge (from instrumentation.ts, once per
 * process): the edge reports each successful store-page view, this counts it after the answer. A
 * failure is logged; the visitor's page is long sent.
 */
export function registerStorePageViews(): void {
  registerStorePageViewRecorder((slug, headers) => {
    countStorePageView(prisma, slug, headers).catch((err: unknown) => logger.warn({ err, slug }, 'Kunne ikke registrere visning av butikksiden'));
  });
}

/** The figures of each store in `locationIds`: the last 30 days against the 30 before (stores with no count get zeros). */
export async function storeFigures(client: PrismaClient, locationIds: readonly string[], now: Date = new Date()): Promise<Map<string, StoreFigures>> {
  const figures = new Map<string, StoreFigures>(locationIds.map((id) => [id, { current: noCounts(), previous: noCounts() }]));
  if (locationIds.length === 0) return figures;
  const { current, previous } = statsWindows(now);
  const sums = Object.fromEntries(STORE_STAT_KINDS.map((kind) => [kind, true])) as Record<StoreStatKind, true>;
  const read = (from: string, to: string) =>
    client.dealerStoreStat.groupBy({
      by: ['locationId'],
      where: { locationId: { in: [...locationIds] }, day: { gte: new Date(`${from}T00:00:00Z`), lte: new Date(`${to}T00:00:00Z`) } },
      _sum: sums,
    });
  const [now30, before30] = await Promise.all([read(current.from, current.to), read(previous.from, previous.to)]);
  for (const [rows, window] of [
    [now30, 'current'],
    [before30, 'previous'],
  ] as const) {
    for (const row of rows) {
      const entry = figures.get(row.locationId);
      if (!entry) continue;
      for (const kind of STORE_STAT_KINDS) entry[window][kind] = row._sum[kind] ?? 0;
    }
  }
  return figures;
}

/** Deletes the days older than STORE_STATS_RETENTION_DAYS (the daily clean-up, lib/audit/cleanup.ts); answers the rows deleted. */
export async function purgeOldStoreStats(client: PrismaClient, now: Date = new Date()): Promise<number> {
  const cutoff = addDays(osloToday(now), -STORE_STATS_RETENTION_DAYS);
  return client.$executeRaw`DELETE FROM dealer_store_stats WHERE "day" < ${cutoff}::date`;
}
