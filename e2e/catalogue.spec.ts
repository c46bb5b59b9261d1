import { parse } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { formatPriceNok, priceAmount, recommendedPriceText } from '../lib/catalogue/price';
import { unitPriceText } from '../lib/catalogue/units';
import { demoProducts } from '../prisma/seed/data/products';
import { demoRetailerLinks } from '../prisma/seed/data/retailers';
import { test, expect } from './fixtures';
import { DEMO_ADMIN, axeViolations, signedInRequest } from './helpers';

/** A demo product without online-shop links (none of its sizes has one). */
const UNLINKED = demoProducts.find((p) => !demoRetailerLinks.some((l) => l.articleNumber === p.articleNumber))!.articleNumber;

test.describe('home and product list', () => {
  test('hero buttons scroll to the products and lead to the dealer finder', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Finn forhandler', exact: true })).toHaveAttribute('href', '/forhandlere');
    await page.getByRole('link', { name: 'Se våre produkter' }).click();
    await expect(page).toHaveURL(/#products$/);
    await expect.poll(() => page.locator('#products').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100);
  });

  test('products are sorted by the numeric part of the article number, the home page holding the first 24', async ({ page }) => {
    const numbersOn = async (path: string) => {
      await page.goto(path);
      const texts = await page.locator('main article p').allInnerTexts();
      return texts.filter((t) => t.startsWith('Art.nr: ')).map((t) => Number(t.replace(/\D/g, '')));
    };
    const home = await numbersOn('/');
    expect(home).toHaveLength(24);
    expect(await page.locator('#products article p').first().innerText()).toBe('Art.nr: E-710');
    // The whole list, page by page (docs/product.md: Category pages), continues in the same order.
    const all = [...(await numbersOn('/produkter/alle')), ...(await numbersOn('/produkter/alle/side/2')), ...(await numbersOn('/produkter/alle/side/3'))];
    expect(all.slice(0, 24)).toEqual(home);
    expect(all.length).toBeGreaterThanOrEqual(50);
    expect(all).toEqual([...all].sort((a, b) => a - b));
  });

  test('the category bar lists Alle first, then the categories alphabetically, each a link to its page', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Produktkategorier' });
    const labels = await bar.getByRole('link').allInnerTexts();
    expect(labels[0]).toBe('Alle');
    expect(labels.slice(1)).toEqual([...labels.slice(1)].sort((a, b) => a.localeCompare(b, 'nb')));
    expect(labels).toContain('Lærpleie');
    await expect(bar.getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.locator('[aria-current]')).toHaveCount(1);

    await bar.getByRole('link', { name: 'Lærpleie' }).click();
    await expect(page).toHaveURL(/\/produkter\/laerpleie$/);
    const there = page.getByRole('navigation', { name: 'Produktkategorier' });
    await expect(there.getByRole('link', { name: 'Lærpleie' })).toHaveAttribute('aria-current', 'page');
    await expect(there.locator('[aria-current]')).toHaveCount(1);
    await expect(page.getByText('Art.nr: 4010')).toBeVisible();
    await expect(page.getByText('Art.nr: 1010')).toHaveCount(0);
    // The chips look as before: the current one filled.
    const look = (name: string) => there.getByRole('link', { name }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await look('Lærpleie')).toBe('rgb(107, 66, 38)');
    expect(await look('Alle')).toBe('rgb(255, 255, 255)');

    await there.getByRole('link', { name: 'Alle' }).click();
    await expect(page).toHaveURL(/\/produkter\/alle$/);
    await expect(page.locator('main article')).toHaveCount(24);
  });

  test('the category bar sticks 90 px from the top once scrolled past, and lets go after the list', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Produktkategorier' });
    const top = () => bar.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(await top()).toBeGreaterThan(90);
    await page.locator('#products li').nth(6).scrollIntoViewIfNeeded();
    await expect.poll(top).toBe(90);
    // Past the list (the contact section) it scrolls away instead of covering what follows.
    await page.evaluate(() => document.getElementById('contact')?.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await expect.poll(top).toBeLessThan(90);
  });

  test('card buttons open the product page and the dealer finder', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('#products li').filter({ hasText: 'Art.nr: 1010' });
    await expect(card.getByRole('link', { name: 'Finn nærmeste forhandler' })).toHaveAttribute('href', '/forhandlere');
    await card.getByRole('link', { name: /Les mer/ }).click();
    await expect(page).toHaveURL(/\/produkt\/1010$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Møbelpolish Klassisk');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('product page', () => {
  test('shows the product, where to buy, description, instructions, video and highlight', async ({ page }) => {
    const response = await page.goto('/produkt/1010');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Møbelpolish Klassisk 250 ml | Nordisk Pleie');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Møbelpolish Klassisk');
    await expect(page.getByText('Art.nr: 1010')).toBeVisible();
    await expect(page.getByText('Møbelpolish', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kjøp hos våre forhandlere' })).toBeVisible();
    // The online shops have a section of their own, apart from the physical dealers' block.
    const online = page.getByRole('region', { name: 'Kjøp på nett' });
    await expect(online.getByRole('heading', { level: 2, name: 'Kjøp på nett' })).toBeVisible();
    const shops = online.getByRole('list').getByRole('link');
    expect(await shops.count()).toBeGreaterThan(0);
    const dealers = page.getByRole('region', { name: 'Kjøp hos våre forhandlere' });
    await expect(dealers.getByRole('textbox', { name: 'Postnummer' })).toBeVisible();
    // One link: the finder narrowed to the dealers carrying the product.
    await expect(dealers.getByRole('link')).toHaveCount(1);
    await expect(dealers.getByRole('link', { name: 'Finn nærmeste forhandler' })).toHaveAttribute('href', '/forhandlere?produkt=1010');
    await expect(dealers.getByText('Kjøp på nett')).toHaveCount(0);
    await expect(shops.first()).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(shops.first()).toHaveAttribute('target', '_blank');
    await expect(shops.first()).toHaveAttribute('href', /^https:\/\/www\.[a-z]+\.example\/produkt\//);
    await expect(page.getByRole('heading', { name: 'Bruksanvisning' })).toBeVisible();
    await expect(page.getByText('Rist flasken godt før bruk.')).toBeVisible();
    // The player loads only on request (a click-to-play facade), from the privacy-enhanced domain.
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Spill av video: Møbelpolish Klassisk' }).click();
    const video = page.locator('iframe[title^="Video"]');
    await expect(video).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Q7mT2xLp9aB?autoplay=1');
    await expect(page.getByRole('complementary', { name: 'Fremhevet' })).toContainText('Over 100 år med erfaring');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/produkt\/1010$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\/products\//);
  });

  test("shows each size's recommended price, equal to its JSON-LD offer and its feed items", async ({ page, request, baseURL }) => {
    const feed = new XMLParser({ parseTagValue: false }).parse(await (await request.get('/feeds/google-merchant')).text());
    const items = feed.rss.channel.item as Record<string, string>[];
    const rows = parse(await (await request.get('/feeds/facebook')).text(), { columns: true }) as Record<string, string>[];
    // Møbelpolish Klassisk: 1010 (250 ml) and 1020 (500 ml), one product.
    for (const [articleNumber, price] of [
      ['1010', 149],
      ['1020', 229],
    ] as const) {
      await page.goto(`/produkt/${articleNumber}`);
      await expect(page.getByText(recommendedPriceText(price), { exact: true })).toBeVisible();
      await expect(page.getByText(/^Veiledende pris \d[\d\u00a0]*,\d{2}\u00a0kr$/)).toBeVisible();

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const group = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'ProductGroup');
      expect(group).toMatchObject({
        name: 'Møbelpolish Klassisk',
        productGroupID: '1010',
        variesBy: ['https://schema.org/size'],
        url: `${baseURL}/produkt/1010`,
      });
      expect(group.hasVariant.map((v: { sku: string }) => v.sku)).toEqual(['1010', '1020']);
      const data = group.hasVariant.find((v: { sku: string }) => v.sku === articleNumber);
      expect(data).toMatchObject({
        '@type': 'Product',
        sku: articleNumber,
        mpn: articleNumber,
        name: `Møbelpolish Klassisk ${articleNumber === '1010' ? '250 ml' : '500 ml'}`,
        url: `${baseURL}/produkt/${articleNumber}`,
        offers: {
          '@type': 'Offer',
          price: priceAmount(price),
          priceCurrency: 'NOK',
          availability: 'https://schema.org/InStock',
          url: `${baseURL}/produkt/${articleNumber}`,
          seller: { '@type': 'Organization', name: 'Nordisk Pleie AS' },
        },
      });
      // The shown price, the structured data and both feeds agree; the feeds group the sizes as the JSON-LD does.
      expect(recommendedPriceText(Number(data.offers.price))).toBe(await page.getByTestId('recommended-price').textContent());
      const item = items.find((i) => i['g:id'] === articleNumber)!;
      expect(item['g:price']).toBe(`${data.offers.price} NOK`);
      expect(item['g:item_group_id']).toBe(group.productGroupID);
      const row = rows.find((r) => r.id === articleNumber)!;
      expect(row.price).toBe(`${data.offers.price} NOK`);
      expect(row.item_group_id).toBe(group.productGroupID);

      // Open Graph and Twitter: absolute addresses, the site, the locale and the size's price.
      const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first();
      await expect(meta('og:type')).toHaveAttribute('content', 'website');
      await expect(meta('og:site_name')).toHaveAttribute('content', 'Nordisk Pleie');
      await expect(meta('og:locale')).toHaveAttribute('content', 'nb_NO');
      await expect(meta('og:url')).toHaveAttribute('content', `${baseURL}/produkt/${articleNumber}`);
      await expect(meta('og:image')).toHaveAttribute('content', new RegExp(`^${baseURL}/media/products/`));
      await expect(meta('twitter:card')).toHaveAttribute('content', 'summary_large_image');
      await expect(meta('product:price:amount')).toHaveAttribute('content', priceAmount(price));
      await expect(meta('product:price:currency')).toHaveAttribute('content', 'NOK');
    }
  });

  test('a one-size product has a Product with its offer; an unpriced one shows no price and has no structured product at all', async ({ page, baseURL }) => {
    await page.goto('/produkt/1030');
    await expect(page.getByRole('navigation', { name: 'Størrelse' })).toHaveCount(0);
    const product = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((b) => JSON.parse(b))
      .find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({
      sku: '1030',
      name: 'Møbelpolish Spray 400 ml',
      url: `${baseURL}/produkt/1030`,
      offers: { '@type': 'Offer', priceCurrency: 'NOK' },
    });

    await page.goto('/produkt/9010');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Polerklut Mikrofiber 2 stk');
    await expect(page.getByText(/Veiledende pris/)).toHaveCount(0);
    // Google rejects a Product without offers, review or rating: the page emits none (docs/product.md: Sizes).
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b)['@type']);
    expect(types).not.toContain('Product');
    expect(types).not.toContain('ProductGroup');
    await expect(page.locator('meta[name="product:price:amount"]')).toHaveCount(0);
  });

  test('no video for an invalid video URL, no online-shop section without links', async ({ page }) => {
    await page.goto('/produkt/2060');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Spill av video/ })).toHaveCount(0);
    await page.goto(`/produkt/${UNLINKED}`);
    await expect(page.getByRole('heading', { name: 'Kjøp hos våre forhandlere' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kjøp på nett' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Kjøp på nett' })).toHaveCount(0);
  });

  test('postal-code search: a toast for anything but 4 characters, else the dealer finder', async ({ page }) => {
    await page.goto('/produkt/1010');
    const field = page.getByRole('textbox', { name: 'Postnummer' });
    await expect(field).toHaveAttribute('maxlength', '4');
    await field.fill('12');
    await page.getByRole('button', { name: 'Finn forhandler' }).click();
    const toast = page.getByRole('region', { name: 'Varsler (F8)' }).getByRole('alert');
    await expect(toast).toContainText('Ugyldig postnummer');
    await expect(toast).toContainText('Vennligst skriv inn et gyldig postnummer (4 siffer)');
    await field.fill('7010');
    await field.press('Enter');
    // The finder opens narrowed to the dealers carrying the product (docs/product.md: Dealer finder).
    await expect(page).toHaveURL(/\/forhandlere\?postnummer=7010&produkt=1010$/);
    await expect(page.getByRole('heading', { name: /^Forhandlere med Møbelpolish Klassisk \(\d+\)$/ })).toBeVisible();
  });

  for (const path of ['/produkt/99999', '/produkt/%E0%A4%A', '/produkt/%2E%2E%2F%2E%2E%2Fetc', `/produkt/${'x'.repeat(600)}`, '/produkt/%C3%A6%C3%B8%C3%A5']) {
    test(`unknown or malformed article number answers 404: ${path.slice(0, 40)}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Produkt ikke funnet' })).toBeVisible();
    });
  }

  for (const path of ['/produkt/99999', '/produkt/%E0%A4%A', '/produkt/abc']) {
    test(`the 404 for ${path} is server-rendered: status, lang, title and text without JavaScript`, async ({ browser, request }) => {
      const raw = await request.get(path);
      expect(raw.status()).toBe(404);
      const html = await raw.text();
      expect(html).not.toContain('__next_error__');
      expect(html).toMatch(/<html[^>]* lang="nb"/);
      expect(html).toMatch(/<title>Produkt ikke funnet( \| Nordisk Pleie)?<\/title>/);
      expect(html).toMatch(/<h1[^>]*>Produkt ikke funnet<\/h1>/);

      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
      await expect(page).toHaveTitle(/^Produkt ikke funnet/);
      await expect(page.getByRole('heading', { level: 1, name: 'Produkt ikke funnet' })).toBeVisible();
      await context.close();
    });
  }
});

test.describe('SEO files and public API', () => {
  test('home has Organization JSON-LD and a canonical URL', async ({ page }) => {
    await page.goto('/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.map((b) => JSON.parse(b)['@type'])).toContain('Organization');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/?$/);
  });

  test('sitemap lists the public pages and every product with lastmod; robots points to it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('/om-oss</loc>');
    expect(xml).toContain('/personvern</loc>');
    expect(xml).toMatch(/\/produkt\/1010<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}/);
    expect((xml.match(/\/produkt\//g) ?? []).length).toBeGreaterThanOrEqual(50);
    // One URL per product: its own article number, not its other sizes' (docs/product.md: Sizes).
    expect(xml).toContain('/produkt/3010</loc>');
    expect(xml).not.toContain('/produkt/1020</loc>');
    expect(xml).not.toContain('/produkt/3020</loc>');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Disallow: \/admin/);
    expect(robots).toMatch(/Disallow: \/dealer/);
    expect(robots).toMatch(/Disallow: \/api\//);
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    // First-match parsers stop at the first matching line: no 'Allow: /' ahead of the Disallow lines.
    expect(robots).not.toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(/^Host: [^/:]+(:\d+)?$/m);
  });

  test('public product API: list sorted, detail, 404 JSON', async ({ request }) => {
    const list = await request.get('/api/products/public');
    expect(list.status()).toBe(200);
    const products = (await list.json()) as { articleNumber: string }[];
    expect(products[0]).toEqual(expect.objectContaining({ articleNumber: 'E-710', name: expect.any(String), imageUrl: expect.any(String) }));
    const detail = await request.get('/api/products/public/1010');
    expect(detail.status()).toBe(200);
    expect(await detail.json()).toMatchObject({ articleNumber: '1010', videoId: 'Q7mT2xLp9aB' });
    const missing = await request.get('/api/products/public/finnes-ikke');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Produkt ikke funnet', code: 'not_found' });
  });
});

/**
 * A product in three sizes (docs/product.md: Sizes), created through the admin API for this block
 * and deleted after it: one card, one page whose size picker links each size's own URL, the
 * price, article number and image following the size, with and without JavaScript. Article
 * numbers 9971–9973 sort after every demo product, so the parallel catalogue tests keep their first
 * cards. Serial: the tests share the one product.
 */
test.describe('a product in three sizes', () => {
  test.describe.configure({ mode: 'serial' });

  const NAME = 'Testolje Størrelser';
  const SIZES = [
    { articleNumber: '9971', sizeLabel: '250 ml', recommendedPriceNok: 99, netQuantity: 250, netUnit: 'ml' },
    { articleNumber: '9972', sizeLabel: '1 l', recommendedPriceNok: 179.5, netQuantity: 1, netUnit: 'l' },
    { articleNumber: '9973', sizeLabel: '2,5 l', recommendedPriceNok: 449, netQuantity: 2.5, netUnit: 'l' },
  ];
  let id: number | undefined;
  /** The product's picture and the 1 l size's own (two demo packshots). */
  let images: { product: string; size: string };

  test.beforeAll(async ({ baseURL }) => {
    const admin = await signedInRequest(baseURL!, DEMO_ADMIN);
    try {
      const polish = (await (await admin.get('/api/products/public/1010')).json()) as { imageUrl: string; variants: { imageUrl: string | null }[] };
      images = { product: polish.imageUrl, size: polish.variants[1].imageUrl! };
      const created = await admin.post('/api/products', {
        data: {
          name: NAME,
          category: 'Treolje',
          imageUrl: images.product,
          description: '<p>Olje i tre størrelser.</p>',
          variants: SIZES.map((s, i) => (i === 1 ? { ...s, imageUrl: images.size } : s)),
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      id = ((await created.json()) as { id: number }).id;
    } finally {
      await admin.dispose();
    }
  });

  test.afterAll(async ({ baseURL }) => {
    if (id === undefined) return;
    const admin = await signedInRequest(baseURL!, DEMO_ADMIN);
    try {
      expect((await admin.delete(`/api/products/${id}`)).status()).toBe(200);
    } finally {
      await admin.dispose();
    }
  });

  const kr = (amount: number) => formatPriceNok(amount);

  test("is one card in the catalogue: 'Fra 99,00 kr' and its sizes", async ({ page }) => {
    // Its category's page (the home page holds the first 24 products only).
    await page.goto('/produkter/treolje');
    const cards = page.locator('main li').filter({ hasText: NAME });
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(NAME);
    await expect(card.getByText('Art.nr: 9971', { exact: true })).toBeVisible();
    await expect(card.getByText('250 ml · 1 l · 2,5 l')).toBeVisible();
    await expect(card.getByText(`Fra ${kr(99)}`, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: `Les mer om ${NAME}` })).toHaveAttribute('href', '/produkt/9971');
    for (const other of ['9972', '9973']) await expect(page.locator('main').getByText(`Art.nr: ${other}`)).toHaveCount(0);
  });

  /** The page shows the size: picker state, article number, price, image, title and canonical. */
  async function expectSize(page: import('@playwright/test').Page, index: number, baseURL: string) {
    const size = SIZES[index];
    await expect(page).toHaveURL(new RegExp(`/produkt/${size.articleNumber}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
    const picker = page.getByRole('navigation', { name: 'Størrelse' });
    const links = picker.getByRole('link');
    await expect(links).toHaveCount(3);
    for (const [i, s] of SIZES.entries()) {
      // Size, price and unit price (docs/product.md: Product page).
      const link = picker.getByRole('link', {
        name: `${s.sizeLabel} ${kr(s.recommendedPriceNok)} ${unitPriceText(s.recommendedPriceNok, s.netQuantity, s.netUnit)}`,
        exact: true,
      });
      await expect(link).toHaveAttribute('href', `/produkt/${s.articleNumber}`);
      if (i === index) await expect(link).toHaveAttribute('aria-current', 'page');
      else await expect(link).not.toHaveAttribute('aria-current');
    }
    await expect(page.getByTestId('article-number')).toHaveText(`Art.nr: ${size.articleNumber}`);
    await expect(page.getByTestId('recommended-price')).toHaveText(recommendedPriceText(size.recommendedPriceNok));
    await expect(page.getByTestId('unit-price')).toHaveText(` · ${unitPriceText(size.recommendedPriceNok, size.netQuantity, size.netUnit)}`);
    const image = page.getByRole('img', { name: `${NAME} ${size.sizeLabel}` });
    await expect(image).toHaveAttribute(
      'src',
      new RegExp(encodeURIComponent(index === 1 ? images.size : images.product).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(page).toHaveTitle(`${NAME} ${size.sizeLabel} | Nordisk Pleie`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/produkt/${size.articleNumber}`);
  }

  test('has one page whose picker links select each size: URL, price, article number and image follow; by keyboard too', async ({ page, baseURL }) => {
    await page.goto('/produkt/9971');
    await expectSize(page, 0, baseURL!);
    const picker = page.getByRole('navigation', { name: 'Størrelse' });
    await picker.getByRole('link', { name: /^1 l / }).click();
    await expectSize(page, 1, baseURL!);
    // The keyboard: the links are in the tab order and Enter follows them; the chosen one keeps the focus.
    await picker.getByRole('link', { name: /^2,5 l / }).focus();
    await page.keyboard.press('Enter');
    await expectSize(page, 2, baseURL!);
    await expect(picker.getByRole('link', { name: /^2,5 l / })).toBeFocused();
    await picker.getByRole('link', { name: /^250 ml / }).focus();
    await page.keyboard.press('Tab');
    const next = picker.getByRole('link', { name: /^1 l / });
    await expect(next).toBeFocused();
    expect(await next.evaluate((l) => getComputedStyle(l).outlineStyle)).not.toBe('none');

    // The same ProductGroup on every size's page: three variants, one group id, each size's own URL and offer.
    const group = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((b) => JSON.parse(b))
      .find((d) => d['@type'] === 'ProductGroup');
    expect(group).toMatchObject({ name: NAME, productGroupID: '9971', variesBy: ['https://schema.org/size'], url: `${baseURL}/produkt/9971` });
    expect(group.hasVariant).toEqual(
      SIZES.map((s) =>
        expect.objectContaining({
          '@type': 'Product',
          sku: s.articleNumber,
          size: s.sizeLabel,
          name: `${NAME} ${s.sizeLabel}`,
          url: `${baseURL}/produkt/${s.articleNumber}`,
          offers: expect.objectContaining({ price: priceAmount(s.recommendedPriceNok), priceCurrency: 'NOK' }),
        }),
      ),
    );
  });

  test('the picker works without JavaScript: each link loads its size', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto('/produkt/9973');
      await expectSize(page, 2, baseURL!);
      for (const index of [0, 1]) {
        await page
          .getByRole('navigation', { name: 'Størrelse' })
          .getByRole('link', { name: new RegExp(`^${SIZES[index].sizeLabel} `) })
          .click();
        await expectSize(page, index, baseURL!);
      }
    } finally {
      await context.close();
    }
  });

  test("a size's own URL opens the same page with that size selected; the sitemap lists the product once", async ({ page, request, baseURL }) => {
    for (const [index, size] of SIZES.entries()) {
      const response = await page.goto(`/produkt/${size.articleNumber}`);
      expect(response?.status()).toBe(200);
      await expectSize(page, index, baseURL!);
    }
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('/produkt/9971</loc>');
    expect(xml).not.toContain('/produkt/9972</loc>');
    expect(xml).not.toContain('/produkt/9973</loc>');
  });

  test("both feeds list its three sizes as items under the JSON-LD's group id", async ({ page, request }) => {
    await page.goto('/produkt/9972');
    const group = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((b) => JSON.parse(b))
      .find((d) => d['@type'] === 'ProductGroup');
    const feed = new XMLParser({ parseTagValue: false }).parse(await (await request.get('/feeds/google-merchant')).text());
    const items = (feed.rss.channel.item as Record<string, string>[]).filter((i) => SIZES.some((s) => s.articleNumber === i['g:id']));
    expect(items.map((i) => [i['g:id'], i['g:item_group_id'], i['g:price']])).toEqual(
      group.hasVariant.map((v: { sku: string; offers: { price: string } }) => [v.sku, group.productGroupID, `${v.offers.price} NOK`]),
    );
    const rows = (parse(await (await request.get('/feeds/facebook')).text(), { columns: true }) as Record<string, string>[]).filter((r) =>
      SIZES.some((s) => s.articleNumber === r.id),
    );
    expect(rows.map((r) => [r.id, r.item_group_id, r.price])).toEqual(items.map((i) => [i['g:id'], i['g:item_group_id'], i['g:price']]));
  });

  test('the picker passes axe', async ({ page }) => {
    await page.goto('/produkt/9972');
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('demo products with sizes', () => {
  test('the old URLs of the sizes still answer: /produkt/1020 and /produkt/3020 open their product with that size', async ({ page }) => {
    for (const [path, name, selected, price, perLitre] of [
      ['/produkt/1010', 'Møbelpolish Klassisk', '250 ml', 149, 596],
      ['/produkt/1020', 'Møbelpolish Klassisk', '500 ml', 229, 458],
      ['/produkt/3020', 'Teakolje Natur', '500 ml', 189, 378],
      ['/produkt/3010', 'Teakolje Natur', '1 l', 329, 329],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByRole('navigation', { name: 'Størrelse' }).locator('[aria-current="page"]')).toHaveAccessibleName(
        `${selected} ${formatPriceNok(price)} ${formatPriceNok(perLitre)}/l`,
      );
      await expect(page.getByTestId('article-number')).toHaveText(`Art.nr: ${path.slice(-4)}`);
    }
  });

  test('the catalogue shows each of them once with its sizes and lowest price', async ({ page }) => {
    await page.goto('/');
    for (const [name, sizes, price] of [
      ['Møbelpolish Klassisk', '250 ml · 500 ml', 149],
      ['Teakolje Natur', '500 ml · 1 l', 189],
    ] as const) {
      const card = page.locator('#products li').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(sizes)).toBeVisible();
      await expect(card.getByText(`Fra ${formatPriceNok(price)}`, { exact: true })).toBeVisible();
    }
    await expect(page.locator('#products').getByText('Art.nr: 1020')).toHaveCount(0);
    await expect(page.locator('#products').getByText('Art.nr: 3020')).toHaveCount(0);
  });

  test('@mobile the picker fits a phone: each size a 44 px target, the row wraps, nothing overflows; a tap keeps the place', async ({ page }) => {
    await page.goto('/produkt/3020');
    const picker = page.getByRole('navigation', { name: 'Størrelse' });
    await picker.scrollIntoViewIfNeeded();
    await expect(picker).toBeVisible();
    const boxes = await picker.getByRole('link').evaluateAll((links) => links.map((l) => l.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The selected size is set apart by more than colour: a thicker border and bold text.
    const [current, other] = await picker.getByRole('link').evaluateAll((links) =>
      links.map((l) => {
        const style = getComputedStyle(l);
        return { border: style.borderTopWidth, weight: style.fontWeight, current: l.getAttribute('aria-current') };
      }),
    );
    expect(current).toEqual({ border: '2px', weight: '700', current: 'page' });
    expect(other).toEqual({ border: '1px', weight: '400', current: null });

    // Choosing a size loads its page without jumping back to the top (the image fills a phone's first screen).
    await page.evaluate(() => window.scrollTo(0, 300));
    await picker.getByRole('link', { name: /^1 l / }).tap();
    await expect(page).toHaveURL(/\/produkt\/3010$/);
    await expect(page.getByTestId('article-number')).toHaveText('Art.nr: 3010');
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
  });
});
