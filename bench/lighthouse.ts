/**
 * Lighthouse scores (not part of `npm test`): mobile preset (Lighthouse's default), Debian's
 * Chromium, against the production build on loopback. Prints performance, accessibility,
 * best practices and SEO for `/`, a product page and `/om-oss`, plus the JavaScript `/` loads
 * (compressed bytes). Usage: npm run build && npm run bench:lighthouse
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { numericArg, startBenchServer } from './server';

const PAGES = ['/', '/produkt/1010', '/om-oss'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface ResourceItem {
  resourceType: string;
  transferSize: number;
}

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startBenchServer(numericArg('port', 3201));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const rows = [];
    for (const page of PAGES) {
      const result = await lighthouse(`${server.base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { lhr } = result;
      const items = ((lhr.audits['resource-summary']?.details as { items?: ResourceItem[] } | undefined)?.items ?? []);
      const script = items.find((i) => i.resourceType === 'script');
      rows.push({
        page,
        ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
        'JS kB (compressed)': script ? Math.round(script.transferSize / 1024) : 0,
        LCP: lhr.audits['largest-contentful-paint']?.displayValue,
        CLS: lhr.audits['cumulative-layout-shift']?.displayValue,
      });
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      if (failed.length) console.log(`${page}: audits not passed: ${failed.join(', ')}`);
    }
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
