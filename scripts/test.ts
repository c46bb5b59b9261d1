/**
 * `npm test`: every check, in order, stopping at the first failure:
 *   type-check → lint → format check (Prettier) → Jest (unit + integration on a real PostgreSQL, incl. the migration
 *   drift check) → Redocly's lint of docs/openapi.json → production build → Playwright (Chromium against that build) → the fuzz suite
 *   (e2e-fuzz/, playwright.fuzz.config.ts: every route handler and server action with bad input, on
 *   its own server and database; after the browser tests so the two servers never share the CPU) →
 *   the scale-out test (tests/scale/run.ts: two instances of that build behind HAProxy with Redis
 *   and an S3-compatible server; docs/operations.md §10) → the fault test (tests/faults/run.ts: the
 *   same cluster with PostgreSQL, Redis and the object store failing under load; docs/operations.md,
 *   'Failures').
 * Ends with one line 'Summary: N passed, N failed, N skipped' over Jest, Playwright, the fuzz suite
 * and the checks of the scale-out and fault tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const REPORTS = path.join(ROOT, 'test-reports');
const E2E_PORT = process.env.E2E_PORT || '3100';
// The build bakes SITE_URL into the prerendered pages: the address Playwright's server uses.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
  E2E_PORT,
};

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

function bin(name: string): string {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

function step(title: string, command: string, args: string[]): boolean {
  process.stdout.write(`\n▶ ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  const ok = result.status === 0;
  process.stdout.write(`${ok ? '✔' : '✘'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  return ok;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function addJest(): void {
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(path.join(REPORTS, 'jest.json'));
  if (!report) return;
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywright(file = 'playwright.json'): void {
  const report = readJson<{ stats: { expected: number; unexpected: number; skipped: number; flaky: number } }>(path.join(REPORTS, file));
  if (!report) return;
  total.passed += report.stats.expected + report.stats.flaky;
  total.failed += report.stats.unexpected;
  total.skipped += report.stats.skipped;
}

function finish(ok: boolean): never {
  if (!ok && total.failed === 0) total.failed = 1; // a failed step (types, lint, build) counts as a failure
  process.stdout.write(`\nSummary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`);
  process.exit(ok ? 0 : 1);
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  process.stderr.write('Chromium is missing: install it with `apt-get install -y chromium` (see README).\n');
  finish(false);
}

if (!step('Type-check', bin('tsc'), ['--noEmit'])) finish(false);
if (!step('Lint', bin('eslint'), ['--max-warnings=0', '.'])) finish(false);
if (!step('Format (Prettier)', bin('prettier'), ['--check', '.'])) finish(false);
const jestOk = step('Jest: unit and integration tests', bin('jest'), ['--ci', '--json', `--outputFile=${path.join(REPORTS, 'jest.json')}`]);
addJest();
if (!jestOk) finish(false);
if (!step('OpenAPI lint (Redocly)', bin('redocly'), ['lint', '--format=summary', 'docs/openapi.json'])) finish(false);
// On a fresh demo database (scripts/e2e-server.ts --build): the catalogue pages are prerendered.
if (!step('Production build', bin('tsx'), ['--conditions=react-server', path.join('scripts', 'e2e-server.ts'), '--build'])) finish(false);
const e2eOk = step('Playwright: end-to-end tests in Chromium', bin('playwright'), ['test']);
addPlaywright();
if (!e2eOk) finish(false);
// The cluster's balancer on the build's own port (the e2e server has stopped by now), so its address is the one
// the build prerendered its pages for and start-up keeps them (the fault test's fresh-server case). Before the fuzz
// suite: its server serves another address (FUZZ_PORT), so its start-up removes the build's prerendered pages.
env.SCALE_PORT ??= E2E_PORT;
const scaleOk = step('Scale-out test: two instances behind HAProxy, Redis, S3', bin('tsx'), [
  '--conditions=react-server',
  path.join('tests', 'scale', 'run.ts'),
]);
const scale = readJson<Counts>(path.join(REPORTS, 'scale.json'));
total.passed += scale?.passed ?? 0;
total.failed += scale?.failed ?? 0;
if (!scaleOk) finish(false);
const faultsOk = step('Fault test: PostgreSQL, Redis, the object store and an instance failing under load', bin('tsx'), [
  '--conditions=react-server',
  path.join('tests', 'faults', 'run.ts'),
]);
const faults = readJson<Counts>(path.join(REPORTS, 'faults.json'));
total.passed += faults?.passed ?? 0;
total.failed += faults?.failed ?? 0;
if (!faultsOk) finish(false);
// Its own port (E2E_PORT + 1) and database, so it may also run beside a developer's browser tests.
env.FUZZ_PORT ??= String(Number(E2E_PORT) + 1);
const fuzzOk = step('Fuzz suite: every route handler and server action with bad input', bin('playwright'), ['test', '--config', 'playwright.fuzz.config.ts']);
addPlaywright('fuzz.json');
finish(fuzzOk);
