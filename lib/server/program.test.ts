/**
 * The server program's edge (lib/server/program.ts createEdge, lib/server/action-gate.ts) on real
 * sockets, with a stand-in for Next.js's request handler: the client address, the methods, the
 * request target, the timeouts (small values here; Node's defaults would hold a connection for a
 * minute or more), `Expect: 100-continue` (100 Continue when the request may go on, the final
 * 4xx at once when the gate refuses it, before a byte of the body), and the server-action gate.
 */
import { connect, type AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encode } from 'next-auth/jwt';
import pino from 'pino';
import { HTTP_MESSAGES } from '../http/messages';
import { ActionGate, ANONYMOUS_CAP_BYTES, MAX_LARGE_BODIES, type ActionLimits } from './action-gate';
import { ALLOWED_METHODS, createEdge, TIMEOUT_DEFAULTS, timeoutsFromEnv, type Edge } from './program';

const SECRET = 'test-secret-for-the-action-gate-0123456789';
const UPLOAD_ID = '00aa'.repeat(10) + '01';
const PLAIN_ID = '00aa'.repeat(10) + '02';
const PUBLIC_ID = '00aa'.repeat(10) + '03';
const MB = 1024 * 1024;
const ACTIONS = new Map<string, ActionLimits>([
  [UPLOAD_ID, { who: 'admin', maxBytes: 21 * MB, upload: true }],
  [PLAIN_ID, { who: 'admin', maxBytes: MB, upload: false }],
  [PUBLIC_ID, { who: 'anyone', maxBytes: 128 * 1024, upload: false }],
]);

const adminToken = (role = 'admin') => encode({ token: { sub: '1', role, sid: 'x' }, secret: SECRET, maxAge: 3600 });

interface Seen {
  method: string;
  url: string;
  socket: string;
  body: number;
}

/** An edge in front of a stand-in handler that reads the body and answers 201 with what it saw. */
async function startEdge(env: Record<string, string> = {}, logs: string[] = []): Promise<{ edge: Edge; port: number; seen: Seen[] }> {
  const seen: Seen[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => logs.push(line) });
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    let body = 0;
    req.on('data', (chunk: Buffer) => (body += chunk.length));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', socket: String(req.headers['x-socket-address']), body });
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
    });
  };
  const edge = createEdge({ handle, actions: ACTIONS, log, env: { NEXTAUTH_SECRET: SECRET, ...env } });
  await new Promise<void>((resolve) => edge.server.listen(0, '127.0.0.1', resolve));
  return { edge, port: (edge.server.address() as AddressInfo).port, seen };
}

async function stop(edge: Edge) {
  edge.server.closeAllConnections();
  await new Promise((resolve) => edge.server.close(resolve));
}

/**
 * A raw TCP exchange: writes `head`, then `body` only when the server says 100 Continue (if
 * `waitForContinue`), and collects what comes back until the server closes the socket or
 * `until` matches. Resolves with the text and how many body bytes were written.
 */
function exchange(
  port: number,
  head: string,
  options: { body?: Buffer; waitForContinue?: boolean; until?: RegExp } = {},
): Promise<{ text: string; sent: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let sent = 0;
    const done = () => {
      socket.destroy();
      resolve({ text, sent, ms: Date.now() - started });
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (options.body && options.waitForContinue && sent === 0 && text.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) {
        sent = options.body.length;
        socket.write(options.body);
      }
      if (options.until?.test(text)) done();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? done() : reject(error)));
    socket.on('close', done);
    socket.write(head);
    if (options.body && !options.waitForContinue) {
      sent = options.body.length;
      socket.write(options.body);
    }
  });
}

const jsonOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));

