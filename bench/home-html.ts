/**
 * `npm run bench:home-html` (after `npm run build`; not part of `npm test`): the size of the home
 * page's HTML with the demo catalogue (61 products) and after generated products bring it to 1,000
 * (or the sizes given), with `/produkter/alle` and its second page beside it (docs/product.md:
 * Home, Category pages). It starts the production build on a throwaway database (the demo seed),
 * measures, stops it, adds generated products (their sizes, prices and categories like the demo's,
 * sorted after the demo products), starts it again, signs in as the demo administrator and deletes
 * one extra generated product through the API, as an operator would: that expires the 'products'
 * tag, so no page or data comes from a cache of the smaller catalogue (the build's prerendered
 * pages included). `/produkter/alle` must then show the new count, or the run fails.
 * For each page it prints the HTML's bytes, raw and gzip (zlib, default level), the part that is the
 * RSC payload (the `self.__next_f.push` scripts), the number of cards and the median time of five
 * requests after a discarded first one. The database is created on TEST_DATABASE_URL's server (else
 * DATABASE_URL's, else an embedded PostgreSQL) as `${BENCH_DB_PREFIX:-pleie}_bench_home_<pid>` and
 * dropped at the end. Exits 1 when the home page's HTML at the largest size is larger than at the
 * first: its markup (the HTML without the RSC payload) by a single byte, or the whole by more than
 * NOISE_BYTES. The RSC payload's rows stream in the order the page's parts finish rendering (the
 * layout's islands, the page's), so their ids and thus the payload's size move by a few dozen bytes
 * between two renders of the same page (seen: 94,953 and 94,996 B for the same 61 products).
 * Usage: npm run bench:home-html [-- --port 3202 --sizes 1000,5000 --save /tmp/home-html]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { createPrismaClient, type PrismaClient } from '../lib/db';
import { createDatabase, dropDatabase, openTestServer } from '../tests/support/test-database';
import { loadEnv } from '../scripts/db/database';
import { DEMO_ACCOUNTS } from '../prisma/seed/accounts';
import { numericArg, startBenchServer } from './server';

const port = numericArg('port', 3202);
const sizesArg = process.argv.indexOf('--sizes');
const sizes = (sizesArg >= 0 && process.argv[sizesArg + 1] ? process.argv[sizesArg + 1].split(',') : ['1000'])
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 61)
  .sort((a, b) => a - b);
const PATHS = ['/', '/produkter/alle', '/produkter/alle/side/2'];
const saveArg = process.argv.indexOf('--save');
/** `--save <dir>`: each page's HTML is written there as `<products>-<path>.html`, to compare by hand. */
const saveDir = saveArg >= 0 ? process.argv[saveArg + 1] : null;

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** How much two renders of the same home page may differ in size (the RSC rows' order, above). */
const NOISE_BYTES = 256;

interface Measured {
  products: string;
  page: string;
  status: number;
  cards: number;
  'HTML raw': string;
  'HTML gzip': string;
  'of it RSC payload': string;
  bytes: number;
  'markup bytes': number;
  'median ms': number;
}

async function measurePage(base: string, path: string, products: number): Promise<Measured & { html: string }> {
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
    products: products.toLocaleString('en'),
    page: path,
    status,
    // A card is an <article> with its 'Art.nr' line (ProductCard).
    cards: (html.match(/>Art\.nr: /g) ?? []).length,
    'HTML raw': kB(raw),
    'HTML gzip': kB(gzipSync(html).length),
    'of it RSC payload': kB(rsc),
    bytes: raw,
    'markup bytes': raw - rsc,
    'median ms': Math.round(times[2]),
    html,
  };
}

