'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by node --require */
/**
 * The one place the TCP peer's address enters the app (docs/operations.md, 'Client address and
 * proxies'). Next.js does not expose the socket to route handlers, proxy or server actions, and it
 * writes X-Forwarded-For from the socket only when the request has none, so a client that sends
 * its own X-Forwarded-For hides its real address. Installed before Next.js loads (see
 * socket-address-preload.cjs and scripts/serve.ts), this records the socket address of every
 * request in the X-Socket-Address header, overwriting whatever the client sent under that name,
 * before any listener sees the request. lib/security/client-ip.ts reads it.
 *
 * Plain CommonJS so that `node --require` can load it into the server process.
 */
const http = require('node:http');
const https = require('node:https');

/** Lower-case, as Node.js stores incoming header names. */
const SOCKET_ADDRESS_HEADER = 'x-socket-address';

/** The events through which an http(s) server hands a request to its listeners. */
const REQUEST_EVENTS = new Set(['request', 'checkContinue', 'checkExpectation']);

const INSTALLED = Symbol.for('pleie.socketAddress.installed');

/** Sets the header on a Node.js request from its socket (empty when the socket has none). */
function recordSocketAddress(req) {
  req.headers[SOCKET_ADDRESS_HEADER] = (req.socket && req.socket.remoteAddress) || '';
}

/** Patches http.Server and https.Server (idempotent): every request gets the header first. */
function install() {
  for (const Server of [http.Server, https.Server]) {
    const proto = Server.prototype;
    if (proto[INSTALLED]) continue;
    const emit = proto.emit;
    proto.emit = function emitWithSocketAddress(event, req, ...rest) {
      if (REQUEST_EVENTS.has(event) && req && req.headers) recordSocketAddress(req);
      return emit.call(this, event, req, ...rest);
    };
    proto[INSTALLED] = true;
  }
}

module.exports = { SOCKET_ADDRESS_HEADER, install, recordSocketAddress };
