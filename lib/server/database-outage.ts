/**
 * What the process knows about PostgreSQL being reachable (docs/operations.md, 'Failures').
 *
 * The database layer (lib/db.ts: the pg pool Prisma uses) records every connection failure and
 * every connection it got; the failure mapping (lib/http/failure.ts) records the failures it maps.
 * From that:
 * - route handlers and server actions answer a connection failure 503 with Retry-After
 *   (`databaseUnavailable` in lib/http/failure.ts);
 * - a page whose render failed while the database was unreachable is answered 503 with
 *   Retry-After and OUTAGE_PAGE instead of Next.js's 500 (lib/server/page-response.ts, the
 *   server program's response class);
 * - the shared cache handler (lib/next-cache-handler.mjs) serves the last good copy of a page an
 *   administrator's change had just expired, while the database is unreachable.
 *
 * The state lives on globalThis under a Symbol.for key: the app's bundles, instrumentation and the
 * cache handler (loaded outside the bundle) all see the same one. Server-only, Node.js runtime.
 */

import { HTTP_MESSAGES } from '../http/messages';

/** Retry-After of every 503 for an unreachable database, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * How long after the last recorded connection failure a page's 500 is still taken for one caused
 * by it, even when another request has connected since (a pool running dry: some wait in vain
 * while others get a connection).
 */
const RECENT_FAILURE_MS = 3000;

interface OutageState {
  /** Date.now() of the last connection failure (0: none). */
  lastFailure: number;
  /** Date.now() of the last connection the pool gave out (0: none). */
  lastAnswered: number;
  /** When the current outage began (0: none). */
  since: number;
  /** The last thing recorded was a connection failure. */
  down: boolean;
  /** Whether the app's pool can get a connection now (bounded); set by lib/db.ts, used by the cache handler. */
  probe?: () => Promise<boolean>;
}

const KEY = Symbol.for('pleie.databaseOutage');

function state(): OutageState {
  const g = globalThis as unknown as Record<symbol, OutageState | undefined>;
  g[KEY] ??= { lastFailure: 0, lastAnswered: 0, since: 0, down: false };
  return g[KEY];
}

/** Error codes of a connection that could not be made or was lost (Node.js sockets, PostgreSQL SQLSTATE). */
const CONNECTION_CODES = new Set([
  ...['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN'],
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up, shutting down)
  '57P01',
  '57P02',
  '57P03',
  // connection_exception and its subclasses
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // Prisma: cannot reach the server, timed out reaching it, operation timed out, server closed the connection
  'P1001',
  'P1002',
  'P1008',
  'P1017',
]);

/** Driver adapter error kinds (@prisma/driver-adapter-utils) of a connection problem. */
const CONNECTION_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Can't reach database server|Server has closed the connection|terminating connection due to administrator command|the database system is (?:starting up|shutting down|in recovery mode)|Client has encountered a connection error|connect ECONNREFUSED|read ECONNRESET|Connection refused/i;

/** Node.js socket error codes: a database connection only when the pool or a database client reports them. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);

/** Errors of the database layer: Prisma's, the driver adapter's, and PostgreSQL's own (they carry a severity). */
function fromDatabaseLayer(e: { name?: unknown; severity?: unknown }): boolean {
  return (typeof e.name === 'string' && (e.name.startsWith('PrismaClient') || e.name === 'DriverAdapterError')) || typeof e.severity === 'string';
}

/**
 * Whether `error` says the database could not be reached or the connection was lost: PostgreSQL's
 * shutdown and connection SQLSTATEs, pg's and the pool's connection messages (the pool's timeout
 * included), the driver adapter's and Prisma's connection errors — and a socket error (ECONNREFUSED,
 * ECONNRESET, ...) when a database-layer error wraps it, or when `fromPool` says the pool itself
 * reported it. A socket error of anything else (the object store, SMTP, a fetch) is not one.
 */
