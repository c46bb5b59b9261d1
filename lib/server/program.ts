/**
 * The server program: the one process that serves the site (`npm start`, `npm run dev`, the e2e,
 * scale and fault tests, the benches and the container all start it, through scripts/serve.ts,
 * which prepares the database first). It creates the HTTP server itself and hands each request
 * to Next.js's request handler — the documented custom-server pattern: `next({ dev, dir,
 * hostname, port })`, `app.prepare()`, `app.getRequestHandler()`. No Node.js object is patched.
 *
 * What happens to a request, in this order (createEdge below; docs/architecture.md, 'The edge'):
 *
 *  0. Timeouts, set on the server itself: the request head within HTTP_HEADERS_TIMEOUT_MS, the
 *     whole request within HTTP_REQUEST_TIMEOUT_MS, an idle keep-alive connection closed after
 *     HTTP_KEEP_ALIVE_TIMEOUT_MS (checked every HTTP_TIMEOUT_CHECK_MS); CONNECT, unknown methods
 *     and malformed requests are answered by the server's 'connect' and 'clientError' listeners.
 *  1. Client address: X-Socket-Address is set from the socket, overwriting whatever the client
 *     sent under that name (lib/security/client-ip.ts reads it for rate limits and the sign-in
 *     throttle).
 *  2. Counted for the graceful shutdown (lib/server/shutdown.ts) until its response ends.
 *  3. Method: anything but GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS → 405 with Allow.
 *  4. Request target: `*` (GET *, OPTIONS *), or an absolute-form target naming another host
 *     than Host → 400, logged; an absolute-form target naming our own host is served as its path.
 *  5. Server-action body gate (lib/server/action-gate.ts): 404/411/413/429 from the headers.
 *  6. `Expect: 100-continue`: once 1–5 let the request through, `100 Continue` is sent, so the
 *     client sends its body; a refusal above was the final answer instead, its body never sent.
 *  7. Outage status for pages: the response is a PageResponse (lib/server/page-response.ts); a
 *     page's 500 while PostgreSQL is failing goes out as 503 with Retry-After and the outage page.
 *  8. Store-page views: a GET of /forhandlere/{slug} answered 200/304, not a prefetch or a crawler,
 *     is reported to the app's counter once the answer is sent (lib/server/store-page-views.ts).
 *  9. Next.js.
 *
 * Every answer given here (3–5) is JSON with a Norwegian `error` and a machine `code`, sent
 * with `Connection: close` without reading the request's body.
 *
 * Run it with `node --import tsx lib/server/program.ts [--dev]` — without `--conditions=react-server`:
 * Next.js renders with React's client build on the same process, and that condition would load
 * React's server build in its place. (The program therefore uses no `server-only` module.)
 */
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { ErrorCode } from '../http/error-codes';
import { HTTP_MESSAGES } from '../http/messages';
import { logOptions } from '../log-options';
import { SOCKET_ADDRESS_HEADER } from '../security/socket-address';
import { ActionGate, readActionTable, type ActionTable } from './action-gate';
import { PageResponse } from './page-response';
import { watchStorePageView } from './store-page-views';
import { ConnectionTracker, delayMsFromEnv, graceMsFromEnv, shutdown, type Env } from './shutdown';

/** The methods the app answers; everything else is 405 here. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOWED = new Set(ALLOWED_METHODS);
const ALLOW_HEADER = ALLOWED_METHODS.join(', ');

/** Timeout defaults in milliseconds (docs/operations.md, 'HTTP server edge', says why). */
export const TIMEOUT_DEFAULTS = {
  HTTP_HEADERS_TIMEOUT_MS: 15_000,
  HTTP_REQUEST_TIMEOUT_MS: 120_000,
  HTTP_KEEP_ALIVE_TIMEOUT_MS: 65_000,
  HTTP_TIMEOUT_CHECK_MS: 1_000,
};

function positiveMs(env: Env, name: keyof typeof TIMEOUT_DEFAULTS): number {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : TIMEOUT_DEFAULTS[name];
}

