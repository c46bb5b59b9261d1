import { test as base, expect, type Request } from '@playwright/test';

/** Page documents and Next.js route prefetches (RSC payloads) answer 404 legitimately. */
function isNavigation(request: Request): boolean {
  if (request.resourceType() === 'document') return true;
  const url = new URL(request.url());
  return url.searchParams.has('_rsc') || request.headers()['rsc'] === '1';
}

/**
 * Every page test fails on a browser console error, an uncaught exception or a failed
 * subresource (script, style, image, API call): a CSP violation, a hydration error or a
 * missing file shows up here.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // Failed loads are judged below, by URL and status.
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('response', (response) => {
        if (response.status() >= 400 && !isNavigation(response.request())) {
          errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
        }
      });
      await use(errors);
      expect(errors, 'browser console errors and failed subresources').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
