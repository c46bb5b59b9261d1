/**
 * The product page's facts (docs/product.md: Product page): 'Passer til', 'Tekniske data',
 * 'Fareinformasjon' and 'Dokumenter' in the server's HTML, and the unit price beside each size's
 * price. Teakolje Natur (3010, 1 l; 3020, 500 ml) carries CLP labelling in the demo data;
 * Møbelpolish Klassisk (1010, 250 ml; 1020, 500 ml) carries none.
 */
import { test, expect } from './fixtures';

const NBSP = '\u00a0';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/produkt/3010 shows what it is for, its technical data, its hazard labelling in full and its documents', async ({ page, request }) => {
    const response = await page.goto('/produkt/3010');
    expect(response?.status()).toBe(200);

    const uses = page.getByRole('region', { name: 'Passer til' });
    await expect(uses.getByRole('listitem').filter({ hasText: 'Teak og hardved ute' })).toBeVisible();
    await expect(uses.getByRole('term').first()).toHaveText('Inne eller ute');
    await expect(uses.getByRole('definition').first()).toHaveText('Ute');
    await expect(uses).toContainText('beskytte og vedlikeholde');

    const technical = page.getByRole('table', { name: 'Tekniske data' });
    await expect(technical.getByRole('row', { name: /Dekkevne/ })).toHaveText(/Dekkevne\s*8–12 m²\/l per strøk/);
    await expect(technical.getByRole('rowheader', { name: 'Brukstemperatur' })).toBeVisible();
    await expect(technical.getByRole('row', { name: /Brukstemperatur/ })).toContainText('10–25 °C');

    // CLP art. 48(2): the hazard information is on the page, visible without any interaction.
    const hazard = page.getByRole('region', { name: 'Fareinformasjon' });
    await expect(hazard).toBeVisible();
    const pictogram = hazard.getByRole('img', { name: 'Alvorlig helsefare' });
    await expect(pictogram).toBeVisible();
    expect(await pictogram.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    await expect(hazard.getByTestId('signal-word')).toHaveText('Fare');
    await expect(hazard.getByText('H304 Kan være dødelig ved svelging dersom det kommer ned i luftveiene.', { exact: true })).toBeVisible();
    await expect(hazard.getByText('EUH066 Gjentatt eksponering kan gi tørr eller sprukket hud.', { exact: true })).toBeVisible();
    await expect(hazard.getByText(/^P301\+P310 VED SVELGING: Kontakt umiddelbart/)).toBeVisible();
    await expect(hazard).toContainText('UFI: E600-30P1-S00Y-5079');
    await expect(hazard.getByText(/selvantenne/)).toBeVisible();

    // The unit price beside the selected size's price, and under each size's price in the picker.
    await expect(page.getByTestId('recommended-price')).toHaveText(`Veiledende pris 329,00${NBSP}kr`);
    await expect(page.getByTestId('unit-price')).toHaveText(` · 329,00${NBSP}kr/l`);
    const picker = page.getByRole('navigation', { name: 'Størrelse' });
    await expect(picker.getByRole('link', { name: `500 ml 189,00${NBSP}kr 378,00${NBSP}kr/l` })).toBeVisible();

    // 'Dokumenter': the current Norwegian safety data sheet at its stable address, a PDF.
    const documents = page.getByRole('region', { name: 'Dokumenter' });
    const sds = documents.getByRole('link', { name: /^Sikkerhetsdatablad \(norsk\), revisjon \S+, \d{2}\.\d{2}\.\d{4} \(PDF\)$/ });
    await expect(sds).toHaveAttribute('href', '/produkt/3010/sikkerhetsdatablad');
    await expect(sds).toHaveAttribute('type', 'application/pdf');
    const pdf = await request.get('/produkt/3010/sikkerhetsdatablad');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
  });

  test("/produkt/1010 has 'Passer til' and no 'Fareinformasjon' (no labelling), and its unit price per litre", async ({ page }) => {
    await page.goto('/produkt/1010');
    const uses = page.getByRole('region', { name: 'Passer til' });
    await expect(uses).toBeVisible();
    await expect(uses.getByRole('listitem').filter({ hasText: 'Polerte møbler' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Fareinformasjon' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Fareinformasjon' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: /fare|giftig|brannfarlig|etsende/i })).toHaveCount(0);
    await expect(page.getByTestId('unit-price')).toHaveText(` · 596,00${NBSP}kr/l`);
  });
});

test.describe('with JavaScript', () => {
  test('picking another size updates the price, the unit price and the offer', async ({ page }) => {
    await page.goto('/produkt/1010');
    await expect(page.getByTestId('unit-price')).toHaveText(` · 596,00${NBSP}kr/l`);
    const picker = page.getByRole('navigation', { name: 'Størrelse' });
    await picker.getByRole('link', { name: /^500 ml / }).click();
    await expect(page).toHaveURL(/\/produkt\/1020$/);
    await expect(page.getByTestId('article-number')).toHaveText('Art.nr: 1020');
    await expect(page.getByTestId('recommended-price')).toHaveText(`Veiledende pris 229,00${NBSP}kr`);
    await expect(page.getByTestId('unit-price')).toHaveText(` · 458,00${NBSP}kr/l`);
    // The chosen size keeps the focus (components/catalogue/SizePicker.tsx).
    await expect(picker.getByRole('link', { name: /^500 ml / })).toBeFocused();

    // The JSON-LD carries each size's unit price (UnitPriceSpecification).
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const group = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'ProductGroup');
    const half = group.hasVariant.find((v: { sku: string }) => v.sku === '1020');
    expect(half.offers.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: '229.00',
      priceCurrency: 'NOK',
      referenceQuantity: {
        '@type': 'QuantitativeValue',
        value: 500,
        unitCode: 'MLT',
        valueReference: { '@type': 'QuantitativeValue', value: 1, unitCode: 'LTR' },
      },
    });
  });

  test('@mobile the facts fit a phone: nothing wider than the screen, the pictogram and the table visible', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/produkt/3010');
    const hazard = page.getByRole('region', { name: 'Fareinformasjon' });
    await hazard.scrollIntoViewIfNeeded();
    await expect(hazard.getByRole('img', { name: 'Alvorlig helsefare' })).toBeVisible();
    await page.getByRole('table', { name: 'Tekniske data' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('table', { name: 'Tekniske data' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});
