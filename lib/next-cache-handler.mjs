// @ts-check
/**
 * The Next.js cache handler (next.config.mjs `cacheHandler`), chosen when the server starts, so one
 * build serves both set-ups (docs/operations.md §9):
 *
 * - `REDIS_URL` unset (and always while `next build` runs): Next.js's own file-system cache, exactly
 *   as without a custom handler — the build's prerendered pages, then the bounded in-memory store
 *   (`isrFlushToDisk: false`). One process, nothing shared.
 * - `REDIS_URL` set: the full-route cache (ISR pages) and the data cache (`unstable_cache`) live in
 *   Redis through @fortedigital/nextjs-cache-handler (its `redis-strings` handler on the official
 *   `redis` client), so a `revalidateTag` on one instance is seen by every instance at once. Keys are
 *   prefixed with `REDIS_CACHE_PREFIX` (default `pleie`) and the build id: instances of one build
 *   share entries, a new build starts empty and the old build's entries expire on their own.
 *   Each process keeps what it read in a bounded local store in front of Redis, emptied of a tag's
 *   entries as soon as any instance expires that tag (Redis pub/sub), so a cached page is not
 *   fetched and parsed from Redis on every request.
 *   While Redis cannot be reached the process uses a local LRU store instead (one warning per
 *   outage in the log) and goes back to Redis when it answers again; a request never fails because
 *   of the cache.
 *   While PostgreSQL does not answer, an entry an administrator's change expired just before is
 *   answered with the last good copy this process read or wrote (LastGood below), or else with the
 *   build's prerendered copy of the page (prerenderedCopy), instead of a render that would fail
 *   (docs/operations.md, 'Failures'). Both set-ups.
 *
 * Plain JavaScript: Next.js imports this file at run time, outside the bundle.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import pino from 'pino';

const require = createRequire(import.meta.url);
const { PHASE_PRODUCTION_BUILD } = require('next/constants');

const redisUrl = process.env.REDIS_URL?.trim();
const shared = Boolean(redisUrl) && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD;

/** Bound of one Redis command; beyond it the request renders as if the entry were missing. */
const COMMAND_TIMEOUT_MS = 2000;
/** How long start-up waits for the first connection before serving from the local store. */
const CONNECT_WAIT_MS = 3000;
/** Bound of each per-process store (the default memory bound of Next.js's own cache). */
const LOCAL_BYTES = 50 * 1024 * 1024;
/**
 * How long a process reuses an entry it read from Redis without asking again. Expiries reach it at
 * once through the published tags; this bounds the staleness should a read race an expiry.
 */
const FRONT_TTL_MS = 10_000;
/** When each front-store entry was stored (the entries are Next.js's objects; nothing is added to them). */
const FRONT_STORED = new WeakMap();
/** Entries each process keeps of the pages and data it last read or wrote, for a database outage. */
const LAST_GOOD_ENTRIES = 300;
/** How long a last good copy served during an outage counts as fresh (then Next.js tries to render again). */
const LAST_GOOD_SERVED_SECONDS = 5;

/**
 * Whether PostgreSQL is known to be unreachable now (lib/server/database-outage.ts keeps the state
 * on globalThis; the pool records every connection it gives out or fails to).
 */
async function databaseDown() {
  const state = /** @type {any} */ (globalThis)[Symbol.for('pleie.databaseOutage')];
  if (!state) return false;
  // Not known to be down: ask the pool (bounded, 1 s) — this path is only taken for an entry an
  // expiry removed, once: the render that follows stores it again.
  return Boolean(state.down || (state.probe && !(await state.probe())));
}

/**
 * The tags an entry is expired by: a page's or route's own (its x-next-cache-tags header), and the
 * tags and implicit tags of the request. @param {any} entry @param {any} ctx @returns {string[]}
 */
