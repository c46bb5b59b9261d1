/**
 * The Administratorer tab (docs/product.md: Admin panel; issue 18 'Done when'): the signed-in
 * administrator's own row is marked '(deg)' and cannot be deactivated (the API refuses it too); a
 * second administrator is invited (the dialog checks its fields), sets a password through the
 * link from the outbox, signs in, is deactivated — the session is refused at once and a new
 * sign-in too — and reactivated. axe on the tab and both dialogs.
 */
import { test, expect } from './fixtures';
import { axeViolations, DEMO_ADMIN, linkTokenFor, signIn, toast } from './helpers';

test.describe('administrator accounts', () => {
  test('a second administrator is invited, signs in, and is deactivated (its session refused); the own row cannot be deactivated; axe finds nothing', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const name = `Anne Admin ${stamp}`;
    const email = `anne-${stamp}@example.no`;
    const password = 'anne-admin-passord-1';

    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=administratorer');
    const section = page.getByRole('region', { name: /^Administratorer \(\d+\)$/ });
    await expect(section).toBeVisible();

    // The own row: marked, its button disabled with the reason beside it.
    const own = section.getByRole('row').filter({ hasText: DEMO_ADMIN.email });
    await expect(own).toContainText('(deg)');
    const ownButton = own.getByRole('button', { name: /^Deaktiver / });
    await expect(ownButton).toBeDisabled();
    await expect(ownButton).toHaveAccessibleDescription('Du kan ikke deaktivere din egen konto.');
    expect(await axeViolations(page)).toEqual([]);

    // The server refuses it too.
    const list = (await (await page.request.get('/api/admins')).json()) as { items: { id: number; email: string }[] };
    const me = list.items.find((a) => a.email === DEMO_ADMIN.email)!;
    const self = await page.request.patch(`/api/admins/${me.id}`, { data: { isActive: false } });
    expect(self.status()).toBe(409);
    expect(await self.json()).toEqual({ error: 'Du kan ikke deaktivere din egen konto. Be en annen administrator om å gjøre det.', code: 'conflict' });

    // Invite: the dialog checks its fields first.
    await section.getByRole('button', { name: 'Inviter administrator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inviter administrator' });
    await dialog.getByRole('button', { name: 'Send invitasjon' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Navn' })).toHaveAccessibleDescription('Navn må være minst 2 tegn');
    await expect(dialog.getByRole('textbox', { name: 'E-post' })).toHaveAccessibleDescription('Ugyldig e-postadresse');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Navn' }).fill(name);
    await dialog.getByRole('textbox', { name: 'E-post' }).fill(email);
    await dialog.getByRole('button', { name: 'Send invitasjon' }).click();
    await expect(toast(page)).toContainText('Invitasjon sendt');
    await expect(dialog).toBeHidden();
    const row = section.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Venter på passord');

    // The same address again: refused at its field.
    await section.getByRole('button', { name: 'Inviter administrator' }).click();
    await dialog.getByRole('textbox', { name: 'Navn' }).fill(name);
    await dialog.getByRole('textbox', { name: 'E-post' }).fill(email);
    await dialog.getByRole('button', { name: 'Send invitasjon' }).click();
    await expect(dialog.getByRole('textbox', { name: 'E-post' })).toHaveAccessibleDescription('En konto med denne e-postadressen finnes allerede');
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();

    const second = await browser.newContext({ baseURL });
    try {
      const token = await linkTokenFor(page.request, email);
      expect((await second.request.post('/api/auth/password/reset', { data: { token, password } })).status()).toBe(200);
      expect((await second.request.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);
      expect((await second.request.get('/api/auth/admin')).status()).toBe(200);

      await page.reload();
      await expect(row).toContainText('Aktiv');
      await row.getByRole('button', { name: `Deaktiver ${name}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Er du sikker?' });
      await expect(confirm).toContainText('mister tilgangen til administrasjonspanelet med en gang');
      expect(await axeViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Deaktiver' }).click();
      await expect(toast(page)).toContainText('Administrator deaktivert');
      await expect(row).toContainText('Deaktivert');

      // The session ends at once; a new sign-in is refused.
      expect((await second.request.get('/api/auth/admin')).status()).toBe(401);
      expect((await second.request.post('/api/auth/login', { data: { email, password } })).status()).toBe(401);

      // Reactivated, the administrator signs in again.
      await row.getByRole('button', { name: `Aktiver ${name}` }).click();
      await page.getByRole('dialog', { name: 'Er du sikker?' }).getByRole('button', { name: 'Aktiver' }).click();
      await expect(toast(page)).toContainText('Administrator aktivert');
      await expect(row).not.toContainText('Deaktivert');
      expect((await second.request.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);
    } finally {
      await second.close();
    }
  });
});
