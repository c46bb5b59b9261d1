/**
 * Lighthouse scores of every public page (not part of `npm test`): mobile preset (Lighthouse's
 * default), Debian's Chromium, against the production build on loopback. Prints one table row per
 * page: performance, accessibility, best practices and SEO, the JavaScript the page transfers
 * (compressed kB), FCP, LCP, TBT and CLS. Each page is measured after a discarded first load (warm
 * server caches); with `--runs n` the run with the median performance score is reported, with the
 * range. The full reports go to test-reports/lighthouse-*.json. See bench/README.md.
 *
 * Usage: npm run build && npm run bench:lighthouse [-- --runs 3] [--pages /forhandlere,/kontakt]
 *        [--port 3201] [--throttling devtools] [--base http://127.0.0.1:3000 (a server already running)]
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
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
 * Every public page (docs/product.md §2, Routes): the catalogue, a product page, the dealer
 * finder bare and answering a postal search, the contact page under both addresses, the about
 * and privacy pages, both login pages and the 404 page.
 */
const ALL_PAGES = [
  '/',
  '/produkt/1010',
  '/forhandlere',
  '/forhandlere?postnummer=5003',
  '/kontakt',
  '/for-kontakt',
  '/om-oss',
  '/personvern',
  '/auth',
  '/admin/auth',
  '/finnes-ikke',
];
const PAGES = stringArg('pages')?.split(',').map((p) => p.trim()).filter(Boolean) ?? ALL_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

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
    for (const page of PAGES) {
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
        page,
        perf: score('performance'),
        a11y: score('accessibility'),
        'best pr.': score('best-practices'),
        seo: score('seo'),
        'JS kB': script ? Math.round(script.transferSize / 1024) : 0,
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
