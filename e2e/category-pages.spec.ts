/**
 * The category pages and the bounded home list (docs/product.md: Home, Category pages): a page per
 * category at /produkter/{kategori} with its own title, description, canonical and JSON-LD, the
 * category bar as links, paging with plain links (without JavaScript too), the advisor's entry
 * points, and the site's 404 for an unknown category or page.
 */
import { demoProducts } from '../prisma/seed/data/products';
import { categorySlug } from '../lib/catalogue/category-pages';
import { test, expect } from './fixtures';

const LEATHER = demoProducts.filter((p) => p.category === 'Lærpleie');

/** The article numbers of the cards on the page, in order. */
async function cardNumbers(page: import('@playwright/test').Page): Promise<string[]> {
  const texts = await page.locator('main article p').allInnerTexts();
  return texts.filter((t) => t.startsWith('Art.nr: ')).map((t) => t.slice('Art.nr: '.length));
}

test.describe('category pages', () => {
  test('a category page lists its products only, with title, description, canonical and structured data', async ({ page, baseURL }) => {
    const response = await page.goto('/produkter/laerpleie');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Lærpleie | Nordisk Pleie');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lærpleie');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/produkter/laerpleie`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Lærpleie fra Nordisk Pleie: 8 produkter, blant annet Lærbalsam/);
    await expect(page.getByRole('heading', { level: 2, name: `${LEATHER.length} produkter`, exact: true })).toBeVisible();

    const cards = page.locator('main article');
    const numbers = await cardNumbers(page);
    expect(numbers.sort()).toEqual(LEATHER.map((p) => p.articleNumber).sort());
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText('Art.nr: 1010')).toHaveCount(0);

    // The bar: every category a link to its page, this one current; the breadcrumb leads back.
    const bar = page.getByRole('navigation', { name: 'Produktkategorier' });
    await expect(bar.getByRole('link', { name: 'Lærpleie' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Alle' })).toHaveAttribute('href', '/produkter/alle');
    await expect(bar.getByRole('link', { name: 'EDEN Hageprodukter' })).toHaveAttribute('href', '/produkter/eden-hageprodukter');
    const crumbs = page.getByRole('navigation', { name: 'Brødsmulesti' });
    await expect(crumbs.getByRole('link', { name: 'Hjem' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Produkter' })).toHaveAttribute('href', '/produkter/alle');
    // One page: no pager.
    await expect(page.getByRole('navigation', { name: /^Sider i/ })).toHaveCount(0);
    // The advisor's entry point.
    await expect(page.getByRole('link', { name: 'Prøv produktveilederen' })).toHaveAttribute('href', '/veileder');
    await expect(page.getByText('Usikker på hva du trenger?')).toBeVisible();

    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b));
    const list = data.find((d) => d['@type'] === 'ItemList');
    expect(list.numberOfItems).toBe(LEATHER.length);
    expect(list.itemListElement[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'Lærbalsam 200 ml', url: `${baseURL}/produkt/4010` });
    const crumbsData = data.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbsData.itemListElement.map((c: { name: string }) => c.name)).toEqual(['Hjem', 'Produkter', 'Lærpleie']);
  });

  test('the category bar on the home page leads to the category pages; a card opens its product', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Produktkategorier' });
    await expect(bar.getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: 'Lærpleie' }).click();
    await expect(page).toHaveURL(/\/produkter\/laerpleie$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lærpleie');
    await expect(page.getByText('Art.nr: 4010')).toBeVisible();
    await page.getByRole('navigation', { name: 'Produktkategorier' }).getByRole('link', { name: 'Treolje' }).click();
    await expect(page).toHaveURL(/\/produkter\/treolje$/);
    await expect(page.getByText('Art.nr: 4010')).toHaveCount(0);
    await page.getByRole('link', { name: 'Les mer om Teakolje Natur' }).click();
    await expect(page).toHaveURL(/\/produkt\/3010$/);
  });

  test('every category of the demo has its page, and the sitemap lists them', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const category of new Set(demoProducts.map((p) => p.category))) {
      const path = `/produkter/${categorySlug(category)}`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain(`<h1 id="catalogue-title"`);
      expect(xml).toContain(`${path}</loc>`);
    }
    expect(xml).toContain('/produkter/alle</loc>');
    // '/produkter' is the list of every product.
    const bare = await request.get('/produkter', { maxRedirects: 0 });
    expect(bare.status()).toBe(308);
    expect(bare.headers()['location']).toMatch(/\/produkter\/alle$/);
  });

  for (const path of [
    '/produkter/finnes-ikke',
    '/produkter/L%C3%A6rpleie',
    '/produkter/alle/side/1',
    '/produkter/alle/side/02',
    '/produkter/alle/side/99',
    '/produkter/laerpleie/side/2',
    '/produkter/alle/side/x',
  ]) {
    test(`${path} answers the site's 404, rendered on the server`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('__next_error__');
      expect(html).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    });
  }
});

test.describe('paging without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows one page of products and continues through plain links to the last product', async ({ page, baseURL }) => {
    const sorted = demoProducts.length;
    await page.goto('/');
    const cards = page.locator('#products article');
    await expect(cards).toHaveCount(24);
    await expect(page.getByRole('link', { name: 'Finn riktig produkt' })).toHaveAttribute('href', '/veileder');
    await expect(page.locator('#products').getByRole('link', { name: 'Prøv produktveilederen' })).toHaveAttribute('href', '/veileder');
    const seen = await cardNumbers(page);
    await page.getByRole('link', { name: 'Vis flere produkter' }).click();
    await expect(page).toHaveURL(/\/produkter\/alle\/side\/2$/);
    await expect(page).toHaveTitle('Alle produkter – side 2 | Nordisk Pleie');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/produkter/alle/side/2`);
    const pager = page.getByRole('navigation', { name: 'Sider i Alle produkter' });
    await expect(pager.getByText('Side 2 av 3')).toBeVisible();
    seen.push(...(await cardNumbers(page)));
    await pager.getByRole('link', { name: 'Neste side' }).click();
    await expect(page).toHaveURL(/\/produkter\/alle\/side\/3$/);
    seen.push(...(await cardNumbers(page)));
    await expect(page.getByRole('navigation', { name: 'Sider i Alle produkter' }).getByRole('link', { name: 'Neste side' })).toHaveCount(0);
    // Every demo product once, in catalogue order (products other tests add sort after them).
    expect(seen.length).toBeGreaterThanOrEqual(sorted);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen[0]).toBe('E-710');
    for (const product of demoProducts) expect(seen).toContain(product.articleNumber);

    await page.getByRole('navigation', { name: 'Sider i Alle produkter' }).getByRole('link', { name: 'Første side' }).click();
    await expect(page).toHaveURL(/\/produkter\/alle$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle produkter');
    await expect(page.locator('main article')).toHaveCount(24);
  });

  test('the category bar is plain links: a category page opens without scripts', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Produktkategorier' }).getByRole('link', { name: 'Gulvbeskyttelse' }).click();
    await expect(page).toHaveURL(/\/produkter\/gulvbeskyttelse$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gulvbeskyttelse');
    await expect(page.locator('main article')).toHaveCount(demoProducts.filter((p) => p.category === 'Gulvbeskyttelse').length);
  });
});
