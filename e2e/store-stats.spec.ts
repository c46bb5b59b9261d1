import { test, expect } from './fixtures';
import { DEMO_ADMIN, DEMO_DEALER, csvRows, forwardFrom, signIn } from './helpers';
import type { Page } from '@playwright/test';

/**
 * What the site does for each store (docs/product.md: Dealer finder › What the site does for each
 * store): a click on a finder card's 'Vis vei' goes through our own server, which counts it and
 * redirects to the maps search (intercepted here: no internet), and the click shows up in that
 * dealer's 'Min butikk' figures. The demo dealer keeps d048 Maling med Mer Notodden
 * (prisma/seed/accounts.ts). Each kind counts once per client address and day, so the click is sent
 * from a loopback address of its own for this run (forwardFrom), and counts whatever other specs did.
 */
const NOTODDEN = { name: 'Maling med Mer Notodden', postalCode: '3674' };

/** A figure of the last 30 days in Notodden's panel (0 in the empty state). */
async function notoddenFigure(page: Page, row: RegExp): Promise<number> {
  await page.goto('/dealer-portal/min-butikk');
  const panel = page.getByRole('region', { name: NOTODDEN.name }).getByRole('region', { name: 'Hva nettstedet gjør for butikken' });
  await expect(panel).toBeVisible();
  if ((await panel.getByRole('table').count()) === 0) {
    await expect(panel).toContainText('Ingen visninger eller klikk er registrert');
    return 0;
  }
  const cell = panel.getByRole('row', { name: row }).getByRole('cell').first();
  return Number((await cell.textContent())!.replace(/\s/g, ''));
}

const directionsFigure = (page: Page) => notoddenFigure(page, /Klikk på «Vis vei»/);

