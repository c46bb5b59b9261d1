/**
 * The store pages (docs/product.md: Store pages): without JavaScript a finder card's name leads to
 * its store's page, which answers 200 with the store's details, its hours and a LocalBusiness whose
 * openingHoursSpecification says what the page shows; what it carries links to the catalogue; the
 * nearest stores link to their pages; a store without coordinates has its page without a map; a
 * renamed store's old address answers a permanent redirect; an unknown one the site's 404.
 */
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, signIn, toast } from './helpers';
import { test, expect } from './fixtures';
import { WEEKDAY_NAMES, dateLabel, osloToday, weekdayIndex } from '../lib/dealers/hours-core';

const GRENSEN = { name: 'Grensen Fargehandel as', path: '/forhandlere/grensen-fargehandel-oslo' };
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DAY_NAMES = ['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag', 'Søndag'];

type Json = Record<string, unknown>;

async function jsonLd(page: Page, type: string): Promise<Json> {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b) as Json);
  const found = blocks.find((b) => b['@type'] === type);
  expect(found, `JSON-LD ${type}`).toBeDefined();
  return found!;
}

/** The week as the page's table shows it: day name → '09:00–18:00' or 'Stengt'. */
async function shownWeek(page: Page): Promise<Record<string, string>> {
  const rows = page.getByTestId('store-hours').getByRole('row');
  const week: Record<string, string> = {};
  // Today's row says so to screen readers: 'Mandag (i dag)'.
  for (const row of await rows.all())
    week[(await row.getByRole('rowheader').innerText()).replace(/\s*\(i dag\)$/, '').trim()] = (await row.getByRole('cell').innerText()).trim();
  return week;
}

/** The week as openingHoursSpecification says it, in the page's words. */
function specifiedWeek(specs: Array<{ dayOfWeek: string[]; opens: string; closes: string }>): Record<string, string> {
  const week: Record<string, string> = {};
  DAYS.forEach((day, i) => {
    const periods = specs.filter((s) => s.dayOfWeek.includes(`https://schema.org/${day}`)).map((s) => `${s.opens}–${s.closes}`);
    week[DAY_NAMES[i]] = periods.length ? periods.join(', ') : 'Stengt';
  });
  return week;
}

