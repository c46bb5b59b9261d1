import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { csvRows, DEMO_ADMIN, signedInRequest } from './helpers';

/**
 * The Produktveileder (docs/product.md §2, 'Produktveileder'), with and without JavaScript: from
 * /veileder through the three steps to a routine of at least two products for 'Teak og hardved
 * ute' + 'Fornye og beskytte', 'Endre' back one step keeping the other answers, 'Finn forhandler
 * som har dem' to the finder narrowed to the routine's products (a postal or name search there
 * keeps the filter; a routine over 12 products links its first 12); an answer without products says
 * so and 'Spør oss' opens the contact form with the answers written into the message.
 */
const choices = (page: Page) => page.getByRole('list', { name: /Hva skal du behandle|Står det inne eller ute|Hva vil du oppnå/ });
const RESULT = '/veileder/teak-og-hardved-ute/ute/beskytte';

async function throughTheSteps(page: Page) {
  await page.goto('/veileder');
  await expect(page.getByRole('heading', { level: 1, name: 'Produktveileder' })).toBeVisible();
  await expect(page.getByText('Steg 1 av 3')).toBeVisible();
  await choices(page).getByRole('link', { name: 'Teak og hardved ute' }).click();
  await expect(page).toHaveURL(/\/veileder\/teak-og-hardved-ute$/);
  await expect(page.getByText('Steg 2 av 3')).toBeVisible();
  await choices(page).getByRole('link', { name: /^Ute/ }).click();
  await expect(page).toHaveURL(/\/veileder\/teak-og-hardved-ute\/ute$/);
  await expect(page.getByText('Steg 3 av 3')).toBeVisible();
  await choices(page)
    .getByRole('link', { name: /^Fornye og beskytte/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${RESULT}$`));
}

async function checkRoutine(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Fornye og beskytte: teak og hardved ute (ute)' })).toBeVisible();
  const steps = page.getByRole('heading', { level: 3 });
  await expect(steps.first()).toHaveText('1. Rengjør');
  await expect(steps.nth(1)).toHaveText('2. Forny og beskytt');
  const products = page.getByRole('heading', { level: 4 }).filter({ hasNotText: 'Hvor mye trenger jeg?' });
  expect(await products.count()).toBeGreaterThanOrEqual(2);
  // Each product says why it fits, its sizes and prices, and links to its page.
  await expect(page.getByText('Passer til:').first()).toBeVisible();
  await expect(page.getByText(/\d+,\d{2}\s+kr/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Les mer om / }).first()).toHaveAttribute('href', /^\/produkt\//);
  // The ItemList of the recommended products.
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b));
  const list = blocks.find((b) => b['@type'] === 'ItemList');
  expect(list.itemListElement.length).toBe(await products.count());
}

async function toTheFinder(page: Page) {
  const link = page.getByRole('link', { name: 'Finn forhandler som har dem' });
  await expect(link).toHaveAttribute('href', /^\/forhandlere\?produkt=[^&]+%2C/);
  await link.click();
  await expect(page).toHaveURL(/\/forhandlere\?produkt=/);
  await expect(page.getByText('Forhandlerne som har alle produktene, står først i listen.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Forhandlere med .+ \(\d+\)$/ })).toBeVisible();
  expect(await page.getByTestId('dealer-card').count()).toBeGreaterThan(0);
}

/** Searches in the narrowed finder keep the routine's filter (without JavaScript: the forms' hidden fields). */
async function searchInTheFinder(page: Page) {
  const [, products] = /[?&]produkt=([^&]+)/.exec(page.url())!;
  const field = page.getByRole('textbox', { name: 'Postnummer' });
  await field.fill('5003');
  await field.press('Enter');
  await expect(page).toHaveURL(/[?&]postnummer=5003(&|$)/);
  expect(page.url()).toContain(`produkt=${products}`);
  await expect(page.getByText('Forhandlerne som har alle produktene, står først i listen.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Forhandlere med .+ \(\d+\)$/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Forhandlernavn eller sted' }).fill('Bergen');
  await page.getByRole('search', { name: 'Søk etter forhandlere på navn eller sted' }).getByRole('button', { name: 'Søk' }).click();
  await expect(page).toHaveURL(/[?&]q=Bergen(&|$)/);
  expect(page.url()).toContain(`produkt=${products}`);
  await expect(page.getByText('Forhandlerne som har alle produktene, står først i listen.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Forhandlere med .+ \(\d+\)$/ })).toBeVisible();
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`Produktveileder ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('three steps to a routine of at least two products, then the dealers that have them', async ({ page }) => {
      await throughTheSteps(page);
      await checkRoutine(page);
      await toTheFinder(page);
      if (!javaScriptEnabled) await searchInTheFinder(page);
    });

    test("a routine over the finder's 12 products links the first 12 (the goal's first) and says so", async ({ page }) => {
      await page.goto('/veileder/oljet-tre/inne/beskytte');
      await expect(page.getByText(/^Rutinen har \d+ produkter, og søket tar med de 12 første: produktene for «Forny og beskytt» først/)).toBeVisible();
      await page.getByRole('link', { name: 'Finn forhandler som har dem' }).click();
      await expect(page).toHaveURL(/\/forhandlere\?produkt=([^&%]+%2C){11}[^&%]+$/);
      await expect(page.getByText('Forhandlerne som har alle produktene, står først i listen.')).toBeVisible();
      await expect(page.getByText('Ukjent produkt')).toHaveCount(0);
    });

    test("'Endre' goes back one step and keeps the other answers", async ({ page }) => {
      await page.goto(RESULT);
      await page.getByRole('link', { name: 'Endre: Står det inne eller ute?' }).click();
      await expect(page).toHaveURL(/\/veileder\/teak-og-hardved-ute\?mal=beskytte$/);
      await choices(page).getByRole('link', { name: /^Inne/ }).click();
      await expect(page).toHaveURL(/\/veileder\/teak-og-hardved-ute\/inne\/beskytte$/);
      await page.getByRole('link', { name: 'Endre: Hva skal du behandle?' }).click();
      await expect(page).toHaveURL(/\/veileder\?sted=inne&mal=beskytte$/);
      await choices(page).getByRole('link', { name: 'Teak og hardved ute' }).click();
      await expect(page).toHaveURL(/\/veileder\/teak-og-hardved-ute\/inne\/beskytte$/);
    });

    test('an area gives the quantity for the treatment step; bad input gets its message and the page still answers', async ({ page }) => {
      await page.goto(RESULT);
      const area = page.getByRole('textbox', { name: 'Areal (m²)' });
      await area.fill('20');
      await page.getByRole('button', { name: 'Regn ut' }).click();
      await expect(page).toHaveURL(new RegExp(`${RESULT}\\?areal=20$`));
      const answer = page.getByTestId('advisor-quantity-answer');
      await expect(answer).toContainText(/Du trenger [\d,–]+ l/);
      await expect(answer).toContainText(/\d+ × .+ – [\d\s ]+,\d{2}\s+kr/);
      const response = await page.goto(`${RESULT}?areal=-5`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('textbox', { name: 'Areal (m²)' })).toHaveAccessibleDescription('Arealet må være større enn 0 m²');
      await expect(page.getByRole('heading', { level: 4 }).first()).toBeVisible();
    });

    test("no answer: a clear message and 'Spør oss' with the answers in the message", async ({ page }) => {
      const response = await page.goto('/veileder/messing-og-metall/inne/beskytte');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 2, name: 'Vi fant ingen produkter for dette' })).toBeVisible();
      await page.getByRole('link', { name: 'Spør oss' }).click();
      await expect(page).toHaveURL(/\/kontakt\?melding=/);
      const expected = 'Hei! Jeg brukte produktveilederen og fant ikke noe produkt for dette: Messing og metall, inne: fornye og beskytte. Hva anbefaler dere?';
      // In the form in the page's HTML, so without JavaScript too.
      await expect(page.getByRole('textbox', { name: 'Melding' })).toHaveValue(expected);
    });
  });
}

test('an unknown step has its own page, kept out of search engines', async ({ page }) => {
  await page.goto('/veileder/finnes-ikke/ute');
  await expect(page.getByRole('heading', { level: 1, name: 'Fant ikke dette steget i veilederen' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('link', { name: 'Start på nytt' })).toHaveAttribute('href', '/veileder');
});

test('the header links to the Produktveileder (its desktop row says Veileder), the footer too', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Veileder', exact: true })).toHaveAttribute('href', '/veileder');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Produktveileder', exact: true })).toHaveAttribute('href', '/veileder');
});

test('an answer without products is counted for Oversikt and its CSV', async ({ page, baseURL }) => {
  await page.goto('/veileder/messing-og-metall/inne/beskytte');
  await expect(page.getByRole('heading', { level: 2, name: 'Vi fant ingen produkter for dette' })).toBeVisible();
  const admin = await signedInRequest(baseURL!, DEMO_ADMIN);
  // Counted after the answer is sent (once per client address and day).
  await expect
    .poll(async () => (await csvRows(admin, '/api/insight/demand?format=csv')).some((row) => row.includes('messing-og-metall') && row.includes('beskytte')))
    .toBe(true);
  await admin.dispose();
});
