/**
 * The edges of issue 25 against the production build (docs/operations.md: 'HTTP server edge' and
 * 'Input rules'): each request answers as stated, and nothing is written.
 *
 * - Server actions: an unknown id is 404 and an anonymous 20 MB body 413 from the headers alone
 *   (only the head is sent: the answer comes without the body); a body without Content-Length
 *   411; a signed-in dealer's or an administrator's body over what the action accepts 413.
 * - Unsupported methods (TRACE, TRACK, CONNECT, made-up ones) 405 with Allow, on any path;
 *   `GET *`, `OPTIONS *` and an absolute-form target naming another host 400 (issue 33).
 * - The one cross-site rule: multipart, form, JSON and DELETE writes from another site (foreign
 *   or null Origin, or Sec-Fetch-Site: cross-site alone) 403 JSON, the administrator's cookie
 *   notwithstanding; the site itself, clients without either header and GETs pass.
 * - Course media URLs with `..` / `%2e%2e` segments 400.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import type pg from 'pg';
import { test, expect } from '@playwright/test';
import { HTTP_MESSAGES } from '../lib/http/messages';
import { multipart } from './corpus';
import { changes, openDatabase, send, serverInfo, signIn, snapshot, type Snapshot } from './http';

const ROOT = path.resolve(__dirname, '..');
const BASE_URL = process.env.FUZZ_BASE_URL ?? 'http://127.0.0.1:3101';
const INFO_FILE = process.env.FUZZ_INFO_FILE ?? path.join(ROOT, '.data', 'fuzz-server.json');
const ORIGIN = new URL(BASE_URL).origin;
const MADE_UP_ACTION = '0123456789abcdef0123456789abcdef01234567';
const TWENTY_MB = 20 * 1024 * 1024;

/** Action ids of the build by export name (.next/server/server-reference-manifest.json). */
function actionId(name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, '.next', 'server', 'server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { exportedName?: string }>;
  };
  const id = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === name)?.[0];
  if (!id) throw new Error(`No action ${name} in the manifest`);
  return id;
}

/** Writes a raw request head (and no more) and reads the answer's status line and head until the server closes. */
function headOnly(head: string): Promise<{ status: number; head: string; body: string }> {
  const url = new URL(BASE_URL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(30_000, () => socket.destroy(new Error('no answer within 30 s')));
    socket.on('data', (chunk) => {
      received += chunk;
      const end = received.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(received)?.[1];
      if (end >= 0 && length !== undefined && received.length >= end + 4 + Number(length)) socket.destroy();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const end = received.indexOf('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0), head: received.slice(0, end), body: received.slice(end + 4) });
    });
    socket.write(head);
  });
}

let db: pg.Client;
let storageDir: string;
let admin: string;
let dealer: string;
let before: Snapshot;

test.beforeAll(async () => {
  const info = serverInfo(INFO_FILE);
  storageDir = info.storageDir;
  db = await openDatabase(info.databaseUrl);
  admin = await signIn(BASE_URL, 'administrator');
  dealer = await signIn(BASE_URL, 'dealer');
  before = await snapshot(db, storageDir);
});

test.afterAll(async () => {
  if (db) expect(changes(before, await snapshot(db, storageDir))).toEqual([]);
  await db?.end();
});

test.describe.configure({ mode: 'serial' });

test('server actions: unknown ids and bodies over the cap are answered from the headers alone', async () => {
  const post = (id: string, length: number | null, cookie = '') =>
    headOnly(
      `POST /kontakt HTTP/1.1\r\nHost: ${new URL(BASE_URL).host}\r\nOrigin: ${ORIGIN}\r\nNext-Action: ${id}\r\nContent-Type: text/plain;charset=UTF-8\r\n` +
        (length === null ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${length}\r\n`) +
        (cookie ? `Cookie: ${cookie}\r\n` : '') +
        '\r\n',
    );
  const unknown = await post(MADE_UP_ACTION, TWENTY_MB);
  expect(unknown.status).toBe(404);
  expect(JSON.parse(unknown.body)).toEqual({ error: HTTP_MESSAGES.notFound, code: 'not_found' });
  const upload = actionId('uploadDocumentAction');
  const plain = actionId('addDealerAction');
  for (const [id, length, cookie] of [
    [upload, TWENTY_MB, ''],
    [upload, 2 * 1024 * 1024, dealer],
    [plain, TWENTY_MB, admin],
    [upload, 25 * 1024 * 1024, admin],
  ] as const) {
    const answer = await post(id, length, cookie);
    expect(answer.status, `${id} ${length} ${cookie ? 'signed in' : 'anonymous'}`).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: HTTP_MESSAGES.bodyTooLarge, code: 'payload_too_large' });
  }
  expect((await post(upload, null)).status).toBe(411);
});

test('a small anonymous action post still reaches the action, which refuses it', async () => {
  const response = await send(BASE_URL, {
    method: 'POST',
    path: '/',
    headers: { 'next-action': actionId('addDealerAction'), origin: ORIGIN, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' },
    body: '[{}]',
  });
  expect(response.status).toBeLessThan(500);
  expect(response.status).not.toBe(404);
  expect(response.status).not.toBe(413);
});

test('unsupported methods answer 405 with Allow on every path, before Next.js', async () => {
  const host = new URL(BASE_URL).host;
  for (const [method, target] of [
    ['TRACE', '/'],
    ['TRACE', '/api/health'],
    ['TRACK', '/produkt/1010'],
    ['CONNECT', 'example.com:443'],
    ['FOO', '/'],
    ['PROPFIND', '/admin'],
  ]) {
    const answer = await headOnly(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\n\r\n`);
    expect(answer.status, `${method} ${target}`).toBe(405);
    expect(answer.head).toMatch(/\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS/i);
    expect(JSON.parse(answer.body)).toEqual({ error: HTTP_MESSAGES.methodNotAllowed, code: 'method_not_allowed' });
  }
});

