/**
 * Fixed-window rate limits with rate-limiter-flexible. The counters live where every app
 * instance sees them: in Redis when REDIS_URL is set, else in PostgreSQL (table rate_limits,
 * created by a migration). If that store fails, a per-instance in-memory limiter with the same
 * rule stands in (the library's insurance limiter), so an outage neither opens the gate nor
 * takes the forms down.
 */
import 'server-only';
import { createClient, type RedisClientType } from 'redis';
import { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { databaseUrl, env } from '../env';
import { logger } from '../logger';
import { errorResponse } from '../http/error-response';

export interface RateLimitRule {
  /** Distinguishes the limiters sharing the store (part of each key). */
  name: string;
  /** Requests allowed per key within the window. */
  points: number;
  windowSeconds: number;
}

export type RateLimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export const RATE_LIMIT_TABLE = 'rate_limits';

interface Stores {
  redis?: RedisClientType;
  /** Settles when the first Redis connection is made or after FIRST_CONNECT_WAIT_MS. */
  redisConnecting?: Promise<unknown>;
  pool?: Pool;
  limiters: Map<string, RateLimiterAbstract>;
}

const globalStores = globalThis as unknown as { __rateLimitStores?: Stores };

function stores(): Stores {
  globalStores.__rateLimitStores ??= { limiters: new Map() };
  return globalStores.__rateLimitStores;
}

/**
 * The rate limits' Redis connection: the same client library as the cache handler (`redis`,
 * lib/next-cache-handler.mjs). It reconnects for ever (at most every 2 s); the first use waits up
 * to FIRST_CONNECT_WAIT_MS for the first connection; after that, while it is not connected,
 * commands fail at once (no offline queue) and the request falls through to the insurance limiter
 * instead of waiting. The shared counts are used again as soon as Redis answers.
 */
function connectRedis(url: string): RedisClientType {
  const client: RedisClientType = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2000) },
    // A connection that stopped answering is found and replaced within this.
    pingInterval: 5000,
  });
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    logger.warn({ err: error }, 'Rate-limit store (Redis) unreachable: per-instance limits until it answers');
  });
  client.on('ready', () => {
    if (down) logger.info('Rate-limit store (Redis) reachable again');
    down = false;
  });
  const s = stores();
  s.redisConnecting = Promise.race([client.connect().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref())]);
  return client;
}

const FIRST_CONNECT_WAIT_MS = 2000;

function createLimiter(rule: RateLimitRule): RateLimiterAbstract {
  const base = { keyPrefix: rule.name, points: rule.points, duration: rule.windowSeconds };
  const insuranceLimiter = new RateLimiterMemory(base);
  const s = stores();
  const redisUrl = env().REDIS_URL;
  if (redisUrl) {
    s.redis ??= connectRedis(redisUrl);
    return new RateLimiterRedis({ ...base, storeClient: s.redis, useRedisPackage: true, insuranceLimiter });
  }
  if (!s.pool) {
    s.pool = new Pool({ connectionString: databaseUrl(), max: 3, connectionTimeoutMillis: 3000 });
    // An idle connection the server ends (a restart, a dropped database) is emitted as 'error' on
    // the pool: without a listener that would crash the process. The pool replaces it on next use.
    s.pool.on('error', (error) => logger.warn({ err: error }, 'Rate-limit store: idle connection lost'));
  }
  return new RateLimiterPostgres({
    ...base,
    storeClient: s.pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    insuranceLimiter,
  });
}

async function limiterFor(rule: RateLimitRule): Promise<RateLimiterAbstract> {
  const id = `${rule.name}|${rule.points}|${rule.windowSeconds}`;
  const s = stores();
  let limiter = s.limiters.get(id);
  if (!limiter) {
    limiter = createLimiter(rule);
    s.limiters.set(id, limiter);
  }
  await s.redisConnecting;
  return limiter;
}

/**
 * Counts one request for `key` under `rule` and says whether it may go on. `durationSeconds`
 * sets the window this request opens when the key has none (default: the rule's).
 */
