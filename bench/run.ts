/**
 * Load benchmark (not part of `npm test`): starts the production build on loopback with the
 * usual database set-up (DATABASE_URL, else the embedded demo database), then measures
 * requests per second and latency percentiles with autocannon for
 *   - `/`               the home page (catalogue from PostgreSQL, served from the route cache),
 *   - `/produkt/1010`   a product page,
 *   - `/om-oss`         a page without database content,
 *   - `/api/products/public` the public catalogue API,
 *   - `/api/health`     a route handler with one database round trip (never cached),
 *   - a static file     a build chunk served by the same server: the ceiling to compare with.
 * Every request asks for compressed answers as browsers do (`Accept-Encoding: gzip, deflate,
 * br`). The ceiling is the build chunk whose size is closest to the home page's HTML, so the
 * ratio compares the same amount of work per byte, not a 1 kB file with a 100 kB page; the
 * smallest chunk is measured too and printed for reference.
 * Usage: npm run build && npm run bench [-- --duration 10 --connections 10]
 * Loopback only; each run is bounded by its duration.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { numericArg, startBenchServer } from './server';

const duration = Math.min(numericArg('duration', 10), 60);
const connections = Math.min(numericArg('connections', 10), 100);
const port = numericArg('port', 3200);
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/json,*/*' };

async function measure(name: string, url: string) {
  // A short warm-up so caches and JIT are in their steady state.
  await autocannon({ url, connections, duration: 2, headers: BROWSER_HEADERS });
  const r = await autocannon({ url, connections, duration, headers: BROWSER_HEADERS });
  return {
    target: name,
    'req/s (avg)': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p90 ms': r.latency.p90,
    'p99 ms': r.latency.p99,
    'max ms': r.latency.max,
    errors: r.errors + r.non2xx,
  };
}

/** Build chunks with their sizes (bytes on disk, uncompressed). */
function buildChunks(): Array<{ file: string; size: number }> {
  const dir = path.resolve(__dirname, '..', '.next', 'static', 'chunks');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, size: statSync(path.join(dir, f)).size }));
}

async function main() {
  const { base, stop } = await startBenchServer(port);
  try {
    const html = await (await fetch(`${base}/`)).text();
    const chunks = buildChunks();
    const closest = chunks.reduce((a, b) => (Math.abs(b.size - html.length) < Math.abs(a.size - html.length) ? b : a));
    const smallest = chunks.reduce((a, b) => (b.size < a.size ? b : a));
    const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;

    console.log(`\nautocannon: ${connections} connections, ${duration} s per target, ${base}`);
    console.log(`home page HTML ${kb(html.length)}; ceiling chunk ${closest.file} ${kb(closest.size)}\n`);
    const rows = [];
    rows.push(await measure('/', `${base}/`));
    rows.push(await measure('/produkt/1010', `${base}/produkt/1010`));
    rows.push(await measure('/om-oss', `${base}/om-oss`));
    rows.push(await measure('/api/products/public', `${base}/api/products/public`));
    rows.push(await measure('/api/health', `${base}/api/health`));
    const ceiling = await measure(`static ${kb(closest.size)} (ceiling)`, `${base}/_next/static/chunks/${closest.file}`);
    rows.push(ceiling);
    rows.push(await measure(`static ${kb(smallest.size)} (reference)`, `${base}/_next/static/chunks/${smallest.file}`));
    console.table(rows.map((r) => ({ ...r, 'vs ceiling': (r['req/s (avg)'] / Math.max(1, ceiling['req/s (avg)'])).toFixed(2) })));
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