export function isDatabaseUnavailable(error: unknown, options: { fromPool?: boolean } = {}, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; errorCode?: unknown; message?: unknown; name?: unknown; cause?: unknown; meta?: unknown; severity?: unknown };
  if (e.name === 'S3StorageError') return false;
  const trusted = options.fromPool || fromDatabaseLayer(e);
  for (const code of [e.code, e.errorCode]) {
    if (typeof code !== 'string') continue;
    if (CONNECTION_CODES.has(code) && (trusted || !SOCKET_CODES.has(code))) return true;
  }
  if (e.name === 'PrismaClientInitializationError') return true;
  // An interactive transaction that could not get a connection within its wait (P2028; the database
  // stopped or the pool ran dry): the same as the pool's own timeout.
  if (e.code === 'P2028' && typeof e.message === 'string' && /Unable to start a transaction in the given time/.test(e.message)) return true;
  const cause = e.cause as { kind?: unknown; originalCode?: unknown } | undefined;
  if (trusted && cause && typeof cause === 'object') {
    if (typeof cause.kind === 'string' && CONNECTION_KINDS.has(cause.kind)) return true;
    if (typeof cause.originalCode === 'string' && CONNECTION_CODES.has(cause.originalCode)) return true;
  }
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message) && (trusted || !/ECONNREFUSED|ECONNRESET|Connection refused/i.test(e.message)))
    return true;
  const meta = e.meta as { driverAdapterError?: unknown } | undefined;
  const next = { fromPool: trusted };
  if (meta && typeof meta === 'object' && isDatabaseUnavailable(meta.driverAdapterError, next, depth + 1)) return true;
  return isDatabaseUnavailable(e.cause, next, depth + 1);
}

/** Records `error` when it is a connection failure; returns whether it was. */
export function noteDatabaseError(error: unknown, options: { fromPool?: boolean } = {}): boolean {
  if (!isDatabaseUnavailable(error, options)) return false;
  const s = state();
  const now = Date.now();
  if (!s.down) s.since = now;
  s.down = true;
  s.lastFailure = now;
  return true;
}

/** Records that the pool gave out a connection: the database answers. */
export function noteDatabaseAnswered(): void {
  const s = state();
  s.lastAnswered = Date.now();
  s.since = 0;
  s.down = false;
}

/** Whether the last thing known about the database is a connection failure. */
export function databaseDown(): boolean {
  return state().down;
}

/** Whether a failure now is to be taken for the database's: it is down, or a connection failed moments ago. */
export function databaseOutageFresh(now = Date.now()): boolean {
  const s = state();
  return databaseDown() || (s.lastFailure > 0 && now - s.lastFailure < RECENT_FAILURE_MS);
}

/** How long the probe waits for a connection. */
const PROBE_MS = 1000;

/**
 * Registers the app's pool as the one the cache handler asks (lib/next-cache-handler.mjs reads
 * `probe` from the shared state) before it serves a last good copy: a connection within
 * PROBE_MS, given back at once.
 */
export function registerDatabaseProbe(pool: { connect(): Promise<{ release(): void }> }): void {
  state().probe = () =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), PROBE_MS);
      pool.connect().then(
        (client) => {
          client.release();
          clearTimeout(timer);
          resolve(true);
        },
        () => {
          clearTimeout(timer);
          resolve(false);
        },
      );
    });
}

/** Forgets everything recorded (tests). */
export function resetDatabaseOutage(): void {
  const s = state();
  s.lastFailure = 0;
  s.lastAnswered = 0;
  s.since = 0;
  s.down = false;
}

/**
 * The status a response is sent with: a 500 while the database is unreachable (databaseOutageFresh)
 * becomes 503 with Retry-After; anything else is unchanged. Pure apart from the state it reads.
 */
export function outageStatus(statusCode: number, now = Date.now()): { status: number; retryAfter?: string } {
  if (statusCode === 500 && databaseOutageFresh(now)) return { status: 503, retryAfter: String(DATABASE_RETRY_AFTER_SECONDS) };
  return { status: statusCode };
}

/**
 * The page of a 503 for an unreachable database: the site's message in Norwegian, plain HTML with
 * no script or style (any Content-Security-Policy allows it), a way to the cached front page.
 */
export const OUTAGE_PAGE = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Midlertidig utilgjengelig</title></head><body><main><h1>Midlertidig utilgjengelig</h1><p>${HTTP_MESSAGES.databaseUnavailable}</p><p><a href="/">Til forsiden</a></p></main></body></html>`;
