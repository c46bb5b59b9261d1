/**
 * The fuzz suite (issue 15; docs/operations.md: Fuzz suite): every route handler of the app tree
 * and every server action of the build's action manifest receives the bad-input corpus of
 * e2e-fuzz/corpus.ts as anonymous, dealer and administrator. Asserts: no answer is 5xx (or a
 * dropped connection), and no content row and no stored file is written (a snapshot of every
 * table and of the storage folder before and after each target's batch).
 *
 * Runs on its own server, database and storage folder (playwright.fuzz.config.ts), after the
 * other browser tests. FUZZ_SEED reproduces a run; FUZZ_RUNS sets the generated cases per target.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { routeOperations } from '../tests/support/app-routes';
import { test, expect } from '@playwright/test';
import { actionCases, FUZZ_SEED, routeCases, unknownActionCase, type FuzzCase, type OpenApiDocument } from './corpus';
import { changes, clearCounters, openDatabase, ROLES, send, serverInfo, signIn, snapshot, type Role } from './http';
import { CORPUS_LOG, type CorpusRecord } from './report';

const ROOT = path.resolve(__dirname, '..');
const BASE_URL = process.env.FUZZ_BASE_URL ?? 'http://127.0.0.1:3101';
const INFO_FILE = process.env.FUZZ_INFO_FILE ?? path.join(ROOT, '.data', 'fuzz-server.json');
/** Requests in flight at once within one target's batch. */
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY || 4);

// ---------------------------------------------------------------- targets (read when the file loads)

/**
 * Route handlers: every exported method of every route file under app/. The sign-in and sign-out
 * routes come last, so the harness's sessions (and the failure counters) are disturbed least.
 */
const ROUTES = routeOperations(['app']).sort((a, b) => {
  const rank = (p: string) => (/^\/api\/auth\//.test(p) ? (/login|nextauth|logout/.test(p) ? 2 : 1) : 0);
  return rank(a.path) - rank(b.path) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method);
});

/**
 * Pages that read their query string (GET forms' targets, not route handlers): they get the route
 * handlers' query cases (`q` included) as GET.
 */
const QUERY_PAGES = ['/sok', '/forhandlere'];

interface ManifestEntry {
  workers: Record<string, unknown>;
  filename?: string;
  exportedName?: string;
}

/** 'app/admin/page' → '/admin'; dynamic segments filled, groups and slots dropped. */
function pagePath(worker: string): string {
  const segments = worker
    .replace(/^app\//, '')
    .replace(/\/?page$/, '')
    .split('/')
    .filter((s) => s && !/^\(.*\)$/.test(s) && !s.startsWith('@'))
    .map((s) => (s.startsWith('[') ? 'fuzz' : s));
  return `/${segments.join('/')}`;
}

/** Server actions: every id of the build's manifest (.next/server/server-reference-manifest.json). */
function manifestActions() {
  const file = path.join(ROOT, '.next', 'server', 'server-reference-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { node: Record<string, ManifestEntry>; edge?: Record<string, ManifestEntry> };
  return Object.entries({ ...manifest.edge, ...manifest.node })
    .map(([id, entry]) => ({
      id,
      name: entry.filename ? `${entry.filename}#${entry.exportedName ?? id}` : id,
      page: pagePath(Object.keys(entry.workers).find((w) => w.endsWith('page')) ?? Object.keys(entry.workers)[0] ?? 'app/page'),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
const ACTIONS = manifestActions();

// ---------------------------------------------------------------- shared state

let db: pg.Client;
let storageDir: string;
let openApi: OpenApiDocument | undefined;
const cookies: Partial<Record<Role, string>> = {};

test.beforeAll(async () => {
  const info = serverInfo(INFO_FILE);
  storageDir = info.storageDir;
  db = await openDatabase(info.databaseUrl);
  const response = await fetch(`${BASE_URL}/api/openapi.json`);
  openApi = response.ok ? ((await response.json()) as OpenApiDocument) : undefined;
});

test.afterAll(async () => {
  await db?.end();
});

/** The role's cookie, signing in again when the session has ended (a fuzzed sign-out may end it). */
async function cookieFor(role: Role): Promise<string | undefined> {
  if (role === 'anonymous') return undefined;
  const current = cookies[role];
  if (current) {
    const me = await send(BASE_URL, { method: 'GET', path: '/api/auth/user' }, current);
    if (me.status === 200) return current;
  }
  await clearCounters(db);
  cookies[role] = await signIn(BASE_URL, role);
  return cookies[role];
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** Sends every case as every role; fails on any 5xx and on any write. */
async function fuzz(target: string, casesFor: (role: Role) => FuzzCase[]) {
  const record: CorpusRecord = { target, requests: { anonymous: 0, dealer: 0, administrator: 0 }, failures: [] };
  const failures = record.failures;
  const before = await snapshot(db, storageDir);
  for (const role of ROLES) {
    const cookie = await cookieFor(role);
    const cases = casesFor(role);
    record.requests[role] = cases.length;
    await inParallel(cases, async (fuzzCase) => {
      const response = await send(BASE_URL, fuzzCase, cookie);
      if (response.status >= 500 || response.status === 0) {
        const line = `${response.status} as ${role}: ${fuzzCase.label} — ${fuzzCase.method} ${fuzzCase.path.slice(0, 120)} — ${response.excerpt.replace(/\s+/g, ' ').slice(0, 160)}`;
        failures.push(line);
      }
    });
  }
  const written = changes(before, await snapshot(db, storageDir));
  record.written = written;
  appendFileSync(CORPUS_LOG, `${JSON.stringify(record)}\n`);
  const message =
    `${target} (FUZZ_SEED=${FUZZ_SEED} reproduces this run)\n` +
    (failures.length ? `answered 5xx:\n  ${failures.join('\n  ')}\n` : '') +
    (written.length ? `wrote:\n  ${written.join('\n  ')}\n` : '');
  expect(failures.length + written.length, message).toBe(0);
}

// ---------------------------------------------------------------- the tests: one per target

for (const operation of ROUTES) {
  const target = `${operation.method} ${operation.path}`;
  test(`route ${target}`, async () => {
    test.setTimeout(180_000);
    const cases = await routeCases(operation, openApi);
    await fuzz(target, () => cases);
  });
}

for (const page of QUERY_PAGES) {
  test(`page GET ${page}`, async () => {
    test.setTimeout(180_000);
    const cases = await routeCases({ method: 'GET', segments: page.split('/').filter(Boolean), path: page }, openApi);
    await fuzz(`GET ${page}`, () => cases);
  });
}

const ORIGIN = new URL(BASE_URL).origin;
for (const action of ACTIONS) {
  test(`action ${action.name}`, async () => {
    test.setTimeout(180_000);
    const cases = [...(await actionCases(action, openApi, ORIGIN)), unknownActionCase(action.page, ORIGIN)];
    // The 25 MB bodies are slow: sent once per action, as the administrator. Anonymous callers
    // post to the home page: the proxy answers the admin page with a redirect to its sign-in
    // before any action runs, while '/' reaches Next's action handler (which finds the action by id).
    await fuzz(action.name, (role) =>
      cases.filter((c) => !c.oversized || role === 'administrator').map((c) => (role === 'anonymous' ? { ...c, path: '/' } : c)),
    );
  });
}

test('the app tree and the action manifest were enumerated', () => {
  expect(ROUTES.length).toBeGreaterThan(0);
  expect(ACTIONS.length).toBeGreaterThan(0);
});
