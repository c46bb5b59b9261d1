import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { createDealer, DEMO_ADMIN, DEMO_DEALER, signIn, toast } from './helpers';
import { zipEntryNames } from '../tests/support/zip';

const DEALER = DEMO_DEALER;
const ADMIN = DEMO_ADMIN;

/** Signs in through the JSON call; the browser context keeps the session cookie. */
test.describe('dealer login', () => {
  test('a wrong password shows the failure toast and the help line', async ({ page, consoleErrors }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Forhandlerportal' })).toBeVisible();
    await expect(page.getByText('Logg inn for tilgang til forhandlerressurser')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Forhandlerinformasjon' })).toBeVisible();
    await expect(page.getByText('Problemer med innlogging?')).toHaveCount(0);

    await page.getByLabel('E-post').fill('ukjent.forhandler@example.com');
    await page.getByLabel('Passord').fill('feil-passord-123');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(toast(page)).toContainText('Feil ved innlogging');
    await expect(toast(page)).toContainText('Ugyldig e-post eller passord. Kontakt oss hvis du trenger hjelp med tilgang.');
    await expect(page.getByText('Problemer med innlogging? Ta kontakt med oss på')).toBeVisible();
    await expect(page.getByRole('link', { name: 'post@nordiskpleie.example' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    // next-auth answers a refused sign-in with 401.
    const refused = consoleErrors.findIndex((e) => /^401 POST .*\/api\/auth\/callback\/credentials/.test(e));
    if (refused >= 0) consoleErrors.splice(refused, 1);
  });

  test('shows the field rules before sending', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('E-post').fill('ikke-en-adresse');
    await page.getByLabel('Passord').fill('kort');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page.getByLabel('E-post')).toHaveAccessibleDescription('Ugyldig e-postadresse');
    await expect(page.getByLabel('Passord')).toHaveAccessibleDescription('Passordet må være minst 8 tegn');
  });

  test('signs in, greets, and opens the portal; /auth then leads to the portal', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('E-post').fill(DEALER.email);
    await page.getByLabel('Passord').fill(DEALER.password);
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page.getByRole('button', { name: 'Vennligst vent...' })).toBeDisabled();
    await expect(toast(page)).toContainText('Innlogget');
    await expect(toast(page)).toContainText('Velkommen tilbake!');
    await expect(page).toHaveURL(/\/dealer-portal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forhandlerportal' })).toBeVisible();
    await expect(page.getByText('Forhandler', { exact: true })).toBeVisible();
    await expect(page.getByText('Kari Nordmann · Demo Fargehandel AS')).toBeVisible();

    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dealer-portal$/);
  });

  test('logs out with the toast, and the portal is closed again', async ({ page }) => {
    await signIn(page, DEALER);
    await page.goto('/dealer-portal');
    await page.getByRole('button', { name: 'Logg ut' }).click();
    await expect(toast(page)).toContainText('Utlogget');
    await expect(toast(page)).toContainText('Du har blitt logget ut av forhandlerportalen.');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dealer-portal');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('protected routes', () => {
  for (const [path, login] of [
    ['/dealer-portal', '/auth'],
    ['/dealer/courses', '/auth'],
    ['/admin', '/admin/auth'],
    ['/admin/feeds', '/admin/auth'],
  ]) {
    test(`anonymous visitors are sent from ${path} to ${login}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${login}$`));
    });
  }

  test('a forged x-middleware-subrequest header does not open a protected page', async ({ request }) => {
    const response = await request.get('/dealer-portal', {
      headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
      maxRedirects: 0,
    });
    expect([302, 303, 307, 308]).toContain(response.status());
    expect(response.headers()['location']).toMatch(/\/auth$/);
  });

  test('a dealer is sent away from the admin panel and refused by admin APIs', async ({ page }) => {
    await signIn(page, DEALER);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    const api = await page.request.get('/api/auth/admin');
    expect(api.status()).toBe(403);
    expect(await api.json()).toEqual({ error: 'Du har ikke tilgang til dette', code: 'forbidden' });
    expect((await page.request.get('/api/debug-session')).status()).toBe(403);
  });
});

test.describe('admin login', () => {
  test('refuses a dealer, signs an administrator in and goes to /admin after a second', async ({ page, consoleErrors }) => {
    // Two sign-ins through the form (each a password hash) and four pages: triple time on a loaded machine.
    test.slow();
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Administratorinnlogging' })).toBeVisible();
    await expect(page.getByText('Kun for systemadministratorer')).toBeVisible();
    await page.getByLabel('E-post').fill(DEALER.email);
    await page.getByLabel('Passord').fill(DEALER.password);
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(toast(page)).toContainText('Feil ved innlogging');
    await expect(toast(page)).toContainText('Ugyldig e-post eller passord.');
    const refused = consoleErrors.findIndex((e) => /^401 POST .*\/api\/auth\/callback\/credentials/.test(e));
    if (refused >= 0) consoleErrors.splice(refused, 1);

    await page.goto('/admin/auth');
    await page.getByLabel('E-post').fill(ADMIN.email);
    await page.getByLabel('Passord').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(toast(page)).toContainText('Innlogget som administrator');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Administrasjonspanel' })).toBeVisible();
    const debug = await (await page.request.get('/api/debug-session')).json();
    expect(debug).toMatchObject({ hasSession: true, hasUser: true, userIsAdmin: true });

    await page.getByRole('button', { name: 'Logg ut' }).click();
    await expect(toast(page)).toContainText('Utlogging vellykket');
    await expect(page).toHaveURL(/\/admin\/auth$/);
  });
});

