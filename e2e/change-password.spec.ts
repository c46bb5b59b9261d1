/**
 * 'Endre passord' end to end (docs/product.md: Endre passord): a dealer of the test's own, signed in
 * on two browser contexts, opens the page from the 'Min konto' menu, sees a wrong current password
 * refused at its field, changes the password; the other context's session is refused, this one
 * goes on, the new password signs in and the old one does not. axe on the page; an anonymous
 * visitor is sent to the login page.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { createDealer, toast } from './helpers';

test.describe("'Endre passord'", () => {
  test('from the Min konto menu: the other session ends, the new password works, the old one does not; axe finds nothing', async ({
    page,
    browser,
    playwright,
    baseURL,
    consoleErrors,
  }) => {
    test.slow();
    const dealer = await createDealer((options) => playwright.request.newContext(options), baseURL, 'endrepassord');
    const newPassword = `${dealer.password}-ny`;
    const otherDevice = await browser.newContext({ baseURL });
    const fresh = await playwright.request.newContext({ baseURL });
    try {
      expect((await otherDevice.request.post('/api/auth/login', { data: { email: dealer.email, password: dealer.password } })).status()).toBe(200);
      expect((await otherDevice.request.get('/api/auth/user')).status()).toBe(200);

      expect((await page.request.post('/api/auth/login', { data: { email: dealer.email, password: dealer.password } })).status()).toBe(200);
      await page.goto('/om-oss');
      await page.getByRole('banner').getByRole('button', { name: 'Min konto' }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Endre passord' }).click();
      await expect(page).toHaveURL(/\/konto\/passord$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Endre passord' })).toBeVisible();

      const current = page.getByLabel('Nåværende passord');
      const next = page.getByLabel('Nytt passord', { exact: true });
      const again = page.getByLabel('Gjenta nytt passord');
      await expect(current).toHaveAttribute('autocomplete', 'current-password');
      await expect(next).toHaveAttribute('autocomplete', 'new-password');
      await expect(again).toHaveAttribute('autocomplete', 'new-password');

      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations).toEqual([]);

      // Checked in the browser: the new password typed twice.
      await current.fill(dealer.password);
      await next.fill(newPassword);
      await again.fill(`${newPassword}x`);
      await page.getByRole('button', { name: 'Endre passord' }).click();
      await expect(again).toHaveAccessibleDescription('Passordene er ikke like');

      // Checked by the server: a wrong current password, shown at its field (answered 400).
      await current.fill('feil-passord-123');
      await again.fill(newPassword);
      await page.getByRole('button', { name: 'Endre passord' }).click();
      await expect(current).toHaveAccessibleDescription('Nåværende passord er feil');
      const refused = consoleErrors.findIndex((e) => /^400 POST .*\/api\/auth\/password\/change$/.test(e));
      expect(refused).toBeGreaterThanOrEqual(0);
      consoleErrors.splice(refused, 1);
      expect((await otherDevice.request.get('/api/auth/user')).status()).toBe(200);

      await current.fill(dealer.password);
      await page.getByRole('button', { name: 'Endre passord' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Passordet er endret. Du er logget ut på andre enheter.' })).toBeVisible();
      await expect(current).toHaveValue('');
      await expect(toast(page)).toHaveCount(0);

      // The other context is signed out; this one is not.
      expect((await otherDevice.request.get('/api/auth/user')).status()).toBe(401);
      expect((await page.request.get('/api/auth/user')).status()).toBe(200);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Endre passord' })).toBeVisible();

      expect((await fresh.post('/api/auth/login', { data: { email: dealer.email, password: dealer.password } })).status()).toBe(401);
      expect((await fresh.post('/api/auth/login', { data: { email: dealer.email, password: newPassword } })).status()).toBe(200);
    } finally {
      await Promise.all([otherDevice.close(), fresh.dispose()]);
    }
  });

  test('an anonymous visitor is sent to the dealer login', async ({ page }) => {
    await page.goto('/konto/passord');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forhandlerportal' })).toBeVisible();
  });
});
