/**
 * Lighthouse scores (not part of `npm test`): mobile preset (Lighthouse's default), Debian's
 * Chromium, against the production build on loopback. Prints performance, accessibility,
 * best practices and SEO for `/`, a product page, `/om-oss` and `/kontakt` (or `--pages a,b`), plus the JavaScript `/` loads
 * (compressed bytes). Each page is measured on its second load (warm server caches); the full reports go to test-reports/lighthouse-*.json. Usage: npm run build && npm run bench:lighthouse
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { numericArg, startBenchServer } from './server';

/**
 * Lighthouse's default is 'simulate' (a model replayed from an unthrottled load). On loopback the
 * scripts arrive before the first paint, which that model then charges to LCP; '--throttling
 * devtools' applies the same mobile network and CPU limits to the real load instead.
 */
const THROTTLING: 'simulate' | 'devtools' = process.argv.includes('--throttling') && process.argv[process.argv.indexOf('--throttling') + 1] === 'devtools' ? 'devtools' : 'simulate';
const REPORT_DIR = path.resolve(__dirname, '..', 'test-reports');
/** The default pages; `--pages /kontakt,/om-oss` measures others. */
const PAGES = process.argv.includes('--pages')
  ? (process.argv[process.argv.indexOf('--pages') + 1] ?? '').split(',').filter((p) => p.startsWith('/'))
  : ['/', '/produkt/1010', '/om-oss', '/kontakt'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface ResourceItem {
  resourceType: string;
  transferSize: number;
}

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // chrome-launcher reports a missing binary as an unhandled 'error' event: check first.
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const server = await startBenchServer(numericArg('port', 3201)).catch((error) => {
    chrome.kill();
    throw error;
  });
  try {
    mkdirSync(REPORT_DIR, { recursive: true });
    const rows = [];
    for (const page of PAGES) {
      const flags = {
        port: chrome.port,
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: [...CATEGORIES],
        throttlingMethod: THROTTLING,
        // The full-page screenshot stretches the viewport over the whole page, which would run
        // every below-the-fold lazy load (the home page's contact form) that a visitor only
        // triggers by scrolling; the figures measure what a page loads on arrival.
        disableFullPageScreenshot: true,
      };
      // A first, discarded run warms the server's caches (image variants are encoded on first
      // request, which would compete for the CPU with the page being measured).
      await lighthouse(`${server.base}${page}`, flags);
      const result = await lighthouse(`${server.base}${page}`, flags);
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { lhr } = result;
      const report = path.join(REPORT_DIR, `lighthouse${page === '/' ? '-home' : page.replace(/\//g, '-')}.json`);
      writeFileSync(report, JSON.stringify(lhr));
      const items = ((lhr.audits['resource-summary']?.details as { items?: ResourceItem[] } | undefined)?.items ?? []);
      const script = items.find((i) => i.resourceType === 'script');
      rows.push({
        page,
        ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
        'JS kB (compressed)': script ? Math.round(script.transferSize / 1024) : 0,
        FCP: lhr.audits['first-contentful-paint']?.displayValue,
        LCP: lhr.audits['largest-contentful-paint']?.displayValue,
        TBT: lhr.audits['total-blocking-time']?.displayValue,
        CLS: lhr.audits['cumulative-layout-shift']?.displayValue,
      });
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      if (failed.length) console.log(`${page}: audits not passed: ${failed.join(', ')}`);
    }
    console.log(`throttling: ${THROTTLING}`);
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
