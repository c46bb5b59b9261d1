'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by node --require */
/**
 * Graceful shutdown of the production server (docs/operations.md, 'Stopping and graceful shutdown').
 *
 * `next start` would otherwise handle SIGTERM itself: it stops listening and waits for every open
 * request without a bound, never tells a load balancer it is leaving, and the app cannot close its
 * own pools. scripts/serve.ts therefore starts it with NEXT_MANUAL_SIG_HANDLE=1 and loads this
 * module through graceful-shutdown-preload.cjs, which takes over SIGTERM/SIGINT:
 *
 * 1. the process is marked as stopping: /api/health/ready answers 503 from then on; it keeps
 *    serving normally for SHUTDOWN_DELAY_SECONDS (default 0), so that a load balancer polling
 *    readiness takes it out of rotation before it stops listening;
 * 2. every HTTP server stops accepting connections; idle keep-alive connections close at once,
 *    busy ones close after their current response (Connection: close);
 * 3. requests in flight (a long zip download included) finish, bounded by the grace period
 *    (SHUTDOWN_GRACE_SECONDS, default 25): connections still open then are destroyed;
 * 4. the hooks the app registered with onShutdown() run (Prisma pool, rate-limit stores), each
 *    bounded too; then the process exits 0.
 *
 * The state lives on globalThis under a Symbol.for key, so the copy the preload loads and the copy
 * bundled into the app's route handlers see the same flag and the same hooks.
 * Plain CommonJS so that `node --require` can load it into the server process.
 */
const http = require('node:http');
const https = require('node:https');

const STATE = Symbol.for('pleie.gracefulShutdown');
const INSTALLED = Symbol.for('pleie.gracefulShutdown.installed');
const DEFAULT_GRACE_SECONDS = 25;
const HOOK_TIMEOUT_MS = 5000;

function state() {
  const g = globalThis;
  g[STATE] ??= { stopping: false, hooks: new Map(), servers: new Set() };
  return g[STATE];
}

/** True once shutdown has begun (the readiness check then answers 503). */
function isShuttingDown() {
  return state().stopping;
}

/** Registers (or replaces) a named clean-up that runs after the last request, before exit. */
function onShutdown(name, hook) {
  state().hooks.set(name, hook);
}

function secondsFromEnv(raw, fallback) {
  const seconds = raw === undefined || raw.trim() === '' ? fallback : Number(raw);
  return Math.round((!Number.isFinite(seconds) || seconds < 0 ? fallback : seconds) * 1000);
}

/** SHUTDOWN_GRACE_SECONDS in milliseconds (a non-negative number; default 25 s). */
function graceMsFromEnv(env = process.env) {
  return secondsFromEnv(env.SHUTDOWN_GRACE_SECONDS, DEFAULT_GRACE_SECONDS);
}

/** SHUTDOWN_DELAY_SECONDS in milliseconds (default 0): how long to keep serving, not ready, before draining. */
function delayMsFromEnv(env = process.env) {
  return secondsFromEnv(env.SHUTDOWN_DELAY_SECONDS, 0);
}

/**
 * Follows one server's connections and requests so that drain() can close it gracefully.
 * Idempotent per server.
 */
function trackServer(server) {
  if (server.__gracefulTracker) return server.__gracefulTracker;
  /** socket → number of requests on it that have not finished */
  const active = new Map();
  let draining = false;

  server.on('connection', (socket) => {
    active.set(socket, 0);
    socket.once('close', () => active.delete(socket));
  });
  const onRequest = (req, res) => {
    const socket = req.socket;
    active.set(socket, (active.get(socket) ?? 0) + 1);
    // A request that arrives on a kept-alive connection during the drain is served, but its
    // connection closes afterwards.
    if (draining && !res.headersSent) res.setHeader('Connection', 'close');
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const left = (active.get(socket) ?? 1) - 1;
      if (active.has(socket)) active.set(socket, left);
      if (draining && left <= 0) socket.end();
    };
    res.once('finish', finish);
    res.once('close', finish);
  };
  // prependListener: counted before the application's own listener can answer.
  server.prependListener('request', onRequest);
  server.prependListener('checkContinue', onRequest);

  const tracker = {
    /** Connections open now, and how many of them are serving a request. */
    counts() {
      let busy = 0;
      for (const n of active.values()) if (n > 0) busy += 1;
      return { connections: active.size, busy };
    },
    /**
     * Stops accepting, lets requests in flight finish, and destroys what is left after graceMs.
     * Resolves with how many connections had to be destroyed.
     */
    drain(graceMs) {
      draining = true;
      return new Promise((resolve) => {
        let settled = false;
        let forced = 0;
        let timer;
        const settle = () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({ forced });
        };
        // close() calls back once the last connection has closed.
        server.close(() => settle());
        for (const [socket, n] of active) {
          if (n <= 0) socket.destroy();
        }
        timer = setTimeout(() => {
          for (const socket of active.keys()) {
            socket.destroy();
            forced += 1;
          }
          if (forced === 0) settle();
        }, graceMs);
        timer.unref?.();
      });
    },
  };
  server.__gracefulTracker = tracker;
  return tracker;
}

