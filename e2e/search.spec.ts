import { test, expect } from './fixtures';

/**
 * Product search (docs/product.md: Søk): the header's field (a GET form, with JavaScript a
 * combobox with suggestions) and the /sok results page.
 */
test.describe('product search', () => {
  test("a visitor types 'tekolje', sees Teakolje suggested and opens it with the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const field = page.getByRole('combobox', { name: 'Søk etter produkter' });
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await field.pressSequentially('tekolje');
    const list = page.getByRole('listbox', { name: 'Forslag' });
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    const first = list.getByRole('option').first();
    await expect(first).toContainText(/^Teakolje Natur/);
    await expect(list.getByRole('option').last()).toHaveText('Vis alle treff på «tekolje»');
    // The live region says how many suggestions there are.
    await expect(page.getByRole('search').locator('[aria-live="polite"]')).toHaveText(/^\d+ forslag$/);

    await field.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    const name = (await first.locator('span').first().textContent())!;
    await field.press('Enter');
    await expect(page).toHaveURL(/\/produkt\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name.replace(/ \d.*$/, ''));
  });

  test('Escape and a click outside close the suggestions; ArrowUp wraps to the last option', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const field = page.getByRole('combobox', { name: 'Søk etter produkter' });
    await field.pressSequentially('olje');
    const list = page.getByRole('listbox', { name: 'Forslag' });
    await expect(list.getByRole('option').first()).toBeVisible();
    await field.press('Escape');
    await expect(list).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveValue('olje');
    await field.press('ArrowUp');
    await expect(list.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('heading', { level: 1 }).first().click();
    await expect(list).toBeHidden();
  });

  test('Enter without a chosen suggestion goes to the results page /sok?q=', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const field = page.getByRole('combobox', { name: 'Søk etter produkter' });
    await field.fill('tekolje');
    await expect(page.getByRole('listbox', { name: 'Forslag' }).getByRole('option').first()).toBeVisible();
    await field.press('Enter');
    await expect(page).toHaveURL(/\/sok\?q=tekolje$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText(/^\d+ treff på «tekolje»$/);
    await expect(main.getByRole('article').first()).toContainText('Teakolje Natur');
    await expect(main.getByRole('searchbox', { name: 'Søk etter produkter' })).toHaveValue('tekolje');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('an article number goes straight to its product; nothing found offers names and categories', async ({ page }) => {
    await page.goto('/sok?q=3010');
    await expect(page).toHaveURL(/\/produkt\/3010$/);
    // Another size's number opens the product with that size selected.
    await page.goto('/sok?q=3020');
    await expect(page).toHaveURL(/\/produkt\/3020$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Teakolje Natur');
    await page.goto('/sok?q=skonolje%20xq');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Ingen treff på «skonolje xq»');
    await expect(page.getByRole('link', { name: 'Treolje', exact: true })).toBeVisible();
    // The product advisor, when the words found nothing (docs/product.md: Søk).
    await expect(page.getByRole('main').getByRole('link', { name: 'Prøv produktveilederen' })).toHaveAttribute('href', '/veileder');
  });

  test('@mobile the drawer has its own field: suggestions there open the product and close the drawer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Åpne meny' }).click();
    const drawer = page.getByRole('dialog', { name: 'Mobilmeny' });
    const field = drawer.getByRole('combobox', { name: 'Søk etter produkter' });
    await field.pressSequentially('teak olje');
    const list = drawer.getByRole('listbox', { name: 'Forslag' });
    await expect(list.getByRole('option').first()).toContainText(/^Teakolje Natur/);
    // Ids are per field: the header's (hidden on small screens) and the drawer's do not clash.
    const ids = await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(ids.length).toBe(new Set(ids).size);
    await field.press('Escape');
    await expect(list).toBeHidden();
    await expect(drawer).toBeVisible();
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/produkt\/[^/?]+$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('product search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the header's form finds Teakolje for 'tekolje'", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Søk etter produkter' });
    await expect(field).not.toHaveAttribute('role', 'combobox');
    await field.fill('tekolje');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/sok\?q=tekolje$/);
    await expect(page.getByRole('article').first()).toContainText('Teakolje Natur');
  });

  test("the results page's form finds Teakolje for 'tekolje'", async ({ page }) => {
    await page.goto('/sok');
    const field = page.locator('#sok-q');
    await field.fill('tekolje');
    await page.locator('#sok-q').press('Enter');
    await expect(page).toHaveURL(/\/sok\?q=tekolje$/);
    await expect(page.getByRole('article').first()).toContainText('Teakolje Natur');
  });
});
