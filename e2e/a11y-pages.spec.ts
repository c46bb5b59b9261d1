/**
 * Universal design, the pages' part of the audit (docs/product.md: Universell utforming): the
 * accessibility statement and its way to report a barrier (the contact topic, end to end), the
 * dealer map without dragging (2.5.7), the course pages' own titles (2.4.2), the course search's
 * label (3.3.2) and the counts of the course list and /sok in status regions (4.1.3).
 */
import type { Page } from '@playwright/test';
import { demoCourses } from '../prisma/seed/data/courses';
import { test, expect } from './fixtures';
import { DEMO_ADMIN, DEMO_DEALER, forwardFrom, signIn, toast } from './helpers';

/** This spec's own loopback address for the contact form: the browsers' 127.0.0.1 keeps its rate limit to the other specs. */
const SENDER = '127.0.0.12';

/** The public pages whose footer must link to the statement. */
const PUBLIC_PAGES = ['/', '/produkt/1010', '/forhandlere', '/om-oss', '/kontakt', '/personvern', '/tilgjengelighet', '/sok?q=olje', '/auth', '/finnes-ikke'];

test.describe('accessibility statement (/tilgjengelighet)', () => {
  test('renders the standard, the testing, the known exceptions, how to report a barrier and where to complain', async ({ page }) => {
    const response = await page.goto('/tilgjengelighet');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Tilgjengelighetserklæring | Nordisk Pleie');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Tilgjengelighetserklæring' })).toBeVisible();
    for (const heading of ['Hvilke krav vi følger', 'Slik har vi testet', 'Kjente avvik', 'Meld fra om en barriere', 'Klage til tilsynet']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.locator('time[datetime="2026-11-27"]')).toHaveText('27.11.2026');
    await expect(
      main.getByText(/forskrift om universell utforming av informasjons- og kommunikasjonsteknologiske \(IKT\) løsninger: WCAG 2\.0 på nivå A og AA/),
    ).toBeVisible();
    await expect(main.getByText(/WCAG 2\.2 på nivå A og AA/)).toBeVisible();
    for (const method of ['Automatisk, på alle sider', 'Manuelt', 'Automatiske nettlesertester']) {
      await expect(main.getByRole('heading', { level: 3, name: method })).toBeVisible();
    }
    await expect(main.getByText(/axe-core/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Skriv til oss om tilgjengelighet' })).toHaveAttribute('href', '/kontakt?emne=tilgjengelighet#skjema');
    await expect(main.getByRole('link', { name: 'post@nordiskpleie.example' })).toHaveAttribute('href', 'mailto:post@nordiskpleie.example');
    await expect(main.getByRole('link', { name: 'uutilsynet.no' })).toHaveAttribute('href', 'https://www.uutilsynet.no/');
    // Without JavaScript too: the statement is server-rendered HTML.
    const html = await (await page.request.get('/tilgjengelighet')).text();
    expect(html).toContain('Meld fra om en barriere');
  });

  test('every public page links to it from the footer, and the sitemap lists it', async ({ page }) => {
    test.slow(); // ten server renders on a shared machine
    for (const path of PUBLIC_PAGES) {
      const html = await (await page.request.get(path)).text();
      const footer = html.slice(html.indexOf('<footer'));
      expect(footer, path).toMatch(/<a [^>]*href="\/tilgjengelighet"[^>]*>Tilgjengelighet<\/a>/);
    }
    await page.goto('/om-oss');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Tilgjengelighet', exact: true });
    await link.click();
    await expect(page).toHaveURL(/\/tilgjengelighet$/);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/tilgjengelighet<\/loc>\s*<lastmod>2026-11-27/);
  });

  test('its report link opens the contact form with the topic chosen; the message is stored and shown with it', async ({ page }) => {
    test.slow(); // a form, a sign-in and the admin panel on a shared machine
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const name = `Tilgjengelig ${stamp}`;
    await page.route('**/api/contact-messages', forwardFrom(SENDER));

    // Plain /kontakt: 'Generelt'.
    await page.goto('/kontakt');
    await expect(page.getByRole('form', { name: 'Kontaktskjema' }).getByRole('combobox', { name: 'Emne' })).toHaveValue('generelt');

    // On to the statement and back through its link, both client-side navigations: the form's code is
    // already loaded, so the form renders while the navigation does (the topic must come from the new address).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tilgjengelighet', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tilgjengelighetserklæring' })).toBeVisible();
    await page.getByRole('link', { name: 'Skriv til oss om tilgjengelighet' }).click();
    await expect(page).toHaveURL(/\/kontakt\?emne=tilgjengelighet#skjema$/);
    const form = page.getByRole('form', { name: 'Kontaktskjema' });
    const topic = form.getByRole('combobox', { name: 'Emne' });
    await expect(topic).toHaveValue('tilgjengelighet');
    await expect(topic.locator('option:checked')).toHaveText('Tilgjengelighet (universell utforming)');

    await form.getByLabel('Navn', { exact: true }).fill(name);
    await form.getByLabel('E-post').fill(`uu-${stamp}@example.no`);
    await form.getByLabel('Melding').fill('Kartet over forhandlere kunne ikke flyttes uten mus.');
    await form.getByLabel('Hva er 2 + 2?').fill('4');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact-messages'));
    await form.getByRole('button', { name: 'Send melding' }).click();
    expect((await sent).status()).toBe(201);
    await expect(toast(page)).toContainText('Melding sendt!');
    // The reset keeps the topic the address asked for.
    await expect(topic).toHaveValue('tilgjengelighet');

    // The administrators see it with its topic: in the API and in the Meldinger tab.
    await signIn(page, DEMO_ADMIN);
    const list = (await (await page.request.get('/api/contact-messages?page=1&pageSize=50')).json()) as { items: { name: string; topic: string }[] };
    expect(list.items.find((m) => m.name === name)?.topic).toBe('tilgjengelighet');
    await page.goto('/admin?fane=meldinger');
    const row = page
      .getByRole('region', { name: /^Meldinger \(\d+\)$/ })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(row.getByRole('cell', { name: 'Tilgjengelighet (universell utforming)', exact: true })).toBeVisible();
  });
});