test.describe('dealer portal', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEALER);
    await page.goto('/dealer-portal');
  });

  test('the gallery searches on article number or name and downloads one image by its article number', async ({ page }) => {
    await page.getByRole('button', { name: 'Se bildegalleri' }).click();
    const dialog = page.getByRole('dialog', { name: 'Produktbilder' });
    await expect(dialog).toBeVisible();
    const search = dialog.getByRole('searchbox', { name: 'Søk på artikkelnummer eller produktnavn' });
    await expect(search).toHaveAttribute('placeholder', 'Søk på artikkelnummer eller produktnavn...');
    await search.fill('1010');
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await search.fill('LÆR');
    expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(1);
    await search.fill('finnes-ikke-xyz');
    await expect(dialog.getByText('Ingen produkter funnet med dette søket.')).toBeVisible();

    await search.fill('1010');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /^Last ned bilde av/ }).click()]);
    expect(download.suggestedFilename()).toBe('1010.jpg');
    await expect(toast(page)).toContainText('Nedlasting fullført');
    await expect(toast(page)).toContainText('1010.jpg');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("the gallery lists a size's own picture under the product's and downloads it by article number and size", async ({ page }) => {
    await page.getByRole('button', { name: 'Se bildegalleri' }).click();
    const dialog = page.getByRole('dialog', { name: 'Produktbilder' });
    const search = dialog.getByRole('searchbox', { name: 'Søk på artikkelnummer eller produktnavn' });
    // Møbelpolish Klassisk: the product's picture (250 ml, 1010) and the 500 ml's own (1020).
    await search.fill('Møbelpolish Klassisk');
    const rows = dialog.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Møbelpolish Klassisk');
    await expect(rows.nth(0)).toContainText('Art.nr: 1010');
    await expect(rows.nth(1)).toContainText('Møbelpolish Klassisk 500 ml');
    await expect(rows.nth(1)).toContainText('Art.nr: 1020');
    // The dialog also holds the toast region's live regions (empty): the gallery's own count line.
    await expect(dialog.getByRole('status').filter({ hasText: / bilder$/ })).toHaveText(/^2 av \d+ bilder$/);

    await search.fill('1020');
    await expect(rows).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Last ned bilde av Møbelpolish Klassisk 500 ml' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('1020_500-ml.jpg');
    await expect(toast(page)).toContainText('1020_500-ml.jpg');
  });

  test("Hent alle bilder downloads one zip with every product image and every size's own", async ({ page }) => {
    // The zip of every product image is built on the server: triple time on a loaded machine.
    test.slow();
    const products = (await (await page.request.get('/api/products/public')).json()) as { variants: unknown[] }[];
    await page.getByRole('button', { name: 'Se bildegalleri' }).click();
    const dialog = page.getByRole('dialog', { name: 'Produktbilder' });
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Hent alle bilder' }).click()]);
    expect(download.suggestedFilename()).toBe('nordisk-pleie-produktbilder.zip');
    const names = zipEntryNames(await readFile((await download.path())!));
    // The demo: one picture per product, plus the own pictures of Møbelpolish Klassisk 500 ml and Teakolje Natur 500 ml.
    expect(names).toHaveLength(products.length + 2);
    expect(names).toEqual(expect.arrayContaining(['1010.jpg', '1020_500-ml.jpg', '3010.jpg', '3020_500-ml.jpg']));
    await expect(toast(page)).toContainText('Alle bilder har blitt lastet ned');
    await expect(dialog.getByRole('button', { name: 'Hent alle bilder' })).toBeEnabled();
  });

  test('price lists and marketing material are listed and download', async ({ page }) => {
    await page.getByRole('button', { name: 'Last ned prisliste' }).click();
    const prices = page.getByRole('dialog', { name: 'Prislister' });
    await expect(prices.getByText('Prisliste 2026')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), prices.getByRole('link', { name: 'Last ned Prisliste 2026' }).click()]);
    expect(download.suggestedFilename()).toBe('prisliste-2026.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Artikkelnummer;Produktnavn;Kategori;Veiledende pris (NOK)');
    await prices.getByRole('button', { name: 'Lukk' }).click();

    await page.getByRole('button', { name: 'Se materiell' }).click();
    const material = page.getByRole('dialog', { name: 'Markedsføringsmateriell' });
    await expect(material.getByRole('listitem')).toHaveCount(2);
    await expect(material.getByText('Logo (PNG)')).toBeVisible();
  });

  test('Se kurs leads to the course platform', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Se kurs' })).toHaveAttribute('href', '/dealer/courses');
  });
});

