import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { DEMO_ADMIN, deleteProducts, linkTokenFor, signIn, toast } from './helpers';

test.describe('admin panel', () => {
  test('products tab: search, category filter, and delete with the confirmation', async ({ page }) => {
    // Several pages and server round trips: triple time on a loaded machine (no timing assertions).
    test.slow();
    await signIn(page, DEMO_ADMIN);
    const created = await page.request.post('/api/products', {
      data: { name: 'Slettbar testolje', category: 'Treolje', imageUrl: 'https://cdn.example/x.jpg', variants: [{ articleNumber: 'E2E-1' }] },
    });
    expect(created.status()).toBe(201);
    try {
      // A typed remote image address is shown straight from its host (the optimiser only fetches
      // this site's files and would answer 400).
      await page.goto('/produkt/E2E-1');
      await expect(page.getByRole('img', { name: 'Slettbar testolje' })).toHaveAttribute('src', 'https://cdn.example/x.jpg');
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Administrasjonspanel' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Produkter' }).and(page.locator('[aria-current="page"]'))).toBeVisible();
      await page.getByRole('searchbox', { name: 'Søk', exact: true }).fill('slettbar');
      await page.getByRole('button', { name: 'Filtrer' }).click();
      await expect(page.getByRole('row')).toHaveCount(2);
      await page.getByRole('button', { name: 'Slett Slettbar testolje' }).click();
      const dialog = page.getByRole('dialog', { name: 'Er du sikker?' });
      await expect(dialog).toContainText('Dette vil permanent slette produktet "Slettbar testolje". Denne handlingen kan ikke angres.');
      await dialog.getByRole('button', { name: 'Slett' }).click();
      await expect(toast(page)).toContainText('Produkt slettet');
      await expect(page.getByText('Ingen produkter funnet.')).toBeVisible();
    } finally {
      await deleteProducts(page.request, 'E2E-1');
    }
  });

  test('dealers tab: add, edit, deactivate and delete a dealer account', async ({ page }) => {
    // Several pages and server round trips: triple time on a loaded machine (no timing assertions).
    test.slow();
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=forhandlere');
    const form = page.getByRole('form', { name: 'Legg til forhandler' });
    await form.getByRole('button', { name: 'Legg til forhandler' }).click();
    await expect(form.getByLabel('E-post')).toHaveAccessibleDescription('Ugyldig e-postadresse');
    await form.getByLabel('Navn').fill('Eva Testesen');
    await form.getByLabel('Firma').fill('Eva Interiør AS');
    await form.getByLabel('E-post').fill('eva@interior.example');
    // No password field: the dealer chooses it through the invitation link.
    await expect(form.getByLabel('Passord')).toHaveCount(0);
    await form.getByRole('button', { name: 'Legg til forhandler' }).click();
    await expect(toast(page)).toContainText('Forhandler lagt til');
    const row = page.getByRole('row', { name: /Eva Testesen/ });
    await expect(row).toContainText('eva@interior.example');
    await expect(row).toContainText('Venter på passord');
    await expect(form.getByLabel('Navn')).toHaveValue('');
    // The list with an account waiting for its password ('Send invitasjon på nytt').
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations).toEqual([]);
    await row.getByRole('button', { name: 'Send invitasjon på nytt til Eva Testesen' }).click();
    await expect(toast(page)).toContainText('Invitasjon sendt');
    // Eva sets her password through the newest link in the outbox.
    const token = await linkTokenFor(page.request, 'eva@interior.example');
    expect((await page.request.post('/api/auth/password/reset', { data: { token, password: 'eva-passord-1' } })).status()).toBe(200);
    await page.reload();

    await row.getByRole('button', { name: 'Rediger Eva Testesen' }).click();
    const edit = page.getByRole('dialog', { name: 'Rediger Eva Testesen' });
    await expect(edit.getByLabel(/passord/i)).toHaveCount(0);
    await edit.getByLabel('Firma').fill('Eva Møbler AS');
    await edit.getByRole('button', { name: 'Lagre endringer' }).click();
    await expect(toast(page)).toContainText('Forhandler oppdatert');
    await expect(page.getByRole('row', { name: /Eva Testesen/ })).toContainText('Eva Møbler AS');

    // A real switch (a checkbox input shown as one), labelled 'Aktiv' and named for the dealer.
    const active = page.getByRole('switch', { name: 'Aktiv: Eva Testesen' });
    await expect(active).toBeChecked();
    await active.click();
    await expect(toast(page)).toContainText('Forhandler oppdatert');
    await expect(page.getByRole('row', { name: /Eva Testesen/ })).toContainText('Deaktivert');
    await expect(page.getByRole('switch', { name: 'Aktiv: Eva Testesen' })).not.toBeChecked();
    // A deactivated dealer cannot sign in.
    const login = await page.request.post('/api/auth/login', { data: { email: 'eva@interior.example', password: 'eva-passord-1' } });
    expect(login.status()).toBe(401);
    await signIn(page, DEMO_ADMIN);

    await page.goto('/admin?fane=forhandlere');
    await page.getByRole('button', { name: 'Slett Eva Testesen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Er du sikker?' });
    await expect(dialog).toContainText('Dette vil permanent slette forhandleren "Eva Testesen". Denne handlingen kan ikke angres.');
    await dialog.getByRole('button', { name: 'Slett' }).click();
    await expect(toast(page)).toContainText('Forhandler slettet');
    await expect(page.getByRole('row', { name: /Eva Testesen/ })).toHaveCount(0);
  });

  test('Logg tab: an administrator’s change and sign-in appear; filters by user, object and date', async ({ page }) => {
    // Several pages and server round trips: triple time on a loaded machine (no timing assertions).
    test.slow();
    await signIn(page, DEMO_ADMIN);
    const created = await page.request.post('/api/products', {
      data: { name: 'Loggført testolje', category: 'Treolje', imageUrl: 'https://cdn.example/x.jpg', variants: [{ articleNumber: 'E2E-LOGG' }] },
    });
    expect(created.status()).toBe(201);
    try {
      await page.goto('/admin?q=E2E-LOGG');
      await page.getByRole('button', { name: 'Slett Loggført testolje' }).click();
      await page.getByRole('dialog', { name: 'Er du sikker?' }).getByRole('button', { name: 'Slett' }).click();
      await expect(toast(page)).toContainText('Produkt slettet');

      await page.getByRole('navigation', { name: 'Faner' }).getByRole('link', { name: 'Logg', exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: /^Logg/ })).toBeVisible();
      for (const c of ['Tidspunkt', 'Bruker', 'Handling', 'Objekt', 'Endring']) await expect(page.getByRole('columnheader', { name: c })).toBeVisible();
      const search = page.getByRole('search');
      await search.getByLabel('Bruker (e-post)').fill(DEMO_ADMIN.email);
      await search.getByLabel('Objekt').selectOption({ label: 'Produkt' });
      await search.getByRole('button', { name: 'Filtrer' }).click();
      await expect(page).toHaveURL(/fane=logg.*objekt=product/);
      const deleted = page.getByRole('row').filter({ hasText: 'Slettet' }).filter({ hasText: 'E2E-LOGG' }).first();
      await expect(deleted).toContainText(DEMO_ADMIN.email);
      await expect(deleted).toContainText('Loggført testolje');
      await expect(page.getByRole('row').filter({ hasText: 'Opprettet' }).filter({ hasText: 'E2E-LOGG' }).first()).toBeVisible();

      await search.getByLabel('Objekt').selectOption({ label: 'Økt' });
      await search.getByRole('button', { name: 'Filtrer' }).click();
      const signedIn = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'Innlogging', exact: true }) })
        .first();
      await expect(signedIn).toContainText(DEMO_ADMIN.email);
      // The session's account by name, not 'Økt 1' (the account's id).
      await expect(signedIn.getByRole('cell', { name: 'Økt: Demo Administrator', exact: true })).toBeVisible();

      await search.getByLabel('Bruker (e-post)').fill('ingen-slik@example.invalid');
      await search.getByRole('button', { name: 'Filtrer' }).click();
      await expect(page.getByText('Ingen hendelser')).toBeVisible();

      await page.goto('/admin?fane=logg&til=2001-01-01');
      await expect(page.getByText('Ingen hendelser')).toBeVisible();
    } finally {
      await deleteProducts(page.request, 'E2E-LOGG');
    }
  });

  test('messages tab: visitors’ text shown as text, relative dates, delete', async ({ page, request }) => {
    const sent = await request.post('/api/contact-messages', {
      headers: { 'x-forwarded-for': '203.0.113.210' },
      data: {
        name: 'Skript <b>Kari</b>',
        email: 'kari@example.no',
        message: '<img src=x onerror=alert(1)> Hei, hvor får jeg kjøpt treolje i Bergen?',
        antiSpamAnswer: '4',
      },
    });
    expect(sent.status()).toBe(201);
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=meldinger');
    const row = page.getByRole('row', { name: /Skript <b>Kari<\/b>/ });
    await expect(row).toContainText('akkurat nå');
    await expect(row).toContainText('<img src=x onerror=alert(1)> Hei');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await row.getByRole('button', { name: /^Slett melding fra/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Er du sikker?' });
    await expect(dialog).toContainText('Denne handlingen kan ikke angres. Dette vil permanent slette meldingen.');
    await dialog.getByRole('button', { name: 'Slett' }).click();
    await expect(toast(page)).toContainText('Melding slettet');
    await expect(page.getByRole('row', { name: /Skript <b>Kari<\/b>/ })).toHaveCount(0);
  });

  test('the debug box checks the session', async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin');
    // Folded at the foot of the panel, in one place: opened when needed.
    await expect(page.getByRole('button', { name: 'Kontroller økten' })).toBeHidden();
    await page.getByRole('button', { name: 'Feilsøking' }).click();
    await page.getByRole('button', { name: 'Kontroller økten' }).click();
    await expect(page.locator('pre')).toContainText('"userIsAdmin": true');
  });
});
