import { test, expect } from './fixtures';

test.describe('site shell', () => {
  test('home page is Norwegian and shows the demo catalogue', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page).toHaveTitle(/Nordisk Pleie/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const claim of ['100+', '100K+']) await expect(page.getByText(claim, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se våre produkter' })).toHaveAttribute('href', '#products');
    await expect(page.getByRole('link', { name: 'Finn forhandler' })).toHaveAttribute('href', '/forhandlere');
    const products = page.locator('#products li');
    expect(await products.count()).toBeGreaterThanOrEqual(50);
    await expect(page.getByText('Art.nr: 1010')).toBeVisible();
  });

  test('header has the main links and the dealer login', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
    const expected: [string, string][] = [
      ['Hjem', '/'],
      ['Produkter', '#products'],
      ['Forhandlere', '/forhandlere'],
      ['Om oss', '/om-oss'],
      ['Kontakt', '/kontakt'],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Hjem', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Forhandlerlogin' })).toHaveAttribute('href', '/auth');
    // Nobody is signed in: no admin entry anywhere.
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('Produkter scrolls to the products section leaving 100 px for the header', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Produkter' }).click();
    await expect(page).toHaveURL(/#products$/);
    await expect
      .poll(async () => page.locator('#products').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(100);
  });

  test('header turns opaque after 10 px of scrolling', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-opaque', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-opaque', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-opaque', 'false');
  });

  test('footer shows ratings, company details, links and the year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('4.8/5')).toBeVisible();
    await expect(footer.getByText(/163 anmeldelser/)).toBeVisible();
    await expect(footer.getByText('4.7/5')).toBeVisible();
    await expect(footer.getByText(/94 anmeldelser/)).toBeVisible();
    await expect(footer.getByText('Nordisk Pleie AS').first()).toBeVisible();
    await expect(footer.getByRole('link', { name: 'post@nordiskpleie.example' })).toHaveAttribute(
      'href',
      'mailto:post@nordiskpleie.example',
    );
    await expect(footer.getByText(/Org\.nr: 919 150 115/)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Forhandlerlogin' })).toHaveAttribute('href', '/auth');
    await expect(footer.getByRole('link', { name: 'Personvern' })).toHaveAttribute('href', '/personvern');
    await expect(footer.getByRole('link', { name: 'Produkter' })).toHaveAttribute('href', '/#products');
    await expect(footer.getByText(`© ${new Date().getFullYear()} Nordisk Pleie AS`)).toBeVisible();
  });

  test('unknown paths answer 404 with the English page', async ({ page }) => {
    const response = await page.goto('/finnes-ikke');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    // The shell is still there.
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Hopp til innhold' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('mobile menu opens a drawer with the links @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'mobile only');
    await page.goto('/');
    await page.getByRole('button', { name: 'Åpne meny' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobilmeny' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Forhandlere' })).toHaveAttribute('href', '/forhandlere');
    await expect(drawer.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');
    await expect(drawer.getByRole('link', { name: 'Forhandlerlogin' })).toHaveAttribute('href', '/auth');
  });
});