test.describe('header account menu', () => {
  const banner = (page: Page) => page.getByRole('banner');

  test('visitors see Forhandlerlogin and no Admin entry', async ({ page }) => {
    await page.goto('/om-oss');
    await expect(banner(page).getByRole('link', { name: 'Forhandlerlogin' })).toHaveAttribute('href', '/auth');
    await expect(banner(page).getByRole('button', { name: 'Min konto' })).toHaveCount(0);
    await expect(banner(page).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  });

  test('a dealer gets Min konto with Min profil, Logg ut and Logg ut overalt, and no Admin entry', async ({ page }) => {
    await signIn(page, DEALER);
    await page.goto('/om-oss');
    await banner(page).getByRole('button', { name: 'Min konto' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Min profil' })).toHaveAttribute('href', '/dealer-portal');
    await expect(menu.getByRole('menuitem', { name: 'Logg ut', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Logg ut overalt' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
    await expect(banner(page).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

    await menu.getByRole('menuitem', { name: 'Logg ut', exact: true }).click();
    await expect(toast(page)).toContainText('Utlogget');
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page).getByRole('link', { name: 'Forhandlerlogin' })).toBeVisible();
  });

  test('an administrator gets the Admin link and the Admin menu entry', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/om-oss');
    await expect(banner(page).getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin');
    await banner(page).getByRole('button', { name: 'Min konto' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });
});

test.describe('sessions that really end', () => {
  const banner = (page: Page) => page.getByRole('banner');

  /** The page's session cookie as a Cookie header: a copy an attacker could have taken. */
  async function copiedSessionCookie(page: Page): Promise<string> {
    const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('next-auth.session-token'));
    expect(cookie, 'the session cookie').toBeTruthy();
    return `${cookie!.name}=${cookie!.value}`;
  }

  /** What the copied cookie gets from the API, next-auth's session endpoint and the portal. */
  async function copyIsRefused(request: APIRequestContext, cookie: string) {
    expect((await request.get('/api/auth/user', { headers: { cookie } })).status()).toBe(401);
    expect(await (await request.get('/api/auth/session', { headers: { cookie } })).json()).toEqual({});
    const portal = await request.get('/dealer-portal', { headers: { cookie }, maxRedirects: 0 });
    expect([302, 303, 307, 308]).toContain(portal.status());
    expect(portal.headers()['location']).toMatch(/\/auth$/);
  }

  test('a copy of the cookie taken before Logg ut in the menu is refused after it', async ({ page, request }) => {
    test.slow();
    await signIn(page, DEALER);
    await page.goto('/om-oss');
    const copied = await copiedSessionCookie(page);
    expect((await request.get('/api/auth/user', { headers: { cookie: copied } })).status()).toBe(200);

    await banner(page).getByRole('button', { name: 'Min konto' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Logg ut', exact: true }).click();
    await expect(toast(page)).toContainText('Utlogget');
    await expect(banner(page).getByRole('link', { name: 'Forhandlerlogin' })).toBeVisible();
    await copyIsRefused(request, copied);
  });

  test("a copy of the cookie taken before the portal's Logg ut (next-auth's sign-out) is refused after it", async ({ page, request }) => {
    test.slow();
    await signIn(page, DEALER);
    await page.goto('/dealer-portal');
    const copied = await copiedSessionCookie(page);
    expect((await request.get('/api/auth/user', { headers: { cookie: copied } })).status()).toBe(200);

    await page.getByRole('button', { name: 'Logg ut', exact: true }).click();
    await expect(toast(page)).toContainText('Utlogget');
    await expect(page).toHaveURL(/\/$/);
    await copyIsRefused(request, copied);
  });

  test('Logg ut overalt ends the session on every device', async ({ page, request, playwright, baseURL }) => {
    test.slow();
    // An account of its own: the demo dealer's sessions in parallel tests must not end.
    const dealer = await createDealer((options) => playwright.request.newContext(options), baseURL, 'overalt');
    const admin = await playwright.request.newContext({ baseURL });
    const otherDevice = await playwright.request.newContext({ baseURL });
    try {
      expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
      expect((await otherDevice.post('/api/auth/login', { data: dealer })).status()).toBe(200);
      expect((await otherDevice.get('/api/auth/user')).status()).toBe(200);

      await signIn(page, dealer);
      await page.goto('/om-oss');
      const copied = await copiedSessionCookie(page);
      await banner(page).getByRole('button', { name: 'Min konto' }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Logg ut overalt' }).click();
      await expect(toast(page)).toContainText('Logget ut overalt');
      await expect(toast(page)).toContainText('Du er logget ut på alle enheter.');
      await expect(page).toHaveURL(/\/$/);
      await expect(banner(page).getByRole('link', { name: 'Forhandlerlogin' })).toBeVisible();

      await copyIsRefused(request, copied);
      expect((await otherDevice.get('/api/auth/user')).status()).toBe(401);
      // Another user's session (the administrator who created the account) goes on.
      expect((await admin.get('/api/auth/admin')).status()).toBe(200);
    } finally {
      await Promise.all([admin.dispose(), otherDevice.dispose()]);
    }
  });
});
