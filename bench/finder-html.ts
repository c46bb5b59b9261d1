/**
 * `npm run bench:finder` (after `npm run build`; not part of `npm test`): the size of the dealer
 * finder's HTML at 112 (demo), 10,000 and 100,000 locations (docs/product.md §2, 'The finder at any
 * size'). For each size it starts the production build on a throwaway database (the demo seed plus
 * generated locations, as bench/dealer-search.ts makes them), requests `/forhandlere` and
 * `/forhandlere?postnummer=5003` (and the other pages given with `--paths`) and prints the HTML's
 * bytes, raw and gzip-compressed (zlib, default level), the part of them that is the RSC payload
 * (the `self.__next_f.push` scripts the client islands hydrate from), the number of cards, and the
 * median time of five requests after a discarded first one. The server is started anew for each
 * size, so no page comes from the cache of a smaller list. The database is created on
 * TEST_DATABASE_URL's server (else DATABASE_URL's, else an embedded PostgreSQL) as
 * `${BENCH_DB_PREFIX:-pleie}_bench_finder_<pid>` and dropped at the end.
 * Usage: npm run bench:finder [-- --port 3202 --sizes 112,10000,100000 --paths /forhandlere,/forhandlere?q=bergen]
 */
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { createPrismaClient } from '../lib/db';
import { createDatabase, dropDatabase, openTestServer } from '../tests/support/test-database';
import { loadEnv } from '../scripts/db/database';
import { addGenerated } from './dealer-search';
import { numericArg, startBenchServer } from './server';

function listArg(name: string, fallback: string[]): string[] {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1].split(',').filter(Boolean) : fallback;
}

const port = numericArg('port', 3202);
const sizes = listArg('sizes', ['112', '10000', '100000'])
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 112);
const paths = listArg('paths', ['/forhandlere', '/forhandlere?postnummer=5003']);

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function measurePage(base: string, path: string) {
  const get = async () => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', accept: 'text/html' } });
    const html = await res.text();
    return { status: res.status, html, ms: performance.now() - started };
  };
  await get(); // renders and caches what the page caches
  const runs = [];
  for (let i = 0; i < 5; i++) runs.push(await get());
  const { status, html } = runs[runs.length - 1];
  const raw = Buffer.byteLength(html);
  const rsc = [...html.matchAll(/<script>self\.__next_f\.push\(.*?\)<\/script>/gs)].reduce((n, m) => n + Buffer.byteLength(m[0]), 0);
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  return {
    page: path,
    status,
    cards: (html.match(/data-testid="dealer-card"/g) ?? []).length,
    'HTML raw': kB(raw),
    'HTML gzip': kB(gzipSync(html).length),
    'of it RSC payload': kB(rsc),
    'bytes raw': raw,
    'median ms': Math.round(times[2]),
  };
}

async function main() {
  loadEnv();
  const { serverUrl, embedded } = await openTestServer();
  const name = `${process.env.BENCH_DB_PREFIX || 'pleie'}_bench_finder_${process.pid}`;
  const url = await createDatabase(serverUrl, name);
  // The bench server migrates and seeds the empty database (scripts/serve.ts), as `npm start` does.
  process.env.DATABASE_URL = url;
  process.env.SEED_DEMO = 'true';
  const prisma = createPrismaClient(url);
  const rows: Array<Record<string, string | number>> = [];
  try {
    // The first start migrates and seeds the demo list (112 locations).
    await (await startBenchServer(port)).stop();
    let count = await prisma.dealerLocation.count();
    for (const size of sizes) {
      if (size > count) {
        await addGenerated(prisma, count - 112, size - count);
        await prisma.$executeRawUnsafe('ANALYZE "DealerLocation"');
        count = await prisma.dealerLocation.count();
      }
      const server = await startBenchServer(port);
      try {
        for (const path of paths) rows.push({ locations: count.toLocaleString('en'), ...(await measurePage(server.base, path)) });
      } finally {
        await server.stop();
      }
    }
    console.table(rows);
  } finally {
    await prisma.$disconnect();
    await dropDatabase(serverUrl, name);
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
