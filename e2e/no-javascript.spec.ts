/**
 * The public pages without JavaScript (docs/architecture.md: pages without JavaScript): a crawler
 * or a reader with scripts off gets every page whole — heading, content, footer, on / the product
 * cards — and nothing of the content waits in a hidden chunk for a script to reveal it. Also the
 * sharing and search data of the pages: Open Graph / Twitter tags, the Organization JSON-LD and
 * the sitemap's dates.
 */
import { XMLParser } from 'fast-xml-parser';
import type { Page, Route } from '@playwright/test';
import { test, expect } from './fixtures';
import { createDealer, DEMO_ADMIN, DEMO_DEALER, forwardFrom, linkTokenFor } from './helpers';

test.use({ javaScriptEnabled: false });

/** A page route handler: the browser's form posts go to the server from `address` (forwardFrom), the rest as usual. */
function postsFrom(address: string) {
  const forward = forwardFrom(address);
  return (route: Route) => (route.request().method() === 'POST' ? forward(route) : route.fallback());
}

interface PublicPage {
  path: string;
  status: number;
  title: RegExp;
  heading: string | RegExp;
}

const PAGES: PublicPage[] = [
  { path: '/', status: 200, title: /^Nordisk Pleie – pleieprodukter/, heading: 'Pleie for tre, lær og møbler – siden 1915' },
  { path: '/om-oss', status: 200, title: /^Om oss \| Nordisk Pleie$/, heading: /^Pleie for det som skal vare/ },
  { path: '/kontakt', status: 200, title: /^Kontakt oss \| Nordisk Pleie$/, heading: 'Kontakt oss' },
  { path: '/for-kontakt', status: 200, title: /^Kontakt oss \| Nordisk Pleie$/, heading: 'Kontakt oss' },
  { path: '/personvern', status: 200, title: /^Personvern \| Nordisk Pleie$/, heading: 'Personvernerklæring' },
  { path: '/tilgjengelighet', status: 200, title: /^Tilgjengelighetserklæring \| Nordisk Pleie$/, heading: 'Tilgjengelighetserklæring' },
  { path: '/auth', status: 200, title: /^Forhandlerlogin \| Nordisk Pleie$/, heading: 'Forhandlerportal' },
  { path: '/admin/auth', status: 200, title: /^Administratorinnlogging \| Nordisk Pleie$/, heading: 'Administratorinnlogging' },
  { path: '/produkt/1010', status: 200, title: /\| Nordisk Pleie$/, heading: /\S/ },
  // Another size of a product: the same page with that size selected (docs/product.md: Sizes).
  { path: '/produkt/1020', status: 200, title: /^Møbelpolish Klassisk 500 ml \| Nordisk Pleie$/, heading: 'Møbelpolish Klassisk' },
  { path: '/produkt/3010', status: 200, title: /^Teakolje Natur 1 l \| Nordisk Pleie$/, heading: 'Teakolje Natur' },
  // The catalogue's pages (docs/product.md: Category pages).
  { path: '/produkter/laerpleie', status: 200, title: /^Lærpleie \| Nordisk Pleie$/, heading: 'Lærpleie' },
  { path: '/produkter/alle/side/2', status: 200, title: /^Alle produkter – side 2 \| Nordisk Pleie$/, heading: 'Alle produkter' },
  { path: '/produkter/finnes-ikke', status: 404, title: /^404 Page Not Found/, heading: '404 Page Not Found' },
  // The quantity calculator's answer (docs/product.md: Product page), rendered per request.
  { path: '/produkt/3010?areal=20&strok=2', status: 200, title: /^Teakolje Natur 1 l \| Nordisk Pleie$/, heading: 'Teakolje Natur' },
  { path: '/finnes-ikke', status: 404, title: /^404 Page Not Found/, heading: '404 Page Not Found' },
  // The store pages (docs/product.md: Store pages) and an unknown store.
  {
    path: '/forhandlere/grensen-fargehandel-oslo',
    status: 200,
    title: /^Grensen Fargehandel as, Oslo – forhandler \| Nordisk Pleie$/,
    heading: 'Grensen Fargehandel as',
  },
  { path: '/forhandlere/mobelhuset-pa-skarnes', status: 200, title: /^Møbelhuset på Skarnes – forhandler \| Nordisk Pleie$/, heading: 'Møbelhuset på Skarnes' },
  { path: '/forhandlere/finnes-ikke', status: 404, title: /^404 Page Not Found/, heading: '404 Page Not Found' },
  // The place pages (docs/product.md: Place pages): the index, a place, an unknown place.
  { path: '/forhandlere/sted', status: 200, title: /^Forhandlere etter sted \| Nordisk Pleie$/, heading: 'Forhandlere etter sted' },
  { path: '/forhandlere/sted/bergen', status: 200, title: /^Forhandlere i Bergen \(4\) \| Nordisk Pleie$/, heading: 'Forhandlere i Bergen (4)' },
  { path: '/forhandlere/sted/finnes-ikke', status: 404, title: /^404 Page Not Found/, heading: '404 Page Not Found' },
  // The Produktveileder (docs/product.md §2): each step, an answer and an unknown step.
  { path: '/veileder', status: 200, title: /^Produktveileder \| Nordisk Pleie$/, heading: 'Produktveileder' },
  {
    path: '/veileder/teak-og-hardved-ute',
    status: 200,
    title: /^Teak og hardved ute: inne eller ute\? \| Nordisk Pleie$/,
    heading: 'Teak og hardved ute: inne eller ute?',
  },
  {
    path: '/veileder/teak-og-hardved-ute/ute/beskytte',
    status: 200,
    title: /^Fornye og beskytte: teak og hardved ute \(ute\) \| Nordisk Pleie$/,
    heading: 'Fornye og beskytte: teak og hardved ute (ute)',
  },
  {
    path: '/veileder/finnes-ikke',
    status: 200,
    title: /^Fant ikke dette steget i veilederen \| Nordisk Pleie$/,
    heading: 'Fant ikke dette steget i veilederen',
  },
];