test('GET *, OPTIONS * and an absolute-form target naming another host answer a clear 400', async () => {
  const host = new URL(BASE_URL).host;
  for (const line of ['GET *', 'OPTIONS *', 'GET http://evil.example/admin']) {
    const answer = await headOnly(`${line} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\n\r\n`);
    expect(answer.status, line).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: HTTP_MESSAGES.badTarget, code: 'bad_request' });
  }
});

test('one cross-site rule for every unsafe method, with the administrator cookie too', async () => {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM "CourseModule" ORDER BY id LIMIT 1');
  const moduleId = rows[0]?.id ?? 1;
  const logo = await multipart([
    ['name', 'Fremmed butikk'],
    ['websiteUrl', 'https://fremmed.example'],
  ]);
  const audio = await multipart([
    ['contentType', 'audio'],
    ['title', 'Lyd'],
    ['transcript', 't'],
    ['file', new Blob([Buffer.alloc(2048, 1)]), 'lyd.wav'],
  ]);
  const foreign: Record<string, string>[] = [
    { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
  ];
  for (const headers of foreign) {
    const cases = [
      { method: 'POST', path: '/api/retailers', headers: { ...logo.headers, ...headers }, body: logo.body },
      { method: 'POST', path: `/api/courses/modules/${moduleId}/contents`, headers: { ...audio.headers, ...headers }, body: audio.body },
      {
        method: 'POST',
        path: '/api/contact-messages',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'name=x&email=x%40x.no&message=hei',
      },
      { method: 'PATCH', path: '/api/products/1', headers: { 'content-type': 'application/json', ...headers }, body: '{"name":"X"}' },
      { method: 'DELETE', path: '/api/retailers/1', headers },
    ];
    for (const request of cases) {
      const response = await send(BASE_URL, request, admin);
      expect(response.status, `${request.method} ${request.path} ${JSON.stringify(headers)}`).toBe(403);
      expect(JSON.parse(response.excerpt)).toEqual({ error: HTTP_MESSAGES.crossSite, code: 'cross_site' });
    }
  }
  // The site itself and clients without Origin reach the handler (which refuses the bad input); GETs pass.
  const same = await send(
    BASE_URL,
    { method: 'POST', path: '/api/retailers', headers: { 'content-type': 'application/json', origin: ORIGIN, 'sec-fetch-site': 'same-origin' }, body: '{}' },
    admin,
  );
  expect(same.status).toBe(400);
  const bare = await send(BASE_URL, { method: 'POST', path: '/api/retailers', headers: { 'content-type': 'application/json' }, body: '{}' }, admin);
  expect(bare.status).toBe(400);
  const feed = await send(BASE_URL, {
    method: 'GET',
    path: '/feeds/google-merchant',
    headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(feed.status).toBe(200);
});

test('course media URLs with dot segments are refused', async () => {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM "CourseModule" ORDER BY id LIMIT 1');
  test.skip(rows.length === 0, 'the demo data has no course module');
  for (const url of [
    '/media/../api/download-images',
    '/media/%2e%2e/api/download-images',
    '/media/courses/./a.mp3',
    '/media/courses/%2E%2E/%2e%2e/api/download-images',
  ]) {
    const response = await send(
      BASE_URL,
      {
        method: 'POST',
        path: `/api/courses/modules/${rows[0].id}/contents`,
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ contentType: 'audio', title: 'lyd', url, transcript: 't' }),
      },
      admin,
    );
    expect(response.status, url).toBe(400);
  }
});
