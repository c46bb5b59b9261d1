import { XMLValidator } from 'fast-xml-parser';
import { test, expect } from './fixtures';
import { DEMO_ADMIN, DEMO_DEALER, signIn } from './helpers';

test.describe('product feeds', () => {
  test('an administrator opens the feeds page from the admin panel', async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Produktfeeds' }).click();
    await expect(page).toHaveURL(/\/admin\/feeds$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Produktfeeds' })).toBeVisible();
    const xml = page.getByRole('link', { name: 'Åpne XML-feed (ny fane)' });
    await expect(xml).toHaveAttribute('href', '/feeds/google-merchant');
    await expect(xml).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Åpne CSV-feed (ny fane)' })).toHaveAttribute('href', '/feeds/facebook');
    await expect(page.getByText(/produkter uten pris er utelatt/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tips' })).toBeVisible();
    await page.getByRole('link', { name: 'Tilbake til administrasjonspanelet' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('dealers and visitors do not get the feeds page', async ({ page }) => {
    await page.goto('/admin/feeds');
    await expect(page).toHaveURL(/\/admin\/auth$/);
    await signIn(page, DEMO_DEALER);
    await page.goto('/admin/feeds');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the feeds themselves are public, well-formed and absolute', async ({ request, baseURL }) => {
    const google = await request.get('/feeds/google-merchant');
    expect(google.status()).toBe(200);
    const xml = await google.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain(`<link>${baseURL}/produkt/1010</link>`);
    const csv = await request.get('/feeds/facebook');
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).split('\n')[0]).toBe('id,title,description,availability,condition,price,link,image_link,brand');
  });
});
