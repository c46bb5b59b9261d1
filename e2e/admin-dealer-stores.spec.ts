import { test, expect } from './fixtures';
import { formatDate } from '../components/admin/kit/format';
import { axeViolations, createDealer, DEMO_ADMIN, signedInRequest, signIn, toast } from './helpers';

/**
 * The store link (docs/product.md: Admin panel, issue 27 item 2): the administrator links a dealer
 * account to a store location through the picker in its edit dialog — the option names the account
 * it is linked to now, and saving moves it — the Forhandlersteder list shows the linked account,
 * and after the dealer changes its store ('Min butikk', PUT /api/dealer-stores/{id}) 'Sist endret
 * av forhandler' with the time (Europe/Oslo) and the dealer's e-mail. Uses d111 Varanger Møbelpleie
 * (Vadsø), which no other spec reads, and accounts of its own, deleted at the end (which unlinks).
 */
const STORE = { id: 'd111', name: 'Varanger Møbelpleie', address: 'Brugata 5, 9800 Vadsø' };
const HOURS = Array.from({ length: 7 }, (_, i) => ({ closed: i >= 5, periods: [{ opens: '10:00', closes: '18:00' }] }));

test('the administrator links a dealer to its store with the picker; the locations list shows the link and the dealer’s change', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Several pages and server round trips: triple time on a loaded machine (no timing assertions).
  test.slow();
  const dealer = await createDealer((options) => playwright.request.newContext(options), baseURL, 'butikklenke');
  const admin = await signedInRequest(baseURL!, DEMO_ADMIN);
  // Another account holding the store now: the picker says so, and saving moves it.
  const holder = { email: `butikkholder-${Date.now()}@example.com`, name: 'Holder Butikksen', company: 'Holder AS' };
  const created = await admin.post('/api/dealers', { data: { ...holder, stores: [STORE.id] } });
  expect(created.status()).toBe(201);
  const holderId = ((await created.json()) as { id: number }).id;
  const dealerId = ((await (await admin.get(`/api/dealers?q=${encodeURIComponent(dealer.email)}`)).json()) as { items: { id: number }[] }).items[0].id;
  try {
    await signIn(page, DEMO_ADMIN);
    await page.goto(`/admin?fane=forhandlere&q=${encodeURIComponent(dealer.email)}`);
    const row = page.getByRole('row', { name: new RegExp(dealer.name) });
    await expect(row).toContainText('—');
    await row.getByRole('button', { name: `Rediger ${dealer.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Rediger ${dealer.name}` });
    const picker = dialog.getByRole('combobox', { name: 'Butikker (Min butikk)' });
    await expect(picker).toHaveAccessibleDescription(/åpningstider, telefon, nettside og sortiment/);

    // By keyboard: type part of the address, move down to the option, Enter.
    await picker.fill('Vadsø');
    const option = page.getByRole('listbox').getByRole('option', { name: new RegExp(`${STORE.name} \\(${STORE.id}\\)`) });
    await expect(option).toContainText(STORE.address);
    await expect(option).toContainText(`Knyttet til ${holder.email}`);
    expect(await axeViolations(page)).toEqual([]);
    // The active option is announced through aria-activedescendant.
    const optionId = await option.getAttribute('id');
    for (let i = 0; i < 21 && (await picker.getAttribute('aria-activedescendant')) !== optionId; i++) await picker.press('ArrowDown');
    await expect(picker).toHaveAttribute('aria-activedescendant', optionId!);
    await picker.press('Enter');
    await expect(dialog.getByRole('button', { name: `${STORE.name} (${STORE.id})` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Lagre endringer' }).click();
    await expect(toast(page)).toContainText('Forhandler oppdatert');
    await expect(page.getByRole('row', { name: new RegExp(dealer.name) })).toContainText(STORE.name);

    // Moved: the holder has none now.
    const holderRow = (await (await admin.get(`/api/dealers?q=${encodeURIComponent(holder.email)}`)).json()) as { items: { stores: unknown[] }[] };
    expect(holderRow.items[0].stores).toEqual([]);

    await page.goto(`/admin?fane=forhandlere&del=steder&q=${STORE.id}`);
    const location = page.getByRole('row', { name: new RegExp(STORE.name) });
    await expect(location).toContainText(dealer.email);
    // 'Sist endret av forhandler': never yet.
    await expect(location).toContainText('—');

    // The dealer changes its store in the portal's API.
    const portal = await signedInRequest(baseURL!, dealer);
    try {
      const saved = await portal.put(`/api/dealer-stores/${STORE.id}`, {
        data: { phoneNumber: '78 95 00 00', website: 'varanger-mobelpleie.example', weeklyHours: HOURS },
      });
      expect(saved.status()).toBe(200);
      const { storeEditedAt } = (await saved.json()) as { storeEditedAt: string };
      await page.reload();
      await expect(page.getByRole('row', { name: new RegExp(STORE.name) })).toContainText(`${formatDate(storeEditedAt, true)} av ${dealer.email}`);
      // Another dealer's store is refused.
      expect((await portal.put('/api/dealer-stores/d110', { data: { phoneNumber: '', website: '', weeklyHours: HOURS } })).status()).toBe(403);
    } finally {
      await portal.dispose();
    }

    // The Logg tab names the dealer's change.
    await page.goto('/admin?fane=logg');
    await expect(page.getByRole('row').filter({ hasText: 'Endret av forhandler' }).filter({ hasText: dealer.email }).first()).toBeVisible();
  } finally {
    // Deleting the accounts unlinks the store.
    await admin.delete(`/api/dealers/${dealerId}`);
    await admin.delete(`/api/dealers/${holderId}`);
    await admin.dispose();
  }
});