const map = (page: Page) => page.getByRole('group', { name: 'Kart over forhandlere' });

/** The SVG's viewBox as numbers: what part of the map is shown. */
async function viewBox(page: Page) {
  const [x, y, width, height] = ((await map(page).getByTestId('map-svg').getAttribute('viewBox')) ?? '').split(' ').map(Number);
  return { x, y, width, height };
}

test.describe('dealer map without dragging (2.5.7)', () => {
  test('pans with the four buttons and, with the map focused, the arrow keys; + and − zoom', async ({ page }) => {
    test.slow();
    await page.goto('/forhandlere');
    await expect(map(page).getByTestId('map-marker').first()).toBeVisible();
    let before = await viewBox(page);

    await map(page).getByRole('button', { name: 'Flytt kartet til høyre' }).click();
    await expect.poll(async () => (await viewBox(page)).x).toBeGreaterThan(before.x);
    before = await viewBox(page);
    await map(page).getByRole('button', { name: 'Flytt kartet ned' }).click();
    await expect.poll(async () => (await viewBox(page)).y).toBeGreaterThan(before.y);
    before = await viewBox(page);
    await map(page).getByRole('button', { name: 'Flytt kartet til venstre' }).click();
    await expect.poll(async () => (await viewBox(page)).x).toBeLessThan(before.x);
    before = await viewBox(page);
    await map(page).getByRole('button', { name: 'Flytt kartet opp' }).click();
    await expect.poll(async () => (await viewBox(page)).y).toBeLessThan(before.y);

    // The map itself is a tab stop, described by its keys; the arrows move the view.
    await map(page).focus();
    await expect(map(page)).toBeFocused();
    await expect(map(page)).toHaveAccessibleDescription('Piltastene flytter kartet, pluss og minus zoomer.');
    before = await viewBox(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await viewBox(page)).x).toBeGreaterThan(before.x);
    before = await viewBox(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await viewBox(page)).y).toBeGreaterThan(before.y);
    before = await viewBox(page);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await viewBox(page)).x).toBeLessThan(before.x);
    before = await viewBox(page);
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await viewBox(page)).y).toBeLessThan(before.y);
    before = await viewBox(page);
    await page.keyboard.press('+');
    await expect.poll(async () => (await viewBox(page)).width).toBeLessThan(before.width);
    before = await viewBox(page);
    await page.keyboard.press('-');
    await expect.poll(async () => (await viewBox(page)).width).toBeGreaterThan(before.width);
    // The keys did not scroll the page instead.
    await expect(map(page)).toBeFocused();
  });
});

