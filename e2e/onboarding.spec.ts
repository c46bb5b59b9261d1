/**
 * Dealer onboarding end to end (docs/product.md: Admin panel, Meldinger; issue 18 'Done when'): a
 * dealer application sent through the public API becomes a dealer account from the Meldinger tab
 * ('Opprett forhandlerkonto', prefilled and edited), the application shows 'Konto opprettet' and
 * 'Besvart', the invitation link is taken from the e-mail outbox (GET /api/outbox as the
 * administrator), the dealer sets a password through it (POST /api/auth/password/reset: the
 * /auth/nytt-passord page is built on another branch), signs in on two devices, changes the
 * password on /konto/passord, and the other device's session is refused. axe on the tab and the dialog.
 */
import { test, expect } from './fixtures';
import { axeViolations, DEMO_ADMIN, linkTokenFor, postFrom, signIn, toast } from './helpers';

/**
 * POST /api/partner-inquiries from the loopback address 127.0.0.6 (a real socket with that source):
 * the form's rate limit counted here is not the one of the contact specs. Answers the status.
 */
async function sendApplication(baseURL: string, body: unknown): Promise<number> {
  return (await postFrom(baseURL, '127.0.0.6', '/api/partner-inquiries', body)).status;
}

test.describe('dealer onboarding', () => {
  test('an application becomes an account; the dealer sets a password from the invitation, signs in, changes it, and the old session is refused; axe finds nothing', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Server renders, two axe runs and four sign-ins on a loaded machine (no timing assertions).
    test.setTimeout(240_000);
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const name = `Ola Søker ${stamp}`;
    const company = `Søkerbutikken ${stamp} AS`;
    const email = `soker-${stamp}@example.no`;
    const password = 'soker-passord-1';
    const newPassword = 'soker-passord-2';

    expect(
      await sendApplication(baseURL!, {
        name,
        company,
        email: email.toUpperCase(),
        phone: '+47 400 00 000',
        industry: 'Møbelbutikk',
        productInterest: ['Møbelpolish'],
        message: 'Vi vil gjerne selge produktene deres.',
        antiSpamAnswer: '4',
      }),
    ).toBe(201);

    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=meldinger');
    const inquiries = page.getByRole('region', { name: /^Forhandlersøknader \(\d+\)$/ });
    const row = inquiries.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Opprett forhandlerkonto for ${name}` }).click();

    const dialog = page.getByRole('dialog', { name: `Opprett forhandlerkonto for ${name}` });
    await expect(dialog.getByLabel('Navn')).toHaveValue(name);
    await expect(dialog.getByLabel('Firma')).toHaveValue(company);
    await expect(dialog.getByLabel('E-post')).toHaveValue(email.toUpperCase());
    expect(await axeViolations(page)).toEqual([]);

    // Checked in the browser before anything is sent.
    await dialog.getByLabel('Firma').fill('X');
    await dialog.getByRole('button', { name: 'Opprett konto og send invitasjon' }).click();
    await expect(dialog.getByLabel('Firma')).toHaveAccessibleDescription('Firmanavn må være minst 2 tegn');
    await dialog.getByLabel('Firma').fill(`${company} Oslo`);
    await dialog.getByRole('button', { name: 'Opprett konto og send invitasjon' }).click();
    await expect(toast(page)).toContainText('Forhandlerkonto opprettet');
    await expect(dialog).toBeHidden();

    // The application is handled and linked: no second account from it.
    await expect(row.getByRole('link', { name: `Konto opprettet: ${email}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Opprett forhandlerkonto for ${name}` })).toHaveCount(0);
    await expect(row.getByRole('combobox', { name: `Status for ${name}` })).toHaveValue('answered');
    expect(await axeViolations(page)).toEqual([]);

    // The account waits for its password.
    await row.getByRole('link', { name: `Konto opprettet: ${email}` }).click();
    const account = page.getByRole('row').filter({ hasText: email });
    await expect(account).toContainText(`${company} Oslo`);
    await expect(account).toContainText('Venter på passord');
    expect((await page.request.post('/api/auth/login', { data: { email, password } })).status()).toBe(401);
    await signIn(page, DEMO_ADMIN);

    // The invitation e-mail in the outbox carries the one-time link.
    const token = await linkTokenFor(page.request, email);
    const otherDevice = await browser.newContext({ baseURL });
    const dealerContext = await browser.newContext({ baseURL });
    try {
      // The dealer opens the invitation link and chooses the password on the page.
      const invited = await dealerContext.newPage();
      await invited.goto(`/auth/nytt-passord?token=${token}`);
      await expect(invited.getByRole('heading', { level: 1, name: 'Velg passord' })).toBeVisible();
      await invited.getByLabel('Nytt passord', { exact: true }).fill(password);
      await invited.getByLabel('Gjenta nytt passord').fill(password);
      await invited.getByRole('button', { name: 'Lagre passord' }).click();
      await expect(invited.getByRole('status').filter({ hasText: 'Passordet er lagret. Du kan nå logge inn.' })).toBeVisible();
      await expect(invited.getByRole('link', { name: 'Gå til innlogging' })).toHaveAttribute('href', '/auth');
      expect(await axeViolations(invited)).toEqual([]);
      await invited.close();
      // Single use.
      expect((await dealerContext.request.post('/api/auth/password/reset', { data: { token, password: 'enda-et-passord' } })).status()).toBe(400);

      await page.reload();
      await expect(page.getByRole('switch', { name: `Aktiv: ${name}` })).toBeChecked();

      // Signed in on two devices; the password changed on one ends the other's session.
      expect((await otherDevice.request.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);
      expect((await otherDevice.request.get('/api/auth/user')).status()).toBe(200);
      const dealerPage = await dealerContext.newPage();
      expect((await dealerPage.request.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);
      await dealerPage.goto('/konto/passord');
      await dealerPage.getByLabel('Nåværende passord').fill(password);
      await dealerPage.getByLabel('Nytt passord', { exact: true }).fill(newPassword);
      await dealerPage.getByLabel('Gjenta nytt passord').fill(newPassword);
      await dealerPage.getByRole('button', { name: 'Endre passord' }).click();
      await expect(dealerPage.getByRole('status').filter({ hasText: 'Passordet er endret. Du er logget ut på andre enheter.' })).toBeVisible();

      expect((await otherDevice.request.get('/api/auth/user')).status()).toBe(401);
      expect((await dealerPage.request.get('/api/auth/user')).status()).toBe(200);
      expect((await otherDevice.request.post('/api/auth/login', { data: { email, password } })).status()).toBe(401);
      expect((await otherDevice.request.post('/api/auth/login', { data: { email, password: newPassword } })).status()).toBe(200);
    } finally {
      await Promise.all([otherDevice.close(), dealerContext.close()]);
    }
  });
});