test.describe('store pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a finder card's name leads to the store's page: 200, details, hours and a LocalBusiness that matches them", async ({ page, baseURL }) => {
    await page.goto('/forhandlere?q=grensen');
    const card = page.getByTestId('dealer-card').filter({ hasText: GRENSEN.name });
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === GRENSEN.path),
      card.getByRole('link', { name: GRENSEN.name, exact: true }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(`${baseURL}${GRENSEN.path}`);

    await expect(page).toHaveTitle(`${GRENSEN.name}, Oslo – forhandler | Nordisk Pleie`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(GRENSEN.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${GRENSEN.path}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Grensen Fargehandel as, Grensen 8, 0159 Oslo\. Fører hele sortimentet/);
    const crumbs = page.getByRole('navigation', { name: 'Brødsmulesti' });
    await expect(crumbs.getByRole('link', { name: 'Forhandlere' })).toHaveAttribute('href', '/forhandlere');
    await expect(crumbs.getByRole('link', { name: 'Oslo' })).toHaveAttribute('href', '/forhandlere/sted/oslo');

    // Contact: the counting links (first-party, nofollow), the place's page.
    const contact = page.getByRole('region', { name: 'Adresse og kontakt' });
    await expect(contact).toContainText('Grensen 8, 0159 Oslo');
    const directions = contact.getByRole('link', { name: `Vis vei til ${GRENSEN.name} (åpnes i ny fane)` });
    await expect(directions).toHaveAttribute('href', `${GRENSEN.path}/vei`);
    await expect(directions).toHaveAttribute('rel', 'nofollow');
    await expect(contact.getByRole('link', { name: `Nettside for ${GRENSEN.name} (åpnes i ny fane)` })).toHaveAttribute('href', `${GRENSEN.path}/nettside`);
    await expect(contact.getByRole('link', { name: `Ring ${GRENSEN.name} på 22 41 10 15` }).first()).toHaveAttribute('href', `${GRENSEN.path}/ring`);
    await expect(contact.getByRole('link', { name: 'Alle forhandlere i Oslo' })).toHaveAttribute('href', '/forhandlere/sted/oslo');

    // Hours: the week shown is the week specified.
    const week = await shownWeek(page);
    expect(week).toEqual({
      Mandag: '09:00–18:00',
      Tirsdag: '09:00–18:00',
      Onsdag: '09:00–18:00',
      Torsdag: '09:00–18:00',
      Fredag: '09:00–18:00',
      Lørdag: '10:00–16:00',
      Søndag: 'Stengt',
    });
    // Today's hours with the date rendered for, and today's row marked unless today is a special day
    // or a public holiday (computed at render; 'open now' is the browser's, none without JavaScript).
    const today = osloToday();
    const todayLine = (await page.getByTestId('hours-today').textContent()) ?? '';
    expect(todayLine.startsWith(`I dag, ${WEEKDAY_NAMES[weekdayIndex(today)]} ${dateLabel(today)}`)).toBe(true);
    await expect(page.getByTestId('store-hours').locator('tr[aria-current="date"]')).toHaveCount(todayLine.includes('(') ? 0 : 1);
    await expect(page.getByTestId('open-now')).toHaveCount(0);
    // The demo's special days (prisma/seed: Julaften 10:00–13:00, Nyttårsaften 10:00–14:00) are listed.
    await expect(page.getByTestId('special-days')).toContainText('24. desember (Julaften): 10:00–13:00');
    const business = await jsonLd(page, 'HomeGoodsStore');
    expect(specifiedWeek(business.openingHoursSpecification as Array<{ dayOfWeek: string[]; opens: string; closes: string }>)).toEqual(week);
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: GRENSEN.name,
      url: `${baseURL}${GRENSEN.path}`,
      telephone: '22 41 10 15',
      address: { '@type': 'PostalAddress', streetAddress: 'Grensen 8', postalCode: '0159', addressLocality: 'Oslo', addressCountry: 'NO' },
      geo: { '@type': 'GeoCoordinates', latitude: 59.9138, longitude: 10.744 },
    });
    // Its special days, and the public holidays of the coming year it would have been open on as closed days (lib/dealers/hours.ts).
    const special = business.specialOpeningHoursSpecification as Array<Json>;
    const julaften = special.find((d) => String(d.validFrom).endsWith('-12-24'));
    expect(julaften).toMatchObject({ '@type': 'OpeningHoursSpecification', opens: '10:00', closes: '13:00' });
    expect(julaften?.validThrough).toBe(julaften?.validFrom);
    const closed = special.filter((d) => d.opens === '00:00' && d.closes === '00:00');
    expect(closed.map((d) => String(d.validFrom).slice(5))).toContain('12-25');
    const breadcrumbs = await jsonLd(page, 'BreadcrumbList');
    expect((breadcrumbs.itemListElement as Json[]).map((i) => i.name)).toEqual(['Hjem', 'Forhandlere', 'Oslo', GRENSEN.name]);

    // What it carries: everything. The nearest other stores, each to its page.
    await expect(page.getByRole('region', { name: 'Dette fører butikken' })).toContainText('Butikken fører hele sortimentet vårt.');
    const nearest = page.getByTestId('store-nearest').getByRole('link');
    await expect(nearest).toHaveCount(5);
    for (const href of await nearest.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/forhandlere\/[a-z0-9-]+$/);
    const next = nearest.first();
    const nextName = await next.innerText();
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextName);
  });

  test('a store that carries a part of the range links its categories and products', async ({ page }) => {
    const response = await page.goto('/forhandlere/fjosanger-jernvare-bergen');
    expect(response?.status()).toBe(200);
    const carries = page.getByRole('region', { name: 'Dette fører butikken' });
    for (const [name, href] of [
      ['Gulvbeskyttelse', '/produkter/gulvbeskyttelse'],
      ['Treolje', '/produkter/treolje'],
      ['Trepleie', '/produkter/trepleie'],
    ])
      await expect(carries.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(carries.getByRole('link', { name: 'Møbelpolish Klassisk' })).toHaveAttribute('href', '/produkt/1010');
    await expect(carries).not.toContainText('hele sortimentet');
    // Hours unknown: said so, and no openingHoursSpecification.
    await expect(page.getByRole('region', { name: 'Åpningstider' })).toContainText('Butikken har ikke oppgitt åpningstider.');
    expect(await jsonLd(page, 'HomeGoodsStore')).not.toHaveProperty('openingHoursSpecification');
  });

  test('a store without coordinates has its page, without a map or nearest stores', async ({ page }) => {
    const response = await page.goto('/forhandlere/mobelhuset-pa-skarnes');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Møbelhuset på Skarnes');
    await expect(page.getByRole('region', { name: 'Kart' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Nærmeste forhandlere' })).toHaveCount(0);
    const business = await jsonLd(page, 'HomeGoodsStore');
    expect(business).not.toHaveProperty('geo');
    expect(business.address).toMatchObject({ streetAddress: 'Rådhusvegen 5', postalCode: '2100', addressLocality: 'Skarnes' });
  });

  test("an unknown store answers the site's 404", async ({ page }) => {
    for (const path of ['/forhandlere/finnes-ikke-oslo', '/forhandlere/Grensen']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    }
  });

  test('the sitemap lists every store page', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toMatch(/\/forhandlere\/grensen-fargehandel-oslo<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}/);
    expect(xml).toContain('/forhandlere/mobelhuset-pa-skarnes</loc>');
    expect((xml.match(/\/forhandlere\/[a-z0-9-]+<\/loc>/g) ?? []).length).toBeGreaterThanOrEqual(112);
  });
});

