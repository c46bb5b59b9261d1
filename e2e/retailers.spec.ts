import sharp from 'sharp';
import { test, expect } from './fixtures';
import { axeViolations, DEMO_ADMIN, signIn, toast } from './helpers';

/**
 * Online shops (docs/product.md: Admin panel, Nettbutikker; issue 18 item 6): the administrator adds
 * a shop with a PNG logo (an SVG is refused), links it to a product in the product form, and the
 * product page shows the shop's link with its logo; the delete confirmation names the product
 * link that goes with it, and the product page then shows the shop no more. axe on the tab and
 * the edit dialog.
 */

const SHOP = 'E2E Pleiebutikk';
const PRODUCT = '1030';
const LINK = 'https://e2e-pleiebutikk.example/produkt/1030';

/** A real 300×100 PNG logo, made here so the test needs no fixture file. */
function logoPng(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 30, g: 110, b: 60, alpha: 1 } } })
    .png()
    .toBuffer();
}

test.describe('online shops (Nettbutikker)', () => {
  test('a shop added with a PNG logo, linked in the product form, shown with its logo on the product page, then deleted; axe finds nothing', async ({
    page,
  }) => {
    // Several server renders, an upload and two axe runs on a loaded machine (no timing assertions).
    test.setTimeout(120_000);
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=nettbutikker');
    await expect(page.getByRole('heading', { name: /^Nettbutikker \(\d+\)$/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const form = page.getByRole('form', { name: 'Legg til nettbutikk' });
    // The shared schema speaks before anything is sent: https only.
    await form.getByLabel('Navn').fill(SHOP);
    await form.getByLabel('Nettside (https://…)').fill('http://e2e-pleiebutikk.example');
    await form.getByRole('button', { name: 'Legg til nettbutikk' }).click();
    await expect(form.getByLabel('Nettside (https://…)')).toHaveAccessibleDescription(/https-adresse/);

    // An SVG is refused by content on the server (the file field says why); nothing is added.
    await form.getByLabel('Nettside (https://…)').fill('https://e2e-pleiebutikk.example');
    const logo = form.getByLabel(/^Logo/);
    await logo.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"/>'),
    });
    await form.getByRole('button', { name: 'Legg til nettbutikk' }).click();
    await expect(logo).toHaveAccessibleDescription(/SVG godtas ikke/);
    await expect(page.getByRole('row').filter({ hasText: SHOP })).toHaveCount(0);

    await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
    await form.getByRole('button', { name: 'Legg til nettbutikk' }).click();
    await expect(toast(page)).toContainText('Nettbutikk lagt til');
    const row = page.getByRole('row').filter({ hasText: SHOP });
    await expect(row.getByRole('img', { name: `Logo for ${SHOP}` })).toBeVisible();
    expect(await row.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');

    // The edit dialog shows the stored logo; axe on it.
    await row.getByRole('button', { name: `Rediger ${SHOP}` }).click();
    const editDialog = page.getByRole('dialog', { name: `Rediger ${SHOP}` });
    await expect(editDialog.getByRole('img', { name: `Logo for ${SHOP}` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await editDialog.getByRole('button', { name: 'Lagre endringer' }).click();
    await expect(toast(page)).toContainText('Nettbutikk oppdatert');

    // The product form offers the new shop (read from the database): link it to a product.
    await page.goto(`/admin?fane=produkter&q=${PRODUCT}`);
    const productRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: PRODUCT, exact: true }) });
    await productRow.getByRole('button', { name: /^Rediger / }).click();
    const dialog = page.getByRole('dialog', { name: /^Rediger / });
    await expect(dialog.getByLabel('Artikkelnummer')).toHaveValue(PRODUCT);
    const rowsBefore = await dialog.getByLabel('Produktlenke').count();
    await dialog.getByRole('button', { name: 'Legg til nettbutikk' }).click();
    await expect(dialog.getByLabel('Produktlenke')).toHaveCount(rowsBefore + 1);
    await dialog.getByLabel('Nettbutikk', { exact: true }).last().selectOption({ label: SHOP });
    await dialog.getByLabel('Produktlenke').last().fill(LINK);
    await dialog.getByRole('button', { name: /^Lagre/ }).click();
    await expect(toast(page)).toContainText('Produkt oppdatert');

    // The product page shows the shop's link with its logo, at once.
    await page.goto(`/produkt/${PRODUCT}`);
    const shopLink = page.getByRole('region', { name: 'Kjøp på nett' }).getByRole('link', { name: `Kjøp hos ${SHOP} (åpnes i ny fane)` });
    await expect(shopLink).toHaveAttribute('href', LINK);
    await expect(shopLink).toHaveAttribute('target', '_blank');
    const shownLogo = shopLink.getByRole('img', { name: SHOP });
    await expect(shownLogo).toHaveAttribute('src', /^\/media\/retailers\/.+\.png$/);
    await expect.poll(() => shownLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Deleting the shop: the confirmation says how many products link to it; the link goes too.
    await page.goto('/admin?fane=nettbutikker');
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    await row.getByRole('button', { name: `Slett ${SHOP}` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('1 produkt lenker til den');
    await confirm.getByRole('button', { name: 'Slett', exact: true }).click();
    await expect(toast(page)).toContainText('Nettbutikk slettet');
    await expect(page.getByRole('row').filter({ hasText: SHOP })).toHaveCount(0);
    await page.goto(`/produkt/${PRODUCT}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(`a[href="${LINK}"]`)).toHaveCount(0);
  });
});
