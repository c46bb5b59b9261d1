import { test, expect } from './fixtures';

/** Product search (docs/product.md: Søk): the header's GET form and the /sok results page. */
test.describe('product search', () => {
  test("a visitor finds Teakolje by typing 'tekolje' in the header", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const field = page.getByRole('search').getByRole('searchbox', { name: 'Søk etter produkter' });
    await field.fill('tekolje');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/sok\?q=tekolje$/);
    await expect(page.getByRole('status')).toHaveText(/^\d+ treff på «tekolje»$/);
    await expect(page.getByRole('article').first()).toContainText('Teakolje Natur');
    await expect(page.getByRole('searchbox', { name: 'Søk etter produkter' }).last()).toHaveValue('tekolje');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('an article number goes straight to its product; nothing found offers names and categories', async ({ page }) => {
    await page.goto('/sok?q=3010');
    await expect(page).toHaveURL(/\/produkt\/3010$/);
    await page.goto('/sok?q=skonolje%20xq');
    await expect(page.getByRole('status')).toHaveText('Ingen treff på «skonolje xq»');
    await expect(page.getByRole('link', { name: 'Treolje', exact: true })).toBeVisible();
  });
});

test.describe('product search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the results page's form finds Teakolje for 'tekolje'", async ({ page }) => {
    await page.goto('/sok');
    const field = page.locator('#sok-q');
    await field.fill('tekolje');
    await page.locator('#sok-q').press('Enter');
    await expect(page).toHaveURL(/\/sok\?q=tekolje$/);
    await expect(page.getByRole('article').first()).toContainText('Teakolje Natur');
  });
});
