/**
 * 'Glemt passord?' end to end (docs/product.md: Glemt passord, Nytt passord): a dealer of the test's
 * own follows 'Glemt passord?' from the login page, asks for a link, the link is read from the outbox
 * (GET /api/outbox as the demo administrator, as the demo has no mail server), the new password is
 * set on /auth/nytt-passord; a session signed in before is refused, the new password signs in, the
 * old one does not, and the link is refused the second time. An unknown address gets the same answer
 * and no e-mail. From the admin login the way back leads to the admin login. axe on both pages.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeViolations, createDealer, DEMO_ADMIN } from './helpers';

const NEUTRAL = 'Hvis e-postadressen er registrert, har vi sendt en lenke for å velge nytt passord. Lenken er gyldig i 1 time.';
const LINK_REFUSED = 'Lenken er ugyldig eller utløpt. Be om en ny lenke.';

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

interface OutboxItem {
  kind: string;
  to: string;
  text: string;
}

/** The password-reset e-mails in the outbox for the address (its invitation is there too). */
async function outboxFor(admin: APIRequestContext, to: string): Promise<OutboxItem[]> {
  const response = await admin.get(`/api/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: OutboxItem[] }).items.filter((item) => item.kind === 'password_reset');
}

/** Asks for a link on the 'Glemt passord' page and checks the neutral confirmation. */
async function askForLink(page: Page, email: string) {
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Send lenke' }).click();
  await expect(page.getByRole('status').filter({ hasText: NEUTRAL })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send lenke' })).toHaveCount(0);
}

test.describe("'Glemt passord?'", () => {
  test('from the login page to a new password: the old session ends, the new password works, the link works once; axe finds nothing', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const dealer = await createDealer((options) => playwright.request.newContext(options), baseURL, 'glemtpassord');
    const newPassword = `${dealer.password}-ny`;
    const admin = await playwright.request.newContext({ baseURL });
    const otherDevice = await browser.newContext({ baseURL });
    const fresh = await playwright.request.newContext({ baseURL });
    try {
      expect((await admin.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
      // A session signed in before the reset.
      expect((await otherDevice.request.post('/api/auth/login', { data: { email: dealer.email, password: dealer.password } })).status()).toBe(200);
      expect((await otherDevice.request.get('/api/auth/user')).status()).toBe(200);

      await page.goto('/auth');
      await page.getByRole('link', { name: 'Glemt passord?' }).click();
      await expect(page).toHaveURL(/\/auth\/glemt-passord$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Glemt passord' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Tilbake til innlogging' })).toHaveAttribute('href', '/auth');
      await expectNoAxeViolations(page);

      // Checked in the browser first: not an e-mail address.
      await page.getByLabel('E-post').fill('ikke-en-adresse');
      await page.getByRole('button', { name: 'Send lenke' }).click();
      await expect(page.getByLabel('E-post')).toHaveAccessibleDescription('Ugyldig e-postadresse');
      expect(await outboxFor(admin, dealer.email)).toHaveLength(0);

      await askForLink(page, dealer.email);
      await expectNoAxeViolations(page);

      // The e-mail is in the outbox (written just after the answer): its link.
      await expect.poll(async () => (await outboxFor(admin, dealer.email)).length, { timeout: 15_000 }).toBe(1);
      const [mail] = await outboxFor(admin, dealer.email);
      expect(mail.kind).toBe('password_reset');
      const link = /https?:\/\/\S+\/auth\/nytt-passord\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
      expect(link).toBeTruthy();
      const path = new URL(link!).pathname + new URL(link!).search;

      // The same link open in a second tab: used by the first one meanwhile, refused when sent.
      const secondTab = await page.context().newPage();
      await secondTab.goto(path);
      await expect(secondTab.getByRole('heading', { level: 1, name: 'Velg nytt passord' })).toBeVisible();

      const response = await page.goto(path);
      expect(response?.headers()['referrer-policy']).toBe('same-origin');
      expect(response?.headers()['cache-control']).toContain('no-store');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { level: 1, name: 'Velg nytt passord' })).toBeVisible();
      const next = page.getByLabel('Nytt passord', { exact: true });
      const again = page.getByLabel('Gjenta nytt passord');
      await expect(next).toHaveAttribute('autocomplete', 'new-password');
      await expect(again).toHaveAttribute('autocomplete', 'new-password');
      await expectNoAxeViolations(page);

      // Checked in the browser: too short, then typed differently.
      await next.fill('kort');
      await page.getByRole('button', { name: 'Lagre passord' }).click();
      await expect(next).toHaveAccessibleDescription('Passordet må være minst 8 tegn');
      await next.fill(newPassword);
      await again.fill(`${newPassword}x`);
      await page.getByRole('button', { name: 'Lagre passord' }).click();
      await expect(again).toHaveAccessibleDescription('Passordene er ikke like');

      await again.fill(newPassword);
      await page.getByRole('button', { name: 'Lagre passord' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Passordet er lagret. Du kan nå logge inn.' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Gå til innlogging' })).toHaveAttribute('href', '/auth');
      await expectNoAxeViolations(page);

      await secondTab.getByLabel('Nytt passord', { exact: true }).fill(`${newPassword}-2`);
      await secondTab.getByLabel('Gjenta nytt passord').fill(`${newPassword}-2`);
      const refusedAnswer = secondTab.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/password/reset');
      await secondTab.getByRole('button', { name: 'Lagre passord' }).click();
      expect((await refusedAnswer).status()).toBe(400);
      await expect(secondTab.getByRole('alert').filter({ hasText: LINK_REFUSED })).toBeVisible();
      await expect(secondTab.getByRole('link', { name: 'Be om en ny lenke' })).toHaveAttribute('href', '/auth/glemt-passord');
      await expect(secondTab.getByLabel('Nytt passord', { exact: true })).toHaveCount(0);
      await secondTab.close();

      // The session from before is refused; the old password no longer signs in, the new one does.
      expect((await otherDevice.request.get('/api/auth/user')).status()).toBe(401);
      expect((await fresh.post('/api/auth/login', { data: { email: dealer.email, password: dealer.password } })).status()).toBe(401);
      expect((await fresh.post('/api/auth/login', { data: { email: dealer.email, password: newPassword } })).status()).toBe(200);

      // The link works once.
      await page.goto(path);
      await expect(page.getByText(LINK_REFUSED)).toBeVisible();
      await expect(page.getByLabel('Nytt passord', { exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Be om en ny lenke' }).click();
      await expect(page).toHaveURL(/\/auth\/glemt-passord$/);
    } finally {
      await Promise.all([admin.dispose(), otherDevice.close(), fresh.dispose()]);
    }
  });

  test('an unknown address gets the same answer and no e-mail, a known one an e-mail; from the admin login the way back leads there', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const unknown = `finnes-ikke-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const admin = await playwright.request.newContext({ baseURL });
    try {
      expect((await admin.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
      await page.goto('/admin/auth');
      await page.getByRole('link', { name: 'Glemt passord?' }).click();
      await expect(page).toHaveURL(/\/auth\/glemt-passord\?fra=admin$/);
      await expect(page.getByRole('link', { name: 'Tilbake til innlogging' })).toHaveAttribute('href', '/admin/auth');

      await askForLink(page, unknown);
      await expectNoAxeViolations(page);
      // The JSON answer is the same as for a known address; only the known one gets an e-mail. The
      // known address is asked for after the unknown one, so once its e-mail is there the unknown
      // one's would be too.
      const known = await createDealer((options) => playwright.request.newContext(options), baseURL, 'glemtukjent');
      const answers = [];
      for (const email of [unknown, known.email]) {
        const answer = await page.request.post('/api/auth/password/forgot', { data: { email } });
        answers.push({ status: answer.status(), body: await answer.text() });
      }
      expect(answers[0]).toEqual({ status: 202, body: JSON.stringify({ message: NEUTRAL }) });
      expect(answers[1]).toEqual(answers[0]);
      await expect.poll(async () => (await outboxFor(admin, known.email)).length, { timeout: 15_000 }).toBe(1);
      expect(await outboxFor(admin, unknown)).toHaveLength(0);

      await page.getByRole('link', { name: 'Tilbake til innlogging' }).click();
      await expect(page).toHaveURL(/\/admin\/auth$/);
    } finally {
      await admin.dispose();
    }
  });

  test('a made-up link shows the one message and the way to a new link', async ({ page }) => {
    const response = await page.goto('/auth/nytt-passord?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['referrer-policy']).toBe('same-origin');
    await expect(page.getByRole('heading', { level: 1, name: 'Velg passord' })).toBeVisible();
    await expect(page.getByText(LINK_REFUSED)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Be om en ny lenke' })).toHaveAttribute('href', '/auth/glemt-passord');
    await expectNoAxeViolations(page);
  });
});
