import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; `npx playwright install` cannot
 * download browsers here) against the production build, served by scripts/e2e-server.ts on a
 * fresh, seeded database. Run `npm run build` first (`npm test` does).
 */
const PORT = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright.json' }], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
  use: {
    baseURL,
    locale: 'nb-NO',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@mobile/,
      testIgnore: /(course-authoring|site-content|product-bulk)\.spec\.ts/,
    },
    // Authoring activates a course every dealer sees, which would change the course counts that
    // e2e/courses.spec.ts checks while both run: it runs after the desktop project.
    {
      name: 'course-authoring',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /course-authoring\.spec\.ts/,
      dependencies: ['desktop'],
    },
    // Editing the site content changes the home page, the footer and the privacy date that other
    // specs read: it runs after the desktop project.
    {
      name: 'site-content',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /site-content\.spec\.ts/,
      dependencies: ['desktop'],
    },
    // The bulk import rewrites the catalogue from a file exported a moment before: a product another
    // test changes meanwhile would make the preview stale. It runs after the desktop project.
    {
      name: 'product-bulk',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /product-bulk\.spec\.ts/,
      dependencies: ['desktop'],
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: {
    command: 'npx tsx --conditions=react-server scripts/e2e-server.ts',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(PORT), NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', SITE_URL: baseURL },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
