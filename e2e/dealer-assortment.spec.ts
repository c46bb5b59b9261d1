import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { FINDER_PAGE_SIZE } from '../lib/dealers/finder';

/**
 * What each dealer carries (docs/product.md §2): from a product page the finder opens narrowed to
 * the dealers carrying the product ('Forhandlere med {produkt} (n)', nearest first), 'Vis alle
 * forhandlere' drops the filter, and the finder's own category filter is a GET form. Demo data
 * (prisma/seed/data/dealers.csv): near Bergen, d065 Bergen Fargehandel carries only 'Lærpleie' and
 * d068 Fjøsanger Jernvare only 'Treolje, Trepleie, Gulvbeskyttelse' and the single product 1010;
 * d003 Løkka Interiør og Farge (Oslo) only 'Lærpleie'; every other location carries everything.
 */
const PRODUCT = { articleNumber: '1030', name: 'Møbelpolish Spray 400 ml' };
const NOT_CARRYING = ['Bergen Fargehandel as', 'Fjøsanger Jernvare as'];

const cards = (page: Page) => page.getByTestId('dealer-card');
const names = (page: Page) => cards(page).getByRole('heading').allInnerTexts();
async function nearbyKm(page: Page): Promise<number[]> {
  const badges = await cards(page)
    .locator('span', { hasText: /km unna$/ })
    .allInnerTexts();
  return badges.map((b) => Number(b.replace(' km unna', '')));
}
const headingCount = async (page: Page, name: RegExp) => Number(/\((\d+)\)$/.exec(await page.getByRole('heading', { name }).innerText())?.[1]);

