/**
 * The HTTP server's edge (lib/server/http-hardening.cjs, action-gate.cjs) on real sockets: slow
 * heads, slow bodies and idle keep-alive connections are closed within the configured bounds
 * (small values here; Node's defaults would hold them for a minute or more, past the test's
 * timeout); TRACE, TRACK, CONNECT and made-up methods answer 405 with Allow before the app;
 * server-action posts with an unknown id, no length, or a body over the caller's cap are answered
 * from the headers alone, without reading the body; large bodies are limited in number.
 */
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import https from 'node:https';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { encode } from 'next-auth/jwt';
import { HTTP_MESSAGES } from '../http/messages';
import {
  ADMIN_CAP_BYTES,
  ANONYMOUS_CAP_BYTES,
  MAX_LARGE_BODIES,
  MESSAGES,
  UPLOAD_ACTIONS,
  UPLOAD_CAP_BYTES,
  actionGate,
  decide,
  largeBodiesInFlight,
  sessionClaims,
  setManifestForTests,
} from './action-gate.cjs';
import { ALLOWED_METHODS, METHOD_NOT_ALLOWED, TIMEOUT_DEFAULTS, harden, install, timeoutsFromEnv, withTimeouts } from './http-hardening.cjs';

const SECRET = 'test-secret-for-the-action-gate-0123456789';
const ENV = { NEXTAUTH_SECRET: SECRET };
const UPLOAD_ID = '00aa'.repeat(10) + '01';
const PLAIN_ID = '00aa'.repeat(10) + '02';
const MANIFEST = {
  node: {
    [UPLOAD_ID]: { workers: {}, layer: {}, filename: 'lib/admin/documents/actions.ts', exportedName: 'uploadDocumentAction' },
    [PLAIN_ID]: { workers: {}, layer: {}, filename: 'lib/admin/dealers/actions.ts', exportedName: 'addDealerAction' },
  },
  edge: {},
};

