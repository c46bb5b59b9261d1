import robotsParser from 'robots-parser';
import { test, expect } from './fixtures';
import { DEMO_ADMIN, DEMO_DEALER, signIn, toast } from './helpers';

/**
 * robots.txt read the way Python's urllib.robotparser does: the group for the user agent (else
 * '*'), its Allow/Disallow lines in file order, the first whose path prefixes the URL's decides.
 */
function firstMatchAllows(robots: string, path: string, agent = 'Googlebot'): boolean {
  const groups: { agents: string[]; rules: { allow: boolean; path: string }[] }[] = [];
  let current: (typeof groups)[number] | null = null;
  for (const raw of robots.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key, value] = match;
    const field = key.toLowerCase();
    if (field === 'user-agent') {
      if (!current || current.rules.length) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
    } else if ((field === 'allow' || field === 'disallow') && current) {
      if (value) current.rules.push({ allow: field === 'allow', path: value });
      else if (field === 'disallow') current.rules.push({ allow: true, path: '' });
    }
  }
  const group = groups.find((g) => g.agents.some((a) => a !== '*' && agent.toLowerCase().includes(a))) ?? groups.find((g) => g.agents.includes('*'));
  const rule = group?.rules.find((r) => path.startsWith(r.path));
  return rule ? rule.allow : true;
}

test.describe('site shell', () => {
  test('home page is Norwegian and shows the demo catalogue', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page).toHaveTitle(/Nordisk Pleie/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const claim of ['100+', '100K+']) await expect(page.getByText(claim, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se våre produkter' })).toHaveAttribute('href', '#products');
    await expect(page.getByRole('link', { name: 'Finn forhandler' })).toHaveAttribute('href', '/forhandlere');
    // The first page of the catalogue (docs/product.md: Home); the rest is on the category pages.
    await expect(page.locator('#products article')).toHaveCount(24);
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
    await expect.poll(async () => page.locator('#products').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100);
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
    await expect(footer.getByRole('link', { name: 'post@nordiskpleie.example' })).toHaveAttribute('href', 'mailto:post@nordiskpleie.example');
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

test.describe('robots.txt', () => {
  test('first-match (Python) and longest-match (Google) readings agree', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    const google = robotsParser(`${baseURL}/robots.txt`, text);
    const expected: [string, boolean][] = [
      ['/admin', false],
      ['/admin/feeds', false],
      ['/auth', false],
      ['/dealer-portal', false],
      ['/api/products/public', false],
      ['/api', true],
      ['/', true],
      ['/produkt/1', true],
      ['/kontakt', true],
    ];
    for (const [path, allowed] of expected) {
      expect.soft(google.isAllowed(`${baseURL}${path}`, 'Googlebot'), `longest match: ${path}`).toBe(allowed);
      expect.soft(firstMatchAllows(text, path), `first match: ${path}`).toBe(allowed);
    }
    expect(google.getSitemaps()).toEqual([`${baseURL}/sitemap.xml`]);
  });
});

test.describe('feeds page sign-in notice', () => {
  test("an anonymous visitor lands on the admin login with the 'Uautorisert tilgang' toast, once", async ({ page }) => {
    const response = await page.request.get('/admin/feeds', { maxRedirects: 0 });
    expect([302, 307]).toContain(response.status());
    expect(response.headers()['location']).toMatch(/\/admin\/auth\?melding=uautorisert$/);

    await page.goto('/admin/feeds');
    await expect(toast(page)).toContainText('Uautorisert tilgang');
    await expect(toast(page)).toContainText('Du må logge inn for å se denne siden');
    // Also in the page, so it outlasts the toast.
    await expect(page.getByTestId('login-notice')).toHaveText('Uautorisert tilgang. Du må logge inn for å se denne siden');
    // The notice leaves the address: a reload shows no toast.
    await expect(page).toHaveURL(/\/admin\/auth$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Administratorinnlogging' })).toBeVisible();
    await expect(toast(page)).toHaveCount(0);
    await expect(page.getByTestId('login-notice')).toHaveCount(0);
  });

  test("a session that ended (signed cookie, session gone) gets the same notice from the page's own check", async ({ playwright, baseURL }) => {
    // The proxy lets a validly signed cookie through; the feeds page's server check must add the notice itself.
    const admin = await playwright.request.newContext({ baseURL });
    try {
      expect((await admin.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
      const { cookies } = await admin.storageState();
      const session = cookies.find((c) => c.name.endsWith('next-auth.session-token'));
      expect(session).toBeDefined();
      expect((await admin.post('/api/auth/logout')).status()).toBe(200);
      const stale = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `${session!.name}=${session!.value}` } });
      try {
        const response = await stale.get('/admin/feeds', { maxRedirects: 0 });
        expect([302, 303, 307]).toContain(response.status());
        expect(response.headers()['location']).toMatch(/\/admin\/auth\?melding=uautorisert$/);
      } finally {
        await stale.dispose();
      }
    } finally {
      await admin.dispose();
    }
  });

  test('an unknown notice shows nothing, and the admin panel itself sends no notice', async ({ page }) => {
    await page.goto('/admin/auth?melding=noe-annet');
    await expect(page.getByRole('heading', { name: 'Administratorinnlogging' })).toBeVisible();
    await expect(toast(page)).toHaveCount(0);
    const response = await page.request.get('/admin', { maxRedirects: 0 });
    expect(response.headers()['location']).toMatch(/\/admin\/auth$/);
  });
});

test.describe('layout at several widths', () => {
  // The tab bar is one row at every width (it took four rows at 390 px and left 'Logg' alone on a
  // second row at 1440 px): on a phone the row scrolls sideways and every tab can be reached.
  for (const width of [390, 1440]) {
    test(`/admin at ${width} px is no wider than the screen; the title shows and the tabs are one row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await signIn(page, DEMO_ADMIN);
      await page.goto('/admin');
      const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
      expect(widths.doc).toBe(widths.view);
      const title = page.getByRole('heading', { level: 1, name: 'Administrasjonspanel' });
      await expect(title).toBeInViewport({ ratio: 1 });
      const links = page.getByRole('navigation', { name: 'Faner' }).getByRole('link');
      const tops = await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(tops.length).toBeGreaterThanOrEqual(9);
      expect(new Set(tops).size).toBe(1);
      await expect(links.filter({ hasText: 'Produkter' })).toBeInViewport({ ratio: 1 });
      // On a desktop every tab shows at once, without scrolling.
      if (width === 1440)
        for (const name of ['Oversikt', 'Forhandlere', 'Meldinger', 'Logg']) await expect(links.getByText(name, { exact: true })).toBeInViewport({ ratio: 1 });
      for (const name of ['Forhandlere', 'Meldinger', 'Logg']) {
        const link = links.getByText(name, { exact: true });
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeInViewport({ ratio: 0.95 });
      }
    });
  }

  for (const width of [1024, 1440, 1920]) {
    test(`dealer portal card titles fit their cards at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, DEMO_DEALER);
      await page.goto('/dealer-portal');
      const titles = page.locator('main li h2');
      await expect(titles.filter({ hasText: 'Markedsføringsmateriell' })).toBeVisible();
      const overflowing = await titles.evaluateAll((els) =>
        els
          .filter((el) => el.scrollWidth > el.clientWidth || el.getBoundingClientRect().right > el.parentElement!.getBoundingClientRect().right)
          .map((el) => el.textContent),
      );
      expect(overflowing).toEqual([]);
      expect(await titles.count()).toBeGreaterThanOrEqual(4);
    });
  }
});