/** `count` more products after the demo ones (sort keys from 100,000), in the demo's categories, each with a size or two. */
async function addGenerated(prisma: PrismaClient, from: number, count: number): Promise<void> {
  const demo = await prisma.product.findMany({ select: { category: true, imageUrl: true }, orderBy: { articleNumber: 'asc' } });
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const i = from + start + k;
      const like = demo[i % demo.length];
      return {
        articleNumber: `G-${100000 + i}`,
        name: `Generert pleieprodukt ${i}`,
        sortKey: 100000 + i,
        category: like.category,
        imageUrl: like.imageUrl,
        description: '<p>Gir glans og <b>beskytter</b> overflaten.</p>',
      };
    });
    const products = await prisma.product.createManyAndReturn({ data: rows, select: { id: true, articleNumber: true, sortKey: true } });
    await prisma.productVariant.createMany({
      data: products.flatMap((p) => {
        const i = p.sortKey - 100000;
        const first = { productId: p.id, articleNumber: p.articleNumber, sortKey: p.sortKey, position: 0, recommendedPriceNok: 99 + (i % 50) };
        return i % 4 === 0
          ? [
              { ...first, sizeLabel: '500 ml' },
              { productId: p.id, articleNumber: `G-${500000 + i}`, sortKey: 500000 + i, position: 1, sizeLabel: '1 l', recommendedPriceNok: 179 + (i % 50) },
            ]
          : [first];
      }),
    });
  }
}

/** Signs in as the demo administrator and deletes the product: the write expires the 'products' tag (lib/cache.ts). */
async function deleteThroughApi(base: string, id: number): Promise<void> {
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (login.status !== 200) throw new Error(`Signing in as ${admin.email} answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${base}/api/products/${id}`, { method: 'DELETE', headers: { cookie } });
  if (res.status !== 200) throw new Error(`DELETE /api/products/${id} answered ${res.status}: ${await res.text()}`);
}

async function main() {
  loadEnv();
  const { serverUrl, embedded } = await openTestServer();
  const name = `${process.env.BENCH_DB_PREFIX || 'pleie'}_bench_home_${process.pid}`;
  const url = await createDatabase(serverUrl, name);
  // The bench server migrates and seeds the empty database (scripts/serve.ts), as `npm start` does.
  process.env.DATABASE_URL = url;
  process.env.SEED_DEMO = 'true';
  const prisma = createPrismaClient(url);
  const rows: Measured[] = [];
  const home: Measured[] = [];
  let failed = false;
  try {
    for (const size of [0, ...sizes]) {
      // The first start migrates and seeds the database; later ones find the demo products there.
      if (size > 0) {
        const count = await prisma.product.count();
        // One more than asked: the API deletes it once the server runs.
        await addGenerated(prisma, count, size + 1 - count);
        await prisma.$executeRawUnsafe('ANALYZE "Product"');
      }
      const server = await startBenchServer(port);
      try {
        if (size > 0) {
          const extra = await prisma.product.findFirstOrThrow({ orderBy: { sortKey: 'desc' }, select: { id: true } });
          await deleteThroughApi(server.base, extra.id);
        }
        const count = await prisma.product.count();
        for (const path of PATHS) {
          const { html, ...measured } = await measurePage(server.base, path, count);
          if (path === '/produkter/alle' && !html.includes(`${count} produkter`)) {
            throw new Error(`/produkter/alle does not say '${count} produkter': the page came from a cache of another catalogue`);
          }
          if (path === '/') home.push(measured);
          if (saveDir) {
            mkdirSync(saveDir, { recursive: true });
            writeFileSync(`${saveDir}/${count}-${path.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home'}.html`, html);
          }
          rows.push(measured);
        }
      } finally {
        await server.stop();
      }
    }
    console.table(rows);
    const [first, last] = [home[0], home[home.length - 1]];
    failed = last['markup bytes'] > first['markup bytes'] || last.bytes > first.bytes + NOISE_BYTES;
    const figures = (m: Measured) => `${m.bytes.toLocaleString('en')} B (markup ${m['markup bytes'].toLocaleString('en')} B) at ${m.products} products`;
    console.log(`Home page HTML: ${figures(first)}, ${figures(last)}: ${failed ? 'LARGER' : 'not larger'}.`);
  } finally {
    await prisma.$disconnect();
    await dropDatabase(serverUrl, name);
    await embedded?.stop();
  }
  if (failed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
