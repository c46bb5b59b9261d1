'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by node --require */
/**
 * The HTTP server's own edge rules, applied before Next.js sees a request (docs/operations.md,
 * 'HTTP server edge'). Installed by http-hardening-preload.cjs (scripts/serve.ts and the
 * Dockerfile load it through NODE_OPTIONS):
 *
 * - Methods: only GET, HEAD, POST, PUT, PATCH, DELETE and OPTIONS reach the app. TRACE, TRACK,
 *   CONNECT, the WebDAV family and made-up methods answer 405 with `Allow` (JSON, Norwegian), no
 *   stack trace: Next.js answers TRACE with a logged 500 and leaves CONNECT unanswered, and
 *   Node's parser answers a method it does not know with a bare 400.
 * - Timeouts on every http.Server created: the request head within HTTP_HEADERS_TIMEOUT_MS, the
 *   whole request (head and body) within HTTP_REQUEST_TIMEOUT_MS, an idle keep-alive connection
 *   closed after HTTP_KEEP_ALIVE_TIMEOUT_MS; checked every HTTP_TIMEOUT_CHECK_MS.
 * - Server-action bodies (action-gate.cjs): an unknown action id, a body over what the action
 *   accepts, or too many large bodies at once are answered before a byte of the body is read.
 *
 * Plain CommonJS so that `node --require` can load it into the server process.
 */
const http = require('node:http');
const https = require('node:https');
const { actionGate } = require('./action-gate.cjs');

/** The methods the app answers; everything else is 405 here. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOWED = new Set(ALLOWED_METHODS);
const ALLOW_HEADER = ALLOWED_METHODS.join(', ');

/** HTTP_MESSAGES.methodNotAllowed (lib/http/messages.ts; a unit test keeps them equal). */
const METHOD_NOT_ALLOWED = 'Metoden er ikke tillatt';

/** Defaults in milliseconds (docs/operations.md, 'HTTP server edge', says why). */
const TIMEOUT_DEFAULTS = {
  HTTP_HEADERS_TIMEOUT_MS: 15_000,
  HTTP_REQUEST_TIMEOUT_MS: 120_000,
  HTTP_KEEP_ALIVE_TIMEOUT_MS: 65_000,
  HTTP_TIMEOUT_CHECK_MS: 1_000,
};

function positiveMs(env, name) {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : TIMEOUT_DEFAULTS[name];
}

/** The server timeouts from the environment (defaults for unset or invalid values). */
function timeoutsFromEnv(env = process.env) {
  const headersTimeout = positiveMs(env, 'HTTP_HEADERS_TIMEOUT_MS');
  return {
    headersTimeout,
    // Node requires requestTimeout >= headersTimeout.
    requestTimeout: Math.max(positiveMs(env, 'HTTP_REQUEST_TIMEOUT_MS'), headersTimeout),
    keepAliveTimeout: positiveMs(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS'),
    connectionsCheckingInterval: positiveMs(env, 'HTTP_TIMEOUT_CHECK_MS'),
  };
}

/** How long a refused request's connection stays open for the client to read the answer (ms). */
const LINGER_MS = 2_000;

function rawResponse(status, reason, error, headers) {
  const body = JSON.stringify({ error });
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Refused connections kept open for LINGER_MS at once; beyond that they close as soon as the answer is sent. */
const MAX_LINGERING = 64;
let lingering = 0;

/**
 * Sends `raw` and closes the connection without reading the request's body: reading stops at
 * once (what the socket already holds, at most one read of ~64 kB, is all that is ever read),
 * the answer and FIN go out, and the socket is destroyed after LINGER_MS, so a client still
 * sending its body reads the answer instead of a reset. At most MAX_LINGERING sockets linger.
 */
function answerAndClose(socket, raw) {
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

/** Answers a request at the edge on its socket (JSON, Connection: close), its body unread. */
function refuse(res, status, error, headers = {}) {
  const socket = res.socket;
  if (!socket || res.headersSent) return;
  answerAndClose(socket, rawResponse(status, http.STATUS_CODES[status] || 'Error', error, headers));
}

/** The raw 405 answer on a socket that has no response object (CONNECT, unparsable methods). */
function rawMethodNotAllowed(socket) {
  if (!socket.writable) return socket.destroy();
  answerAndClose(socket, rawResponse(405, 'Method Not Allowed', METHOD_NOT_ALLOWED, { Allow: ALLOW_HEADER }));
}

/** Node's own answer to a malformed request (its default when no clientError listener exists), 405 for an unknown method. */
function onClientError(error, socket) {
  if (error && error.code === 'HPE_INVALID_METHOD') return rawMethodNotAllowed(socket);
  if (socket.writable && (!socket._httpMessage || !socket._httpMessage._headerSent)) {
    const status =
      error && error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error && error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
  }
  socket.destroy(error);
}

/** The request the edge answers itself (405, or a refused server action); false to pass it on. */
function answeredAtEdge(req, res) {
  if (!ALLOWED.has(req.method)) {
    refuse(res, 405, METHOD_NOT_ALLOWED, { Allow: ALLOW_HEADER });
    return true;
  }
  return actionGate(req, res, refuse);
}

const HARDENED = Symbol.for('pleie.httpHardening.server');
const INSTALLED = Symbol.for('pleie.httpHardening.installed');

/** Applies the timeouts and the CONNECT / malformed-request answers to one server (idempotent). */
function harden(server, env = process.env) {
  if (server[HARDENED]) return server;
  server[HARDENED] = true;
  const timeouts = timeoutsFromEnv(env);
  server.headersTimeout = timeouts.headersTimeout;
  server.requestTimeout = timeouts.requestTimeout;
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  server.on('connect', (_req, socket) => rawMethodNotAllowed(socket));
  if (server.listenerCount('clientError') === 0) server.on('clientError', onClientError);
  return server;
}

/** createServer's options with the timeouts (the checking interval can only be set here). */
function withTimeouts(options, env = process.env) {
  const { headersTimeout, requestTimeout, keepAliveTimeout, connectionsCheckingInterval } = timeoutsFromEnv(env);
  return { headersTimeout, requestTimeout, keepAliveTimeout, connectionsCheckingInterval, ...options };
}

/**
 * Patches http(s).createServer (timeouts from the start, the checking interval included) and
 * http(s).Server's emit (every server, however made, is hardened at its first connection; the
 * method and action rules answer before the app's request listener). Idempotent.
 */
function install() {
  for (const mod of [http, https]) {
    const proto = mod.Server.prototype;
    if (proto[INSTALLED]) continue;
    proto[INSTALLED] = true;
    const createServer = mod.createServer;
    mod.createServer = function createHardenedServer(options, listener) {
      if (typeof options === 'function' || options === undefined) return harden(createServer.call(this, withTimeouts({}), options));
      return harden(createServer.call(this, withTimeouts(options), listener));
    };
    const emit = proto.emit;
    proto.emit = function emitHardened(event, ...args) {
      if (event === 'connection' && !this[HARDENED]) harden(this);
      if (event === 'request' && answeredAtEdge(args[0], args[1])) return true;
      return emit.call(this, event, ...args);
    };
  }
}

module.exports = { ALLOWED_METHODS, METHOD_NOT_ALLOWED, TIMEOUT_DEFAULTS, harden, install, timeoutsFromEnv, withTimeouts, answeredAtEdge };
