import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { GTIN_MESSAGES } from '../lib/catalogue/gtin';
import { test, expect } from './fixtures';
import { DEMO_ADMIN, DEMO_DEALER, signIn, toast } from './helpers';

const UNPRICED_DEMO = ['9010', '9020', '9030', '9040', '9050'];

async function googleItems(request: { get(url: string): Promise<{ text(): Promise<string> }> }) {
  const doc = new XMLParser({ parseTagValue: false }).parse(await (await request.get('/feeds/google-merchant')).text());
  return doc.rss.channel.item as Record<string, string>[];
}

/** The Product nodes of a page's JSON-LD blocks, those inside a ProductGroup's hasVariant included. */
function jsonLdProducts(blocks: Record<string, unknown>[]): Record<string, unknown>[] {
  return blocks.flatMap((b) => [b, ...((b.hasVariant as Record<string, unknown>[] | undefined) ?? [])]).filter((d) => d['@type'] === 'Product');
}

async function metaRows(request: { get(url: string): Promise<{ text(): Promise<string> }> }) {
  return parse(await (await request.get('/feeds/facebook')).text(), { columns: true }) as Record<string, string>[];
}

test.describe('product feeds', () => {
  test('an administrator opens the feeds page: full feed addresses, and the unpriced products with edit links', async ({ page, baseURL }) => {
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Produktfeeds' }).click();
    await expect(page).toHaveURL(/\/admin\/feeds$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Produktfeeds' })).toBeVisible();
    const xml = page.getByRole('link', { name: 'Åpne XML-feed (ny fane)' });
    await expect(xml).toHaveAttribute('href', `${baseURL}/feeds/google-merchant`);
    await expect(xml).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Åpne CSV-feed (ny fane)' })).toHaveAttribute('href', `${baseURL}/feeds/facebook`);
    await expect(page.getByTestId('google-feed-url')).toHaveText(`${baseURL}/feeds/google-merchant`);
    await expect(page.getByTestId('meta-feed-url')).toHaveText(`${baseURL}/feeds/facebook`);
    await expect(page.getByTestId('manufacturer-feed-url')).toHaveText(`${baseURL}/feeds/google-manufacturer`);
    await expect(page.getByRole('link', { name: 'Åpne produktdata (ny fane)' })).toHaveAttribute('href', `${baseURL}/feeds/google-manufacturer`);
    await expect(
      page.getByText(
        /^Begge feedene har \d+ av \d+ artikler \(hver størrelse er en egen artikkel\): Google og Meta krever pris, så \d+ artikler? uten pris er utelatt\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tips' })).toBeVisible();

    const unpriced = page.getByRole('region', { name: /^Artikler uten pris/ });
    for (const articleNumber of UNPRICED_DEMO) await expect(unpriced.getByText(`art.nr ${articleNumber}`)).toBeVisible();
    const edit = unpriced.getByRole('link', { name: 'Rediger Polerklut Mikrofiber 2 stk' });
    await expect(edit).toHaveAttribute('href', /^\/admin\?fane=produkter&rediger=\d+$/);
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Rediger Polerklut Mikrofiber 2 stk' });
    await expect(dialog.getByLabel('Artikkelnummer')).toHaveValue('9010');
    await expect(dialog.getByLabel('GTIN (strekkode)')).toHaveValue('');

    await page.goto('/admin/feeds');
    await page.getByRole('link', { name: 'Tilbake til administrasjonspanelet' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a price and GTIN saved in the admin form put the product in both feeds, and on its page', async ({ page, request }) => {
    test.slow();
    await signIn(page, DEMO_ADMIN);
    const created = await page.request.post('/api/products', {
      data: { name: 'GTIN-testolje', category: 'Treolje', imageUrl: 'https://cdn.example/gtin.jpg', variants: [{ articleNumber: 'E2E-GTIN-1' }] },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    expect((await googleItems(request)).map((i) => i['g:id'])).not.toContain('E2E-GTIN-1');
    expect((await metaRows(request)).map((r) => r.id)).not.toContain('E2E-GTIN-1');

    await page.goto('/admin/feeds');
    await page.getByRole('link', { name: 'Rediger GTIN-testolje' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin\\?fane=produkter&rediger=${id}$`));
    const dialog = page.getByRole('dialog', { name: 'Rediger GTIN-testolje' });
    const size = dialog.getByRole('group', { name: 'Størrelse 1' });
    await size.getByLabel('Veiledende pris (kr, valgfri)').fill('199,50');
    await size.getByLabel('GTIN (strekkode)').fill('7038010009458');
    await dialog.getByRole('button', { name: 'Lagre endringer' }).click();
    await expect(size.getByLabel('GTIN (strekkode)')).toHaveAccessibleDescription(GTIN_MESSAGES.checkDigit);
    await size.getByLabel('GTIN (strekkode)').fill('7038010009457');
    await dialog.getByRole('button', { name: 'Lagre endringer' }).click();
    await expect(toast(page)).toContainText('Produkt oppdatert');
    await expect(dialog).toBeHidden();

    const item = (await googleItems(request)).find((i) => i['g:id'] === 'E2E-GTIN-1');
    expect(item).toMatchObject({ 'g:gtin': '7038010009457', 'g:price': '199.50 NOK', 'g:mpn': 'E2E-GTIN-1' });
    // One size: no group, no size.
    expect(item).not.toHaveProperty('g:item_group_id');
    expect(item).not.toHaveProperty('g:size');
    expect((await metaRows(request)).find((r) => r.id === 'E2E-GTIN-1')).toMatchObject({
      gtin: '7038010009457',
      price: '199.50 NOK',
      item_group_id: '',
      size: '',
    });

    await page.goto('/produkt/E2E-GTIN-1');
    await expect(page.getByTestId('recommended-price')).toHaveText('Veiledende pris 199,50\u00a0kr');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const offered = jsonLdProducts(blocks.map((b) => JSON.parse(b))).find((d) => d.gtin13 === '7038010009457');
    expect(offered).toMatchObject({ offers: { price: '199.50', priceCurrency: 'NOK' } });

    expect((await page.request.delete(`/api/products/${id}`)).status()).toBe(200);
  });

  test('a product in three priced sizes is three items with one item_group_id in both feeds, and they agree', async ({ page, request }) => {
    test.slow();
    await signIn(page, DEMO_ADMIN);
    const sizes = [
      { articleNumber: 'E2E-STR-1', sizeLabel: '250 ml', recommendedPriceNok: 149, gtin: '7038010009464' },
      { articleNumber: 'E2E-STR-2', sizeLabel: '500 ml', recommendedPriceNok: 229.5, gtin: '7038010009471' },
      { articleNumber: 'E2E-STR-3', sizeLabel: '1 l', recommendedPriceNok: 389, gtin: '7038010009488' },
    ];
    const created = await page.request.post('/api/products', {
      data: { name: 'Størrelsesolje', category: 'Treolje', imageUrl: 'https://cdn.example/str.jpg', description: '<p>Tre størrelser.</p>', variants: sizes },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    try {
      const google = (await googleItems(request)).filter((i) => i['g:id'].startsWith('E2E-STR-'));
      const meta = (await metaRows(request)).filter((r) => r.id.startsWith('E2E-STR-'));
      expect(google.map((i) => i['g:id']).sort()).toEqual(sizes.map((s) => s.articleNumber));
      expect(new Set(google.map((i) => i['g:item_group_id']))).toEqual(new Set(['E2E-STR-1']));
      expect(new Set(meta.map((r) => r.item_group_id))).toEqual(new Set(['E2E-STR-1']));
      for (const s of sizes) {
        const price = `${s.recommendedPriceNok.toFixed(2)} NOK`;
        const g = google.find((i) => i['g:id'] === s.articleNumber)!;
        const m = meta.find((r) => r.id === s.articleNumber)!;
        expect(g).toMatchObject({ 'g:price': price, 'g:gtin': s.gtin, 'g:size': s.sizeLabel, title: `Størrelsesolje ${s.sizeLabel}` });
        expect(m).toMatchObject({ price, gtin: s.gtin, size: s.sizeLabel, title: 'Størrelsesolje' });
        expect(g.link).toBe(m.link);
        expect(m.link).toMatch(new RegExp(`/produkt/${s.articleNumber}$`));
      }

      // A size without a price leaves both feeds and is listed on the feeds page under its product.
      const changed = await page.request.patch(`/api/products/${id}`, { data: { variants: [sizes[0], { ...sizes[1], recommendedPriceNok: null }, sizes[2]] } });
      expect(changed.status()).toBe(200);
      expect((await googleItems(request)).map((i) => i['g:id'])).not.toContain('E2E-STR-2');
      expect((await metaRows(request)).map((r) => r.id)).not.toContain('E2E-STR-2');
      await page.goto('/admin/feeds');
      const unpriced = page.getByRole('region', { name: /^Artikler uten pris/ });
      await expect(unpriced.getByText('Størrelsesolje 500 ml (art.nr E2E-STR-2)')).toBeVisible();
      await expect(unpriced.getByRole('link', { name: 'Rediger Størrelsesolje 500 ml' })).toHaveAttribute('href', `/admin?fane=produkter&rediger=${id}`);
    } finally {
      expect((await page.request.delete(`/api/products/${id}`)).status()).toBe(200);
    }
  });

  test('dealers and visitors do not get the feeds page', async ({ page }) => {
    await page.goto('/admin/feeds');
    await expect(page).toHaveURL(/\/admin\/auth$/);
    await signIn(page, DEMO_DEALER);
    await page.goto('/admin/feeds');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the feeds themselves are public, well-formed, absolute and carry the same products', async ({ request, baseURL }) => {
    const google = await request.get('/feeds/google-merchant');
    expect(google.status()).toBe(200);
    const xml = await google.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain(`<link>${baseURL}/produkt/1010</link>`);
    const csv = await request.get('/feeds/facebook');
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).split('\n')[0]).toBe(
      'id,title,description,availability,condition,price,link,image_link,brand,gtin,mpn,item_group_id,size,unit_price.value,unit_price.currency,unit_price.unit',
    );
    // The Manufacturer Center feed is public too; Google requires a GTIN on every item, so it lists
    // only the sizes that have one (the demo catalogue has none: no invented GTINs).
    const manufacturer = await request.get('/feeds/google-manufacturer');
    expect(manufacturer.status()).toBe(200);
    expect(manufacturer.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const manufacturerXml = await manufacturer.text();
    expect(XMLValidator.validate(manufacturerXml)).toBe(true);
    const mcItems = [(new XMLParser({ parseTagValue: false }).parse(manufacturerXml).rss.channel.item as { 'g:id': string; 'g:gtin'?: string }[]) ?? []].flat();
    for (const item of mcItems) expect([item['g:id'], item['g:gtin'] ?? '']).toEqual([item['g:id'], expect.stringMatching(/^\d{8,14}$/)]);
    const googleIds = (await googleItems(request)).map((i) => i['g:id']);
    const metaIds = (await metaRows(request)).map((r) => r.id);
    for (const articleNumber of UNPRICED_DEMO) {
      expect(googleIds).not.toContain(articleNumber);
      expect(metaIds).not.toContain(articleNumber);
    }
    expect(googleIds).toContain('1010');
    expect(metaIds).toContain('1010');
    // The demo's sizes: Møbelpolish Klassisk 250 ml and 500 ml are two items of one group.
    const items = await googleItems(request);
    expect(['1010', '1020'].map((n) => items.find((i) => i['g:id'] === n)?.['g:item_group_id'])).toEqual(['1010', '1010']);
  });
});