/** The server's timeouts from the environment (defaults for unset or invalid values). */
export function timeoutsFromEnv(env: Env = process.env) {
  const headersTimeout = positiveMs(env, 'HTTP_HEADERS_TIMEOUT_MS');
  return {
    headersTimeout,
    // Node requires requestTimeout >= headersTimeout.
    requestTimeout: Math.max(positiveMs(env, 'HTTP_REQUEST_TIMEOUT_MS'), headersTimeout),
    keepAliveTimeout: positiveMs(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS'),
    connectionsCheckingInterval: positiveMs(env, 'HTTP_TIMEOUT_CHECK_MS'),
  };
}

/** The machine codes of the edge's answers. */
type EdgeCode = Extract<
  ErrorCode,
  'method_not_allowed' | 'bad_request' | 'not_found' | 'request_timeout' | 'length_required' | 'payload_too_large' | 'rate_limited' | 'internal_error'
>;

/** How long a refused request's connection stays open for the client to read the answer (ms). */
const LINGER_MS = 2_000;
/** Refused connections kept open for LINGER_MS at once; beyond that they close as soon as the answer is sent. */
const MAX_LINGERING = 64;
let lingering = 0;

function rawAnswer(status: number, code: EdgeCode, error: string, headers: Record<string, string> = {}): string {
  const body = JSON.stringify({ error, code });
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Sends the answer and closes the connection without reading the request's body: reading stops
 * at once (what the socket already holds is all that is ever read), the answer and FIN go out,
 * and the socket is destroyed after LINGER_MS, so a client still sending its body reads the
 * answer instead of a reset.
 */
function answerAndClose(socket: Socket, raw: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.pause();
  if (lingering >= MAX_LINGERING) {
    socket.end(raw, () => socket.destroy());
    return;
  }
  lingering++;
  socket.end(raw);
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => {
    lingering--;
    clearTimeout(timer);
  });
}

/** Answers a request at the edge (JSON, Connection: close), its body unread. */
function refuse(res: ServerResponse, status: number, code: EdgeCode, error: string, headers?: Record<string, string>): void {
  const socket = res.socket;
  if (!socket || res.headersSent) return;
  answerAndClose(socket, rawAnswer(status, code, error, headers));
}

const METHOD_NOT_ALLOWED = () => rawAnswer(405, 'method_not_allowed', HTTP_MESSAGES.methodNotAllowed, { Allow: ALLOW_HEADER });

/** Node's own answer to a malformed request (its default), 405 for a method it cannot parse. */
function onClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'HPE_INVALID_METHOD') return answerAndClose(socket, METHOD_NOT_ALLOWED());
  const message = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !message?.headersSent) {
    if (error.code === 'HPE_HEADER_OVERFLOW') socket.end('HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n');
    else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') socket.end(rawAnswer(408, 'request_timeout', HTTP_MESSAGES.requestTimeout));
    else socket.end(rawAnswer(400, 'bad_request', HTTP_MESSAGES.invalid));
  }
  socket.destroy(error);
}

/**
 * Step 4: the request target. Null when it may go on (an absolute-form target naming our own
 * host is rewritten to its path); otherwise why not.
 */
export function targetProblem(req: IncomingMessage): string | null {
  const target = req.url ?? '';
  if (target.startsWith('/')) return null;
  if (target === '*') return 'asterisk-form';
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'not a path';
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host.toLowerCase() !== String(req.headers.host ?? '').toLowerCase())
    return 'absolute-form naming another host';
  req.url = `${url.pathname}${url.search}`;
  return null;
}