describe('the edge, in its order', () => {
  let edge: Edge;
  let port: number;
  let seen: Seen[];
  const logs: string[] = [];
  beforeAll(async () => ({ edge, port, seen } = await startEdge({}, logs)));
  afterAll(() => stop(edge));

  it('1. sets X-Socket-Address from the socket, overwriting the client’s', async () => {
    const { text } = await exchange(port, 'GET /a HTTP/1.1\r\nHost: x\r\nX-Socket-Address: 1.2.3.4\r\nConnection: close\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 201 /);
    expect(seen.find((s) => s.url === '/a')?.socket).toBe('127.0.0.1');
  });

  it.each(['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'FOO', 'BREW'])('3. answers %s with 405 and Allow, before the app', async (method) => {
    const target = method === 'CONNECT' ? 'example.com:443' : '/m';
    const { text } = await exchange(port, `${method} ${target} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(text).toMatch(/^HTTP\/1\.1 405 /);
    expect(text).toContain(`Allow: ${ALLOWED_METHODS.join(', ')}`);
    expect(jsonOf(text)).toEqual({ error: HTTP_MESSAGES.methodNotAllowed, code: 'method_not_allowed' });
    expect(seen.map((s) => s.method)).not.toContain(method);
  });

  it.each(['GET', 'POST', 'DELETE', 'OPTIONS'])('3. passes %s on to the app', async (method) => {
    const { text } = await exchange(port, `${method} /p HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    expect(text).toMatch(/^HTTP\/1\.1 201 /);
  });

  it.each([
    ['GET *', 'GET * HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['OPTIONS *', 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['an absolute-form target naming another host', 'GET http://evil.example/admin HTTP/1.1\r\nHost: x\r\n\r\n'],
  ])('4. answers %s with a clear 400, logged as JSON', async (_name, head) => {
    const before = seen.length;
    const { text } = await exchange(port, head);
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(jsonOf(text)).toEqual({ error: HTTP_MESSAGES.badTarget, code: 'bad_request' });
    expect(seen.length).toBe(before);
    const line = JSON.parse(logs[logs.length - 1]);
    expect(line).toMatchObject({ level: 40, component: 'edge', msg: 'Request target refused (400)' });
  });

  it('4. serves an absolute-form target naming our own host as its path', async () => {
    const { text } = await exchange(port, `GET http://127.0.0.1:${port}/own?q=1 HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    expect(text).toMatch(/^HTTP\/1\.1 201 /);
    expect(seen.map((s) => s.url)).toContain('/own?q=1');
  });

  it('6. answers a small JSON POST with Expect: 100-continue at once: 100 Continue, then the handler’s answer', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Kari', email: 'kari@example.no', message: 'Hei' }));
    const { text, sent, ms } = await exchange(
      port,
      `POST /api/contact-messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
      { body, waitForContinue: true },
    );
    expect(text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201 /);
    expect(sent).toBe(body.length);
    expect(seen.find((s) => s.url === '/api/contact-messages')?.body).toBe(body.length);
    expect(ms).toBeLessThan(1000);
  });

  it('6. answers Expect: 100-continue on a GET too', async () => {
    const { text, ms } = await exchange(port, 'GET /api/health/live HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n');
    expect(text).toMatch(/HTTP\/1\.1 201 /);
    expect(ms).toBeLessThan(1000);
  });

  it('5+6. refuses an anonymous 20 MB server-action post with Expect at once, without 100 Continue and before any body byte', async () => {
    const body = Buffer.alloc(20 * MB, 'a');
    const { text, sent, ms } = await exchange(
      port,
      `POST /admin HTTP/1.1\r\nHost: x\r\nNext-Action: ${UPLOAD_ID}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
      { body, waitForContinue: true },
    );
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).not.toContain('100 Continue');
    expect(jsonOf(text)).toEqual({ error: HTTP_MESSAGES.bodyTooLarge, code: 'payload_too_large' });
    expect(sent).toBe(0);
    expect(ms).toBeLessThan(1000);
  });

  it('5+6. lets an administrator’s 2 MB upload with Expect through: 100 Continue, the body, the answer', async () => {
    const body = Buffer.alloc(2 * MB, 'b');
    const { text, sent } = await exchange(
      port,
      `POST /admin/produkter HTTP/1.1\r\nHost: x\r\nNext-Action: ${UPLOAD_ID}\r\nCookie: next-auth.session-token=${await adminToken()}\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
      { body, waitForContinue: true },
    );
    expect(text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201 /);
    expect(sent).toBe(body.length);
    expect(seen.find((s) => s.url === '/admin/produkter')?.body).toBe(body.length);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(edge.gate.large).toBe(0);
  });

  it('5. answers an unknown action id with a 20 MB body from its headers alone', async () => {
    const { text, sent } = await exchange(port, `POST /kontakt HTTP/1.1\r\nHost: x\r\nNext-Action: ${'ab'.repeat(21)}\r\nContent-Length: ${20 * MB}\r\n\r\n`);
    expect(text).toMatch(/^HTTP\/1\.1 404 /);
    expect(jsonOf(text)).toEqual({ error: HTTP_MESSAGES.notFound, code: 'not_found' });
    expect(sent).toBe(0);
  });
});

describe('the server-action gate', () => {
  const gate = () => new ActionGate(ACTIONS, { NEXTAUTH_SECRET: SECRET });
  const headers = (extra: Record<string, string> = {}) => ({ host: 'x', ...extra });

  it('leaves other requests alone', async () => {
    expect(await gate().decide('GET', headers({ 'next-action': UPLOAD_ID }))).toBeNull();
    expect(await gate().decide('POST', headers({ 'content-length': String(50 * MB) }))).toBeNull();
  });

  it('refuses an unknown id, a missing length, a bad length and an anonymous body over the small cap', async () => {
    expect(await gate().decide('POST', headers({ 'next-action': 'nope', 'content-length': '10' }))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await gate().decide('POST', headers({ 'next-action': UPLOAD_ID }))).toMatchObject({ status: 411, code: 'length_required' });
    expect(await gate().decide('POST', headers({ 'next-action': UPLOAD_ID, 'content-length': 'x' }))).toMatchObject({ status: 400, code: 'bad_request' });
    expect(await gate().decide('POST', headers({ 'next-action': UPLOAD_ID, 'content-length': String(ANONYMOUS_CAP_BYTES) }))).toBeNull();
    expect(await gate().decide('POST', headers({ 'next-action': UPLOAD_ID, 'content-length': String(ANONYMOUS_CAP_BYTES + 1) }))).toMatchObject({
      status: 413,
      code: 'payload_too_large',
    });
  });

  it('takes each action’s own cap from its declaration, the large ones only from a signed-in administrator', async () => {
    const admin = { cookie: `next-auth.session-token=${await adminToken()}` };
    const editor = { cookie: `next-auth.session-token=${await adminToken('editor')}` };
    const forged = { cookie: `next-auth.session-token=${(await adminToken()).slice(0, -4)}AAAA` };
    const post = (id: string, length: number, extra = {}) => gate().decide('POST', headers({ 'next-action': id, 'content-length': String(length), ...extra }));
    expect(await post(UPLOAD_ID, 20 * MB, admin)).toMatchObject({ pass: true });
    expect(await post(UPLOAD_ID, 22 * MB, admin)).toMatchObject({ status: 413 });
    expect(await post(PLAIN_ID, MB, admin)).toMatchObject({ pass: true });
    expect(await post(PLAIN_ID, 2 * MB, admin)).toMatchObject({ status: 413 });
    expect(await post(UPLOAD_ID, 2 * MB, editor)).toMatchObject({ status: 413 });
    expect(await post(UPLOAD_ID, 2 * MB, forged)).toMatchObject({ status: 413 });
    // An action anyone may call: its own cap, no session needed.
    expect(await post(PUBLIC_ID, 100 * 1024)).toMatchObject({ pass: true });
    expect(await post(PUBLIC_ID, 200 * 1024)).toMatchObject({ status: 413 });
  });

  it('lets only a few large bodies in at once (429 with Retry-After), and counts them down when they end', async () => {
    const g = gate();
    const admin = { cookie: `next-auth.session-token=${await adminToken()}` };
    const large = () => g.decide('POST', headers({ 'next-action': UPLOAD_ID, 'content-length': String(2 * MB), ...admin }));
    const passed = [];
    for (let i = 0; i < MAX_LARGE_BODIES; i++) passed.push(await large());
    expect(g.large).toBe(MAX_LARGE_BODIES);
    expect(await large()).toMatchObject({ status: 429, code: 'rate_limited', headers: { 'Retry-After': '5' } });
    for (const p of passed) {
      if (p && 'done' in p) {
        p.done();
        p.done();
      }
    }
    expect(g.large).toBe(0);
    expect(await large()).toMatchObject({ pass: true });
  });

  it('checks no id without a build (next dev), with the upload cap for an administrator', async () => {
    const dev = new ActionGate(null, { NEXTAUTH_SECRET: SECRET });
    expect(await dev.decide('POST', headers({ 'next-action': 'anything', 'content-length': '10' }))).toBeNull();
    expect(await dev.decide('POST', headers({ 'next-action': 'anything', 'content-length': String(MB) }))).toMatchObject({ status: 413 });
  });
});

describe('timeouts', () => {
  const env = { HTTP_HEADERS_TIMEOUT_MS: '300', HTTP_REQUEST_TIMEOUT_MS: '600', HTTP_KEEP_ALIVE_TIMEOUT_MS: '300', HTTP_TIMEOUT_CHECK_MS: '100' };
  let edge: Edge;
  let port: number;
  beforeAll(async () => ({ edge, port } = await startEdge(env)));
  afterAll(() => stop(edge));

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
    const { text } = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(jsonOf(text)).toEqual({ error: HTTP_MESSAGES.requestTimeout, code: 'request_timeout' });
  }, 5_000);

  it('closes a client that never finishes its body with 408', async () => {
    expect((await exchange(port, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nonly ten b')).text).toMatch(/^HTTP\/1\.1 408 /);
  }, 5_000);

  it('closes a client that was told 100 Continue and never sends its body with 408', async () => {
    const { text } = await exchange(port, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 408 /);
  }, 5_000);

  it('closes an idle keep-alive connection after its answer', async () => {
    const { text, ms } = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 201 /);
    expect(text).toMatch(/Keep-Alive: timeout=0/i);
    expect(ms).toBeLessThan(2000);
  }, 5_000);
});
