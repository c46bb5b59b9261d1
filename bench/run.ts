/**
 * Load benchmark (not part of `npm test`): starts the production build on loopback with the
 * usual database set-up (DATABASE_URL, else the embedded demo database), then measures
 * requests per second and latency percentiles with autocannon for
 *   - `/`               the server-rendered home page (catalogue from PostgreSQL),
 *   - `/produkt/1010`   a product page,
 *   - `/api/health`     a route handler with one database round trip,
 *   - a static file     a build chunk served by the same server: the ceiling to compare with.
 * Usage: npm run build && npm run bench [-- --duration 10 --connections 10]
 * Loopback only; each run is bounded by its duration.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { numericArg, startBenchServer } from './server';

const duration = Math.min(numericArg('duration', 10), 60);
const connections = Math.min(numericArg('connections', 10), 100);
const port = numericArg('port', 3200);

async function measure(name: string, url: string) {
  // A short warm-up so caches and JIT are in their steady state.
  await autocannon({ url, connections, duration: 2 });
  const r = await autocannon({ url, connections, duration });
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

async function main() {
  const { base, stop } = await startBenchServer(port);
  try {
    const html = await (await fetch(`${base}/`)).text();
    const chunk = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
    if (!chunk) throw new Error('No static chunk found in the home page');

    console.log(`\nautocannon: ${connections} connections, ${duration} s per target, ${base}\n`);
    const rows = [];
    rows.push(await measure('/', `${base}/`));
    rows.push(await measure('/produkt/1010', `${base}/produkt/1010`));
    rows.push(await measure('/api/health', `${base}/api/health`));
    const ceiling = await measure(`static ${path.basename(chunk)}`, `${base}${chunk}`);
    rows.push(ceiling);
    console.table(
      rows.map((r) => ({ ...r, 'vs static': (r['req/s (avg)'] / Math.max(1, ceiling['req/s (avg)'])).toFixed(2) })),
    );
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