/** Step 7: the requests that are pages (not the API, the build's files or media). */
function isPage(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  return !url.startsWith('/api/') && !url.startsWith('/_next/') && !url.startsWith('/media/');
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface Edge {
  server: Server;
  tracker: ConnectionTracker;
  gate: ActionGate;
}

/** The HTTP server with the edge's rules in front of `handle` (Next.js's request handler in the program). */
export function createEdge({
  handle,
  actions,
  log: parent,
  env = process.env,
}: {
  handle: RequestHandler;
  /** The build's server actions and their limits; null without a build (every id passes). */
  actions: ActionTable | null;
  log: Logger;
  env?: Env;
}): Edge {
  // 0. Timeouts; the response class that answers a page's outage (step 7).
  const server = http.createServer({ ...timeoutsFromEnv(env), ServerResponse: PageResponse });
  const log = parent.child({ component: 'edge' });
  const tracker = new ConnectionTracker(server);
  const gate = new ActionGate(actions, env);
  server.on('connect', (_req: IncomingMessage, socket: Socket) => answerAndClose(socket, METHOD_NOT_ALLOWED()));
  server.on('clientError', onClientError);

  async function onRequest(req: IncomingMessage, res: PageResponse, expectsContinue: boolean): Promise<void> {
    // 1. Client address.
    req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
    // 2. Counted for the graceful shutdown.
    tracker.request(req, res);
    // 3. Method.
    if (!ALLOWED.has(req.method ?? '')) return refuse(res, 405, 'method_not_allowed', HTTP_MESSAGES.methodNotAllowed, { Allow: ALLOW_HEADER });
    // 4. Request target.
    const problem = targetProblem(req);
    if (problem) {
      log.warn(
        { component: 'edge', method: req.method, target: String(req.url).slice(0, 200), host: req.headers.host, problem },
        'Request target refused (400)',
      );
      return refuse(res, 400, 'bad_request', HTTP_MESSAGES.badTarget);
    }
    // 5. Server-action body gate.
    const decision = await gate.decide(req.method, req.headers);
    if (decision && 'status' in decision) return refuse(res, decision.status, decision.code, decision.error, decision.headers);
    if (decision) {
      res.once('close', decision.done);
      res.once('finish', decision.done);
    }
    // 6. Expect: 100-continue, now that the request may go on.
    if (expectsContinue) res.writeContinue();
    // 7. Outage status for pages.
    res.page = isPage(req);
    // 8. Store-page views, counted once the page has been answered.
    watchStorePageView(req, res);
    // 9. Next.js.
    await handle(req, res);
  }

  const listener = (expectsContinue: boolean) => (req: IncomingMessage, res: ServerResponse) => {
    onRequest(req, res as PageResponse, expectsContinue).catch((error: unknown) => {
      log.error({ err: error, method: req.method, url: req.url }, 'Request failed at the edge');
      if (!res.headersSent) refuse(res, 500, 'internal_error', HTTP_MESSAGES.serverError);
      else res.destroy();
    });
  };
  server.on('request', listener(false));
  // Node answers 100 Continue itself only when nobody listens to this event: the edge decides first (step 6).
  server.on('checkContinue', listener(true));
  return { server, tracker, gate };
}

/** Whether `host` names this machine's loopback interface. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The checkout (or the image's /app): lib/server/ → two levels up. */
const ROOT = path.resolve(__dirname, '..', '..');

/** Starts the program: Next.js prepared, the edge listening, SIGTERM/SIGINT draining gracefully. */
export async function main(argv = process.argv): Promise<void> {
  const dev = argv.includes('--dev');
  // As `next start` and `next dev` set it, before Next.js loads.
  (process.env as Record<string, string>).NODE_ENV = dev ? 'development' : 'production';
  const log = pino(logOptions(process.env.LOG_LEVEL || 'info'));
  const port = Number(process.env.PORT || 3000);
  const hostname = process.env.HOSTNAME_BIND?.trim() || '127.0.0.1';
  const actions = dev ? null : readActionTable(path.join(ROOT, '.next'));
  if (!dev && !actions) log.warn({ component: 'server' }, 'No .next/action-limits.json: every server-action id passes the gate (run `npm run build`)');

  let handler: RequestHandler = () => undefined;
  const edge = createEdge({ handle: (req, res) => handler(req, res), actions, log });
  const { default: next } = await import('next');
  // Next.js writes every absolute URL of a loopback address as `localhost` (its NextURL), the
  // proxy's rewrites (/admin?fane=… → the tab's own page) included, and takes a rewrite to another
  // origin than its own for an external one, which it proxies over HTTP. Named 127.0.0.1, it would
  // fetch every such tab from itself through a second connection (the cause of the
  // MaxListenersExceededWarning on the admin tabs: the proxied response's pipes).
  const app = next({ dev, dir: ROOT, hostname: isLoopback(hostname) ? 'localhost' : hostname, port, httpServer: edge.server });
  await app.prepare();
  handler = app.getRequestHandler() as RequestHandler;

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const graceMs = dev ? 0 : graceMsFromEnv();
    const delayMs = dev ? 0 : delayMsFromEnv();
    log.info({ component: 'shutdown', signal, delayMs, graceMs }, `${signal} received: stopping`);
    shutdown({ trackers: [edge.tracker], graceMs, delayMs, log: (level, message) => log[level]({ component: 'shutdown' }, message) })
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'Shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await new Promise<void>((resolve, reject) => {
    edge.server.once('error', reject);
    edge.server.listen(port, hostname, resolve);
  });
  log.info({ component: 'server', port, hostname, dev, actions: actions?.size ?? null }, `Ready on http://${hostname}:${port}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), msg: 'The server program could not start', err: String(error) })}\n`);
    process.exit(1);
  });
}