async function runHooks(log, timeoutMs = HOOK_TIMEOUT_MS) {
  const { hooks } = state();
  await Promise.all(
    [...hooks].map(async ([name, hook]) => {
      let timer;
      try {
        await Promise.race([
          Promise.resolve().then(hook),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no end within ${timeoutMs} ms`)), timeoutMs);
          }),
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
 * Marks the process as stopping, drains every tracked server within graceMs, then runs the
 * shutdown hooks. Resolves with a summary; a second call returns the first call's promise.
 */
function shutdown({ graceMs = graceMsFromEnv(), delayMs = 0, log = defaultLog } = {}) {
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
    const servers = [...s.servers];
    const open = servers.map((server) => trackServer(server).counts());
    const connections = open.reduce((sum, c) => sum + c.connections, 0);
    const busy = open.reduce((sum, c) => sum + c.busy, 0);
    log('info', `Draining ${servers.length} server(s): ${connections} connection(s) open, ${busy} serving a request`);
    const results = await Promise.all(servers.map((server) => trackServer(server).drain(graceMs)));
    const forced = results.reduce((sum, r) => sum + r.forced, 0);
    const drainedMs = Date.now() - drainStarted;
    log('info', `Requests drained in ${drainedMs} ms${forced ? `; ${forced} connection(s) cut at the ${graceMs} ms grace limit` : ''}`);
    await runHooks(log);
    return { drainedMs, forced, totalMs: Date.now() - started };
  })();
  return s.running;
}

/** Tracks a server for shutdown() (the preload does this for every server that listens). */
function register(server) {
  trackServer(server);
  state().servers.add(server);
  server.once('close', () => state().servers.delete(server));
}

function defaultLog(level, message) {
  // One JSON line, as pino writes them (the app's logger is not loaded this early).
  const levels = { info: 30, warn: 40, error: 50 };
  process.stdout.write(`${JSON.stringify({ level: levels[level] ?? 30, time: Date.now(), component: 'shutdown', msg: message })}\n`);
}

/**
 * For the preload: every http(s) server that listens is registered, and SIGTERM/SIGINT start
 * shutdown() and exit 0 when it is done (1 if it failed). Idempotent.
 */
function install({ exit = (code) => process.exit(code), log = defaultLog } = {}) {
  if (globalThis[INSTALLED]) return;
  globalThis[INSTALLED] = true;
  for (const Server of [http.Server, https.Server]) {
    const proto = Server.prototype;
    if (Object.prototype.hasOwnProperty.call(proto, 'listen') && proto.listen.__graceful) continue;
    const listen = proto.listen;
    const patched = function listenTracked(...args) {
      register(this);
      return listen.apply(this, args);
    };
    patched.__graceful = true;
    proto.listen = patched;
  }
  const onSignal = (signal) => {
    const graceMs = graceMsFromEnv();
    const delayMs = delayMsFromEnv();
    if (!state().stopping) log('info', `${signal} received: stopping (delay ${delayMs} ms, grace period ${graceMs} ms)`);
    shutdown({ graceMs, delayMs, log }).then(
      () => exit(0),
      (error) => {
        log('error', `Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** Tests only: forgets the stopping flag, the servers and the hooks. */
function resetForTests() {
  delete globalThis[STATE];
}

module.exports = { DEFAULT_GRACE_SECONDS, delayMsFromEnv, graceMsFromEnv, install, isShuttingDown, onShutdown, register, resetForTests, shutdown, trackServer };
