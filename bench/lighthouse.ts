/**
 * Lighthouse scores of every public page, the dealer portal and the admin panel (not part of
 * `npm test`): mobile preset (Lighthouse's default), Debian's Chromium, against the production build
 * on loopback. The dealer's and the administrator's pages are measured signed in as the demo dealer
 * and the demo administrator: the session cookie of a sign-in through POST /api/auth/login is sent
 * with every request (Lighthouse's extraHeaders). The admin pages are /admin, every tab and every
 * section of a tab (read from the panel's own tab and section links) and the course editor.
 * Prints one table row per page: performance, accessibility, best practices and SEO, the
 * JavaScript the page transfers on arrival (compressed kB and bytes), FCP, LCP, TBT and CLS. Each
 * page is measured after a discarded first load (warm server caches); with `--runs n` the run with
 * the median performance score is reported, with the range. The full reports go to
 * test-reports/lighthouse-*.json. See bench/README.md.
 *
 * Usage: npm run build && npm run bench:lighthouse [-- --runs 3] [--pages /forhandlere,/admin?fane=kurs]
 *        [--only public|dealer|admin] [--port 3201] [--throttling devtools]
 *        [--base http://127.0.0.1:3000 (a server already running)]
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { DEMO_ACCOUNTS } from '../prisma/seed/accounts';
import { numericArg, startBenchServer } from './server';

function stringArg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/**
 * Lighthouse's default is 'simulate' (a model replayed from an unthrottled load). On loopback the
 * scripts arrive before the first paint, which that model then charges to LCP; '--throttling
 * devtools' applies the same mobile network and CPU limits to the real load instead.
 */
const THROTTLING: 'simulate' | 'devtools' = stringArg('throttling') === 'devtools' ? 'devtools' : 'simulate';
const RUNS = Math.min(numericArg('runs', 1), 9);
const REPORT_DIR = path.resolve(__dirname, '..', 'test-reports');

/**
 * Every public page (docs/product.md §2, Routes): the catalogue, two product pages (3010 with
 * hazard labelling), the dealer finder bare and answering a postal search, the contact page under
 * both addresses, the about and privacy pages, both login pages and the 404 page.
 */
const PUBLIC_PAGES = [
  '/',
  '/produkt/1010',
  '/produkt/3010',
  '/forhandlere',
  '/forhandlere?postnummer=5003',
  '/kontakt',
  '/for-kontakt',
  '/om-oss',
  '/personvern',
  '/tilgjengelighet',
  '/auth',
  '/admin/auth',
  '/finnes-ikke',
];

/** The dealer portal's pages, signed in as the demo dealer. */
const DEALER_PAGES = ['/dealer-portal', '/dealer/courses', '/dealer/courses/1'];

/** The admin pages besides the tabs and sections (read from /admin's links), signed in as the demo administrator. */
const ADMIN_PAGES = ['/admin', '/admin/kurs/1'];

type Audience = 'public' | 'dealer' | 'admin';

