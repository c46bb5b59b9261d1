/**
 * The server HTML of every page passes the W3C Nu HTML validator (npm's vnu-jar, on Debian's Java
 * runtime; .ci/run installs it) with no error, and the pages for visitors and dealers load no MUI
 * (docs/architecture.md: one UI kit per audience).
 *
 * The pages: every public page (docs/product.md: routes), the dealer portal and course pages signed
 * in as the demo dealer, and the admin panel signed in as the demo administrator — /admin, every
 * tab and every section of a tab (the links of the panel's tab bar and section bars, so a new tab
 * is covered without editing this file), the feeds page, the course editor and its preview.
 * The HTML is the production server's answer as fetched (no browser, no script run): what a
 * crawler, a screen reader's first parse and a phone on a slow line get. It is saved under
 * test-results/ and checked by one run of the validator (the Java start is slow); a failure lists
 * every error as file:line:column, the page and the validator's message.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request, type APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_ADMIN, DEMO_DEALER, signedInRequest } from './helpers';

const VNU_JAR = path.resolve(__dirname, '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

type Audience = 'public' | 'dealer' | 'admin';

interface Fetched {
  audience: Audience;
  path: string;
  file: string;
  html: string;
}

/** One message of the validator's JSON output (`--format json`). */
interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** Public pages and the status each answers (the 404 page is validated as the page it is). */
const PUBLIC_PAGES: [string, number][] = [
  ['/', 200],
  ['/produkt/1010', 200],
  // A product with sizes: its size picker, at another size's URL (docs/product.md: Sizes).
  ['/produkt/1020', 200],
  ['/produkt/3010', 200],
  // The catalogue's pages (docs/product.md: Category pages): a category, a further page, an unknown category.
  ['/produkter/laerpleie', 200],
  ['/produkter/alle/side/2', 200],
  ['/produkter/finnes-ikke', 404],
  // The quantity calculator's answer and a refused input: the product page rendered per request.
  ['/produkt/3010?areal=20&strok=2', 200],
  ['/produkt/3010?areal=-5&strok=2', 200],
  ['/forhandlere', 200],
  ['/forhandlere?postnummer=0150', 200],
  ['/forhandlere?postnummer=5003&produkt=1030', 200],
  // The finder narrowed to the Produktveileder's routine.
  ['/forhandlere?produkt=E-720%2C3010', 200],
  // The store pages (docs/product.md: Store pages): one with hours and a map, one without coordinates, a part of the range; an unknown one.
  ['/forhandlere/grensen-fargehandel-oslo', 200],
  ['/forhandlere/mobelhuset-pa-skarnes', 200],
  ['/forhandlere/fjosanger-jernvare-bergen', 200],
  ['/forhandlere/finnes-ikke', 404],
  // The place pages (docs/product.md: Place pages): the index, a place, an unknown place.
  ['/forhandlere/sted', 200],
  ['/forhandlere/sted/bergen', 200],
  ['/forhandlere/sted/finnes-ikke', 404],
  // The Produktveileder: its three steps, an answer with products, one without and an unknown step.
  ['/veileder', 200],
  ['/veileder/teak-og-hardved-ute', 200],
  ['/veileder/teak-og-hardved-ute/ute', 200],
  ['/veileder/teak-og-hardved-ute/ute/beskytte', 200],
  ['/veileder/messing-og-metall/inne/beskytte', 200],
  ['/veileder/finnes-ikke', 200],
  ['/om-oss', 200],
  ['/kontakt', 200],
  ['/kontakt?tab=partner', 200],
  // After a form sent without JavaScript: the success text in the form.
  ['/kontakt?sendt=kontakt', 200],
  // A message written into the form by the Produktveileder's 'Spør oss' (in the form's HTML).
  ['/kontakt?melding=Hei%21%20Jeg%20fant%20ikke%20noe%20produkt.', 200],
  ['/for-kontakt', 200],
  ['/personvern', 200],
  ['/tilgjengelighet', 200],
  ['/auth', 200],
  ['/admin/auth', 200],
  ['/auth/glemt-passord', 200],
  ['/auth/glemt-passord?sendt=1', 200],
  ['/auth/nytt-passord?satt=forhandler', 200],
  // The one-time link's page with an unusable token: its message and the way to a new link.
  ['/auth/nytt-passord?token=ugyldig', 200],
  // The search's results page, with hits and with none (its suggestions and categories).
  ['/sok?q=tekolje', 200],
  ['/sok?q=skonolje%20xq', 200],
  ['/finnes-ikke', 404],
  // A product without a safety data sheet: the document address's own 404 page.
  ['/produkt/1010/sikkerhetsdatablad', 404],
];

/** Public answers that are plain HTML, not Next.js pages: validated, but they load no script chunk at all. */
const PLAIN_PAGES = new Set(['/produkt/1010/sikkerhetsdatablad']);