export async function consumeRateLimit(rule: RateLimitRule, key: string, options: { durationSeconds?: number } = {}): Promise<RateLimitDecision> {
  try {
    const res = await (await limiterFor(rule)).consume(key, 1, options.durationSeconds ? { customDuration: options.durationSeconds } : {});
    return { allowed: true, remaining: res.remainingPoints };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    // Only reached when the insurance limiter failed too; let the request through and say so.
    logger.error({ err: rejection, limiter: rule.name }, 'Rate limiter failed; request allowed');
    return { allowed: true, remaining: 0 };
  }
}

/**
 * Adds one to `key`'s count under `rule` without ever refusing, and returns the count after it
 * (a counter, not a limit: give the rule more points than it will ever count). A store failure
 * reads as 0 (logged).
 */
export async function incrementCount(rule: RateLimitRule, key: string): Promise<number> {
  try {
    return (await (await limiterFor(rule)).consume(key)).consumedPoints;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection.consumedPoints;
    logger.error({ err: rejection, limiter: rule.name }, 'Rate limiter count failed');
    return 0;
  }
}

/** Takes one back from `key`'s count under `rule` (undoes incrementCount). */
export async function decrementCount(rule: RateLimitRule, key: string): Promise<void> {
  try {
    await (await limiterFor(rule)).reward(key);
  } catch (error) {
    logger.error({ err: error, limiter: rule.name }, 'Rate limiter decrement failed');
  }
}

/** `key`'s count under `rule` in its current window (0: none). A store failure reads as 0. */
export async function readCount(rule: RateLimitRule, key: string): Promise<number> {
  try {
    return (await (await limiterFor(rule)).get(key))?.consumedPoints ?? 0;
  } catch (error) {
    logger.error({ err: error, limiter: rule.name }, 'Rate limiter read failed');
    return 0;
  }
}

/** Forgets the count of `key` under `rule`. */
export async function resetRateLimit(rule: RateLimitRule, key: string): Promise<void> {
  try {
    await (await limiterFor(rule)).delete(key);
  } catch (error) {
    logger.error({ err: error, limiter: rule.name }, 'Rate limiter reset failed');
  }
}

/** Closes the store connections (tests, shutdown). */
export async function closeRateLimitStores(): Promise<void> {
  const s = stores();
  s.limiters.clear();
  const { pool, redis } = s;
  s.pool = undefined;
  s.redis = undefined;
  s.redisConnecting = undefined;
  // close() lets sent commands finish; a client that is not connected is only destroyed.
  await Promise.all([pool?.end(), redis?.isReady ? redis.close().catch(() => redis.destroy()) : redis?.destroy()]);
}

/** The contact forms' rule (per IP and form; CONTACT_RATE_LIMIT_* in the configuration). */
export function contactFormRule(form: 'contact' | 'partner'): RateLimitRule {
  const { CONTACT_RATE_LIMIT_POINTS, CONTACT_RATE_LIMIT_WINDOW_SECONDS } = env();
  return { name: `form-${form}`, points: CONTACT_RATE_LIMIT_POINTS, windowSeconds: CONTACT_RATE_LIMIT_WINDOW_SECONDS };
}

/** The Places proxy's rule (per IP, both endpoints together). */
export function placesRule(): RateLimitRule {
  return { name: 'places', points: env().PLACES_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 };
}

/** The product suggestions' rule (per IP; GET /api/products/search). */
export function searchRule(): RateLimitRule {
  return { name: 'search', points: env().SEARCH_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 };
}

/**
 * The search page's rule (per IP; /sok?q=): the same allowance as the suggestions, in a bucket of its
 * own, checked before the search (lib/catalogue/search-page.ts). Past it the page runs no search,
 * counts nothing and shows SEARCH_TEXTS.rateLimited.
 */
export function searchPageRule(): RateLimitRule {
  return { name: 'search-page', points: env().SEARCH_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 };
}

/**
 * The quantity calculator's count (per IP; POST /api/insight/calculator/{nr}, one per page view
 * with an answer): the suggestions' allowance, in a bucket of its own.
 */
export function calculatorBeaconRule(): RateLimitRule {
  return { name: 'calculator-beacon', points: env().SEARCH_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 };
}

/** A 429 `rate_limited` answer for a refused request, with Retry-After. */
export function rateLimitedResponse(retryAfterSeconds: number, message: string): Response {
  return errorResponse(429, message, { code: 'rate_limited' }, { 'Retry-After': String(retryAfterSeconds) });
}