/** Who a page is for: the admin panel (not its login pages), the dealer's pages, else everyone. */
function audienceOf(page: string): Audience {
  if (/^\/admin(\?|\/(?!auth|login)|$)/.test(page)) return 'admin';
  if (/^\/(dealer|dealer-portal|konto)(\/|\?|$)/.test(page)) return 'dealer';
  return 'public';
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const ONLY = stringArg('only')?.split(',') as Audience[] | undefined;

/** The session cookie (`name=value; …`) of a sign-in as the demo account with the role. */
async function sessionCookie(base: string, role: 'DEALER' | 'ADMIN'): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`No demo ${role} in the seed`);
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (response.status !== 200) throw new Error(`Signing in as ${account.email} answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`Signing in as ${account.email} set no cookie`);
  return cookie;
}

/** /admin, every tab followed by its sections (the links of the panel's tab and section bars), then the rest of ADMIN_PAGES. */
async function adminPages(base: string, cookie: string): Promise<string[]> {
  const read = async (page: string) => {
    const response = await fetch(`${base}${page}`, { headers: { cookie }, redirect: 'manual' });
    if (response.status !== 200) throw new Error(`${page} answered ${response.status} signed in as the administrator`);
    const hrefs = [...(await response.text()).matchAll(/href="([^"]*)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
    return [...new Set(hrefs)];
  };
  const tabs = (await read('/admin')).filter((href) => /^\/admin\?fane=[\w-]+$/.test(href));
  const sectionsOf = await Promise.all(
    tabs.map(async (tab) => (await read(tab)).filter((href) => href.startsWith(`${tab}&del=`) && /^\/admin\?fane=[\w-]+&del=[\w-]+$/.test(href))),
  );
  return [...new Set(['/admin', ...tabs.flatMap((tab, i) => [tab, ...sectionsOf[i]]), ...ADMIN_PAGES])];
}

interface ResourceItem {
  resourceType: string;
  transferSize: number;
}

interface Row {
  page: string;
  perf: number;
  a11y: number;
  'best pr.': number;
  seo: number;
  'JS kB': number;
  /** The scripts' transfer size in bytes (compressed), first load. */
  'JS bytes': number;
  FCP: string;
  LCP: string;
  TBT: string;
  CLS: string;
  /** Lowest–highest performance score over the runs (only with --runs > 1). */
  'perf range'?: string;
}

/** test-reports/lighthouse-<page>.json: '/' is 'home', other characters become '-'. */
function reportName(page: string): string {
  if (page === '/') return 'lighthouse-home.json';
  return `lighthouse${page.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}.json`;
}

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // chrome-launcher reports a missing binary as an unhandled 'error' event: check first.
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const base = stringArg('base');
  const server = base
    ? { base: base.replace(/\/$/, ''), stop: async () => {} }
    : await startBenchServer(numericArg('port', 3201)).catch((error) => {
        chrome.kill();
        throw error;
      });
  try {
    mkdirSync(REPORT_DIR, { recursive: true });
    const rows: Row[] = [];
    const notes: string[] = [];
    // The session cookies are sent as a header with every request, so Lighthouse's storage reset
    // between runs does not sign the page out.
    const cookies: Partial<Record<Audience, string>> = {};
    const wanted = (audience: Audience) => !ONLY || ONLY.includes(audience);
    const listed = stringArg('pages')
      ?.split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const pages = listed ?? [
      ...(wanted('public') ? PUBLIC_PAGES : []),
      ...(wanted('dealer') ? DEALER_PAGES : []),
      ...(wanted('admin') ? await adminPages(server.base, (cookies.admin = await sessionCookie(server.base, 'ADMIN'))) : []),
    ];
    for (const page of pages) {
      const audience = audienceOf(page);
      if (audience !== 'public') cookies[audience] ??= await sessionCookie(server.base, audience === 'admin' ? 'ADMIN' : 'DEALER');
      const cookie = cookies[audience];
      const flags = {
        port: chrome.port,
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: [...CATEGORIES],
        throttlingMethod: THROTTLING,
        // The full-page screenshot stretches the viewport over the whole page, which would run
        // every below-the-fold lazy load (the home page's contact form, the finder's map) that a
        // visitor only triggers by scrolling; the figures measure what a page loads on arrival.
        disableFullPageScreenshot: true,
        // The 404 page is measured as the page it is, not refused as an errored document.
        ignoreStatusCode: true,
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      };
      // A first, discarded run warms the server's caches (image variants are encoded on first
      // request, which would compete for the CPU with the page being measured).
      await lighthouse(`${server.base}${page}`, flags);
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${server.base}${page}`, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        runs.push(result.lhr);
      }
      const scores = runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
      const order = scores.map((s, i) => [s, i]).sort((a, b) => a[0] - b[0]);
      const lhr = runs[order[Math.floor((order.length - 1) / 2)][1]];
      writeFileSync(path.join(REPORT_DIR, reportName(page)), JSON.stringify(lhr));
      const items = (lhr.audits['resource-summary']?.details as { items?: ResourceItem[] } | undefined)?.items ?? [];
      const script = items.find((i) => i.resourceType === 'script');
      const score = (c: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      rows.push({
        page: audience === 'public' ? page : `${page} (${audience === 'admin' ? 'administrator' : 'dealer'})`,
        perf: score('performance'),
        a11y: score('accessibility'),
        'best pr.': score('best-practices'),
        seo: score('seo'),
        'JS kB': script ? Math.round(script.transferSize / 1024) : 0,
        'JS bytes': script?.transferSize ?? 0,
        FCP: lhr.audits['first-contentful-paint']?.displayValue ?? '',
        LCP: lhr.audits['largest-contentful-paint']?.displayValue ?? '',
        TBT: lhr.audits['total-blocking-time']?.displayValue ?? '',
        CLS: lhr.audits['cumulative-layout-shift']?.displayValue ?? '',
        ...(RUNS > 1 ? { 'perf range': `${Math.min(...scores)}–${Math.max(...scores)}` } : {}),
      });
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      if (failed.length) notes.push(`${page}: audits not passed: ${failed.join(', ')}`);
      console.log(`measured ${page}: performance ${scores.join(', ')}`);
    }
    for (const note of notes) console.log(note);
    console.log(`throttling: ${THROTTLING}; runs per page: ${RUNS}${RUNS > 1 ? ' (median by performance shown)' : ''}`);
    console.table(rows);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
