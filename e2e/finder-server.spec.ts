import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { FINDER_PAGE_SIZE } from '../lib/dealers/finder';

/**
 * The dealer finder rendered on the server (docs/product.md §2): one page of the list is in the
 * HTML (every dealer is reached by the pager's GET links), and the postal search and the text
 * filter are GET forms the server answers, list, badges and message included, so the page works
 * with JavaScript disabled. The JavaScript path is covered by dealers.spec.ts.
 */
const cards = (page: Page) => page.getByTestId('dealer-card');
const message = (page: Page) => page.getByTestId('finder-message');
const textSearch = (page: Page) => page.getByRole('search', { name: 'Søk etter forhandlere på navn eller sted' });

async function nearbyKm(page: Page): Promise<number[]> {
  const badges = await cards(page)
    .locator('span', { hasText: /km unna$/ })
    .allInnerTexts();
  return badges.map((b) => Number(b.replace(' km unna', '')));
}

test.describe('dealer finder without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML holds one page of dealers, bounded, and the page is cached', async ({ page, request }) => {
    const response = await request.get('/forhandlere');
    const html = await response.text();
    expect(html.match(/data-testid="dealer-card"/g) ?? []).toHaveLength(FINDER_PAGE_SIZE);
    expect(html).toContain('Grensen Fargehandel as');
    expect(html).toContain('Grensen 8, 0159 Oslo');
    // A dealer of the last page is nowhere in the first page's HTML, neither as a card nor in the
    // page's RSC payload (the client gets the page, not the list).
    expect(html).not.toContain('Tønsberg Maling og Tapet');
    expect(html).not.toContain('Storgaten 30, 3110 Tønsberg');
    expect(html).not.toContain('Laster forhandlere');
    // The bare finder is a page of the full-route cache (revalidated with tag 'dealers').
    expect(response.headers()['cache-control']).toContain('s-maxage=');

    await page.goto('/forhandlere');
    await expect(page.getByRole('heading', { level: 1, name: 'Finn nærmeste forhandler' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Alle forhandlere (112)' })).toBeVisible();
    await expect(cards(page)).toHaveCount(FINDER_PAGE_SIZE);
    await expect(cards(page).filter({ hasText: 'Grensen Fargehandel as' })).toContainText('Grensen 8, 0159 Oslo');
    await expect(page.getByRole('textbox', { name: 'Postnummer' })).toHaveAttribute('placeholder', 'Postnummer');
    await expect(page.getByRole('searchbox', { name: 'Forhandlernavn eller sted' })).toHaveAttribute('placeholder', 'Forhandlernavn eller sted');
    await expect(message(page)).toHaveCount(0);
  });

  test('the pager is GET links: every dealer is reached, each once, by name', async ({ page }) => {
    await page.goto('/forhandlere');
    const pager = page.getByRole('navigation', { name: 'Sider i forhandlerlisten' });
    const seen: string[] = [];
    for (let n = 1; n <= 3; n++) {
      await expect(pager).toContainText(`Side ${n} av 3`);
      await expect(page.getByRole('heading', { name: 'Alle forhandlere (112)' })).toBeVisible();
      seen.push(...(await cards(page).getByRole('heading').allInnerTexts()));
      if (n > 1) await expect(pager.getByRole('link', { name: 'Forrige side' })).toHaveAttribute('rel', 'prev');
      if (n < 3) {
        const next = pager.getByRole('link', { name: 'Neste side' });
        await expect(next).toHaveAttribute('rel', 'next');
        await next.click();
        await expect(page).toHaveURL(new RegExp(`/forhandlere\\?side=${n + 1}$`));
      }
    }
    await expect(pager.getByRole('link', { name: 'Neste side' })).toHaveCount(0);
    expect(seen).toHaveLength(112);
    expect(new Set(seen).size).toBe(112);
    expect(seen).toContain('Tønsberg Maling og Tapet');
    await expect(cards(page).filter({ hasText: 'Tønsberg Maling og Tapet' })).toContainText('Storgaten 30, 3110 Tønsberg');
    // A page past the last is the last page.
    await page.goto('/forhandlere?side=99');
    await expect(pager).toContainText('Side 3 av 3');
  });

  test('the text filter is a GET form over every location; paging keeps it, and a postal search within it', async ({ page }) => {
    await page.goto('/forhandlere');
    await page.getByRole('searchbox', { name: 'Forhandlernavn eller sted' }).fill('tønsberg');
    await textSearch(page).getByRole('button', { name: 'Søk', exact: true }).click();
    await expect(page).toHaveURL(/\/forhandlere\?q=t%C3%B8nsberg$/);
    await expect(page.getByRole('heading', { name: 'Søkeresultater (2)' })).toBeVisible();
    expect(await cards(page).getByRole('heading').allInnerTexts()).toEqual(['Tønsberg Maling og Tapet', 'Vestfold Møbelpleie as']);
    await expect(page.getByRole('searchbox', { name: 'Forhandlernavn eller sted' })).toHaveValue('tønsberg');
    await expect(page.getByRole('navigation', { name: 'Sider i forhandlerlisten' })).toHaveCount(0);

    // 'ar' matches more than a page (67 of 112): the pager keeps the text.
    await page.goto('/forhandlere?q=ar');
    const heading = page.getByRole('heading', { name: /^Søkeresultater \(\d+\)$/ });
    const total = Number(/\((\d+)\)/.exec(await heading.innerText())?.[1]);
    expect(total).toBeGreaterThan(FINDER_PAGE_SIZE);
    expect(total).toBeLessThan(112);
    await page.getByRole('navigation', { name: 'Sider i forhandlerlisten' }).getByRole('link', { name: 'Neste side' }).click();
    await expect(page).toHaveURL(/\/forhandlere\?q=ar&side=2$/);
    await expect(heading).toHaveText(`Søkeresultater (${total})`);
    for (const text of await cards(page).allInnerTexts()) expect(text.toLowerCase()).toContain('ar');

    // The fag rule holds on the server too.
    await page.goto('/forhandlere?q=fag');
    await expect(page.getByRole('heading', { name: 'Søkeresultater (11)' })).toBeVisible();
    for (const name of await cards(page).getByRole('heading').allInnerTexts()) expect(name).toMatch(/fagm[øo]bler/i);

    // Within a postal search the text narrows the nearby list.
    await page.goto('/forhandlere?postnummer=5003');
    await page.getByRole('searchbox', { name: 'Forhandlernavn eller sted' }).fill('Nygård');
    await textSearch(page).getByRole('button', { name: 'Søk', exact: true }).click();
    await expect(page).toHaveURL(/\/forhandlere\?postnummer=5003&q=Nyg%C3%A5rd$/);
    await expect(page.getByRole('heading', { name: 'Forhandlere i nærheten (1)' })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('km unna');
  });

  test('the postal search is a GET form: 5003 lists the nearby dealers, nearest first, with badges', async ({ page }) => {
    await page.goto('/forhandlere');
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('5003');
    await page.getByRole('button', { name: 'Finn nærmeste forhandler' }).click();
    await expect(page).toHaveURL(/\/forhandlere\?postnummer=5003&kilde=skjema$/);

    const heading = page.getByRole('heading', { name: /^Forhandlere i nærheten \(\d+\)$/ });
    await expect(heading).toBeVisible();
    const count = Number(/\((\d+)\)/.exec(await heading.innerText())?.[1]);
    expect(count).toBeGreaterThan(2);
    await expect(cards(page)).toHaveCount(count);
    const km = await nearbyKm(page);
    expect(km).toHaveLength(count);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km.at(-1)).toBeLessThanOrEqual(100);
    // Bergen first; the nearest is selected and its details are shown.
    await expect(cards(page).first()).toContainText('Bergen');
    await expect(cards(page).first()).toHaveAttribute('data-selected', 'true');
    const nearest = await cards(page).first().getByRole('heading').innerText();
    await expect(page.getByTestId('dealer-detail').getByRole('heading', { name: nearest })).toBeVisible();
    await expect(message(page)).toContainText('Forhandlere funnet');
    await expect(message(page)).toContainText(`Fant ${count} forhandler(e) i nærheten`);
    await expect(page.getByRole('textbox', { name: 'Postnummer' })).toHaveValue('5003');
  });

  test('a shared link /forhandlere?postnummer=5003 is answered the same way', async ({ page, request }) => {
    const html = await (await request.get('/forhandlere?postnummer=5003')).text();
    expect(html).toMatch(/Forhandlere i nærheten \(\d+\)/);
    expect(html).toMatch(/\d+ km unna/);
    await page.goto('/forhandlere?postnummer=5003');
    await expect(page.getByRole('heading', { name: /^Forhandlere i nærheten \(\d+\)$/ })).toBeVisible();
    const km = await nearbyKm(page);
    expect(km.length).toBeGreaterThan(2);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  test('an invalid code is answered in the page with the documented message, the full list kept', async ({ page }) => {
    await page.goto('/forhandlere');
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('12');
    await page.getByRole('button', { name: 'Finn nærmeste forhandler' }).click();
    await expect(message(page)).toContainText('Ugyldig postnummer');
    await expect(message(page)).toContainText('Vennligst skriv inn et gyldig postnummer (4 siffer)');
    await expect(page.getByRole('heading', { name: 'Alle forhandlere (112)' })).toBeVisible();
    await expect(cards(page).locator('span', { hasText: /km unna$/ })).toHaveCount(0);

    // In a link the address rule applies: exactly 4 digits.
    await page.goto('/forhandlere?postnummer=70a0');
    await expect(message(page)).toContainText('Ugyldig postnummer i URL');
    await expect(message(page)).toContainText('Postnummeret i URL-en er ikke gyldig. Vennligst bruk et 4-sifret postnummer.');
    await expect(page.getByRole('heading', { name: 'Alle forhandlere (112)' })).toBeVisible();
  });

  test('an unknown code and a code far from every dealer get their messages', async ({ page }) => {
    await page.goto('/forhandlere');
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('abcd');
    await page.getByRole('button', { name: 'Finn nærmeste forhandler' }).click();
    await expect(message(page)).toContainText('Ukjent postnummer');
    await expect(message(page)).toContainText('Kunne ikke finne koordinater for dette postnummeret');
    await expect(page.getByRole('heading', { name: 'Alle forhandlere (112)' })).toBeVisible();

    // The results page's own form searches again (Longyearbyen: no dealer within 100 km).
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('9170');
    await page.getByRole('button', { name: 'Finn nærmeste forhandler' }).click();
    await expect(message(page)).toContainText('Ingen forhandlere funnet');
    await expect(message(page)).toContainText('Fant ingen forhandlere innen 100 km fra dette postnummeret');
    await expect(page.getByRole('heading', { name: 'Alle forhandlere (112)' })).toBeVisible();
  });
});