/** A loopback address of this run's own (a client the once-a-day rule has not seen). */
const freshAddress = () => `127.0.${1 + Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;

test('a click on Vis vei reaches the maps search and shows up in the dealer’s Min butikk figures', async ({ page, context }) => {
  await signIn(page, DEMO_DEALER);
  const before = await directionsFigure(page);

  // The maps search is another site: answered here. The click itself reaches our server from an address of its own.
  const mapsSearches: string[] = [];
  await context.route('https://www.google.com/**', (route) => {
    mapsSearches.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Kart</title><p>Kartsøk</p>' });
  });
  await context.route('**/forhandlere/*/vei', forwardFrom(freshAddress()));

  await page.goto(`/forhandlere?postnummer=${NOTODDEN.postalCode}`);
  const card = page.getByTestId('dealer-card').filter({ has: page.getByRole('heading', { name: NOTODDEN.name }) });
  const link = card.getByRole('link', { name: `Vis vei til ${NOTODDEN.name} (åpnes i ny fane)` });
  await expect(link).toHaveAttribute('href', /^\/forhandlere\/[a-z0-9-]+\/vei$/);
  await expect(link).toHaveAttribute('rel', /\bnofollow\b/);
  const [maps] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await maps.waitForURL(/^https:\/\/www\.google\.com\/maps\/search\//);
  expect(new URL(maps.url()).searchParams.get('query')).toBe(`${NOTODDEN.name}, Storgata 60, 3674 Notodden`);
  await expect(maps.getByText('Kartsøk')).toBeVisible();
  expect(mapsSearches).toHaveLength(1);
  await maps.close();

  // Counted after the answer: the figure follows within moments.
  await expect.poll(() => directionsFigure(page), { timeout: 10_000 }).toBe(before + 1);
});

test('a view of the store page counts at the server’s edge and shows up in Min butikk', async ({ page, context }) => {
  await signIn(page, DEMO_DEALER);
  const views = (p: Page) => notoddenFigure(p, /Visninger av butikksiden/);
  const before = await views(page);
  // The store page's address from the finder card (its name links to it).
  await page.goto(`/forhandlere?postnummer=${NOTODDEN.postalCode}`);
  const card = page.getByTestId('dealer-card').filter({ has: page.getByRole('heading', { name: NOTODDEN.name }) });
  const storePage = (await card.getByRole('link', { name: NOTODDEN.name, exact: true }).getAttribute('href'))!;
  expect(storePage).toMatch(/^\/forhandlere\/[a-z0-9-]+$/);
  // The visit, from a client of its own; the page is prerendered, so only the edge sees it.
  await context.route(`**${storePage}`, forwardFrom(freshAddress()));
  await page.goto(storePage);
  await expect(page.getByRole('heading', { level: 1, name: NOTODDEN.name })).toBeVisible();
  await context.unroute(`**${storePage}`);
  await expect.poll(() => views(page), { timeout: 10_000 }).toBe(before + 1);
});

test('the phone link redirects to tel: and the page stays (Chromium hands tel: to the system)', async ({ page }) => {
  await page.goto('/forhandlere');
  const card = page.getByTestId('dealer-card').filter({ hasText: 'Grensen Fargehandel' });
  const phone = card.getByRole('link', { name: '22 41 10 15' });
  await expect(phone).toHaveAttribute('href', /^\/forhandlere\/[a-z0-9-]+\/ring$/);
  const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/ring')), phone.click()]);
  expect(answer.status()).toBe(302);
  expect(answer.headers()['location']).toBe('tel:22411015');
  // No error page: the finder is still there.
  await expect(page).toHaveURL(/\/forhandlere$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Finn nærmeste forhandler' })).toBeVisible();
});

test('robots.txt keeps crawlers off the counting links', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const link of ['vei', 'nettside', 'ring']) expect(robots).toContain(`Disallow: /forhandlere/*/${link}`);
});

test('Min butikk shows each store’s figures: a table of the last 30 days against the 30 before, or the empty state', async ({ page }) => {
  await signIn(page, DEMO_DEALER);
  await page.goto('/dealer-portal/min-butikk');
  // d090 has the demo figures (prisma/seed/index.ts seedStoreFigures).
  const oppdal = page.getByRole('region', { name: 'Oppdal Interiør as' }).getByRole('region', { name: 'Hva nettstedet gjør for butikken' });
  const table = oppdal.getByRole('table', { name: 'Tall for Oppdal Interiør as: de siste 30 dagene mot de 30 dagene før' });
  await expect(table.getByRole('columnheader')).toHaveText(['Hva', 'Siste 30 dager', '30 dager før', 'Endring']);
  await expect(table.getByRole('rowheader')).toHaveText([
    'Visninger av butikksiden',
    'Vist i forhandlersøket',
    'Klikk på «Vis vei»',
    'Klikk på «Nettside»',
    'Klikk på telefonnummeret',
  ]);
  // The seed's views: 3 + (7i mod 5) a day, 2 more in the last 30 days: 150 + 60 against 150.
  await expect(table.getByRole('row', { name: /Visninger av butikksiden/ }).getByRole('cell')).toHaveText(['210', '150', '+60 (+40 %)']);
  await expect(oppdal).toContainText(/Siste 30 dager: \d+\. \w+\.? \d{4}–\d+\. \w+\.? \d{4}\./);
});

test('the admin’s location list has the figures of the last 30 days, and the CSV of every store', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin?fane=forhandlere&del=steder&q=d090');
  const table = page.getByRole('table', { name: /Forhandlersteder/ });
  await expect(table.getByRole('columnheader')).toContainText(['Sidevisninger', 'I søk', 'Vis vei', 'Nettside', 'Ring']);
  const row = table.getByRole('row', { name: /Oppdal Interiør/ });
  // The seed's 30 days of d090 (prisma/seed/index.ts): 210 views.
  const headers = await table.getByRole('columnheader').allTextContents();
  await expect(row.getByRole('cell').nth(headers.indexOf('Sidevisninger'))).toHaveText('210');
  const csv = page.getByRole('link', { name: /Last ned tall \(CSV\)/ });
  await expect(csv).toHaveAttribute('href', '/api/insight/stores?format=csv');
  const rows = await csvRows(page.request, '/api/insight/stores?format=csv');
  expect(rows[1]).toEqual(expect.arrayContaining(['Id', 'Navn', 'Adresse', 'Visninger av butikksiden (siste 30 dager)']));
  const oppdal = rows.find((r) => r[0] === 'd090')!;
  expect(oppdal[3]).toBe('210');
  expect(oppdal[4]).toBe('150');
});
