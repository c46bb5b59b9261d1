/**
 * Graceful shutdown of the server program (lib/server/program.ts; docs/operations.md, 'Stopping
 * and graceful shutdown'). On SIGTERM/SIGINT the program calls shutdown():
 *
 * 1. the process is marked as stopping: /api/health/ready answers 503 from then on
 *    (isShuttingDown, lib/health.ts); it keeps serving for SHUTDOWN_DELAY_SECONDS (default 0), so
 *    that a load balancer polling readiness takes it out of rotation before it stops listening;
 * 2. the server stops accepting connections; idle keep-alive connections close at once, busy ones
 *    after their current response (Connection: close);
 * 3. requests in flight (a long zip download included) finish, bounded by the grace period
 *    (SHUTDOWN_GRACE_SECONDS, default 25): connections still open then are destroyed;
 * 4. the hooks the app registered with onShutdown() run (Prisma pool, rate-limit stores, the
 *    outbox sender: lib/server/app-shutdown.ts), each bounded too.
 *
 * The program counts requests itself (ConnectionTracker.request, from its request listener): no
 * Node.js object is patched. The stopping flag and the hooks live on globalThis under a Symbol.for
 * key, so the program's copy of this module and the copy bundled into the app's route handlers and
 * instrumentation see the same flag and the same hooks.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** The environment variables read (process.env, or a test's own). */
export type Env = Record<string, string | undefined>;
import type { Socket } from 'node:net';

const STATE = Symbol.for('pleie.gracefulShutdown');
export const DEFAULT_GRACE_SECONDS = 25;
const HOOK_TIMEOUT_MS = 5000;

type Hook = () => unknown;
interface ShutdownState {
  stopping: boolean;
  hooks: Map<string, Hook>;
  running?: Promise<ShutdownSummary>;
}
export interface ShutdownSummary {
  drainedMs: number;
  forced: number;
  totalMs: number;
}
export type ShutdownLog = (level: 'info' | 'warn' | 'error', message: string) => void;

function state(): ShutdownState {
  const g = globalThis as unknown as Record<symbol, ShutdownState | undefined>;
  g[STATE] ??= { stopping: false, hooks: new Map() };
  return g[STATE];
}

/** True once shutdown has begun (the readiness check then answers 503). */
export function isShuttingDown(): boolean {
  return state().stopping;
}

/** Registers (or replaces) a named clean-up that runs after the last request, before exit. */
export function onShutdown(name: string, hook: Hook): void {
  state().hooks.set(name, hook);
}

function msFromSeconds(raw: string | undefined, fallback: number): number {
  const seconds = raw === undefined || raw.trim() === '' ? fallback : Number(raw);
  return Math.round((!Number.isFinite(seconds) || seconds < 0 ? fallback : seconds) * 1000);
}

/** SHUTDOWN_GRACE_SECONDS in milliseconds (a non-negative number; default 25 s). */
export function graceMsFromEnv(env: Env = process.env): number {
  return msFromSeconds(env.SHUTDOWN_GRACE_SECONDS, DEFAULT_GRACE_SECONDS);
}

/** SHUTDOWN_DELAY_SECONDS in milliseconds (default 0): how long to keep serving, not ready, before draining. */
export function delayMsFromEnv(env: Env = process.env): number {
  return msFromSeconds(env.SHUTDOWN_DELAY_SECONDS, 0);
}

/** One server's connections and the requests on each, for drain(). */
export class ConnectionTracker {
  /** socket → number of requests on it that have not finished */
  private readonly active = new Map<Socket, number>();
  private draining = false;

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.active.set(socket, 0);
      socket.once('close', () => this.active.delete(socket));
    });
  }

  /** Counts one request until its response finishes or its connection closes. */
  request(req: IncomingMessage, res: ServerResponse): void {
    const socket = req.socket;
    this.active.set(socket, (this.active.get(socket) ?? 0) + 1);
    // A request that arrives on a kept-alive connection during the drain is served, but its connection closes afterwards.
    if (this.draining && !res.headersSent) res.setHeader('Connection', 'close');
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const left = (this.active.get(socket) ?? 1) - 1;
      if (this.active.has(socket)) this.active.set(socket, left);
      if (this.draining && left <= 0) socket.end();
    };
    res.once('finish', finish);
    res.once('close', finish);
  }

  /** Connections open now, and how many of them are serving a request. */
  counts(): { connections: number; busy: number } {
    let busy = 0;
    for (const n of this.active.values()) if (n > 0) busy += 1;
    return { connections: this.active.size, busy };
  }

  /** Stops accepting, lets requests in flight finish, destroys what is left after graceMs; resolves with how many were cut. */
  drain(graceMs: number): Promise<{ forced: number }> {
    this.draining = true;
    return new Promise((resolve) => {
      let settled = false;
      let forced = 0;
      const settle = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ forced });
      };
      // close() calls back once the last connection has closed.
      this.server.close(() => settle());
      for (const [socket, n] of this.active) if (n <= 0) socket.destroy();
      const timer = setTimeout(() => {
        for (const socket of this.active.keys()) {
          socket.destroy();
          forced += 1;
        }
        if (forced === 0) settle();
      }, graceMs);
      timer.unref();
    });
  }
}

async function runHooks(log: ShutdownLog, timeoutMs = HOOK_TIMEOUT_MS): Promise<void> {
  await Promise.all(
    [...state().hooks].map(async ([name, hook]) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          Promise.resolve().then(hook),
          new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no end within ${timeoutMs} ms`)), timeoutMs))),
        ]);
      } catch (error) {
        log('warn', `Shutdown hook ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}

/**
 * Marks the process as stopping, waits delayMs, drains the trackers' servers within graceMs, then
 * runs the shutdown hooks. A second call returns the first call's promise.
 */
export function shutdown({
  trackers = [],
  graceMs = graceMsFromEnv(),
  delayMs = 0,
  log,
}: {
  trackers?: ConnectionTracker[];
  graceMs?: number;
  delayMs?: number;
  log: ShutdownLog;
}): Promise<ShutdownSummary> {
  const s = state();
  if (s.running) return s.running;
  s.stopping = true;
  const started = Date.now();
  s.running = (async () => {
    if (delayMs > 0) {
      log('info', `Not ready; serving on for ${delayMs} ms before draining`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    const drainStarted = Date.now();
    const open = trackers.map((t) => t.counts());
    const connections = open.reduce((sum, c) => sum + c.connections, 0);
    const busy = open.reduce((sum, c) => sum + c.busy, 0);
    log('info', `Draining ${trackers.length} server(s): ${connections} connection(s) open, ${busy} serving a request`);
    const results = await Promise.all(trackers.map((t) => t.drain(graceMs)));
    const forced = results.reduce((sum, r) => sum + r.forced, 0);
    const drainedMs = Date.now() - drainStarted;
    log('info', `Requests drained in ${drainedMs} ms${forced ? `; ${forced} connection(s) cut at the ${graceMs} ms grace limit` : ''}`);
    await runHooks(log);
    return { drainedMs, forced, totalMs: Date.now() - started };
  })();
  return s.running;
}

/** Tests only: forgets the stopping flag and the hooks. */
export function resetShutdownForTests(): void {
  delete (globalThis as unknown as Record<symbol, unknown>)[STATE];
}
