/**
 * lib/server/database-outage.ts: which errors are a database connection failure; and the 500 → 503
 * of pages while the database is unreachable (lib/server/page-response.ts, the server program's
 * response class, on a real HTTP server in this process).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  databaseDown,
  isDatabaseUnavailable,
  noteDatabaseAnswered,
  noteDatabaseError,
  OUTAGE_PAGE,
  outageStatus,
  resetDatabaseOutage,
} from './database-outage';
import { PageResponse } from './page-response';

const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: 'connect' });
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

beforeEach(() => resetDatabaseOutage());

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01 admin_shutdown', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P03 starting up', pgError('57P03', 'the database system is starting up')],
    ['Connection terminated', new Error('Connection terminated unexpectedly')],
    ['the pool timeout', new Error('timeout exceeded when trying to connect')],
    ['Prisma P1001', Object.assign(new Error("Can't reach database server"), { code: 'P1001' })],
    ['a driver adapter error', Object.assign(new Error('DriverAdapterError'), { name: 'DriverAdapterError', cause: { kind: 'DatabaseNotReachable' } })],
    [
      'a socket error Prisma wraps',
      Object.assign(new Error('Invalid `prisma.product.findMany()` invocation', { cause: socketError('ECONNREFUSED') }), {
        name: 'PrismaClientUnknownRequestError',
      }),
    ],
    [
      'Prisma meta',
      Object.assign(new Error('x'), { name: 'PrismaClientKnownRequestError', meta: { driverAdapterError: { cause: { originalCode: '57P01' } } } }),
    ],
  ])('%s: yes', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each(['ECONNREFUSED', 'ECONNRESET'])('%s from the pool: yes; from anything else (a fetch, SMTP): no', (code) => {
    expect(isDatabaseUnavailable(socketError(code), { fromPool: true })).toBe(true);
    expect(isDatabaseUnavailable(socketError(code))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: socketError(code) }))).toBe(false);
  });

  it('an interactive transaction that could not start in time is one (P2028), another P2028 is not', () => {
    const timedOut = Object.assign(new Error('Transaction API error: Unable to start a transaction in the given time.'), {
      name: 'PrismaClientKnownRequestError',
      code: 'P2028',
    });
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
    const other = Object.assign(new Error('Transaction API error: Transaction already closed.'), { name: 'PrismaClientKnownRequestError', code: 'P2028' });
    expect(isDatabaseUnavailable(other)).toBe(false);
  });

  it('the object store failing is not the database', () => {
    const s3 = Object.assign(new Error('S3 PUT x failed: fetch failed', { cause: socketError('ECONNREFUSED') }), { name: 'S3StorageError', status: 0 });
    expect(isDatabaseUnavailable(s3, { fromPool: true })).toBe(false);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
    ['null', null],
  ])('%s: no', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('outage state and status', () => {
  it('a connection failure marks the database down until a connection is given out', () => {
    expect(databaseDown()).toBe(false);
    expect(noteDatabaseError(new Error('boom'))).toBe(false);
    expect(databaseDown()).toBe(false);
    expect(noteDatabaseError(socketError('ECONNREFUSED'))).toBe(false);
    expect(noteDatabaseError(socketError('ECONNREFUSED'), { fromPool: true })).toBe(true);
    expect(databaseDown()).toBe(true);
    expect(outageStatus(500)).toEqual({ status: 503, retryAfter: '5' });
    expect(outageStatus(404)).toEqual({ status: 404 });
    noteDatabaseAnswered();
    expect(databaseDown()).toBe(false);
    // A failure moments ago still counts (a dry pool: others connect meanwhile), not later.
    expect(outageStatus(500)).toEqual({ status: 503, retryAfter: '5' });
    expect(outageStatus(500, Date.now() + 10_000)).toEqual({ status: 500 });
  });

  it('rewrites a page’s 500 to 503 with Retry-After while the database is down, and only then', async () => {
    const server = http.createServer({ ServerResponse: PageResponse }, (req, res) => {
      // The program marks page requests; /api/… is not one and keeps its 500.
      (res as PageResponse).page = !req.url?.startsWith('/api/');
      if (req.url === '/json' || req.url === '/api/x') {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'application/json');
        res.end('{"error":"x"}');
      } else if (req.url === '/stream') {
        // As React streams a document: headers given to writeHead, the body in chunks.
        res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
        res.write('<html><body>');
        res.write('<script>…</script>');
        res.end('</body></html>');
      } else {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end('<html><body>Noe gikk galt</body></html>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      let response = await fetch(url);
      expect([response.status, response.headers.get('retry-after')]).toEqual([500, null]);
      expect(await response.text()).toContain('Noe gikk galt');
      noteDatabaseError(socketError('ECONNREFUSED'), { fromPool: true });
      response = await fetch(url);
      expect([response.status, response.headers.get('retry-after'), response.headers.get('cache-control')]).toEqual([503, '5', 'no-store']);
      // The error document needs its script to show anything: the outage page replaces it.
      const page = await response.text();
      expect(page).toBe(OUTAGE_PAGE);
      expect(page).toContain('databasen ikke svarer');
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(OUTAGE_PAGE)));
      response = await fetch(`${url}stream`);
      expect([response.status, await response.text()]).toEqual([503, OUTAGE_PAGE]);
      // JSON (and the RSC payload of a client navigation) keep their body.
      response = await fetch(`${url}json`);
      expect([response.status, await response.text()]).toEqual([503, '{"error":"x"}']);
      // Not a page: untouched.
      response = await fetch(`${url}api/x`);
      expect([response.status, response.headers.get('retry-after')]).toEqual([500, null]);
      // HEAD: the head only.
      response = await fetch(url, { method: 'HEAD' });
      expect([response.status, response.headers.get('retry-after')]).toEqual([503, '5']);
    } finally {
      server.close();
    }
  });
});