test('a renamed store keeps answering its old address with a permanent redirect', async ({ page }) => {
  test.slow();
  await signIn(page, DEMO_ADMIN);
  const importCsv = async (line: string, message: string) => {
    await page.goto('/admin?fane=forhandlere&del=steder');
    const form = page.getByRole('form', { name: 'Importer forhandlersteder' });
    await form.getByLabel(/^CSV-fil/).setInputFiles({ name: 'steder.csv', mimeType: 'text/csv', buffer: Buffer.from(`${line}\n`, 'utf8') });
    await form.getByRole('button', { name: 'Importer' }).click();
    await expect(toast(page)).toContainText(message);
  };
  await importCsv('e2e-omdopt;E2E OMDØPT AS;Kirkegata 5, 3611 Kongsberg;59,67;9,65', '1 nye og 0 oppdaterte forhandlersteder.');
  try {
    expect((await page.request.get('/forhandlere/e2e-omdopt-kongsberg')).status()).toBe(200);
    await importCsv('e2e-omdopt;E2E OMDØPT OG SØNN AS;Kirkegata 5, 3611 Kongsberg;59,67;9,65', '0 nye og 1 oppdaterte forhandlersteder.');
    const old = await page.request.get('/forhandlere/e2e-omdopt-kongsberg', { maxRedirects: 0 });
    expect(old.status()).toBe(308);
    expect(new URL(old.headers()['location'], 'http://x').pathname).toBe('/forhandlere/e2e-omdopt-og-sonn-kongsberg');
    await page.goto('/forhandlere/e2e-omdopt-kongsberg');
    await expect(page).toHaveURL(/\/forhandlere\/e2e-omdopt-og-sonn-kongsberg$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2e Omdøpt og Sønn as');
  } finally {
    await page.goto('/admin?fane=forhandlere&del=steder&q=e2e-omdopt');
    await page.getByRole('button', { name: /^Slett E2e Omdøpt/ }).click();
    await page.getByRole('dialog', { name: 'Er du sikker?' }).getByRole('button', { name: 'Slett' }).click();
    await expect(toast(page)).toContainText('Forhandlersted slettet');
  }
});
