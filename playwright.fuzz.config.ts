import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The fuzz suite (e2e-fuzz/, docs/operations.md: Fuzz suite): HTTP only, no browser, against the
 * production build on its own server, database (pleie_fuzz) and storage folder, so the other
 * Playwright tests running at the same time cannot change the row counts and file lists it
 * compares. `npm test` runs it after the browser tests; alone:
 * `npx playwright test --config playwright.fuzz.config.ts` (after `npm run build` or the e2e build).
 */
const PORT = Number(process.env.FUZZ_PORT || 3101);
const baseURL = `http://127.0.0.1:${PORT}`;
const INFO_FILE = path.join(__dirname, '.data', 'fuzz-server.json');
process.env.FUZZ_BASE_URL = baseURL;
process.env.FUZZ_INFO_FILE = INFO_FILE;

export default defineConfig({
  testDir: 'e2e-fuzz',
  // One target (route method or action) × three roles per test; the whole run ~3 minutes on 2 busy cores.
  timeout: 180_000,
  globalTimeout: 15 * 60_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Returns the teardown that prints the corpus size (routes × inputs × roles) and the 5xx count.
  globalSetup: './e2e-fuzz/global.ts',
  reporter: [['list'], ['json', { outputFile: 'test-reports/fuzz.json' }]],
  webServer: {
    command: 'npx tsx --conditions=react-server scripts/e2e-server.ts',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      // Beside E2E_DB_NAME's database (two checkouts at once), never the same one.
      E2E_DB_NAME: process.env.FUZZ_DB_NAME || `${process.env.E2E_DB_NAME || 'pleie'}_fuzz`,
      E2E_STORAGE_DIR: path.join('.data', 'fuzz-storage'),
      E2E_INFO_FILE: INFO_FILE,
      SITE_URL: baseURL,
      NEXTAUTH_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'fatal',
      // The per-address form, Places and search limits would answer 429 before the input is read.
      CONTACT_RATE_LIMIT_POINTS: '100000',
      PLACES_RATE_LIMIT_PER_MINUTE: '100000',
      SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdout: 'ignore',
    // The server's own error log of every 5xx (noisy): FUZZ_SERVER_LOG=1 shows it.
    stderr: process.env.FUZZ_SERVER_LOG ? 'pipe' : 'ignore',
  },
});
