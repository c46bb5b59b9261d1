import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeViolations, DEMO_ADMIN, signIn, toast } from './helpers';

/**
 * The catalogue edited as a file (docs/product.md: Admin panel, 'Eksporter og importer'): export,
 * change one price, import with the preview, confirm — and exactly that price changed. Runs after
 * the desktop project (playwright.config.ts), so no other test changes the catalogue meanwhile.
 */

const GROUP = 'E2E-BULK-1';
const SIZE = 'E2E-BULK-2';

async function download(page: Page, name: 'Eksporter CSV' | 'Eksporter Excel'): Promise<{ fileName: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return { fileName: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

async function importFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer produkter fra fil' });
  await expect(dialog).toContainText('Beskrivelse og bruksanvisning (HTML)');
  await dialog.getByLabel('CSV- eller Excel-fil').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Forhåndsvis' }).click();
  return dialog;
}

async function prices(page: Page): Promise<Record<string, number | null>> {
  const response = await page.request.get(`/api/products?q=${GROUP}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { variants: { articleNumber: string; recommendedPriceNok: number | null }[] }[] };
  return Object.fromEntries(items.flatMap((p) => p.variants.map((v) => [v.articleNumber, v.recommendedPriceNok])));
}

test.describe.serial('admin: the catalogue as a file', () => {
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, DEMO_ADMIN);
    const { items } = (await (await page.request.get('/api/products?pageSize=1')).json()) as { items: { imageUrl: string }[] };
    const created = await page.request.post('/api/products', {
      data: {
        name: 'Bulkolje',
        category: 'Treolje',
        imageUrl: items[0].imageUrl,
        variants: [
          { articleNumber: GROUP, sizeLabel: '500 ml', recommendedPriceNok: '100' },
          { articleNumber: SIZE, sizeLabel: '1 l', recommendedPriceNok: '180' },
        ],
      },
    });
    expect(created.status()).toBe(201);
    await page.close();
  });

  test('CSV: export, change one price, preview, confirm; the next export differs in that cell only', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=produkter');
    const before = await download(page, 'Eksporter CSV');
    expect(before.fileName).toMatch(/^produkter-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = before.bytes.toString('utf8').split('\r\n');
    const at = lines.findIndex((line) => line.startsWith(`${SIZE};`));
    const cells = lines[at].split(';');
    const price = lines[0]
      .replace(/^\uFEFF/, '')
      .split(';')
      .indexOf('Veiledende pris (NOK)');
    expect(cells.slice(0, 6)).toEqual([SIZE, GROUP, 'Bulkolje', 'Treolje', '1 l', '']);
    expect(cells[price]).toBe('180,00');
    cells[price] = '189,90';
    lines[at] = cells.join(';');
    const edited = lines.join('\r\n');

    const dialog = await importFile(page, { name: before.fileName, mimeType: 'text/csv', buffer: Buffer.from(edited, 'utf8') });
    const rows = lines.filter((line) => line !== '').length - 1;
    await expect(dialog.getByRole('status')).toHaveText(`0 nye størrelser, 1 endres, ${rows - 1} uendret, 0 avvist.`);
    const table = dialog.getByRole('table', { name: 'Forhåndsvisning av importen' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(SIZE);
    await expect(table.getByRole('row').nth(1)).toContainText('Veiledende pris (NOK): 180,00 → 189,90');
    // The dialog with its preview meets WCAG 2.1 AA.
    expect(await axeViolations(page)).toEqual([]);
    // Nothing is written before the confirmation.
    expect(await prices(page)).toEqual({ [GROUP]: 100, [SIZE]: 180 });

    await dialog.getByRole('button', { name: 'Importer 1 rad' }).click();
    await expect(toast(page)).toContainText('Import fullført');
    await expect(dialog).toBeHidden();
    expect(await prices(page)).toEqual({ [GROUP]: 100, [SIZE]: 189.9 });
    const after = await download(page, 'Eksporter CSV');
    expect(after.bytes.toString('utf8')).toBe(edited);
  });

  test('Excel: export, change one price in the workbook, preview, confirm', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=produkter');
    const before = await download(page, 'Eksporter Excel');
    expect(before.fileName).toMatch(/^produkter-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(before.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    let edited = 0;
    const price = (sheet.getRow(1).values as unknown[]).indexOf('Veiledende pris (NOK)');
    sheet.eachRow((row) => {
      if (row.getCell(1).value === GROUP) {
        expect(row.getCell(price).value).toBe(100);
        row.getCell(price).value = 111.5;
        edited += 1;
      }
    });
    expect(edited).toBe(1);

    const dialog = await importFile(page, {
      name: before.fileName,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    await expect(dialog.getByRole('status')).toContainText('0 nye størrelser, 1 endres');
    await expect(dialog.getByRole('status')).toContainText('0 avvist.');
    await expect(dialog.getByRole('table', { name: 'Forhåndsvisning av importen' })).toContainText('Veiledende pris (NOK): 100,00 → 111,50');
    await dialog.getByRole('button', { name: 'Importer 1 rad' }).click();
    await expect(toast(page)).toContainText('Import fullført');
    expect(await prices(page)).toEqual({ [GROUP]: 111.5, [SIZE]: 189.9 });
  });

  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, DEMO_ADMIN);
    const { items } = (await (await page.request.get(`/api/products?q=${GROUP}`)).json()) as { items: { id: number }[] };
    for (const { id } of items) await page.request.delete(`/api/products/${id}`);
    await page.close();
  });
});
