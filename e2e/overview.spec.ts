import { test, expect } from './fixtures';
import { axeViolations, csvRows, DEMO_ADMIN, forwardFrom, signIn } from './helpers';
import { isoWeekLabel } from '../lib/insight/week';

/**
 * Admin › Oversikt (docs/product.md: Oversikt): a visitor's postal search far from every dealer
 * (9170 Longyearbyen: the nearest demo dealer is in Tromsø, over 900 km away) and a product search
 * with no result are counted after the answer, and show in Oversikt's unmet-demand map and tables
 * and in its CSV; a search counts once per client address and day. The visitors' pages are sent
 * from loopback addresses of their own (forwardFrom), so the other specs' searches from 127.0.0.1
 * (and its daily cap of new terms) do not touch these counts.
 */

/** The visitor's pages: the finder and the search page. */
const VISITOR_PAGES = /\/(sok|forhandlere)(\/[^?]*)?(\?.*)?$/;
test.describe('Oversikt: unmet demand', () => {
  test('a postal search with no dealer within 100 km and a product search with no result show in Oversikt and its CSV', async ({ page }) => {
    const week = isoWeekLabel(new Date());
    const term = `zqxv${Date.now().toString(36)}`;

    // The visitor: the finder answers at once (the count is written after the answer).
    await page.route(VISITOR_PAGES, forwardFrom('127.0.0.36'));
    await page.goto('/forhandlere?postnummer=9170&kilde=skjema');
    await expect(page.getByText('Fant ingen forhandlere innen 100 km fra dette postnummeret').first()).toBeVisible();
    // The same search for one product: counted with the product.
    await page.goto('/forhandlere?postnummer=9170&produkt=1030');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`/sok?q=${encodeURIComponent(term.toUpperCase())}`);
    await expect(page.getByRole('heading', { level: 2, name: `Ingen treff på «${term.toUpperCase()}»` })).toBeVisible();
    // The same visitor again the same day: not counted again…
    await page.goto(`/sok?q=${encodeURIComponent(term)}`);
    await expect(page.getByRole('heading', { level: 2, name: `Ingen treff på «${term}»` })).toBeVisible();
    // …another visitor (another address) is.
    await page.unroute(VISITOR_PAGES);
    await page.route(VISITOR_PAGES, forwardFrom('127.0.0.37'));
    await page.goto(`/sok?q=${encodeURIComponent(term)}`);
    await expect(page.getByRole('heading', { level: 2, name: `Ingen treff på «${term}»` })).toBeVisible();
    await page.unroute(VISITOR_PAGES);

    // The administrator: Oversikt is the first tab.
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin');
    const tabs = page.getByRole('navigation', { name: 'Faner' }).getByRole('link');
    await expect(tabs.first()).toHaveText('Oversikt');
    await tabs.first().click();
    await expect(page).toHaveURL(/\/admin\?fane=oversikt$/);

    const postal = page.getByRole('table', { name: 'Postnummersøk uten forhandler innen 100 km' });
    const terms = page.getByRole('table', { name: 'Produktsøk uten treff' });
    await expect(async () => {
      await page.reload();
      const rows9170 = postal.getByRole('row').filter({ hasText: week }).filter({ hasText: '9170' });
      await expect(rows9170.filter({ hasText: 'Alle (ingen forhandler)' })).toHaveCount(1, { timeout: 1000 });
      await expect(rows9170.filter({ hasText: 'Møbelpolish Spray 400 ml (1030)' })).toHaveCount(1, { timeout: 1000 });
      await expect(terms.getByRole('row').filter({ hasText: week }).filter({ hasText: term }).getByRole('cell').last()).toHaveText('2', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    // Beside them: the advisor's answers without a product and the quantity calculator's use.
    await expect(page.getByRole('table', { name: 'Veiledersvar uten produkt' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Bruk av mengdekalkulatoren' })).toBeVisible();
    await expect(page.getByTestId('demand-map').locator('circle[data-postal-code="9170"]')).toHaveCount(1);
    await expect(page.getByRole('img', { name: /^Kart over Norge med \d+ (postnummer|postnumre) uten forhandler innen 100 km$/ })).toBeVisible();
    // Work waiting: each line is a link to where it is done (the demo data has new messages).
    await expect(page.getByRole('heading', { level: 2, name: 'Venter på deg' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Læring' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The CSV ('Last ned CSV'): both sections, every week kept.
    await expect(page.getByRole('link', { name: 'Last ned CSV: all etterspørsel (365 dager)' })).toHaveAttribute('href', '/api/insight/demand?format=csv');
    const rows = await csvRows(page.request, '/api/insight/demand?format=csv');
    expect(rows[0]).toEqual(['Uke', 'Uke starter', 'Postnummer', 'Søk uten forhandler innen 100 km', 'Produkt (art.nr)', 'Produktnavn']);
    expect(rows.find((r) => r[0] === week && r[2] === '9170' && r[4] === '')).toEqual([
      week,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      '9170',
      expect.stringMatching(/^[1-9]\d*$/),
      '',
      '',
    ]);
    expect(rows.find((r) => r[0] === week && r[2] === '9170' && r[4] === '1030')).toEqual([
      week,
      expect.any(String),
      '9170',
      expect.stringMatching(/^[1-9]\d*$/),
      '1030',
      'Møbelpolish Spray 400 ml',
    ]);
    expect(rows).toContainEqual(['Uke', 'Uke starter', 'Søkeord', 'Søk uten treff']);
    expect(rows).toContainEqual([week, expect.any(String), term, '2']);
    expect(rows).toContainEqual([
      'Uke',
      'Uke starter',
      'Materiale',
      'Inne/ute',
      'Ønsker',
      'Veiledersvar uten produkt',
      'Materiale (nøkkel)',
      'Inne/ute (nøkkel)',
      'Ønsker (nøkkel)',
    ]);
    expect(rows).toContainEqual(['Uke', 'Uke starter', 'Produkt (art.nr)', 'Produktnavn', 'Bruk av mengdekalkulatoren']);
  });

  test('the export is for administrators only', async ({ page }) => {
    expect((await page.request.get('/api/insight/demand?format=csv')).status()).toBe(401);
  });
});