/** The dealer's pages; the course pages are added from the course list's links. */
const DEALER_PAGES: [string, number][] = [
  ['/dealer-portal', 200],
  ['/dealer-portal/min-butikk', 200],
  ['/dealer-portal/sikkerhetsdatablader', 200],
  ['/dealer/courses', 200],
  ['/konto/passord', 200],
  ['/dealer/courses/99999', 404],
];

/** The administrator's pages besides the tabs and sections read from the panel's own links. */
const ADMIN_PAGES: [string, number][] = [
  ['/admin', 200],
  ['/admin/feeds', 200],
  ['/admin/kurs/1', 200],
  ['/admin/kurs/1/forhandsvis', 200],
];

/** The file name a page's HTML is saved under: the audience and the address, other characters '-'. */
function fileName(audience: Audience, page: string): string {
  const slug =
    page === '/'
      ? 'home'
      : page
          .replace(/^\//, '')
          .replace(/[^A-Za-z0-9]+/g, '-')
          .replace(/-$/, '');
  return `${audience}--${slug}.html`;
}

/** The distinct addresses of the links in the HTML whose href (HTML-decoded) matches. */
function links(html: string, pattern: RegExp): string[] {
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
  return [...new Set(hrefs.filter((href) => pattern.test(href)))];
}

/** The addresses of the page's `<script src>` elements (the chunks it loads on arrival). */
function scriptSources(html: string): string[] {
  return [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&')))];
}

/**
 * Code that only MUI's or Emotion's runtime carries: the class-name prefix of MUI's components
 * (a `MuiButtonBase`, `MuiPaper`… in every built component) and Emotion's style-sheet key
 * attribute. Checked against the admin panel's Kurs tab, which loads MUI, so the test can fail.
 */
const MUI_MARKERS = ['MuiButtonBase', 'data-emotion'];

async function fetchPage(context: APIRequestContext, audience: Audience, page: string, status: number): Promise<Fetched> {
  // No redirects followed: a lost session would otherwise validate the login page in place of the page.
  const response = await context.get(page, { maxRedirects: 0 });
  if (response.status() !== status) throw new Error(`${page} (${audience}) answered ${response.status()}, expected ${status}`);
  return { audience, path: page, file: fileName(audience, page), html: await response.text() };
}

/** Fetches the pages a few at a time (the server renders each; the machine may be small). */
async function fetchAll(context: APIRequestContext, audience: Audience, pages: [string, number][]): Promise<Fetched[]> {
  const result: Fetched[] = [];
  for (let i = 0; i < pages.length; i += 4) {
    result.push(...(await Promise.all(pages.slice(i, i + 4).map(([p, status]) => fetchPage(context, audience, p, status)))));
  }
  return result;
}

/** Runs the validator once over the files; answers its messages by file name. */
function validate(dir: string, files: string[]): Promise<Map<string, NuMessage[]>> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files.map((f) => path.join(dir, f))],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        // The validator exits 1 when it found errors; its report is the JSON on stderr.
        let report: { messages: NuMessage[] };
        try {
          report = JSON.parse(stderr) as { messages: NuMessage[] };
        } catch {
          reject(new Error(`The Nu validator gave no report (is Java installed? apt-get install default-jre-headless): ${error?.message ?? ''}\n${stderr}`));
          return;
        }
        const byFile = new Map<string, NuMessage[]>(files.map((f) => [f, []]));
        for (const message of report.messages) {
          const file = message.url ? path.basename(decodeURIComponent(message.url)) : '';
          if (!byFile.has(file)) {
            reject(new Error(`The Nu validator reported on something else than the pages: ${JSON.stringify(message)}`));
            return;
          }
          byFile.get(file)!.push(message);
        }
        resolve(byFile);
      },
    );
  });
}