function entryTags(entry, ctx) {
  const header = entry.value?.headers?.['x-next-cache-tags'];
  const own = typeof header === 'string' ? header.split(',') : [];
  return [...own, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

/**
 * The last good copies (docs/operations.md, 'Failures'): every entry the process writes (a render,
 * a revalidation) and every entry it reads fresh (the build's prerendered pages included) is
 * remembered here, and an administrator's tag expiry does not remove it. While the database is
 * unreachable, a page or data entry missing from the cache (expired by a change moments before the
 * outage) is answered with its last good copy, marked as just written so that Next.js serves it
 * instead of rendering — a render would fail. Once the database answers, the missing entry is
 * rendered anew as usual.
 */
class LastGood {
  /** @type {Map<string, any>} */
  #entries = new Map();

  /** @param {string} key @param {any} value */
  remember(key, value) {
    if (!value) return;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > LAST_GOOD_ENTRIES) this.#entries.delete(this.#entries.keys().next().value);
  }

  /**
   * The copy to serve for a missing entry while the database is down: the one remembered, else the
   * build's prerendered page; null otherwise. @param {string} key @param {string} serverDistDir
   */
  async servable(key, serverDistDir) {
    const remembered = this.#entries.get(key);
    // Nothing to serve: no probe of the database (a cache miss costs nothing more).
    const prerendered = remembered ? null : prerenderedPath(serverDistDir, key);
    if ((!remembered && !prerendered) || !(await databaseDown())) return null;
    const value = remembered ?? (prerendered && (await prerenderedCopy(prerendered, key)));
    if (!value) return null;
    const now = Date.now();
    const nowSeconds = Math.floor(now / 1000);
    return {
      ...value,
      lastModified: now,
      lifespan: value.lifespan
        ? {
            ...value.lifespan,
            lastModifiedAt: nowSeconds,
            staleAt: nowSeconds + LAST_GOOD_SERVED_SECONDS,
            expireAt: nowSeconds + 60,
            staleAge: LAST_GOOD_SERVED_SECONDS,
            expireAge: 60,
          }
        : null,
    };
  }
}

/**
 * Where the build's prerendered copy of a page is (next build writes app/<path>.html, .rsc and
 * .meta under the server folder; the cache key of a page ends in `/$/<path>`), or null when the
 * build has none. Read (prerenderedCopy) only for a missing entry while the database is down: a
 * page served only from the build and then expired by an administrator's change still has its
 * last good copy. @param {string} serverDistDir @param {string} key @returns {string | null}
 */
function prerenderedPath(serverDistDir, key) {
  if (!serverDistDir) return null;
  const marker = key.indexOf('/$/');
  const page = marker === -1 ? key : key.slice(marker + 2);
  if (!page.startsWith('/') || page.split('/').includes('..')) return null;
  const base = path.join(serverDistDir, 'app', page === '/' ? 'index' : page);
  return existsSync(`${base}.html`) ? base : null;
}

/** The entry of a prerendered page (its files' base path from prerenderedPath). @param {string} base @param {string} key */
async function prerenderedCopy(base, key) {
  const marker = key.indexOf('/$/');
  try {
    const [html, rscData, metaText] = await Promise.all([readFile(`${base}.html`, 'utf8'), readFile(`${base}.rsc`), readFile(`${base}.meta`, 'utf8')]);
    const meta = JSON.parse(metaText);
    // A copy the build stored for another key (a scoped key of another route) is not this one.
    if (meta.routeCache?.key && marker !== -1 && meta.routeCache.key !== key) return null;
    const header = meta.headers?.['x-next-cache-tags'];
    return {
      lastModified: Date.now(),
      lifespan: null,
      tags: typeof header === 'string' ? header.split(',') : [],
      value: { kind: 'APP_PAGE', html, rscData, headers: meta.headers, status: meta.status, postponed: meta.postponed, segmentData: undefined },
      cacheControl: meta.cacheControl,
    };
  } catch {
    return null;
  }
}

/** @param {{ set: (key: string, value: any) => Promise<void> }} store @param {string} key @param {object} value */
async function rememberInFront(store, key, value) {
  FRONT_STORED.set(value, Date.now());
  await store.set(key, value);
}

/**
 * Optimised images (/_next/image, next.config.mjs `images.customCacheHandler`): Next.js keeps them
 * only on disk, which `isrFlushToDisk: false` switches off, and neither its memory store nor the
 * Redis handler takes them (binary buffers). So each process keeps them here, bounded by bytes: an
 * image is encoded once per process and width, not on every request (an AVIF costs about 0.5 s;
 * it was most of the product page's LCP). Lost on restart, like the in-memory pages.
 */
const IMAGE_BYTES = 64 * 1024 * 1024;
const { LRUCache } = require('next/dist/server/lib/lru-cache.js');
const images = new LRUCache(IMAGE_BYTES, (/** @type {any} */ entry) => (entry?.value?.buffer?.length ?? 0) + 200);

/**
 * The handler class with the image store in front: IMAGE entries never reach the page cache.
 * @param {any} Base @returns {any}
 */
function withImages(Base) {
  return class extends Base {
    /** @param {string} key @param {any} ctx */
    async get(key, ctx) {
      if (ctx?.kind === 'IMAGE') return images.get(key) ?? null;
      return super.get(key, ctx);
    }

    /** @param {string} key @param {any} data @param {any} ctx */
    async set(key, data, ctx) {
      if (data?.kind !== 'IMAGE') return super.set(key, data, ctx);
      images.set(key, { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl });
    }
  };
}

/** @returns {Promise<any>} the handler class Next.js instantiates per request. */
async function selectHandler() {
  if (!shared) {
    // Next.js's default handler (what it uses when `cacheHandler` is unset). While the database
    // does not answer, an entry an administrator's change expired is handed out as just written —
    // the expired entry when the store still has it, else the copy this process served last — so
    // the last good page is served rather than a render that would fail (docs/operations.md, 'Failures').
    const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return FileSystemCache;
    const { areTagsExpired } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
    const lastGood = new LastGood();
    return class FileSystemCacheWithLastGood extends withImages(FileSystemCache) {
      /** @param {any} options */
      constructor(options) {
        super(options);
        /** @type {string} */
        this.distDir = options?.serverDistDir ?? '';
      }

      /** @param {string} key @param {any} ctx */
      async get(key, ctx) {
        const entry = await super.get(key, ctx);
        // Gone (an expiry makes Next.js's store answer nothing): the copy this process served or
        // wrote last, else the build's.
        if (!entry?.value) return (await lastGood.servable(key, this.distDir)) ?? entry;
        if (!areTagsExpired(entryTags(entry, ctx), entry.lastModified ?? 0)) {
          lastGood.remember(key, entry);
          return entry;
        }
        return (await databaseDown()) ? { ...entry, lastModified: Date.now() } : entry;
      }

      /** A page or data entry written (rendered, revalidated) is its last good copy. @param {string} key @param {any} data @param {any} ctx */
      async set(key, data, ctx) {
        await super.set(key, data, ctx);
        if (data) lastGood.remember(key, { lastModified: Date.now(), value: data, cacheControl: ctx?.cacheControl });
      }
    };
  }
  const { CacheHandler } = await import('@fortedigital/nextjs-cache-handler');
  const { default: createRedisHandler } = await import('@fortedigital/nextjs-cache-handler/redis-strings');
  const { default: createLruHandler } = await import('@fortedigital/nextjs-cache-handler/local-lru');
  const { createClient } = await import('redis');
  const log = pino({ level: process.env.LOG_LEVEL || 'info', base: { service: 'web', component: 'cache' } });

  // Connected as soon as Next.js loads this file, not on the first cache operation.
  const client = createClient({
    url: redisUrl,
    pingInterval: 10_000,
    // Reconnect for ever, at most every 5 s; commands are only sent while connected (below).
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
    disableOfflineQueue: true,
  });
  let down = false;
  client.on('error', (err) => {
    if (down) return;
    down = true;
    log.warn({ err: { message: String(err?.message ?? err) } }, 'Redis cache unreachable: serving from the local in-memory cache until it answers');
  });
  client.on('ready', () => {
    if (down) log.info('Redis cache reachable again: the shared cache is back in use');
    down = false;
  });
  const connecting = client.connect().catch(() => undefined);

  CacheHandler.onCreation(async ({ buildId, serverDistDir }) => {
    await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref())]);

    const prefix = `${process.env.REDIS_CACHE_PREFIX?.trim() || 'pleie'}:${buildId ?? 'dev'}:`;
    const channel = `${prefix}expired-tags`;
    const redis = createRedisHandler({ client, keyPrefix: prefix, timeoutMs: COMMAND_TIMEOUT_MS });
    const newLocal = () => createLruHandler({ maxItemsNumber: 1000, maxItemSizeBytes: LOCAL_BYTES });
    // Filled only during an outage, and dropped when Redis answers again (its entries may be stale by then).
    let outage = newLocal();
    // In front of Redis: each process keeps the entries it read or wrote for FRONT_TTL_MS, so a
    // cached page does not cross the network and get parsed on every request. Every tag expiry is
    // published on `channel`; each process drops the tagged entries from its front store when it
    // hears it. The store is used only while that subscription is up, and emptied when it comes back.
    let front = newLocal();
    const subscriber = client.duplicate();
    subscriber.on('error', () => undefined);
    subscriber.on('ready', () => {
      front = newLocal();
    });
    subscriber
      .connect()
      .then(() => subscriber.subscribe(channel, (tag) => void front.revalidateTag(tag)))
      .catch(() => undefined);
    client.on('ready', () => {
      outage = newLocal();
      front = newLocal();
    });
    const frontUsable = () => subscriber.isReady && client.isReady;
    const lastGood = new LastGood();
    /** @param {string} key @param {any} meta */
    const lookUp = async (key, meta) => {
      if (!client.isReady) return outage.get(key, meta);
      if (frontUsable()) {
        const near = await front.get(key, meta);
        if (near && Date.now() - (FRONT_STORED.get(near) ?? 0) < FRONT_TTL_MS) return near;
      }
      const value = await redis.get(key, meta);
      if (value && frontUsable()) await rememberInFront(front, key, value);
      return value;
    };

    log.info({ keyPrefix: prefix, connected: client.isReady }, 'Next.js cache: shared in Redis');
    return {
      handlers: [
        {
          name: 'redis',
          async get(key, meta) {
            const value = await lookUp(key, meta);
            if (value) lastGood.remember(key, value);
            return value ?? lastGood.servable(key, serverDistDir ?? '');
          },
          async set(key, value, ctx) {
            lastGood.remember(key, value);
            if (!client.isReady) return outage.set(key, value, ctx);
            await redis.set(key, value, ctx);
            if (frontUsable()) await rememberInFront(front, key, value);
          },
          async revalidateTag(tag) {
            if (!client.isReady) return outage.revalidateTag(tag);
            await front.revalidateTag(tag);
            await redis.revalidateTag(tag);
            // After the entries are gone from Redis, so no process reads them back into its front store.
            await client.withAbortSignal(AbortSignal.timeout(COMMAND_TIMEOUT_MS)).publish(channel, tag);
          },
          async delete(key) {
            await front.delete(key);
            if (!client.isReady) return outage.delete(key);
            await redis.delete(key);
          },
          prepare: () => (client.isReady ? redis.prepare?.() : Promise.resolve()),
        },
      ],
    };
  });
  return withImages(CacheHandler);
}

export default await selectHandler();