/**
 * Elements with the `hidden` attribute that hold text: React's streamed chunks (`<div hidden
 * id="S:0">`) would show here. An inactive tab panel is hidden by design (the contact page's
 * application form, reached through its tab).
 */
async function hiddenContent(page: Page): Promise<string[]> {
  return page
    .locator('[hidden]')
    .evaluateAll((elements) =>
      elements.filter((el) => el.getAttribute('role') !== 'tabpanel' && (el.textContent ?? '').trim() !== '').map((el) => el.outerHTML.slice(0, 120)),
    );
}

test.describe('public pages without JavaScript', () => {
  for (const p of PAGES) {
    test(`${p.path} is complete without scripts`, async ({ page }) => {
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(p.status);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
      await expect(page).toHaveTitle(p.title);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      await expect(footer.getByText(/Alle rettigheter reservert/)).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Personvern' })).toBeVisible();
      expect(await hiddenContent(page)).toEqual([]);
    });
  }

  test('/kontakt: the contact form sent without JavaScript shows its errors with the input kept, then sends', async ({ page }) => {
    // The posts come from an address of their own (the forms' rate limit counts per address).
    await page.route('**/kontakt**', postsFrom('127.0.0.41'));
    const stamp = `nojs-${Date.now()}`;
    await page.goto('/kontakt');
    let form = page.getByRole('form', { name: 'Kontaktskjema' });
    await expect(page.getByText('Skjemaet trenger JavaScript')).toHaveCount(0);
    await form.getByLabel('Navn', { exact: true }).fill('K');
    await form.getByLabel('E-post').fill('kari@example.no');
    await form.getByLabel('Emne').selectOption('tilgjengelighet');
    await form.getByLabel('Melding').fill(`Knappen er vanskelig å se. ${stamp}`);
    await form.getByLabel('Hva er 2 + 2?').fill('5');
    await form.getByRole('button', { name: 'Send melding' }).click();

    // The page comes back with an error summary (focused, links to the fields), the fields' own messages and the input.
    await expect(page).toHaveURL(/\/kontakt$/);
    form = page.getByRole('form', { name: 'Kontaktskjema' });
    const summary = form.getByRole('group', { name: 'Skjemaet inneholder feil' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Navn må være minst 2 tegn' })).toHaveAttribute('href', '#kontakt-name');
    await expect(summary.getByRole('link', { name: 'Feil svar på sikkerhetsspørsmålet' })).toHaveAttribute('href', '#kontakt-antiSpamAnswer');
    await expect(summary.getByRole('listitem')).toHaveCount(2);
    await expect(form.getByLabel('Navn', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Navn', { exact: true })).toHaveAccessibleDescription('Navn må være minst 2 tegn');
    await expect(form.getByLabel('Hva er 2 + 2?')).toHaveAccessibleDescription('Feil svar på sikkerhetsspørsmålet');
    await expect(form.getByLabel('E-post')).toHaveAttribute('aria-invalid', 'false');
    await expect(form.getByLabel('Navn', { exact: true })).toHaveValue('K');
    await expect(form.getByLabel('E-post')).toHaveValue('kari@example.no');
    await expect(form.getByLabel('Emne')).toHaveValue('tilgjengelighet');
    await expect(form.getByLabel('Melding')).toHaveValue(`Knappen er vanskelig å se. ${stamp}`);
    await expect(form.getByRole('alert').filter({ hasText: 'Kunne ikke sende meldingen' })).toHaveText(
      'Feil. Kunne ikke sende meldingen. Vennligst prøv igjen.',
    );

    await form.getByLabel('Navn', { exact: true }).fill('Kari Nordmann');
    await form.getByLabel('Hva er 2 + 2?').fill('4');
    await form.getByRole('button', { name: 'Send melding' }).click();
    // Sent: redirected (a reload sends nothing again) to the page with the spec's success text, the form empty.
    await expect(page).toHaveURL(/\/kontakt\?sendt=kontakt#skjema$/);
    form = page.getByRole('form', { name: 'Kontaktskjema' });
    await expect(form.getByRole('status')).toHaveText('Melding sendt! Vi vil kontakte deg så snart som mulig.');
    await expect(form.getByLabel('Navn', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Melding')).toHaveValue('');
    await expect(page.getByRole('group', { name: 'Skjemaet inneholder feil' })).toHaveCount(0);
  });

  test('/kontakt: the dealer application is reached by its tab and sent without JavaScript', async ({ page }) => {
    await page.route('**/kontakt**', postsFrom('127.0.0.42'));
    await page.goto('/kontakt');
    // The tab is a link: without JavaScript it loads the page with the application open.
    await expect(page.getByRole('form', { name: 'Bli forhandler' })).toBeHidden();
    await page.getByRole('tab', { name: 'Bli forhandler' }).click();
    await expect(page).toHaveURL(/\/kontakt\?tab=partner#skjema$/);
    let form = page.getByRole('form', { name: 'Bli forhandler' });
    await expect(form).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bli forhandler' })).toHaveAttribute('aria-selected', 'true');
    await expect(form.getByLabel('Hva er 2 + 2?')).toHaveValue('4');
    await form.getByLabel('Navn', { exact: true }).fill('Ola Hansen');
    await form.getByLabel('Firmanavn').fill('Hansen Møbler AS');
    await form.getByLabel('E-post').fill('ola@hansen.no');
    await form.getByLabel('Telefon').fill('22 33');
    await form.getByLabel('Møbelpolish').check();
    await form.getByLabel('Fortell oss om virksomheten din').fill('Vi driver en møbelbutikk i Bergen sentrum.');
    await form.getByRole('button', { name: 'Send henvendelse' }).click();

    // Posted to the page with the application's tab open (the form's action: no #skjema, whose scroll would keep the focus from the summary).
    await expect(page).toHaveURL(/\/kontakt\?tab=partner$/);
    form = page.getByRole('form', { name: 'Bli forhandler' });
    await expect(form).toBeVisible();
    const summary = form.getByRole('group', { name: 'Skjemaet inneholder feil' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Telefonnummer må være minst 8 tegn' })).toHaveAttribute('href', '#partner-phone');
    await expect(summary.getByRole('link', { name: 'Velg en bransje' })).toHaveAttribute('href', '#partner-industry');
    await expect(form.getByLabel('Telefon')).toHaveAccessibleDescription('Telefonnummer må være minst 8 tegn');
    await expect(form.getByLabel('Bransje')).toHaveAccessibleDescription('Velg en bransje');
    await expect(form.getByLabel('Firmanavn')).toHaveValue('Hansen Møbler AS');
    await expect(form.getByLabel('Telefon')).toHaveValue('22 33');
    await expect(form.getByLabel('Møbelpolish')).toBeChecked();
    await expect(form.getByLabel('Lærpleie')).not.toBeChecked();

    await form.getByLabel('Telefon').fill('+47 22 33 44 55');
    await form.getByLabel('Bransje').selectOption('Møbelbutikk');
    await form.getByRole('button', { name: 'Send henvendelse' }).click();
    await expect(page).toHaveURL(/\/kontakt\?tab=partner&sendt=partner#skjema$/);
    form = page.getByRole('form', { name: 'Bli forhandler' });
    await expect(form.getByRole('status')).toHaveText('Henvendelse sendt! Takk for din interesse. Vi vil kontakte deg innen 2 arbeidsdager.');
    await expect(form.getByLabel('Firmanavn')).toHaveValue('');
  });

  test('/auth signs in without JavaScript: a plain post to next-auth with its CSRF token, the refusal shown after the redirect back', async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Logg inn' });
    await expect(form).toHaveAttribute('action', '/api/auth/callback/credentials');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.locator('input[type="hidden"][name="csrfToken"]')).toHaveAttribute('value', /^[0-9a-f]{64}$/);
    await expect(page.getByText('Problemer med innlogging?')).toHaveCount(0);

    // The refused post from an address of its own: failures from the suite's own address would slow every later sign-in.
    await page.route('**/api/auth/callback/credentials', postsFrom('127.0.0.52'));
    await form.getByLabel('E-post').fill(DEMO_DEALER.email);
    await form.getByLabel('Passord').fill('feil-passord-123');
    await form.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page).toHaveURL(/\/auth\?error=CredentialsSignin$/);
    await page.unroute('**/api/auth/callback/credentials');
    await expect(form.getByRole('alert').filter({ hasText: 'Ugyldig' })).toHaveText(
      'Ugyldig e-post eller passord. Kontakt oss hvis du trenger hjelp med tilgang.',
    );
    await expect(form.getByLabel('E-post')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Passord')).toHaveAccessibleDescription('Ugyldig e-post eller passord. Kontakt oss hvis du trenger hjelp med tilgang.');
    await expect(form.getByLabel('E-post')).toBeFocused();
    await expect(page.getByText('Problemer med innlogging? Ta kontakt med oss på')).toBeVisible();

    await form.getByLabel('E-post').fill(DEMO_DEALER.email);
    await form.getByLabel('Passord').fill(DEMO_DEALER.password);
    await form.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page).toHaveURL(/\/dealer-portal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forhandlerportal' })).toBeVisible();
    await expect(page.getByText('Kari Nordmann · Demo Fargehandel AS')).toBeVisible();
  });

  test('/admin/auth without JavaScript: a dealer is refused back to the admin login, an administrator signs in', async ({ page }) => {
    await page.goto('/admin/auth');
    const form = page.getByRole('form', { name: 'Administratorinnlogging' });
    await page.route('**/api/auth/callback/credentials', postsFrom('127.0.0.53'));
    await form.getByLabel('E-post').fill(DEMO_DEALER.email);
    await form.getByLabel('Passord').fill(DEMO_DEALER.password);
    await form.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page).toHaveURL(/\/admin\/auth\?error=CredentialsSignin$/);
    await page.unroute('**/api/auth/callback/credentials');
    await expect(form.getByRole('alert').filter({ hasText: 'Ugyldig' })).toHaveText('Ugyldig e-post eller passord.');
    await form.getByLabel('E-post').fill(DEMO_ADMIN.email);
    await form.getByLabel('Passord').fill(DEMO_ADMIN.password);
    await form.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Administrasjonspanel' })).toBeVisible();
  });

  test("'Glemt passord?' and the one-time link without JavaScript: server messages, the address kept, the link sent, the password set", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // The posts come from an address of their own ('Glemt passord?' is limited per client address).
    await page.route('**/auth/glemt-passord**', postsFrom('127.0.0.51'));
    const dealer = await createDealer((options) => playwright.request.newContext(options), baseURL, 'utenskript');
    const admin = await playwright.request.newContext({ baseURL });
    try {
      expect((await admin.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
      await page.goto('/auth/glemt-passord?fra=admin');
      let form = page.getByRole('form', { name: 'Glemt passord' });
      await expect(form).toHaveAttribute('action', '/auth/glemt-passord?fra=admin');
      await expect(form).toHaveAttribute('method', /^post$/i);
      await form.getByLabel('E-post').fill('ikke-en-adresse');
      await form.getByRole('button', { name: 'Send lenke' }).click();
      await expect(page).toHaveURL(/\/auth\/glemt-passord\?fra=admin$/);
      form = page.getByRole('form', { name: 'Glemt passord' });
      await expect(form.getByLabel('E-post')).toHaveValue('ikke-en-adresse');
      await expect(form.getByLabel('E-post')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('E-post')).toHaveAccessibleDescription('Ugyldig e-postadresse');

      await form.getByLabel('E-post').fill(dealer.email);
      await form.getByRole('button', { name: 'Send lenke' }).click();
      await expect(page).toHaveURL(/\/auth\/glemt-passord\?fra=admin&sendt=1$/);
      await expect(page.getByRole('region', { name: 'Nytt passord' }).getByRole('status')).toHaveText(
        'Hvis e-postadressen er registrert, har vi sendt en lenke for å velge nytt passord. Lenken er gyldig i 1 time.',
      );
      await expect(page.getByRole('link', { name: 'Tilbake til innlogging' })).toHaveAttribute('href', '/admin/auth');
      await expect
        .poll(async () => (await admin.get(`/api/outbox?to=${encodeURIComponent(dealer.email)}`)).json().then((b: { items: unknown[] }) => b.items.length))
        .toBe(2);
      const token = await linkTokenFor(admin, dealer.email);

      await page.goto(`/auth/nytt-passord?token=${token}`);
      form = page.getByRole('form', { name: 'Velg passord' });
      await form.getByLabel('Nytt passord', { exact: true }).fill('utenskript-nytt-1');
      await form.getByLabel('Gjenta nytt passord').fill('utenskript-annet-1');
      await form.getByRole('button', { name: 'Lagre passord' }).click();
      form = page.getByRole('form', { name: 'Velg passord' });
      await expect(form.getByLabel('Gjenta nytt passord')).toHaveAccessibleDescription('Passordene er ikke like');
      await expect(form.getByLabel('Nytt passord', { exact: true })).toHaveValue('');

      await form.getByLabel('Nytt passord', { exact: true }).fill('utenskript-nytt-1');
      await form.getByLabel('Gjenta nytt passord').fill('utenskript-nytt-1');
      await form.getByRole('button', { name: 'Lagre passord' }).click();
      await expect(page).toHaveURL(/\/auth\/nytt-passord\?satt=forhandler$/);
      await expect(page.getByRole('region', { name: 'Passordet er lagret' }).getByRole('status')).toContainText('Passordet er lagret. Du kan nå logge inn.');
      await expect(page.getByRole('link', { name: 'Gå til innlogging' })).toHaveAttribute('href', '/auth');
      expect((await admin.post('/api/auth/login', { data: { email: dealer.email, password: 'utenskript-nytt-1' } })).status()).toBe(200);

      // The link is used: the page says so.
      await page.goto(`/auth/nytt-passord?token=${token}`);
      await expect(page.getByText('Lenken er ugyldig eller utløpt. Be om en ny lenke.')).toBeVisible();
    } finally {
      await admin.dispose();
    }
  });

  test('/kontakt?melding= has the message in the form in its HTML', async ({ page }) => {
    await page.goto(`/kontakt?melding=${encodeURIComponent('Hei! Hva anbefaler dere?')}`);
    await expect(page.getByRole('form', { name: 'Kontaktskjema' }).getByLabel('Melding')).toHaveValue('Hei! Hva anbefaler dere?');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/kontakt$/);
  });

  test('/ hides the loading text, which only a script would replace, and links to the contact form in a <noscript>', async ({ page, request }) => {
    // The style's `@media (scripting: none)`, which Playwright's script switch does turn on.
    await page.goto('/');
    await expect(page.getByText('Laster skjema...').first()).toBeAttached();
    await expect(page.getByText('Laster skjema...').filter({ visible: true })).toHaveCount(0);
    // Playwright's script switch does not make Chromium render <noscript>; a browser with scripts
    // off does. The note is checked in the HTML itself.
    const html = await (await request.get('/')).text();
    const section = /<section[^>]*id="contact"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    const note = /<noscript>([\s\S]*?)<\/noscript>/.exec(section)?.[1] ?? '';
    expect(note).toContain('<a href="/kontakt#skjema">Skriv til oss i kontaktskjemaet</a>');
  });

  test('/ shows the first 24 product cards in the HTML itself, and the rest through plain links', async ({ page, request }) => {
    const products = (await (await request.get('/api/products/public')).json()) as { articleNumber: string; name: string }[];
    expect(products.length).toBeGreaterThan(24);
    await page.goto('/');
    const cards = page.locator('#products ul li');
    await expect(cards).toHaveCount(24);
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('#products').getByText(`Art.nr: ${products[0].articleNumber}`)).toBeVisible();
    await expect(page.locator('#products').getByText(`Art.nr: ${products[23].articleNumber}`, { exact: true })).toBeAttached();
    await expect(page.locator('#products').getByText(`Art.nr: ${products[24].articleNumber}`, { exact: true })).toHaveCount(0);
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards.last()).toBeVisible();
    // A product with sizes is one card with its sizes and lowest price, in the HTML itself.
    const polish = cards.filter({ hasText: 'Møbelpolish Klassisk' });
    await expect(polish).toHaveCount(1);
    await expect(polish).toContainText('250 ml · 500 ml');
    await expect(polish).toContainText(/Fra 149,00\s+kr/);
    // The 25th product is one plain link away (e2e/category-pages.spec.ts pages on through the rest).
    await page.getByRole('link', { name: 'Vis flere produkter' }).click();
    await expect(page.locator('main').getByText(`Art.nr: ${products[24].articleNumber}`, { exact: true })).toBeVisible();
  });

  test("below 72em the header's menu button leads to the footer's navigation, which holds every header link", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/om-oss');
    const menu = page.getByRole('button', { name: 'Åpne meny' });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page).toHaveURL(/#bunnmeny$/);
    const footerNav = page.getByRole('navigation', { name: 'Bunnmeny' });
    await expect(footerNav).toBeInViewport();
    for (const name of ['Hjem', 'Produkter', 'Forhandlere', 'Om oss', 'Kontakt', 'Søk', 'Forhandlerlogin']) {
      await expect(footerNav.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('the size picker of a product with sizes: each size is a link that loads its own page', async ({ page }) => {
    await page.goto('/produkt/1010');
    const picker = page.getByRole('navigation', { name: 'Størrelse' });
    await expect(picker.locator('[aria-current="page"]')).toHaveAttribute('href', '/produkt/1010');
    await picker.getByRole('link', { name: /^500 ml / }).click();
    await expect(page).toHaveURL(/\/produkt\/1020$/);
    await expect(picker.locator('[aria-current="page"]')).toHaveAttribute('href', '/produkt/1020');
    await expect(page.getByTestId('article-number')).toHaveText('Art.nr: 1020');
    await expect(page.getByTestId('recommended-price')).toHaveText(/^Veiledende pris 229,00\s+kr$/);
  });
});

/** The pages with their own title and description, and the canonical path each names. */
const SHARED_PAGES = [
  { path: '/', canonical: '/' },
  { path: '/om-oss', canonical: '/om-oss' },
  { path: '/kontakt', canonical: '/kontakt' },
  { path: '/for-kontakt', canonical: '/kontakt' },
  { path: '/personvern', canonical: '/personvern' },
  { path: '/tilgjengelighet', canonical: '/tilgjengelighet' },
  { path: '/auth', canonical: '/auth' },
  { path: '/veileder', canonical: '/veileder' },
  { path: '/veileder?sted=ute', canonical: '/veileder' },
  { path: '/veileder/teak-og-hardved-ute/ute', canonical: '/veileder/teak-og-hardved-ute/ute' },
  { path: '/veileder/teak-og-hardved-ute/ute/beskytte', canonical: '/veileder/teak-og-hardved-ute/ute/beskytte' },
  { path: '/produkter/laerpleie', canonical: '/produkter/laerpleie' },
  { path: '/produkter/alle/side/2', canonical: '/produkter/alle/side/2' },
];

async function meta(page: Page, key: string): Promise<string | null> {
  const element = page.locator(`meta[property="${key}"], meta[name="${key}"]`).first();
  return (await element.count()) ? element.getAttribute('content') : null;
}

test.describe('sharing and search data', () => {
  for (const p of SHARED_PAGES) {
    test(`${p.path} has complete Open Graph and Twitter tags`, async ({ page, request, baseURL }) => {
      await page.goto(p.path);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(p.canonical);
      expect(await meta(page, 'og:url')).toBe(canonical);
      expect(await meta(page, 'og:title')).toBe(await page.title());
      expect(await meta(page, 'og:description')).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
      expect(await meta(page, 'og:description')).toBeTruthy();
      expect(await meta(page, 'og:site_name')).toBe('Nordisk Pleie');
      expect(await meta(page, 'og:locale')).toBe('nb_NO');
      expect(await meta(page, 'og:type')).toBe('website');
      expect(await meta(page, 'og:image:width')).toBe('1200');
      expect(await meta(page, 'og:image:height')).toBe('630');
      const image = await meta(page, 'og:image');
      expect(image?.startsWith(`${baseURL}/`)).toBe(true);
      const picture = await request.get(image ?? '');
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
      expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
      expect(await meta(page, 'twitter:image')).toBe(image);
    });
  }

  test('the admin login and the 404 page carry the site-wide defaults', async ({ page }) => {
    for (const path of ['/admin/auth', '/finnes-ikke']) {
      await page.goto(path);
      expect(await meta(page, 'og:site_name')).toBe('Nordisk Pleie');
      expect(await meta(page, 'og:locale')).toBe('nb_NO');
      expect(await meta(page, 'og:image')).toMatch(/^http.*\/images\/del-bilde\.png$/);
      expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
    }
  });

  test('the Organization JSON-LD has a logo that answers as an image and an ISO country code', async ({ page, request, baseURL }) => {
    await page.goto('/');
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b));
    const organization = blocks.find((b) => b['@type'] === 'Organization');
    expect(organization).toBeDefined();
    expect(organization.url).toBe(baseURL);
    expect(organization.address.addressCountry).toBe('SE');
    expect(organization.logo).toBe(`${baseURL}/images/logo.png`);
    const logo = await request.get(organization.logo);
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toMatch(/^image\/(png|svg\+xml|jpeg|webp)$/);
  });

  test('every sitemap entry has a lastmod date', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const parsed = new XMLParser().parse(await response.text()) as { urlset: { url: { loc: string; lastmod?: string }[] } };
    const entries = parsed.urlset.url;
    expect(entries.length).toBeGreaterThan(5);
    const missing = entries.filter((e) => !e.lastmod || Number.isNaN(Date.parse(e.lastmod))).map((e) => e.loc);
    expect(missing).toEqual([]);
    const paths = entries.map((e) => new URL(e.loc).pathname);
    for (const path of ['/', '/forhandlere', '/om-oss', '/kontakt', '/personvern', '/tilgjengelighet', '/produkt/1010', '/veileder'])
      expect(paths).toContain(path);
    // The Produktveileder's answers that have products, not those without (docs/product.md §2).
    expect(paths).toContain('/veileder/teak-og-hardved-ute/ute/beskytte');
    expect(paths).not.toContain('/veileder/messing-og-metall/inne/beskytte');
  });
});
