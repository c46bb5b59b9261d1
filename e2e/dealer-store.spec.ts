import { test, expect } from './fixtures';
import { DEMO_DEALER, signIn, toast } from './helpers';
import { addDays, dateLabel, osloClock } from '../lib/dealers/hours-core';

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
  weeklyHours: Array.from({ length: 7 }, (_, i) => ({ closed: i === 6, periods: [{ opens: '10:00', closes: '16:00' }] })),
  categories: [],
  products: [],
};

test('a dealer edits its opening hours and a special day in the portal and the finder shows them at once', async ({ page }) => {
  await signIn(page, DEMO_DEALER);
  await page.goto('/dealer-portal');
  await page.getByRole('link', { name: 'Oppdater butikken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Min butikk' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([NOTODDEN.name, OPPDAL.name].sort((a, b) => a.localeCompare(b, 'nb')));

  const form = page.getByRole('form', { name: `Min butikk: ${OPPDAL.name}` });
  const day = (name: string) => form.getByRole('group', { name, exact: true });
  // Monday to Friday 08:30–17:00, Saturday 10:00–12:00 and 13:00–15:00 (a lunch break), Sunday closed.
  for (const name of ['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag']) {
    await day(name)
      .getByRole('checkbox', { name: `Stengt (${name.toLowerCase()})` })
      .uncheck();
    await day(name).getByLabel(`${name}, periode 1, åpner`).fill('08:30');
    await day(name).getByLabel(`${name}, periode 1, stenger`).fill('17:00');
  }
  const saturday = day('Lørdag');
  await saturday.getByRole('checkbox', { name: 'Stengt (lørdag)' }).uncheck();
  await saturday.getByLabel('Lørdag, periode 1, åpner').fill('10:00');
  await saturday.getByLabel('Lørdag, periode 1, stenger').fill('12:00');
  await saturday.getByRole('button', { name: 'Legg til periode (lørdag)' }).click();
  await saturday.getByLabel('Lørdag, periode 2, åpner').fill('13:00');
  await saturday.getByLabel('Lørdag, periode 2, stenger').fill('15:00');
  await day('Søndag').getByRole('checkbox', { name: 'Stengt (søndag)' }).check();
  await expect(day('Søndag').getByLabel('Søndag, periode 1, åpner')).toBeDisabled();

  // A special day: closed for stocktaking in ten days (the day's checkbox 'Stengt' is ticked for a new day).
  const date = addDays(osloClock(new Date()).date, 10);
  await form.getByRole('button', { name: 'Legg til særskilt dag' }).click();
  const special = form.getByRole('group', { name: 'Særskilt dag 1', exact: true });
  await special.getByLabel('Dato').fill(date);
  await special.getByLabel('Merknad', { exact: false }).fill('Varetelling');
  await expect(special.getByRole('checkbox', { name: 'Stengt (særskilt dag 1)' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Telefon' }).fill('72 40 12 34');
  await form.getByRole('button', { name: 'Lagre endringer' }).click();
  await expect(toast(page)).toContainText('Endringene er lagret og vises i forhandlersøket');
  await expect(form.getByText(/^Sist endret av dere /)).toBeVisible();

  // The finder, at once (its cached list is expired by the save).
  await page.goto(`/forhandlere?postnummer=${OPPDAL.postalCode}`);
  const card = page.getByTestId('dealer-card').filter({ has: page.getByRole('heading', { name: OPPDAL.name }) });
  await expect(card.getByRole('list', { name: 'Åpningstider' })).toContainText('mandag: 08:30–17:00');
  await expect(card).toContainText('72 40 12 34');
  // 'Open now' is computed in the browser at the visitor's time.
  await expect(card.getByTestId('open-now')).toHaveText(/^(Åpent nå · stenger|Stengt · åpner) /);
  // The selected dealer's details: the week and the special day.
  await card.getByRole('button', { name: OPPDAL.name }).click();
  const detail = page.getByTestId('dealer-detail');
  await expect(detail.getByRole('table', { name: 'Åpningstider' })).toContainText('Lørdag10:00–12:00, 13:00–15:00');
  await expect(detail.getByTestId('special-days')).toContainText(`${dateLabel(date, osloClock(new Date()).date)} (Varetelling): Stengt`);

  // The form reads the saved hours back.
  await page.goto('/dealer-portal/min-butikk');
  await expect(day('Fredag').getByLabel('Fredag, periode 1, stenger')).toHaveValue('17:00');
  await expect(day('Lørdag').getByLabel('Lørdag, periode 2, åpner')).toHaveValue('13:00');
  await expect(day('Søndag').getByRole('checkbox', { name: 'Stengt (søndag)' })).toBeChecked();
  await expect(form.getByRole('group', { name: 'Særskilt dag 1', exact: true }).getByLabel('Dato')).toHaveValue(date);
});

test('a wrong time or website is shown under its field and nothing is saved', async ({ page }) => {
  await signIn(page, DEMO_DEALER);
  await page.goto('/dealer-portal/min-butikk');
  const form = page.getByRole('form', { name: `Min butikk: ${NOTODDEN.name}` });
  const monday = form.getByRole('group', { name: 'Mandag', exact: true });
  await monday.getByRole('checkbox', { name: 'Stengt (mandag)' }).uncheck();
  await monday.getByLabel('Mandag, periode 1, åpner').fill('09:00');
  await monday.getByLabel('Mandag, periode 1, stenger').fill('13:00');
  await monday.getByRole('button', { name: 'Legg til periode (mandag)' }).click();
  await monday.getByLabel('Mandag, periode 2, åpner').fill('12:00');
  await monday.getByLabel('Mandag, periode 2, stenger').fill('17:00');
  await form.getByRole('textbox', { name: 'Nettsted' }).fill('ikke en adresse');
  await form.getByRole('button', { name: 'Lagre endringer' }).click();
  await expect(monday.getByRole('alert')).toHaveText('Periodene må komme etter hverandre uten å overlappe');
  await expect(monday.getByLabel('Mandag, periode 2, åpner')).toHaveAttribute('aria-invalid', 'true');
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
