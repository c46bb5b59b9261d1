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
 *   While Redis cannot be reached the process uses a local LRU store instead (one warning per
 *   outage in the log) and goes back to Redis when it answers again; a request never fails because
 *   of the cache.
 *
 * Plain JavaScript: Next.js imports this file at run time, outside the bundle.
 */
import { createRequire } from 'node:module';
import pino from 'pino';

const require = createRequire(import.meta.url);
const { PHASE_PRODUCTION_BUILD } = require('next/constants');

const redisUrl = process.env.REDIS_URL?.trim();
const shared = Boolean(redisUrl) && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD;

/** Bound of one Redis command; beyond it the request renders as if the entry were missing. */
const COMMAND_TIMEOUT_MS = 2000;
/** How long start-up waits for the first connection before serving from the local store. */
const CONNECT_WAIT_MS = 3000;

/** @returns {Promise<any>} the handler class Next.js instantiates per request. */
async function selectHandler() {
  if (!shared) {
    // Next.js's default handler (what it uses when `cacheHandler` is unset).
    return require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
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

  CacheHandler.onCreation(async ({ buildId }) => {
    await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref())]);

    const prefix = `${process.env.REDIS_CACHE_PREFIX?.trim() || 'pleie'}:${buildId ?? 'dev'}:`;
    const redis = createRedisHandler({ client, keyPrefix: prefix, timeoutMs: COMMAND_TIMEOUT_MS });
    // Filled only during an outage, and dropped when Redis answers again (its entries may be stale by then).
    let local = createLruHandler();
    client.on('ready', () => {
      local = createLruHandler();
    });
    /** @param {boolean} ready */
    const pick = (ready) => (ready ? redis : local);
    log.info({ keyPrefix: prefix, connected: client.isReady }, 'Next.js cache: shared in Redis');
    return {
      handlers: [
        {
          name: 'redis-or-local',
          get: (key, meta) => pick(client.isReady).get(key, meta),
          set: (key, value, ctx) => pick(client.isReady).set(key, value, ctx),
          revalidateTag: (tag) => pick(client.isReady).revalidateTag(tag),
          delete: (key) => pick(client.isReady).delete?.(key) ?? Promise.resolve(),
          prepare: () => (client.isReady ? redis.prepare?.() : Promise.resolve()),
        },
      ],
    };
  });
  return CacheHandler;
}

export default await selectHandler();
