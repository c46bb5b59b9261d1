import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * The place pages (docs/product.md: Place pages) and the searched code's place in the finder
 * (docs/product.md §5): '/forhandlere/sted/bergen' lists Bergen's stores without JavaScript, and a
 * postal search shows '0150 Oslo' beside the code, in the server's HTML and after a search in the
 * browser.
 */
const stores = (page: Page) => page.getByTestId('place-store');
const searchedPlace = (page: Page) => page.getByTestId('finder-searched-place');

test.describe('place pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("/forhandlere/sted/bergen lists Bergen's stores, links their pages and searches from the place", async ({ page }) => {
    const response = await page.goto('/forhandlere/sted/bergen');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Forhandlere i Bergen (4) | Nordisk Pleie');
    await expect(page.getByRole('heading', { level: 1, name: 'Forhandlere i Bergen (4)' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/forhandlere\/sted\/bergen$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /i Bergen: /);
    await expect(stores(page)).toHaveCount(4);
    const names = await stores(page).getByRole('heading', { level: 2 }).allInnerTexts();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nb')));
    expect(names).toEqual(['Bergen Fargehandel as', 'Fjøsanger Jernvare as', 'Nygård Interiør og Farge', 'Vestlandets Møbelpleie a/s']);
    await expect(stores(page).filter({ hasText: 'Strandgaten 50, 5013 Bergen' })).toHaveCount(1);
    // Each store's name links to its store page.
    for (const link of await stores(page).getByRole('heading', { level: 2 }).getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /^\/forhandlere\/[a-z0-9-]+$/);
    }
    // The finder searching from the place: without JavaScript the server answers the search.
    await page.getByRole('link', { name: 'Søk fra 5013 Bergen' }).click();
    await expect(page).toHaveURL(/\/forhandlere\?postnummer=5013$/);
    await expect(page.getByRole('heading', { name: /^Forhandlere i nærheten \(\d+\)$/ })).toBeVisible();
    await expect(searchedPlace(page)).toContainText('Nærmest 5013 Bergen');
    await searchedPlace(page).getByRole('link', { name: 'Alle forhandlere i Bergen' }).click();
    await expect(page).toHaveURL(/\/forhandlere\/sted\/bergen$/);
  });

  test('the index lists every place with its count; an unknown place is the 404 page', async ({ page }) => {
    await page.goto('/forhandlere');
    await page.getByRole('link', { name: 'Se forhandlerne etter sted' }).click();
    await expect(page).toHaveURL(/\/forhandlere\/sted$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forhandlere etter sted' })).toBeVisible();
    const places = page.getByTestId('places').getByRole('listitem');
    await expect(places.filter({ hasText: 'Bergen (4)' })).toHaveCount(1);
    await expect(places.filter({ hasText: 'Tromsø (3)' })).toHaveCount(1);
    // The Danish dealer is in no Norwegian place.
    await expect(places.filter({ hasText: 'Aalborg' })).toHaveCount(0);
    await places.filter({ hasText: 'Tromsø (3)' }).getByRole('link', { name: 'Tromsø' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forhandlere i Tromsø (3)' })).toBeVisible();

    const missing = await page.goto('/forhandlere/sted/aalborg');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test("the finder answers ?postnummer=9000 with Tromsø's dealers and shows '9000 Tromsø'", async ({ page }) => {
    await page.goto('/forhandlere?postnummer=9000');
    await expect(searchedPlace(page)).toContainText('Nærmest 9000 Tromsø');
    const cards = page.getByTestId('dealer-card');
    await expect(cards.first()).toContainText('9008 Tromsø');
    await expect(cards.filter({ hasText: 'Aalborg' })).toHaveCount(0);
    // A code not in the register: 'Ukjent postnummer' in the page.
    await page.goto('/forhandlere?postnummer=1234');
    await expect(page.getByTestId('finder-message')).toContainText('Ukjent postnummer');
    await expect(searchedPlace(page)).toHaveCount(0);
  });

  test("a store's phone and website go through its counting links", async ({ page }) => {
    await page.goto('/forhandlere/sted/oslo');
    const grensen = stores(page).filter({ hasText: 'Grensen 8, 0159 Oslo' });
    await expect(grensen.getByRole('link', { name: 'grensen-farge.example' })).toHaveAttribute('href', /^\/forhandlere\/[a-z0-9-]+\/nettside$/);
    await expect(grensen.getByRole('link', { name: '22 41 10 15' })).toHaveAttribute('href', /^\/forhandlere\/[a-z0-9-]+\/ring$/);
  });

  test('the sitemap lists the place pages', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toMatch(/\/forhandlere\/sted<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}/);
    expect(xml).toMatch(/\/forhandlere\/sted\/bergen<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}/);
    expect(xml).toContain('/forhandlere/sted/mo-i-rana</loc>');
    expect(xml).not.toContain('/forhandlere/sted/aalborg</loc>');
  });
});

test.describe('the searched place with JavaScript', () => {
  test("a postal search in the browser shows '0150 Oslo' and links Oslo's place page", async ({ page }) => {
    await page.goto('/forhandlere');
    const field = page.getByRole('textbox', { name: 'Postnummer' });
    await field.fill('0150');
    await field.press('Enter');
    await expect(page.getByRole('heading', { name: /^Forhandlere i nærheten \(\d+\)$/ })).toBeVisible();
    await expect(searchedPlace(page)).toContainText('Nærmest 0150 Oslo');
    await expect(searchedPlace(page).getByRole('link', { name: 'Alle forhandlere i Oslo' })).toHaveAttribute('href', '/forhandlere/sted/oslo');
    // A position search has no postal code, so no place.
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 60.39, longitude: 5.32 });
    await page.getByRole('button', { name: 'Bruk min posisjon' }).click();
    await expect(page).toHaveURL(/\/forhandlere$/);
    await expect(searchedPlace(page)).toHaveCount(0);
  });

  test("the server's answer to ?postnummer=0150 shows '0150 Oslo' in its HTML", async ({ request }) => {
    const html = await (await request.get('/forhandlere?postnummer=0150')).text();
    expect(html).toMatch(/Nærmest <strong>0150 Oslo<\/strong>/);
  });
});