test.describe('course pages', () => {
  test('each course has its own title; the list has a labelled search and a live count from the first render', async ({ page }) => {
    test.slow();
    const course = demoCourses[0];
    await signIn(page, DEMO_DEALER);

    // The server's HTML already holds the status region with the count.
    const html = await (await page.request.get('/dealer/courses')).text();
    expect(html).toMatch(new RegExp(`role="status"[^>]*>Viser ${demoCourses.length} av ${demoCourses.length} kurs<`));

    await page.goto('/dealer/courses');
    await expect(page).toHaveTitle('Kursplattform | Nordisk Pleie');
    const search = page.getByRole('searchbox', { name: 'Søk på kursnavn' });
    // A visible label, not only a placeholder.
    await expect(page.locator('label[for="kurssok"]')).toBeVisible();
    await expect(page.locator('label[for="kurssok"]')).toHaveText('Søk på kursnavn');
    const count = page.getByRole('main').getByRole('status');
    await expect(count).toHaveText(`Viser ${demoCourses.length} av ${demoCourses.length} kurs`);
    await search.fill('finnes-ikke-xyz');
    await expect(count).toHaveText(`Viser 0 av ${demoCourses.length} kurs`);
    await search.fill('');
    await page.getByRole('tab', { name: course.category }).click();
    await expect(count).toHaveText(`Viser ${demoCourses.filter((c) => c.category === course.category).length} av ${demoCourses.length} kurs`);

    await page.getByRole('tab', { name: 'Alle kurs' }).click();
    await page.getByRole('article', { name: course.title }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page).toHaveTitle(`${course.title} – Kurs | Nordisk Pleie`);
    const other = demoCourses[1];
    await page.goto('/dealer/courses');
    await page.getByRole('article', { name: other.title }).getByRole('link').click();
    await expect(page).toHaveTitle(`${other.title} – Kurs | Nordisk Pleie`);

    await page.goto('/dealer/courses/999999');
    await expect(page).toHaveTitle('Kurset ble ikke funnet – Kurs | Nordisk Pleie');
  });
});

test.describe('/sok counts (4.1.3)', () => {
  test('the count is first in the title and in one status region in every state', async ({ page }) => {
    test.slow();
    await page.goto('/sok');
    await expect(page).toHaveTitle('Søk | Nordisk Pleie');
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText('Skriv et produktnavn, en kategori eller et artikkelnummer.');

    await page.getByRole('main').getByRole('searchbox').fill('tekolje');
    await page.getByRole('main').getByRole('button', { name: 'Søk', exact: true }).click();
    await expect(page).toHaveURL(/\/sok\?q=tekolje$/);
    await expect(status).toHaveText(/^\d+ treff på «tekolje»$/);
    const count = await status.textContent();
    await expect(page).toHaveTitle(`${count} – Søk | Nordisk Pleie`);

    await page.goto('/sok?q=skonolje%20xq');
    await expect(status).toHaveText('Ingen treff på «skonolje xq»');
    await expect(page).toHaveTitle('Ingen treff på «skonolje xq» – Søk | Nordisk Pleie');
  });
});
