import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { unproject } from '../lib/dealers/map/projection';
import { test, expect } from './fixtures';
import { DEMO_ADMIN, signIn } from './helpers';

/** The seeded dealer locations with coordinates (prisma/seed/data/dealers.csv: id;name;address;lat;lng). */
const SEEDED_WITH_POSITION = readFileSync(path.join(__dirname, '..', 'prisma', 'seed', 'data', 'dealers.csv'), 'utf8')
  .split('\n')
  .map((line) => line.split(';'))
  .filter((f) => f.length >= 5 && f[3].trim() !== '' && f[4].trim() !== '').length;

const map = (page: Page) => page.getByRole('group', { name: 'Kart over forhandlere' });
const markers = (page: Page) => map(page).getByTestId('map-marker');
const card = (page: Page, name: string) => page.getByTestId('dealer-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The part of the world the map shows: the SVG's viewBox, its centre and corners as latitude/longitude. */
async function shownArea(page: Page) {
  const [x, y, width, height] = ((await map(page).getByTestId('map-svg').getAttribute('viewBox')) ?? '').split(' ').map(Number);
  return { centre: unproject({ x: x + width / 2, y: y + height / 2 }), northWest: unproject({ x, y }), southEast: unproject({ x: x + width, y: y + height }) };
}

/** How many dealers the markers and the clusters' counts stand for together. */
async function dealersOnMap(page: Page) {
  const counts = await map(page)
    .locator('[data-testid="map-marker"], [data-testid="map-cluster"]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-count'))));
  return counts.reduce((a, b) => a + b, 0);
}