test.describe('server HTML', () => {
  // One worker runs the tests in order, so the pages are fetched and validated once (beforeAll).
  test.describe.configure({ mode: 'default' });

  let dir = '';
  const pages: Fetched[] = [];
  let messages = new Map<string, NuMessage[]>();

  test.beforeAll(async () => {
    const testInfo = test.info();
    // Some forty server renders and a Java start on a possibly busy machine.
    test.setTimeout(600_000);
    const baseURL = testInfo.project.use.baseURL;
    if (!baseURL) throw new Error('No baseURL in playwright.config.ts');
    dir = path.join(testInfo.project.outputDir, 'html-validity');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });

    const visitor = await request.newContext({ baseURL });
    const dealer = await signedInRequest(baseURL, DEMO_DEALER);
    const admin = await signedInRequest(baseURL, DEMO_ADMIN);
    try {
      pages.push(...(await fetchAll(visitor, 'public', PUBLIC_PAGES)));

      const dealerPages = await fetchAll(dealer, 'dealer', DEALER_PAGES);
      const courses = links(dealerPages.find((p) => p.path === '/dealer/courses')!.html, /^\/dealer\/courses\/\d+$/);
      expect(courses.length, 'course links on /dealer/courses').toBeGreaterThan(0);
      pages.push(
        ...dealerPages,
        ...(await fetchAll(
          dealer,
          'dealer',
          courses.map((c) => [c, 200]),
        )),
      );

      const adminPages = await fetchAll(admin, 'admin', ADMIN_PAGES);
      const tabs = links(adminPages.find((p) => p.path === '/admin')!.html, /^\/admin\?fane=[\w-]+$/);
      expect(tabs.length, 'tab links on /admin').toBeGreaterThan(1);
      const tabPages = await fetchAll(
        admin,
        'admin',
        tabs.map((t) => [t, 200]),
      );
      const sections = tabPages.flatMap((t) => links(t.html, /^\/admin\?fane=[\w-]+&del=[\w-]+$/));
      expect(sections.length, 'section links in the tabs').toBeGreaterThan(0);
      pages.push(
        ...adminPages,
        ...tabPages,
        ...(await fetchAll(
          admin,
          'admin',
          [...new Set(sections)].map((s) => [s, 200]),
        )),
      );
    } finally {
      await Promise.all([visitor.dispose(), dealer.dispose(), admin.dispose()]);
    }

    for (const p of pages) writeFileSync(path.join(dir, p.file), p.html);
    messages = await validate(
      dir,
      pages.map((p) => p.file),
    );
  });

  /** The validator's errors on the audience's pages, one line each: file:line:column (page) message. */
  function errors(audience: Audience): string[] {
    const relative = path.relative(process.cwd(), dir);
    return pages
      .filter((p) => p.audience === audience)
      .flatMap((p) =>
        (messages.get(p.file) ?? []).map((m) => `${path.join(relative, p.file)}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} (${p.path}) ${m.message}`),
      );
  }

  test('public pages: no Nu validator error', () => {
    expect(pages.filter((p) => p.audience === 'public')).toHaveLength(PUBLIC_PAGES.length);
    expect(errors('public'), 'Nu validator errors').toEqual([]);
  });

  test('dealer portal and course pages: no Nu validator error', () => {
    expect(errors('dealer'), 'Nu validator errors').toEqual([]);
  });

  test('public pages and the dealer portal load no MUI or Emotion code; the admin panel, which does, is told apart', async ({ request: http }) => {
    const chunks = new Map<string, string>();
    async function muiChunks(html: string): Promise<string[]> {
      const found: string[] = [];
      for (const src of scriptSources(html)) {
        if (!chunks.has(src)) {
          const response = await http.get(src);
          expect(response.status(), src).toBe(200);
          chunks.set(src, await response.text());
        }
        const markers = MUI_MARKERS.filter((m) => chunks.get(src)!.includes(m));
        if (markers.length) found.push(`${src} (${markers.join(', ')})`);
      }
      return found;
    }
    // The document address's 404 (lib/catalogue/document-files.ts) is a plain HTML page without any script.
    const visitorAndDealer = pages.filter((p) => p.audience !== 'admin' && !PLAIN_PAGES.has(p.path));
    for (const p of visitorAndDealer) {
      expect(scriptSources(p.html).length, `${p.path}: script chunks`).toBeGreaterThan(0);
      expect(await muiChunks(p.html), `${p.path} (${p.audience}): chunks with MUI or Emotion`).toEqual([]);
    }
    // The control: the markers are found where MUI is loaded.
    const courses = pages.find((p) => p.path === '/admin?fane=kurs')!;
    expect(await muiChunks(courses.html), '/admin?fane=kurs: chunks with MUI or Emotion').not.toEqual([]);
  });

  test('each admin tab loads only its own code: the product form only on Produkter', async ({ request: http }) => {
    // A text of the product form (components/admin/products/texts.ts), present in its client chunk.
    const MARKER = 'GTIN (strekkode)';
    async function hasMarker(pagePath: string): Promise<boolean> {
      const page = pages.find((p) => p.path === pagePath);
      expect(page, pagePath).toBeDefined();
      for (const src of scriptSources(page!.html)) {
        if ((await (await http.get(src)).text()).includes(MARKER)) return true;
      }
      return false;
    }
    expect(await hasMarker('/admin'), '/admin (Produkter) loads the product form').toBe(true);
    for (const other of ['/admin?fane=oversikt', '/admin?fane=logg', '/admin?fane=epost', '/admin?fane=meldinger']) {
      expect(await hasMarker(other), `${other} loads the product form`).toBe(false);
    }
  });

  test('admin panel (every tab and section, the feeds page, the course editor and its preview): no Nu validator error', () => {
    expect(errors('admin'), 'Nu validator errors').toEqual([]);
  });
});