/** A raw TCP exchange: writes `head`, collects what comes back until the server closes the socket. */
function exchange(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve(received) : reject(error)));
    socket.on('close', () => resolve(received));
    socket.write(head);
  });
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function close(server: Server) {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

describe('server timeouts', () => {
  const env = { HTTP_HEADERS_TIMEOUT_MS: '300', HTTP_REQUEST_TIMEOUT_MS: '600', HTTP_KEEP_ALIVE_TIMEOUT_MS: '300', HTTP_TIMEOUT_CHECK_MS: '100' };
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = harden(
      http.createServer(withTimeouts({}, env), (req, res) => {
        req.resume();
        req.on('end', () => res.end('ok'));
      }),
      env,
    );
    port = await listen(server);
  });
  afterAll(() => close(server));

  it('reads its bounds from the environment, with defaults for unset or invalid values', () => {
    expect(timeoutsFromEnv(env)).toEqual({ headersTimeout: 300, requestTimeout: 600, keepAliveTimeout: 300, connectionsCheckingInterval: 100 });
    expect(timeoutsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: 'x', HTTP_REQUEST_TIMEOUT_MS: '-1' })).toEqual({
      headersTimeout: TIMEOUT_DEFAULTS.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: TIMEOUT_DEFAULTS.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeout: TIMEOUT_DEFAULTS.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_DEFAULTS.HTTP_TIMEOUT_CHECK_MS,
    });
    // The keep-alive bound outlasts the balancer's idle client timeout (deploy/haproxy.cfg: 60 s).
    expect(TIMEOUT_DEFAULTS.HTTP_KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  });

  it('closes a client that never finishes its request head with 408', async () => {
    const answer = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 5_000);

  it('closes a client that never finishes its body with 408', async () => {
    const answer = await exchange(port, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nonly ten b');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 5_000);

  it('closes an idle keep-alive connection after its answer', async () => {
    const answer = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/Keep-Alive: timeout=0/i);
  }, 5_000);
});

describe('methods the app does not answer', () => {
  let server: Server;
  let port: number;
  let reached: string[];

  // install() patches node:http and node:https for the whole process: undone afterwards, so other
  // test files in the same Jest worker get Node's own servers.
  const patched = [http, https].map((mod) => ({ mod, createServer: mod.createServer, emit: Object.getOwnPropertyDescriptor(mod.Server.prototype, 'emit') }));
  afterAll(() => {
    for (const { mod, createServer, emit } of patched) {
      (mod as { createServer: unknown }).createServer = createServer;
      if (emit) Object.defineProperty(mod.Server.prototype, 'emit', emit);
      else delete (mod.Server.prototype as { emit?: unknown }).emit;
      delete (mod.Server.prototype as unknown as Record<symbol, unknown>)[Symbol.for('pleie.httpHardening.installed')];
    }
  });

  beforeAll(async () => {
    install();
    reached = [];
    server = http.createServer((req, res) => {
      reached.push(req.method ?? '');
      res.end('app');
    });
    port = await listen(server);
  });
  afterAll(() => close(server));

  it.each(['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'FOO', 'BREW'])('answers %s with 405 and Allow, before the app', async (method) => {
    const target = method === 'CONNECT' ? 'example.com:443' : '/';
    const answer = await exchange(port, `${method} ${target} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toContain(`Allow: ${ALLOWED_METHODS.join(', ')}`);
    expect(answer).toContain(JSON.stringify({ error: HTTP_MESSAGES.methodNotAllowed }));
    expect(reached).not.toContain(method);
  });

  it.each(['GET', 'POST', 'DELETE', 'OPTIONS'])('passes %s on to the app', async (method) => {
    const answer = await exchange(port, `${method} / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(reached).toContain(method);
  });

  it('answers a server action with an unknown id and a 20 MB body from its headers alone', async () => {
    setManifestForTests(MANIFEST);
    try {
      // Only the head is sent: the answer comes without a byte of the announced body.
      const answer = await exchange(
        port,
        `POST /kontakt HTTP/1.1\r\nHost: x\r\nNext-Action: 0123456789abcdef0123456789abcdef01234567\r\nContent-Type: text/plain\r\nContent-Length: ${20 * 1024 * 1024}\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 404 /);
      expect(answer).toContain(JSON.stringify({ error: HTTP_MESSAGES.notFound }));
      const big = await exchange(port, `POST /admin HTTP/1.1\r\nHost: x\r\nNext-Action: ${UPLOAD_ID}\r\nContent-Length: ${20 * 1024 * 1024}\r\n\r\n`);
      expect(big).toMatch(/^HTTP\/1\.1 413 /);
    } finally {
      setManifestForTests(undefined);
    }
  });
});

describe('the server-action gate', () => {
  const headers = (extra: IncomingHttpHeaders = {}): IncomingHttpHeaders => ({ host: 'x', 'content-type': 'text/plain', ...extra });
  // next-auth sets `exp` from maxAge: a negative one gives an expired token.
  const token = (role: string, maxAge = 3600) => encode({ token: { sub: '1', role, sid: 's' }, secret: SECRET, maxAge });

  beforeEach(() => setManifestForTests(MANIFEST));
  afterAll(() => setManifestForTests(undefined));

  it('keeps its texts equal to HTTP_MESSAGES', () => {
    expect(MESSAGES).toEqual({
      notFound: HTTP_MESSAGES.notFound,
      lengthRequired: HTTP_MESSAGES.lengthRequired,
      bodyTooLarge: HTTP_MESSAGES.bodyTooLarge,
      busy: HTTP_MESSAGES.busy,
    });
    expect(METHOD_NOT_ALLOWED).toBe(HTTP_MESSAGES.methodNotAllowed);
  });

  it('names upload actions that exist', () => {
    for (const [file, name] of UPLOAD_ACTIONS) {
      expect(readFileSync(path.join(__dirname, '..', '..', file), 'utf8')).toMatch(new RegExp(`export (async function ${name}\\(|const ${name} = )`));
    }
  });

  it('leaves other requests alone', () => {
    expect(decide('GET', headers({ 'next-action': 'zz' }), ENV)).toBeNull();
    expect(decide('POST', headers({ 'content-length': String(UPLOAD_CAP_BYTES * 2) }), ENV)).toBeNull();
  });

  it('refuses an unknown id, a missing length and an anonymous body over the small cap', () => {
    expect(decide('POST', headers({ 'next-action': 'nope', 'content-length': '10' }), ENV)).toEqual({ status: 404, error: MESSAGES.notFound });
    expect(decide('POST', headers({ 'next-action': PLAIN_ID, 'transfer-encoding': 'chunked' }), ENV)).toEqual({ status: 411, error: MESSAGES.lengthRequired });
    expect(decide('POST', headers({ 'next-action': PLAIN_ID, 'content-length': String(ANONYMOUS_CAP_BYTES) }), ENV)).toBeNull();
    expect(decide('POST', headers({ 'next-action': UPLOAD_ID, 'content-length': String(ANONYMOUS_CAP_BYTES + 1) }), ENV)).toEqual({
      status: 413,
      error: MESSAGES.bodyTooLarge,
    });
  });

  it('takes large bodies only from a signed-in administrator, uploads only to the upload actions', async () => {
    const admin = `next-auth.session-token=${await token('admin')}`;
    const dealer = `next-auth.session-token=${await token('dealer')}`;
    const expired = `next-auth.session-token=${await token('admin', -3600)}`;
    const forged = `next-auth.session-token=${await encode({ token: { sub: '1', role: 'admin' }, secret: 'another-secret-of-enough-length-000000', maxAge: 3600 })}`;
    const big = String(20 * 1024 * 1024);
    const gate = (id: string, cookie: string, length: string) => decide('POST', headers({ 'next-action': id, 'content-length': length, cookie }), ENV);
    expect(gate(UPLOAD_ID, admin, big)).toEqual({ large: true });
    expect(gate(UPLOAD_ID, admin, String(UPLOAD_CAP_BYTES + 1))).toMatchObject({ status: 413 });
    expect(gate(PLAIN_ID, admin, big)).toMatchObject({ status: 413 });
    expect(gate(PLAIN_ID, admin, String(ADMIN_CAP_BYTES))).toEqual({ large: true });
    for (const cookie of [dealer, expired, forged, 'next-auth.session-token=a.b.c.d.e', ''])
      expect(gate(UPLOAD_ID, cookie, big)).toMatchObject({ status: 413 });
  });

  it('reads next-auth tokens as next-auth does', async () => {
    expect(sessionClaims(await token('admin'), SECRET)).toMatchObject({ role: 'admin', sub: '1' });
    expect(sessionClaims(await token('admin'), 'wrong-secret')).toBeNull();
    // A tag cut short (Node.js accepts 4-byte GCM tags unless told otherwise) is refused.
    const parts = (await token('admin')).split('.');
    parts[4] = Buffer.from(parts[4], 'base64url').subarray(0, 4).toString('base64url');
    expect(sessionClaims(parts.join('.'), SECRET)).toBeNull();
  });

  it('lets only a few large bodies in at once (429 with Retry-After), and counts them down when they end', async () => {
    const cookie = `next-auth.session-token=${await token('admin')}`;
    const saved = process.env.NEXTAUTH_SECRET;
    process.env.NEXTAUTH_SECRET = SECRET;
    const request = {
      method: 'POST',
      headers: headers({ 'next-action': UPLOAD_ID, 'content-length': String(5 * 1024 * 1024), cookie }),
    } as http.IncomingMessage;
    const answers: unknown[][] = [];
    const refuse = (_res: ServerResponse, ...rest: unknown[]) => answers.push(rest);
    const responses = Array.from({ length: MAX_LARGE_BODIES }, () => new EventEmitter() as ServerResponse);
    const before = largeBodiesInFlight();
    for (const res of responses) expect(actionGate(request, res, refuse)).toBe(false);
    expect(largeBodiesInFlight()).toBe(before + MAX_LARGE_BODIES);
    expect(actionGate(request, new EventEmitter() as ServerResponse, refuse)).toBe(true);
    expect(answers).toEqual([[429, MESSAGES.busy, { 'Retry-After': '5' }]]);
    for (const res of responses) {
      res.emit('finish');
      res.emit('close');
    }
    expect(largeBodiesInFlight()).toBe(before);
    process.env.NEXTAUTH_SECRET = saved;
  });

  it('checks no id without a build (next dev)', () => {
    setManifestForTests(null);
    expect(decide('POST', headers({ 'next-action': 'anything', 'content-length': '10' }), ENV)).toBeNull();
  });
});