test.describe('dealer map without a Google key', () => {
  test("draws the Nordic countries and one marker per dealer with coordinates of the list's page; no setup help for visitors", async ({ page }) => {
    await page.goto('/forhandlere');
    await expect(map(page)).toBeVisible();
    for (const country of ['Norge', 'Sverige', 'Danmark', 'Finland']) await expect(map(page).locator(`path[data-country="${country}"]`)).toHaveCount(1);
    await expect(markers(page).first()).toBeVisible();
    // The map shows the dealers of the page the list shows, never every location.
    const onPage = await page.locator('[data-testid="dealer-card"][data-has-position="true"]').count();
    expect(onPage).toBeGreaterThan(0);
    expect(onPage).toBeLessThan(SEEDED_WITH_POSITION);
    expect(await dealersOnMap(page)).toBe(onPage);
    // Paging moves the map to the next page's dealers: every dealer with coordinates is on the map of one page.
    const pager = page.getByRole('navigation', { name: 'Sider i forhandlerlisten' });
    let total = onPage;
    for (let n = 2; n <= 3; n++) {
      await pager.getByRole('link', { name: 'Neste side' }).click();
      await expect(pager).toContainText(`Side ${n} av 3`);
      const next = await page.locator('[data-testid="dealer-card"][data-has-position="true"]').count();
      await expect.poll(() => dealersOnMap(page)).toBe(next);
      total += next;
    }
    expect(SEEDED_WITH_POSITION).toBe(110);
    expect(total).toBe(SEEDED_WITH_POSITION);
    // The last page's overview holds its dealers, from Vadsø (70.07 N, 29.75 E) to Tønsberg and Telemark (59.2 N).
    const area = await shownArea(page);
    expect(area.southEast.lat).toBeLessThan(59.3);
    expect(area.northWest.lat).toBeGreaterThan(70.0);
    expect(area.southEast.lng).toBeGreaterThan(29.7);
    // 'Zoom inn' keeps the centre; 'Vis alle' goes back to the overview.
    await map(page).getByRole('button', { name: 'Zoom inn', exact: true }).click();
    expect((await shownArea(page)).centre.lat).toBeCloseTo(area.centre.lat, 3);
    await map(page).getByRole('button', { name: 'Vis alle', exact: true }).click();
    expect(await shownArea(page)).toEqual(area);
    await expect(page.getByTestId('map-setup-help')).toHaveCount(0);
    await expect(page.getByText('GOOGLE_MAPS_BROWSER_KEY')).toHaveCount(0);
  });

  test('a marker selects its dealer in the list, and a card selects its marker', async ({ page }) => {
    await page.goto('/forhandlere');
    const marker = markers(page).first();
    const name = (await marker.getAttribute('aria-label'))!;
    await marker.click();
    await expect(card(page, name)).toHaveAttribute('data-selected', 'true');
    await expect(map(page).getByRole('button', { name, exact: true })).toHaveAttribute('data-selected', 'true');
    await expect(map(page).getByTestId('map-info')).toContainText(name);
    await map(page).getByTestId('map-info').getByRole('button', { name: 'Lukk' }).click();
    await expect(card(page, name)).toHaveAttribute('data-selected', 'false');
    await expect(map(page).getByTestId('map-info')).toHaveCount(0);

    const bergenCard = page.getByTestId('dealer-card').filter({ has: page.getByRole('heading', { name: /^bergen fargehandel as$/i }) });
    const bergenName = await bergenCard.getByRole('heading').innerText();
    await bergenCard.getByRole('button', { name: `Vis på kartet: ${bergenName}`, exact: true }).click();
    const bergen = map(page).getByRole('button', { name: bergenName, exact: true });
    await expect(bergen).toHaveAttribute('data-selected', 'true');
    await expect(bergen).toHaveAttribute('aria-pressed', 'true');
    await expect(map(page).locator('[data-selected="true"]')).toHaveCount(1);
    expect((await shownArea(page)).centre.lat).toBeCloseTo(60.395, 2);
  });

  test('keyboard: Tab reaches the markers, arrow keys move between them, Enter selects', async ({ page }) => {
    await page.goto('/forhandlere');
    await map(page).getByRole('button', { name: 'Vis alle', exact: true }).focus();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('data-testid', /^map-(marker|cluster)$/);
    const first = await focused.getAttribute('data-count');
    for (let i = 0; i < 50 && (await focused.getAttribute('data-testid')) !== 'map-marker'; i++) await page.keyboard.press('ArrowRight');
    await expect(focused).toHaveAttribute('data-testid', 'map-marker');
    expect(first).not.toBeNull();
    const name = (await focused.getAttribute('aria-label'))!;
    await page.keyboard.press('Enter');
    await expect(card(page, name)).toHaveAttribute('data-selected', 'true');
    await expect(map(page).getByRole('button', { name, exact: true })).toHaveAttribute('data-selected', 'true');
  });

  test('a postal search zooms the map to the dealers found around Bergen', async ({ page }) => {
    await page.goto('/forhandlere');
    await expect(markers(page).first()).toBeVisible();
    const before = await shownArea(page);
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('5003');
    await page.getByRole('button', { name: 'Finn nærmeste forhandler' }).click();
    await expect(page.getByRole('heading', { name: /^Forhandlere i nærheten \(\d+\)$/ })).toBeVisible();
    const found = Number(/\((\d+)\)/.exec(await page.getByRole('heading', { name: /^Forhandlere i nærheten/ }).innerText())![1]);
    await expect.poll(async () => (await shownArea(page)).centre.lat).not.toBeCloseTo(before.centre.lat, 1);
    const area = await shownArea(page);
    // Bergen (60.39 N, 5.32 E) is in view, Oslo (10.75 E) is not; the area is a few degrees wide at most.
    expect(area.northWest.lat).toBeGreaterThan(60.39);
    expect(area.southEast.lat).toBeLessThan(60.39);
    expect(area.northWest.lng).toBeLessThan(5.32);
    expect(area.southEast.lng).toBeGreaterThan(5.32);
    expect(area.southEast.lng).toBeLessThan(10.75);
    expect(area.southEast.lng - area.northWest.lng).toBeLessThan(5);
    expect(await dealersOnMap(page)).toBe(found);
  });

  test('axe finds no WCAG 2.1 AA violation on the map, with and without a selected dealer', async ({ page }) => {
    test.slow();
    await page.goto('/forhandlere');
    await expect(markers(page).first()).toBeVisible();
    const scan = async () =>
      (
        await new AxeBuilder({ page }).include('[data-testid="svg-dealer-map"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(await scan()).toEqual([]);
    await markers(page).first().click();
    await expect(map(page).getByTestId('map-info')).toBeVisible();
    expect(await scan()).toEqual([]);
  });

  test('the set-up help is in the admin panel, for administrators', async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=forhandlere&del=steder');
    const help = page.getByTestId('map-setup-help');
    await expect(help).toContainText('Det mangler en API-nøkkel for Google Maps');
    await expect(help).toContainText('GOOGLE_MAPS_BROWSER_KEY');
    await expect(help.getByRole('listitem')).toHaveCount(3);
  });
});
