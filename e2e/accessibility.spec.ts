import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_ADMIN, DEMO_DEALER, signIn } from './helpers';

/** WCAG 2.1 A and AA rules (axe-core) on a page as it is after loading. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  for (const path of ['/', '/produkt/1010', '/om-oss', '/personvern', '/kontakt', '/kontakt?tab=partner', '/forhandlere', '/auth', '/admin/auth', '/finnes-ikke']) {
    test(`public page ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    });
  }

  test('signed-in pages: portal with the gallery open, course list, course', async ({ page }) => {
    await signIn(page, DEMO_DEALER);
    await page.goto('/dealer-portal');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Se bildegalleri' }).click();
    await expect(page.getByRole('dialog', { name: 'Produktbilder' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto('/dealer/courses');
    expect(await violations(page)).toEqual([]);
    // The second course: the course-flow spec works through the first one in parallel.
    const href = await page.getByRole('article').nth(1).getByRole('link').getAttribute('href');
    await page.goto(href!);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Quiz' }).click();
    expect(await violations(page)).toEqual([]);

  });

  test('admin panel: every tab and section, the product edit dialog with its editors', async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    for (const path of [
      '/admin',
      '/admin?fane=forhandlere',
      '/admin?fane=forhandlere&del=steder',
      '/admin?fane=forhandlere&del=dokumenter',
      '/admin?fane=meldinger',
      '/admin/feeds',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(page), path).toEqual([]);
    }
    await page.goto('/admin?q=1010');
    await page.getByRole('button', { name: /^Rediger / }).first().click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Beskrivelse', exact: true })).toBeVisible();
    expect(await violations(page), 'product edit dialog').toEqual([]);
  });
});
