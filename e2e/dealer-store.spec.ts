import { test, expect } from './fixtures';
import { DEMO_DEALER, signIn, toast } from './helpers';

/**
 * 'Min butikk' (docs/product.md: Dealer portal): the demo dealer keeps its two linked stores up to
 * date (prisma/seed/accounts.ts: d048 Maling med mer Notodden and d090 Oppdal Interiør). A change
 * shows in the finder at once; a location that is not its own is refused (403). The tests use one
 * store each, so they may run in parallel.
 */
const OPPDAL = { id: 'd090', name: 'Oppdal Interiør as', postalCode: '7340' };
const NOTODDEN = { name: 'Maling med Mer Notodden' };

/** A valid body of PUT /api/dealer-stores/{id}. */
const VALID_BODY = {
  phoneNumber: '72 40 00 00',
  website: 'https://example.no',
  openingHours: Array.from({ length: 7 }, (_, i) => (i < 6 ? { closed: false, opens: '10:00', closes: '16:00' } : { closed: true, opens: '', closes: '' })),
  categories: [],
  products: [],
};

test('a dealer edits its opening hours in the portal and the finder shows them at once', async ({ page }) => {
  await signIn(page, DEMO_DEALER);
  await page.goto('/dealer-portal');
  await page.getByRole('link', { name: 'Oppdater butikken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Min butikk' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([NOTODDEN.name, OPPDAL.name].sort((a, b) => a.localeCompare(b, 'nb')));

  const form = page.getByRole('form', { name: `Min butikk: ${OPPDAL.name}` });
  const day = (name: string) => form.getByRole('group', { name });
  // Monday to Friday 08:30–17:00, Saturday 10:00–15:00, Sunday closed.
  for (const name of ['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag']) {
    await day(name).getByLabel(`${name} åpner`).fill('08:30');
    await day(name).getByLabel(`${name} stenger`).fill('17:00');
  }
  await day('Lørdag').getByLabel('Lørdag åpner').fill('10:00');
  await day('Lørdag').getByLabel('Lørdag stenger').fill('15:00');
  await day('Søndag').getByRole('checkbox', { name: 'Stengt søndag' }).check();
  await expect(day('Søndag').getByLabel('Søndag åpner')).toBeDisabled();
  await form.getByRole('textbox', { name: 'Telefon' }).fill('72 40 12 34');
  await form.getByRole('button', { name: 'Lagre endringer' }).click();
  await expect(toast(page)).toContainText('Endringene er lagret og vises i forhandlersøket');
  await expect(form.getByText(/^Sist endret av dere /)).toBeVisible();

  // The finder, at once (its cached list is expired by the save).
  await page.goto(`/forhandlere?postnummer=${OPPDAL.postalCode}`);
  const card = page.getByTestId('dealer-card').filter({ has: page.getByRole('heading', { name: OPPDAL.name }) });
  await expect(card.getByRole('list', { name: 'Åpningstider' })).toContainText('mandag: 08:30–17:00');
  await expect(card).toContainText('72 40 12 34');

  // The form reads the saved hours back.
  await page.goto('/dealer-portal/min-butikk');
  await expect(day('Fredag').getByLabel('Fredag stenger')).toHaveValue('17:00');
  await expect(day('Søndag').getByRole('checkbox', { name: 'Stengt søndag' })).toBeChecked();
});

test('a wrong time or website is shown under its field and nothing is saved', async ({ page }) => {
  await signIn(page, DEMO_DEALER);
  await page.goto('/dealer-portal/min-butikk');
  const form = page.getByRole('form', { name: `Min butikk: ${NOTODDEN.name}` });
  const monday = form.getByRole('group', { name: 'Mandag' });
  await monday.getByLabel('Mandag åpner').fill('18:00');
  await monday.getByLabel('Mandag stenger').fill('09:00');
  await form.getByRole('textbox', { name: 'Nettsted' }).fill('ikke en adresse');
  await form.getByRole('button', { name: 'Lagre endringer' }).click();
  await expect(monday.getByRole('alert')).toHaveText('Stengetiden må være etter åpningstiden');
  await expect(form.getByRole('alert').filter({ hasText: 'Nettsted må være en nettadresse' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Nettsted' })).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(form.getByText('Ikke endret her ennå', { exact: false })).toBeVisible();
});

test('a dealer is refused (403) for a location that is not its own, and may read and save its own', async ({ page }) => {
  await signIn(page, DEMO_DEALER);
  const own = await page.request.get('/api/dealer-stores');
  expect(own.status()).toBe(200);
  expect(((await own.json()) as { id: string }[]).map((s) => s.id)).toEqual(['d048', 'd090']);

  for (const id of ['d001', 'd065', 'd999']) {
    const put = await page.request.put(`/api/dealer-stores/${id}`, { data: VALID_BODY });
    expect(put.status(), `PUT ${id}`).toBe(403);
    expect(await put.json()).toEqual({ error: 'Du har ikke tilgang til dette forhandlerstedet', code: 'forbidden' });
    expect((await page.request.get(`/api/dealer-stores/${id}`)).status(), `GET ${id}`).toBe(403);
  }
  // The finder still shows d001 as it was.
  await page.goto('/forhandlere?postnummer=0159');
  await expect(page.getByTestId('dealer-card').filter({ hasText: 'Grensen Fargehandel' }).first()).not.toContainText('72 40 00 00');

  // Without a session: 401.
  const anonymous = await page.context().browser()!.newContext();
  expect((await anonymous.request.put(`${new URL(page.url()).origin}/api/dealer-stores/d090`, { data: VALID_BODY })).status()).toBe(401);
  await anonymous.close();
});
