import { test, expect } from './fixtures';
import { axeViolations, DEMO_ADMIN, signIn } from './helpers';

/**
 * Datakvalitet (docs/product.md: Datakvalitet): a product that lacks its description, uses, prices,
 * GTINs, net quantities, safety data sheet and UFI shows in Oversikt's 'Venter på deg' with what it
 * lacks; the link opens its edit dialog; the product list's Datakvalitet column names the same.
 */

const NUMBER = 'E2E-Q-1';
const NAME = 'Kvalitetsolje E2E';

test.describe.serial('admin: Datakvalitet', () => {
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, DEMO_ADMIN);
    const { items } = (await (await page.request.get('/api/products?pageSize=1')).json()) as { items: { imageUrl: string }[] };
    const created = await page.request.post('/api/products', {
      data: {
        name: NAME,
        category: 'Treolje',
        imageUrl: items[0].imageUrl,
        pictograms: ['GHS02'],
        signalWord: 'Advarsel',
        hazardStatements: ['H226'],
        variants: [
          { articleNumber: NUMBER, sizeLabel: 'Liten' },
          { articleNumber: 'E2E-Q-2', sizeLabel: 'Middels' },
          { articleNumber: 'E2E-Q-3', sizeLabel: 'Stor' },
        ],
      },
    });
    expect(created.status()).toBe(201);
    await page.close();
  });

  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, DEMO_ADMIN);
    const { items } = (await (await page.request.get(`/api/products?q=${NUMBER}`)).json()) as { items: { id: number }[] };
    for (const { id } of items) await page.request.delete(`/api/products/${id}`);
    await page.close();
  });

  test("Oversikt lists the product's missing items, and a link opens its edit dialog", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=oversikt');
    const section = page.getByTestId('quality-summary');
    await expect(section.getByRole('heading', { name: 'Datakvalitet' })).toBeVisible();
    await expect(section).toContainText(
      /\d+ % av \d+ produkter har alt nettsiden, Google og sikkerhetsinformasjonen trenger \(nettside \d+ %, google \d+ %, sikkerhet \d+ %\)\./,
    );
    const entry = section.getByRole('listitem').filter({ hasText: `${NAME} (${NUMBER})` });
    await expect(entry).toContainText('Sikkerhet: Merket med fare, men mangler UFI-kode');
    await expect(entry).toContainText('Google: E2E-Q-2 (Middels): mangler GTIN');
    await expect(entry).toContainText('Nettside: Mangler «Passer til» (bruksområder)');
    expect(await axeViolations(page)).toEqual([]);

    await entry.getByRole('link', { name: 'Merket med fare, men mangler UFI-kode' }).click();
    await expect(page).toHaveURL(/\/admin\?fane=produkter&rediger=\d+$/);
    const dialog = page.getByRole('dialog', { name: `Rediger ${NAME}` });
    await expect(dialog).toBeVisible();
  });

  test('the product list shows the count, and the problems behind it', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, DEMO_ADMIN);
    await page.goto(`/admin?fane=produkter&q=${NUMBER}`);
    const row = page.getByRole('row').filter({ hasText: NAME });
    const details = row.getByTestId('quality-details');
    await expect(details.locator('summary')).toHaveText('13 mangler');
    await details.locator('summary').click();
    await expect(details.getByRole('link', { name: 'Mangler beskrivelse' })).toBeVisible();
    await expect(details).toContainText('Google: E2E-Q-3 (Stor): mangler nettoinnhold og enhet');
  });
});