for (const javaScriptEnabled of [true, false]) {
  test.describe(`what each dealer carries, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('a product page searches 5003: only the dealers carrying it, nearest first, then all of them', async ({ page, request }) => {
      await page.goto(`/produkt/${PRODUCT.articleNumber}`);
      const buy = page.getByRole('region', { name: 'Kjøp hos våre forhandlere' });
      await buy.getByRole('textbox', { name: 'Postnummer' }).fill('5003');
      await buy.getByRole('button', { name: 'Finn forhandler' }).click();
      await expect(page).toHaveURL(/\/forhandlere\?postnummer=5003&(kilde=skjema&)?produkt=1030$/);

      const narrowed = new RegExp(`^Forhandlere med ${PRODUCT.name} \\(\\d+\\)$`);
      await expect(page.getByRole('heading', { name: narrowed })).toBeVisible();
      const count = await headingCount(page, narrowed);
      await expect(cards(page)).toHaveCount(count);
      const km = await nearbyKm(page);
      expect(km).toHaveLength(count);
      expect(km).toEqual([...km].sort((a, b) => a - b));
      const shown = await names(page);
      expect(shown).toContain('Nygård Interiør og Farge');
      for (const name of NOT_CARRYING) expect(shown).not.toContain(name);
      // The search API gives the same answer.
      const api = (await (await request.get(`/api/dealer-locations/nearby?postnummer=5003&product=${PRODUCT.articleNumber}`)).json()) as { total: number };
      expect(api.total).toBe(count);

      await page.getByRole('link', { name: 'Vis alle forhandlere' }).click();
      await expect(page).toHaveURL(/\/forhandlere\?postnummer=5003$/);
      const all = /^Forhandlere i nærheten \(\d+\)$/;
      await expect(page.getByRole('heading', { name: all })).toBeVisible();
      expect(await headingCount(page, all)).toBe(count + NOT_CARRYING.length);
      const allNames = await names(page);
      for (const name of NOT_CARRYING) expect(allNames).toContain(name);
      const allKm = await nearbyKm(page);
      expect(allKm).toEqual([...allKm].sort((a, b) => a - b));
      await expect(page.getByRole('link', { name: 'Vis alle forhandlere' })).toHaveCount(0);
    });

    test("'Finn nærmeste forhandler' opens the finder for the product; a postal search there keeps it", async ({ page }) => {
      await page.goto(`/produkt/${PRODUCT.articleNumber}`);
      await page.getByRole('link', { name: 'Finn nærmeste forhandler' }).click();
      await expect(page).toHaveURL(/\/forhandlere\?produkt=1030$/);
      // 112 locations, 3 of them narrowed to other categories.
      await expect(page.getByRole('heading', { name: `Forhandlere med ${PRODUCT.name} (109)` })).toBeVisible();
      await expect(cards(page)).toHaveCount(FINDER_PAGE_SIZE);
      // The pages keep the filter.
      const pager = page.getByRole('navigation', { name: 'Sider i forhandlerlisten' });
      await expect(pager).toContainText('Side 1 av 3');
      await expect(pager.getByRole('link', { name: 'Neste side' })).toHaveAttribute('href', '/forhandlere?produkt=1030&side=2');
      await page.getByRole('textbox', { name: 'Postnummer' }).fill('5003');
      await page.getByRole('button', { name: 'Finn nærmeste forhandler' }).click();
      await expect(page.getByRole('heading', { name: new RegExp(`^Forhandlere med ${PRODUCT.name} \\(\\d+\\)$`) })).toBeVisible();
      await expect(cards(page).first()).toContainText('km unna');
      await expect(page).toHaveURL(/postnummer=5003/);
      await expect(page).toHaveURL(/produkt=1030/);
      for (const name of NOT_CARRYING) expect(await names(page)).not.toContain(name);
    });

    test('the category filter narrows the list and keeps the postal search', async ({ page }) => {
      await page.goto('/forhandlere?postnummer=5003');
      await page.getByRole('combobox', { name: 'Produktkategori' }).selectOption('Treolje');
      await page.getByRole('button', { name: 'Vis', exact: true }).click();
      await expect(page).toHaveURL(/\/forhandlere\?postnummer=5003&kategori=Treolje$/);
      await expect(page.getByRole('heading', { name: /^Forhandlere med Treolje \(\d+\)$/ })).toBeVisible();
      const shown = await names(page);
      expect(shown).toContain('Fjøsanger Jernvare as');
      expect(shown).not.toContain('Bergen Fargehandel as');
      await expect(page.getByRole('combobox', { name: 'Produktkategori' })).toHaveValue('Treolje');
    });
  });
}

test('the map shows only the dealers carrying the product', async ({ page }) => {
  await page.goto(`/forhandlere?produkt=${PRODUCT.articleNumber}`);
  const map = page.getByRole('group', { name: 'Kart over forhandlere' });
  await expect(map.getByTestId('map-marker').first()).toBeVisible();
  const counts = await map
    .locator('[data-testid="map-marker"], [data-testid="map-cluster"]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-count'))));
  // The page's dealers carrying it (109 do, a page at a time), each with coordinates on the map.
  const onPage = await cards(page).and(page.locator('[data-has-position="true"]')).count();
  expect(counts.reduce((a, b) => a + b, 0)).toBe(onPage);
  // Bergen Fargehandel would be on this page (by name) if it carried the product.
  expect(await names(page)).not.toContain('Bergen Fargehandel as');
  await expect(map.getByRole('button', { name: 'Bergen Fargehandel as', exact: true })).toHaveCount(0);
});

test('a single product a shop lists counts for that product, not for its category', async ({ page }) => {
  await page.goto('/forhandlere?postnummer=5003&produkt=1010');
  await expect(page.getByRole('heading', { name: /^Forhandlere med Møbelpolish Klassisk \(\d+\)$/ })).toBeVisible();
  expect(await names(page)).toContain('Fjøsanger Jernvare as');
  expect(await names(page)).not.toContain('Bergen Fargehandel as');
  await page.goto('/forhandlere?postnummer=5003&kategori=M%C3%B8belpolish');
  await expect(page.getByRole('heading', { name: /^Forhandlere med Møbelpolish \(\d+\)$/ })).toBeVisible();
  expect(await names(page)).not.toContain('Fjøsanger Jernvare as');
});
