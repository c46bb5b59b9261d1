import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { FINDER_PAGE_SIZE } from '../lib/dealers/finder';

const toasts = (page: Page) => page.getByRole('region', { name: 'Varsler (F8)' });
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /forhandlere|Søkeresultater/i }).first();
const cards = (page: Page) => page.getByTestId('dealer-card');

test.describe('dealer finder', () => {
  test('lists every dealer, a page at a time, and shows the map without Google when no maps key is set', async ({ page }) => {
    await page.goto('/forhandlere');
    await expect(page).toHaveTitle(/Finn nærmeste forhandler/);
    await expect(page.getByRole('heading', { level: 1, name: 'Finn nærmeste forhandler' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Alle forhandlere (112)' })).toBeVisible();
    await expect(cards(page)).toHaveCount(FINDER_PAGE_SIZE);
    await expect(page.getByRole('navigation', { name: 'Sider i forhandlerlisten' })).toContainText('Side 1 av 3');
    await expect(page.getByRole('group', { name: 'Kart over forhandlere' })).toBeVisible();
    await expect(page.getByTestId('map-setup-help')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Postnummer' })).toHaveAttribute('maxlength', '4');
  });

  test('a postal search lists nearby dealers sorted by distance and selects the nearest', async ({ page }) => {
    await page.goto('/forhandlere');
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('0150');
    await page.getByRole('textbox', { name: 'Postnummer' }).press('Enter');
    await expect(toasts(page).getByRole('status')).toContainText('Forhandlere funnet');
    const toastText = await toasts(page).getByRole('status').innerText();
    const count = Number(/Fant (\d+) forhandler\(e\) i nærheten/.exec(toastText)?.[1]);
    expect(count).toBeGreaterThan(5);
    await expect(page.getByRole('heading', { name: `Forhandlere i nærheten (${count})` })).toBeVisible();
    const badges = await page
      .getByTestId('dealer-card')
      .locator('span', { hasText: /km unna$/ })
      .allInnerTexts();
    // The first page of the result: the nearest FINDER_PAGE_SIZE.
    expect(badges).toHaveLength(Math.min(count, FINDER_PAGE_SIZE));
    const km = badges.map((b) => Number(b.replace(' km unna', '')));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km.at(-1)).toBeLessThanOrEqual(100);
    await expect(cards(page).first()).toHaveAttribute('data-selected', 'true');
    await expect(page.getByTestId('dealer-detail')).toContainText(await cards(page).first().getByRole('heading').innerText());
  });

  test('a search runs without a reload and keeps the address shareable', async ({ page }) => {
    await page.goto('/forhandlere');
    await page.evaluate(() => Object.assign(window, { finderLoaded: true }));
    const field = page.getByRole('textbox', { name: 'Postnummer' });
    await field.fill('5003');
    await field.press('Enter');
    await expect(page.getByRole('heading', { name: /^Forhandlere i nærheten \(\d+\)$/ })).toBeVisible();
    await expect(page).toHaveURL(/\/forhandlere\?postnummer=5003$/);
    // Still the same document: the form was taken over, not sent.
    expect(await page.evaluate(() => 'finderLoaded' in window)).toBe(true);
    // The text filter narrows the nearby list.
    await page.getByRole('searchbox', { name: 'Forhandlernavn eller sted' }).fill('Nygård');
    await expect(page.getByRole('heading', { name: 'Forhandlere i nærheten (1)' })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    // A search that finds nothing returns to the full list and the bare address (and clears the filter).
    await field.fill('9170');
    await field.press('Enter');
    await expect(toasts(page).getByRole('alert')).toContainText('Fant ingen forhandlere innen 100 km fra dette postnummeret');
    await expect(page.getByRole('heading', { name: 'Alle forhandlere (112)' })).toBeVisible();
    await expect(page).toHaveURL(/\/forhandlere$/);
    expect(await page.evaluate(() => 'finderLoaded' in window)).toBe(true);
  });

  test('a search the server answered shows its message in the page and as a toast until the next search', async ({ page }) => {
    await page.goto('/forhandlere?postnummer=abcd&kilde=skjema');
    await expect(page.getByTestId('finder-message')).toContainText('Ukjent postnummer');
    await expect(toasts(page).getByRole('alert')).toContainText('Kunne ikke finne koordinater for dette postnummeret');
    await expect(page.getByRole('textbox', { name: 'Postnummer' })).toHaveValue('abcd');
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('0150');
    await page.getByRole('button', { name: 'Finn nærmeste forhandler' }).click();
    await expect(page.getByRole('heading', { name: /^Forhandlere i nærheten \(\d+\)$/ })).toBeVisible();
    await expect(page.getByTestId('finder-message')).toHaveCount(0);
    await expect(page).toHaveURL(/\/forhandlere\?postnummer=0150$/);
  });

  test('the search button reads Søker... while searching', async ({ page }) => {
    await page.route('**/api/dealer-locations/nearby**', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto('/forhandlere');
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('5003');
    await page.getByRole('button', { name: 'Finn nærmeste forhandler' }).click();
    await expect(page.getByRole('button', { name: 'Søker...' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Finn nærmeste forhandler' })).toBeEnabled();
  });

  test('invalid, unknown and out-of-range postal codes get their toasts', async ({ page }) => {
    await page.goto('/forhandlere');
    const field = page.getByRole('textbox', { name: 'Postnummer' });
    await field.fill('12');
    await field.press('Enter');
    await expect(toasts(page).getByRole('alert')).toContainText('Ugyldig postnummer');
    await expect(toasts(page).getByRole('alert')).toContainText('Vennligst skriv inn et gyldig postnummer (4 siffer)');
    await field.fill('abcd');
    await field.press('Enter');
    await expect(toasts(page).getByRole('alert')).toContainText('Ukjent postnummer');
    await expect(toasts(page).getByRole('alert')).toContainText('Kunne ikke finne koordinater for dette postnummeret');
    await field.fill('9170'); // Longyearbyen: no dealer within 100 km
    await field.press('Enter');
    await expect(toasts(page).getByRole('alert')).toContainText('Fant ingen forhandlere innen 100 km fra dette postnummeret');
    await expect(page.getByRole('heading', { name: 'Alle forhandlere (112)' })).toBeVisible();
  });

  test('the postnummer parameter searches at once, or gets the URL toast', async ({ page }) => {
    await page.goto('/forhandlere?postnummer=7010');
    await expect(toasts(page).getByRole('status')).toContainText('Forhandlere funnet');
    await expect(page.getByRole('textbox', { name: 'Postnummer' })).toHaveValue('7010');
    await expect(page.getByRole('heading', { name: /^Forhandlere i nærheten \(\d+\)$/ })).toBeVisible();

    await page.goto('/forhandlere?postnummer=70a0');
    await expect(toasts(page).getByRole('alert')).toContainText('Ugyldig postnummer i URL');
    await expect(toasts(page).getByRole('alert')).toContainText('Postnummeret i URL-en er ikke gyldig. Vennligst bruk et 4-sifret postnummer.');
    await expect(page.getByRole('heading', { name: 'Alle forhandlere (112)' })).toBeVisible();
  });

  test('the text filter matches name or place, with the fag rule, and the headings follow', async ({ page }) => {
    await page.goto('/forhandlere');
    const filter = page.getByRole('searchbox', { name: 'Forhandlernavn eller sted' });
    await filter.fill('fag');
    await expect(page.getByRole('heading', { name: 'Søkeresultater (11)' })).toBeVisible();
    for (const name of await cards(page).getByRole('heading').allInnerTexts()) expect(name).toMatch(/fagm[øo]bler/i);
    await filter.fill('bergen');
    await expect(page.getByRole('heading', { name: /^Søkeresultater \(\d+\)$/ })).toBeVisible();
    await filter.fill('finnes ikke noe sted');
    await expect(page.getByRole('heading', { name: 'Søkeresultater (0)' })).toBeVisible();
    await expect(page.getByText('Ingen forhandlere funnet. Prøv et annet søk.')).toBeVisible();
    await filter.fill('');
    await expect(heading(page)).toHaveText('Alle forhandlere (112)');
  });

  test('selecting a card highlights it and shows its details; directions open a maps search', async ({ page }) => {
    await page.goto('/forhandlere');
    const card = cards(page).filter({ hasText: 'Grensen Fargehandel' });
    await card.getByRole('button', { name: 'Vis på kartet: Grensen Fargehandel as' }).click();
    await expect(card).toHaveAttribute('data-selected', 'true');
    await expect(card.getByRole('button', { name: 'Vis på kartet: Grensen Fargehandel as' })).toHaveAttribute('aria-pressed', 'true');
    // The name is a link to the store's page (docs/product.md: Store pages).
    await expect(card.getByRole('link', { name: 'Grensen Fargehandel as', exact: true })).toHaveAttribute('href', '/forhandlere/grensen-fargehandel-oslo');
    const detail = page.getByTestId('dealer-detail');
    await expect(detail.getByRole('heading', { name: 'Grensen Fargehandel as' })).toBeVisible();
    const directions = card.getByRole('link', { name: /Vis vei til Grensen Fargehandel as/ });
    await expect(directions).toHaveText('Vis vei');
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /\bnofollow\b/);
    // A first-party link (it counts the click for the store) that redirects to the maps search.
    const href = (await directions.getAttribute('href'))!;
    expect(href).toMatch(/^\/forhandlere\/[a-z0-9-]+\/vei$/);
    const answer = await page.request.get(href, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    const maps = new URL(answer.headers()['location']);
    expect(maps.hostname).toBe('www.google.com');
    expect(maps.searchParams.get('query')).toBe('Grensen Fargehandel as, Grensen 8, 0159 Oslo');
    await expect(detail.getByRole('link', { name: 'Få veibeskrivelse' })).toHaveAttribute('href', href);
  });

  test('cards show at most two opening-hour lines, phone and website; the detail card shows all', async ({ page }) => {
    await page.goto('/forhandlere');
    const card = cards(page).filter({ hasText: 'Grensen Fargehandel' });
    const hours = card.getByRole('list', { name: 'Åpningstider' }).getByRole('listitem');
    await expect(hours).toHaveCount(2);
    await expect(hours.first()).toHaveText('mandag: 09:00–18:00');
    await card.getByRole('button', { name: 'Se alle åpningstider' }).click();
    await expect(hours).toHaveCount(7);
    // The phone and the website through the store's counting links, which redirect to tel: and the site.
    const phone = (await card.getByRole('link', { name: '22 41 10 15' }).getAttribute('href'))!;
    expect(phone).toMatch(/^\/forhandlere\/[a-z0-9-]+\/ring$/);
    expect((await page.request.get(phone, { maxRedirects: 0 })).headers()['location']).toBe('tel:22411015');
    const website = (await card.getByRole('link', { name: /Nettside for Grensen Fargehandel as/ }).getAttribute('href'))!;
    expect(website).toMatch(/^\/forhandlere\/[a-z0-9-]+\/nettside$/);
    expect((await page.request.get(website, { maxRedirects: 0 })).headers()['location']).toBe('https://grensen-farge.example/');
    // The detail card shows the whole week as a table (Monday–Friday 08:00–16:00, weekends closed).
    const frogner = cards(page).filter({ hasText: 'Frogner Møbelsnekkeri' });
    await frogner.getByRole('button', { name: 'Vis på kartet: Frogner Møbelsnekkeri as' }).click();
    const detail = page.getByTestId('dealer-detail');
    const week = detail.getByRole('table', { name: 'Åpningstider' }).getByRole('row');
    await expect(week).toHaveCount(7);
    await expect(week.first()).toHaveText('Mandag08:00–16:00');
    await expect(week.last()).toHaveText('SøndagStengt');
    const frognerSite = (await detail.getByRole('link', { name: 'Besøk nettsted' }).getAttribute('href'))!;
    expect((await page.request.get(frognerSite, { maxRedirects: 0 })).headers()['location']).toBe('https://frogner-snekkeri.example/');
  });

  test('a dealer without coordinates gets the Manglende informasjon toast', async ({ page }) => {
    // The demo list has two dealers without coordinates, both named '… på …' (on different pages of the full list).
    await page.goto('/forhandlere?q=p%C3%A5');
    await expect(page.locator('[data-has-position="false"]')).toHaveCount(2);
    await page
      .locator('[data-has-position="false"]')
      .first()
      .getByRole('button', { name: /^Vis på kartet: / })
      .click();
    await expect(toasts(page).getByRole('alert')).toContainText('Manglende informasjon');
  });

  test('Bruk min posisjon searches around the browser position', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 60.3913, longitude: 5.3221 }); // Bergen
    await page.goto('/forhandlere');
    await page.getByRole('button', { name: 'Bruk min posisjon' }).click();
    await expect(toasts(page).getByRole('status')).toContainText('Forhandlere funnet');
    await expect(page.getByRole('heading', { name: /^Forhandlere i nærheten \(\d+\)$/ })).toBeVisible();
  });

  test('Bruk min posisjon far from every dealer gets the out-of-range toast', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 78.22, longitude: 15.65 }); // Longyearbyen
    await page.goto('/forhandlere');
    await page.getByRole('button', { name: 'Bruk min posisjon' }).click();
    await expect(toasts(page).getByRole('alert')).toContainText('Fant ingen forhandlere innen 100 km fra posisjonen din');
  });

  test('a refused position gets a Norwegian message', async ({ page }) => {
    await page.goto('/forhandlere');
    await page.getByRole('button', { name: 'Bruk min posisjon' }).click();
    await expect(toasts(page).getByRole('alert')).toContainText('Posisjon ikke tilgjengelig');
  });

  test('the text filter searches every location, not only the page shown, and the address follows', async ({ page }) => {
    await page.goto('/forhandlere');
    await page.evaluate(() => Object.assign(window, { finderLoaded: true }));
    // Tønsberg is on the last page of the full list.
    await expect(cards(page).filter({ hasText: 'Tønsberg' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Forhandlernavn eller sted' }).fill('tønsberg');
    await expect(page.getByRole('heading', { name: /^Søkeresultater \(\d+\)$/ })).toBeVisible();
    await expect(cards(page).first()).toContainText('Tønsberg');
    await expect(page).toHaveURL(/\/forhandlere\?q=t%C3%B8nsberg$/);
    expect(await page.evaluate(() => 'finderLoaded' in window)).toBe(true);
    // The shared address is answered by the server the same way.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Forhandlernavn eller sted' })).toHaveValue('tønsberg');
    await expect(cards(page).first()).toContainText('Tønsberg');
  });

  test('paging changes the list in place, moves the focus to its heading and keeps the address shareable', async ({ page }) => {
    await page.goto('/forhandlere');
    await page.evaluate(() => Object.assign(window, { finderLoaded: true }));
    const pager = page.getByRole('navigation', { name: 'Sider i forhandlerlisten' });
    const firstName = await cards(page).first().getByRole('heading').innerText();
    await expect(page.getByRole('status').filter({ hasText: /^Side 1 av 3$/ })).toHaveCount(1);
    await pager.getByRole('link', { name: 'Neste side' }).click();
    await expect(pager).toContainText('Side 2 av 3');
    // Announced: the page in a live region that was in the page before the change.
    await expect(page.getByRole('status').filter({ hasText: /^Side 2 av 3$/ })).toHaveCount(1);
    await expect(page).toHaveURL(/\/forhandlere\?side=2$/);
    await expect(page.getByRole('heading', { name: 'Alle forhandlere (112)' })).toBeFocused();
    await expect(cards(page)).toHaveCount(FINDER_PAGE_SIZE);
    await expect(cards(page).filter({ hasText: firstName })).toHaveCount(0);
    await pager.getByRole('link', { name: 'Siste side' }).click();
    await expect(pager).toContainText('Side 3 av 3');
    await expect(cards(page)).toHaveCount(112 - 2 * FINDER_PAGE_SIZE);
    await expect(pager.getByRole('link', { name: 'Neste side' })).toHaveCount(0);
    await pager.getByRole('link', { name: 'Første side' }).click();
    await expect(cards(page).first().getByRole('heading')).toHaveText(firstName);
    await expect(page).toHaveURL(/\/forhandlere$/);
    expect(await page.evaluate(() => 'finderLoaded' in window)).toBe(true);
  });

  test('on a nearby page the server answered, the text filter narrows the whole result without a reload', async ({ page }) => {
    await page.goto('/forhandlere?postnummer=5003');
    await expect(page.getByRole('heading', { name: /^Forhandlere i nærheten \(\d+\)$/ })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { finderLoaded: true }));
    await page.getByRole('searchbox', { name: 'Forhandlernavn eller sted' }).fill('Nygård');
    await expect(page.getByRole('heading', { name: 'Forhandlere i nærheten (1)' })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('km unna');
    await expect(page).toHaveURL(/\/forhandlere\?postnummer=5003&q=Nyg%C3%A5rd$/);
    expect(await page.evaluate(() => 'finderLoaded' in window)).toBe(true);
  });
});
