import { test, expect } from './fixtures';
import { forwardFrom, toast } from './helpers';
import type { Page } from '@playwright/test';

/** Takes the expected refusal out of the fixture's list of failed requests. */
function expectRefusal(consoleErrors: string[], pattern: RegExp) {
  const index = consoleErrors.findIndex((e) => pattern.test(e));
  expect(index, `an entry matching ${pattern} in ${JSON.stringify(consoleErrors)}`).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

/** The toast in the notification region (status for default toasts, alert for destructive ones). */
async function fillContact(form: ReturnType<Page['getByRole']>, stamp: string) {
  await form.getByLabel('Navn', { exact: true }).fill(`Kari ${stamp}`);
  await form.getByLabel('E-post').fill('kari@example.no');
  await form.getByLabel('Melding').fill(`Hvor kjøper jeg treolje? <script>alert(1)</script> ${stamp}`);
  await form.getByLabel('Hva er 2 + 2?').fill('4');
}

test.describe('contact page', () => {
  test('shows the info cards, the product intro, where to buy, opening hours and the contact tab', async ({ page }) => {
    await page.goto('/kontakt');
    await expect(page).toHaveTitle(/^Kontakt oss \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt oss' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'post@nordiskpleie.example' }).first()).toHaveAttribute('href', 'mailto:post@nordiskpleie.example');
    await expect(page.getByText('Mandag–fredag 09:00–16:00').first()).toBeVisible();
    await expect(page.getByText(/Mölndal, Sverige/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se alle produktene' })).toHaveAttribute('href', '/#products');
    const where = page.getByRole('region', { name: 'Hvor finner du våre produkter?' });
    await expect(where.getByRole('link', { name: 'Finn nærmeste forhandler' })).toHaveAttribute('href', '/forhandlere');
    await expect(where.getByRole('link', { name: 'Finn en faghandler' })).toHaveAttribute('href', '/forhandlere');
    await expect(page.getByRole('heading', { name: 'Åpningstider' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Kontakt oss' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'Kontaktskjema' })).toBeVisible();
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Kontakt' })).toHaveAttribute('aria-current', 'page');
  });

  test('/for-kontakt renders the same page, with /kontakt as canonical', async ({ page }) => {
    const response = await page.goto('/for-kontakt');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt oss' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Kontaktskjema' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/kontakt$/);
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Kontakt' })).toHaveAttribute('aria-current', 'page');
  });

  test('a failing product image is replaced by the fallback image', async ({ page, consoleErrors }) => {
    await page.route(/\/_next\/image\?url=/, (route) => route.fulfill({ status: 404, body: '' }), { times: 1 });
    await page.goto('/kontakt');
    const fallback = page.getByRole('list', { name: 'Utvalgte produkter' }).locator('img[src*="produkt-fallback.svg"]');
    await expect(fallback).toHaveCount(1);
    await expect.poll(() => fallback.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expectRefusal(consoleErrors, /^404 GET .*\/_next\/image\?url=/);
  });

  test('the become-a-dealer card switches to the partner tab, which the URL keeps', async ({ page }) => {
    await page.goto('/kontakt');
    await page.getByRole('link', { name: 'Søk om å bli forhandler' }).click();
    await expect(page.getByRole('tab', { name: 'Bli forhandler' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'Bli forhandler' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Kontaktskjema' })).toBeHidden();
    await expect(page).toHaveURL(/\/kontakt\?tab=partner$/);
    await expect(page.getByRole('tabpanel', { name: 'Bli forhandler' })).toBeFocused();

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Bli forhandler' })).toHaveAttribute('aria-selected', 'true');
    // Arrow keys move between the tabs.
    await page.getByRole('tab', { name: 'Bli forhandler' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Kontakt oss' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Kontakt oss' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/kontakt$/);
  });
});

test.describe('contact form', () => {
  test('shows the spec messages under the fields and sends nothing while they stand', async ({ page }) => {
    await page.goto('/kontakt');
    const form = page.getByRole('form', { name: 'Kontaktskjema' });
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact-messages')) posted++;
    });
    await form.getByLabel('Navn', { exact: true }).fill('K');
    await form.getByLabel('E-post').fill('kari@');
    await form.getByLabel('Melding').fill('For kort');
    await form.getByLabel('Hva er 2 + 2?').fill('5');
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expect(form.getByLabel('Navn', { exact: true })).toHaveAccessibleDescription('Navn må være minst 2 tegn');
    await expect(form.getByLabel('E-post')).toHaveAccessibleDescription('Ugyldig e-postadresse');
    await expect(form.getByLabel('Melding')).toHaveAccessibleDescription('Meldingen må være minst 10 tegn');
    await expect(form.getByLabel('Hva er 2 + 2?')).toHaveAccessibleDescription('Feil svar på sikkerhetsspørsmålet');
    await expect(form.getByLabel('Navn', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(0);
  });

  test('sends, shows the success toast and resets', async ({ page }) => {
    await page.goto('/kontakt');
    const form = page.getByRole('form', { name: 'Kontaktskjema' });
    const stamp = `e2e-${Date.now()}`;
    await fillContact(form, stamp);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact-messages'));
    await form.getByRole('button', { name: 'Send melding' }).click();
    expect((await sent).status()).toBe(201);
    await expect(toast(page)).toContainText('Melding sendt!');
    await expect(toast(page)).toContainText('Vi vil kontakte deg så snart som mulig.');
    await expect(form.getByLabel('Navn', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Melding')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Send melding' })).toBeEnabled();
  });

  test('keeps the input and shows the failure toast when the server refuses', async ({ page, consoleErrors }) => {
    await page.goto('/kontakt');
    const form = page.getByRole('form', { name: 'Kontaktskjema' });
    await fillContact(form, 'refused');
    // Only a bot fills the hidden honeypot field: the server refuses the message.
    await form.locator('input[name="website"]').evaluate((el: HTMLInputElement) => (el.value = 'https://spam.example'));
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact-messages'));
    await form.getByRole('button', { name: 'Send melding' }).click();
    expect((await sent).status()).toBe(400);
    await expect(toast(page)).toContainText('Feil');
    await expect(toast(page)).toContainText('Kunne ikke sende meldingen. Vennligst prøv igjen.');
    await expect(form.getByLabel('Navn', { exact: true })).toHaveValue('Kari refused');
    expectRefusal(consoleErrors, /^400 POST .*\/api\/contact-messages$/);
  });

  test('past the rate limit, the form says how many minutes to wait', async ({ page, consoleErrors }) => {
    // An address of its own: five refused sends (each counts) fill its allowance (5 per 15 minutes).
    await page.route('**/api/contact-messages', forwardFrom('127.0.0.43'));
    await page.goto('/kontakt');
    const form = page.getByRole('form', { name: 'Kontaktskjema' });
    await fillContact(form, 'limit');
    await form.locator('input[name="website"]').evaluate((el: HTMLInputElement) => (el.value = 'https://spam.example'));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact-messages'));
      await form.getByRole('button', { name: 'Send melding' }).click();
      statuses.push((await sent).status());
      await expect(form.getByRole('button', { name: 'Send melding' })).not.toHaveAttribute('aria-disabled', 'true');
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    await expect(toast(page)).toContainText('For mange innsendinger');
    await expect(toast(page)).toContainText('Prøv igjen om 15 minutter.');
    await expect(form.getByRole('alert').filter({ hasText: 'For mange' })).toHaveText('For mange innsendinger. Prøv igjen om 15 minutter.');
    await expect(form.getByLabel('Navn', { exact: true })).toHaveValue('Kari limit');
    for (let i = 0; i < 5; i++) expectRefusal(consoleErrors, /^400 POST .*\/api\/contact-messages$/);
    expectRefusal(consoleErrors, /^429 POST .*\/api\/contact-messages$/);
  });

  test('the home page holds the contact form in its #contact section', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#contact');
    // The form's code loads when the section comes near the viewport.
    await expect(section.getByRole('form', { name: 'Kontaktskjema' })).toHaveCount(0);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { name: 'Kontakt oss' })).toBeVisible();
    const form = section.getByRole('form', { name: 'Kontaktskjema' });
    await expect(form).toBeVisible();
    await fillContact(form, `home-${Date.now()}`);
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expect(toast(page)).toContainText('Melding sendt!');
    await expect(form.getByLabel('Navn', { exact: true })).toHaveValue('');
  });
});

test.describe('dealer application form', () => {
  test('prefills the anti-spam answer, validates, sends and resets', async ({ page }) => {
    await page.goto('/kontakt?tab=partner');
    const form = page.getByRole('form', { name: 'Bli forhandler' });
    await expect(form.getByLabel('Hva er 2 + 2?')).toHaveValue('4');

    await form.getByRole('button', { name: 'Send henvendelse' }).click();
    await expect(form.getByLabel('Firmanavn')).toHaveAccessibleDescription('Firmanavn må være minst 2 tegn');
    await expect(form.getByLabel('Telefon')).toHaveAccessibleDescription('Telefonnummer må være minst 8 tegn');
    await expect(form.getByLabel('Bransje')).toHaveAccessibleDescription('Velg en bransje');
    await expect(form.getByRole('group', { name: 'Hvilke produkter er du interessert i?' })).toContainText('Velg minst ett produkt');

    await form.getByLabel('Navn', { exact: true }).fill('Ola Hansen');
    await form.getByLabel('Firmanavn').fill('Hansen Møbler AS');
    await form.getByLabel('E-post').fill('ola@hansen.no');
    await form.getByLabel('Telefon').fill('+47 22 33 44 55');
    await form.getByLabel('Bransje').selectOption('Møbelbutikk');
    await form.getByLabel('Møbelpolish').check();
    await form.getByLabel('Lærpleie').check();
    await form.getByLabel('Fortell oss om virksomheten din').fill('Vi driver en møbelbutikk i Bergen sentrum.');
    // Hold the request back a moment (it still goes to the server) so the pending state can be seen.
    await page.route('**/api/partner-inquiries', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/partner-inquiries'));
    await form.getByRole('button', { name: 'Send henvendelse' }).click();
    await expect(form.getByRole('button', { name: 'Sender...' })).toBeDisabled();
    expect((await sent).status()).toBe(201);
    await expect(toast(page)).toContainText('Henvendelse sendt!');
    await expect(toast(page)).toContainText('Takk for din interesse. Vi vil kontakte deg innen 2 arbeidsdager.');
    await expect(form.getByLabel('Firmanavn')).toHaveValue('');
    await expect(form.getByLabel('Møbelpolish')).not.toBeChecked();
    await expect(form.getByLabel('Hva er 2 + 2?')).toHaveValue('4');
  });

  test('keeps the input and shows the failure toast when the server refuses', async ({ page, consoleErrors }) => {
    await page.goto('/kontakt?tab=partner');
    const form = page.getByRole('form', { name: 'Bli forhandler' });
    await form.getByLabel('Navn', { exact: true }).fill('Ola Hansen');
    await form.getByLabel('Firmanavn').fill('Hansen Møbler AS');
    await form.getByLabel('E-post').fill('ola@hansen.no');
    await form.getByLabel('Telefon').fill('22334455');
    await form.getByLabel('Bransje').selectOption('Annet');
    await form.getByLabel('Alle produkter').check();
    await form.getByLabel('Fortell oss om virksomheten din').fill('Nettbutikk med pleieprodukter.');
    await form.locator('input[name="website"]').evaluate((el: HTMLInputElement) => (el.value = 'spam'));
    await form.getByRole('button', { name: 'Send henvendelse' }).click();
    await expect(toast(page)).toContainText('Kunne ikke sende forespørselen. Vennligst prøv igjen.');
    await expect(form.getByLabel('Firmanavn')).toHaveValue('Hansen Møbler AS');
    await expect(form.getByLabel('Alle produkter')).toBeChecked();
    expectRefusal(consoleErrors, /^400 POST .*\/api\/partner-inquiries$/);
  });
});
