/**
 * The server Playwright tests run against: the production build, on a database created fresh
 * for the run (E2E_DATABASE_URL's server, else TEST_DATABASE_URL / DATABASE_URL, else an
 * embedded PostgreSQL) and loaded with the demo seed, with its own storage folder. E2E_DB_NAME
 * (default pleie_e2e) and E2E_PORT (default 3100) let two checkouts run their tests at once;
 * E2E_STORAGE_DIR (default .data/e2e-storage) gives a second server its own storage folder, and
 * E2E_INFO_FILE, when set, receives the database URL and storage folder as JSON (the fuzz suite,
 * e2e-fuzz/, reads them to check that nothing was written).
 * With --build it runs `next build` on such a database instead (`npm test` does, so the
 * prerendered catalogue pages hold the same deterministic demo data the tests then see).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, openTestServer } from '../tests/support/test-database';
import { loadEnv, ROOT } from './db/database';
import { serve } from './serve';

async function main() {
  loadEnv();
  const { serverUrl, embedded } = await openTestServer();
  const url = await createDatabase(serverUrl, process.env.E2E_DB_NAME || 'pleie_e2e');
  process.env.DATABASE_URL = url;
  process.env.SEED_DEMO = 'true';
  const storageDir = path.resolve(ROOT, process.env.E2E_STORAGE_DIR || path.join('.data', 'e2e-storage'));
  process.env.STORAGE_DIR = storageDir;
  if (process.env.E2E_INFO_FILE) writeFileSync(process.env.E2E_INFO_FILE, JSON.stringify({ databaseUrl: url, storageDir }));
  process.env.PORT ??= '3100';
  // Migrates, seeds (the database is empty), runs the server program; stops both on SIGTERM.
  await serve({ mode: process.argv.includes('--build') ? 'build' : 'start', database: { url, embedded } });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
