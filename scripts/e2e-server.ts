/**
 * The server Playwright tests run against: the production build, on a database created fresh
 * for the run (E2E_DATABASE_URL's server, else TEST_DATABASE_URL / DATABASE_URL, else an
 * embedded PostgreSQL) and loaded with the demo seed, with its own storage folder. E2E_DB_NAME
 * (default pleie_e2e) and E2E_PORT (default 3100) let two checkouts run their tests at once.
 * With --build it runs `next build` on such a database instead (`npm test` does, so the
 * prerendered catalogue pages hold the same deterministic demo data the tests then see).
 */
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
  process.env.STORAGE_DIR = path.join(ROOT, '.data', 'e2e-storage');
  process.env.PORT ??= '3100';
  // Migrates, seeds (the database is empty), runs `next start`; stops both on SIGTERM.
  await serve({ mode: process.argv.includes('--build') ? 'build' : 'start', database: { url, embedded } });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
