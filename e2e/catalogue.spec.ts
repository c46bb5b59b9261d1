import { parse } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { priceAmount, recommendedPriceText } from '../lib/catalogue/price';
import { demoRecommendedPrice } from '../prisma/seed/prices';
import { test, expect } from './fixtures';

test.describe('home and product list', () => {
  test('hero buttons scroll to the products and lead to the dealer finder', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Finn forhandler', exact: true })).toHaveAttribute('href', '/forhandlere');
    await page.getByRole('link', { name: 'Se våre produkter' }).click();
    await expect(page).toHaveURL(/#products$/);
    await expect
      .poll(() => page.locator('#products').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(100);
  });

  test('products are sorted by the numeric part of the article number', async ({ page }) => {
    await page.goto('/');
    const numbers = await page.locator('#products li p').allInnerTexts();
    const parsed = numbers.filter((t) => t.startsWith('Art.nr: ')).map((t) => Number(t.replace(/\D/g, '')));
    expect(parsed.length).toBeGreaterThanOrEqual(50);
    expect(parsed).toEqual([...parsed].sort((a, b) => a - b));
    expect(numbers[0]).toBe('Art.nr: E-710');
  });

  test('the category bar lists Alle first, then the categories alphabetically, and filters on the client', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('toolbar', { name: 'Filtrer på kategori' });
    const labels = await bar.getByRole('button').allInnerTexts();
    expect(labels[0]).toBe('Alle');
    expect(labels.slice(1)).toEqual([...labels.slice(1)].sort((a, b) => a.localeCompare(b, 'nb')));
    expect(labels).toContain('Lærpleie');
    await expect(bar.getByRole('button', { name: 'Alle' })).toHaveAttribute('aria-pressed', 'true');

    const all = await page.locator('#products li').count();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await bar.getByRole('button', { name: 'Lærpleie' }).click();
    await expect(bar.getByRole('button', { name: 'Lærpleie' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Art.nr: 4010')).toBeVisible();
    await expect(page.getByText('Art.nr: 1010')).toHaveCount(0);
    const filtered = await page.locator('#products li').count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    // No round trip for the filter: neither this page nor an API was fetched again.
    expect(requests.filter((u) => new URL(u).pathname === '/' || u.includes('/api/'))).toEqual([]);

    await bar.getByRole('button', { name: 'Alle' }).click();
    await expect(page.locator('#products li')).toHaveCount(all);
  });

  test('the category bar sticks 90 px from the top once scrolled past', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('toolbar', { name: 'Filtrer på kategori' });
    await expect(bar).toHaveAttribute('data-sticky', 'false');
    await page.locator('#products li').nth(6).scrollIntoViewIfNeeded();
    await expect(bar).toHaveAttribute('data-sticky', 'true');
    expect(await bar.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(90);
  });

  test('card buttons open the product page and the dealer finder', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('#products li').filter({ hasText: 'Art.nr: 1010' });
    await expect(card.getByRole('link', { name: 'Finn nærmeste forhandler' })).toHaveAttribute('href', '/forhandlere');
    await card.getByRole('link', { name: /Les mer/ }).click();
    await expect(page).toHaveURL(/\/produkt\/1010$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Møbelpolish Klassisk 250 ml');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('product page', () => {
  test('shows the product, where to buy, description, instructions, video and highlight', async ({ page }) => {
    const response = await page.goto('/produkt/1010');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Møbelpolish Klassisk 250 ml | Nordisk Pleie');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Møbelpolish Klassisk 250 ml');
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
    await expect(dealers.getByRole('link')).toHaveCount(0);
    await expect(dealers.getByText('Kjøp på nett')).toHaveCount(0);
    await expect(shops.first()).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(shops.first()).toHaveAttribute('target', '_blank');
    await expect(shops.first()).toHaveAttribute('href', /^https:\/\/www\.[a-z]+\.example\/produkt\//);
    await expect(page.getByRole('heading', { name: 'Bruksanvisning' })).toBeVisible();
    await expect(page.getByText('Rist flasken godt før bruk.')).toBeVisible();
    // The player loads only on request (a click-to-play facade), from the privacy-enhanced domain.
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Spill av video: Møbelpolish Klassisk 250 ml' }).click();
    const video = page.locator('iframe[title^="Video"]');
    await expect(video).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Q7mT2xLp9aB?autoplay=1');
    await expect(page.getByRole('complementary', { name: 'Fremhevet' })).toContainText('Over 100 år med erfaring');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/produkt\/1010$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\/products\//);
  });

  test('shows the recommended price, equal to the JSON-LD offer and the feed price', async ({ page, request, baseURL }) => {
    const price = demoRecommendedPrice({ articleNumber: '1010', category: 'Møbelpolish' })!;
    await page.goto('/produkt/1010');
    await expect(page.getByText(recommendedPriceText(price), { exact: true })).toBeVisible();
    await expect(page.getByText(/^Veiledende pris \d[\d\u00a0]*,\d{2}\u00a0kr$/)).toBeVisible();

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'Product');
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: '1010',
      mpn: '1010',
      name: 'Møbelpolish Klassisk 250 ml',
      brand: { '@type': 'Brand', name: 'Nordisk Pleie' },
      url: `${baseURL}/produkt/1010`,
      offers: {
        '@type': 'Offer',
        price: priceAmount(price),
        priceCurrency: 'NOK',
        availability: 'https://schema.org/InStock',
        url: `${baseURL}/produkt/1010`,
        seller: { '@type': 'Organization', name: 'Nordisk Pleie AS' },
      },
    });
    // The shown price, the structured data and both feeds agree.
    expect(recommendedPriceText(Number(data.offers.price))).toBe(await page.getByTestId('recommended-price').textContent());
    const feed = new XMLParser({ parseTagValue: false }).parse(await (await request.get('/feeds/google-merchant')).text());
    const item = (feed.rss.channel.item as Record<string, string>[]).find((i) => i['g:id'] === '1010')!;
    expect(item['g:price']).toBe(`${data.offers.price} NOK`);
    const rows = parse(await (await request.get('/feeds/facebook')).text(), { columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.id === '1010')?.price).toBe(`${data.offers.price} NOK`);

    // Open Graph and Twitter: absolute addresses, the site, the locale and the price.
    const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first();
    await expect(meta('og:type')).toHaveAttribute('content', 'website');
    await expect(meta('og:site_name')).toHaveAttribute('content', 'Nordisk Pleie');
    await expect(meta('og:locale')).toHaveAttribute('content', 'nb_NO');
    await expect(meta('og:url')).toHaveAttribute('content', `${baseURL}/produkt/1010`);
    await expect(meta('og:image')).toHaveAttribute('content', new RegExp(`^${baseURL}/media/products/`));
    await expect(meta('twitter:card')).toHaveAttribute('content', 'summary_large_image');
    await expect(meta('product:price:amount')).toHaveAttribute('content', priceAmount(price));
    await expect(meta('product:price:currency')).toHaveAttribute('content', 'NOK');
  });

  test('an unpriced product shows no price and has no offer', async ({ page }) => {
    await page.goto('/produkt/9010');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Polerklut Mikrofiber 2 stk');
    await expect(page.getByText(/Veiledende pris/)).toHaveCount(0);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'Product');
    expect(data).toMatchObject({ '@type': 'Product', sku: '9010' });
    expect(data).not.toHaveProperty('offers');
    await expect(page.locator('meta[name="product:price:amount"]')).toHaveCount(0);
  });

  test('no video for an invalid video URL, no online-shop section without links', async ({ page }) => {
    await page.goto('/produkt/2060');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Spill av video/ })).toHaveCount(0);
    await page.goto('/produkt/1020');
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
    await expect(page).toHaveURL(/\/forhandlere\?postnummer=7010$/);
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
    expect(await missing.json()).toEqual({ error: 'Produkt ikke funnet' });
  });
});
