/**
 * Cost of the product search (lib/catalogue/search.ts; not part of `npm test`): 10,000 generated
 * products (names built from the demo's words, HTML descriptions; 12,500 sizes) in a throwaway database on
 * TEST_DATABASE_URL's server, then `searchProducts` (the /sok page) and `suggestProducts`
 * (GET /api/products/search) over a fixed mix of queries; prints p50/p95/max in milliseconds,
 * database round trips included. Goals (issue 26): p95 < 30 ms, suggestions < 20 ms.
 * Usage: npm run bench:search [-- --iterations 20] [--keep] [--explain] (--keep leaves the database
 * in place and prints its URL, for EXPLAIN ANALYZE by hand; drop it afterwards. --explain prints
 * each query's plan, EXPLAIN ANALYZE of the search's own SQL, after the figures).
 */
import { performance } from 'node:perf_hooks';
import { createPrismaClient, type PrismaClient } from '../lib/db';
import { Prisma } from '../lib/generated/prisma/client';
import { searchProducts, searchSql, suggestProducts, SEARCH_RESULT_LIMIT } from '../lib/catalogue/search';
import { createMigratedDatabase, dropDatabase, openTestServer } from '../tests/support/test-database';
import { loadEnv } from '../scripts/db/database';
import { numericArg } from './server';

const iterations = Math.min(numericArg('iterations', 20), 1000);
const TOTAL = 10_000;
const keep = process.argv.includes('--keep');
const explain = process.argv.includes('--explain');

/** The queries measured: typos, compounds, stems, article numbers, prefixes, nothing found. */
export const QUERIES = [
  'tekolje',
  'teak olje',
  'oljer',
  'møbelpolish',
  'mobelpolsh',
  'lær',
  'P-4711',
  'parkett matt',
  'ripefjerner eik',
  'xyzzy',
  'spray',
  'te',
];

const STEMS = [
  'Teakolje',
  'Møbelpolish',
  'Lærbalsam',
  'Parkettpleie',
  'Tresåpe',
  'Ripefjerner',
  'Hagemøbelolje',
  'Tekstilrens',
  'Voks',
  'Linolje',
  'Skinnrens',
  'Messingpuss',
];
const WORDS = ['Natur', 'Klassisk', 'Matt', 'Blank', 'Eik', 'Mørk', 'Lys', 'Spray', 'Sitrus', 'Antikk', 'Hvit', 'Mild'];
const SIZES = ['250 ml', '500 ml', '1 l', '2,5 l', '100 ml', '400 ml'];
const CATEGORIES = ['Møbelpolish', 'Trepleie', 'Treolje', 'Lærpleie', 'Gulvbeskyttelse', 'Tekstil', 'Diverse'];

async function addProducts(prisma: PrismaClient): Promise<void> {
  const batch = 1000;
  for (let start = 0; start < TOTAL; start += batch) {
    await prisma.product.createMany({
      data: Array.from({ length: batch }, (_, k) => {
        const i = start + k;
        const stem = STEMS[i % STEMS.length];
        return {
          articleNumber: `P-${i + 1000}`,
          sortKey: i + 1000,
          name: `${stem} ${WORDS[(i * 7) % WORDS.length]} ${SIZES[(i * 3) % SIZES.length]}`,
          category: CATEGORIES[i % CATEGORIES.length],
          imageUrl: '/media/x.jpg',
          description: `<p>${stem} gir <strong>næring</strong> til overflaten. Passer for oljet tre, lær og ${WORDS[i % WORDS.length].toLowerCase()} flater.</p><ul><li>Tørk av overflødig olje</li></ul>`,
        };
      }),
    });
  }
  // Sizes: each product its main size (its own article number, as migration 20261124194500 made
  // them), every fourth a second size ('P-1004-2').
  await prisma.$executeRawUnsafe(`
    INSERT INTO "ProductVariant" ("productId", "articleNumber", "sortKey", "sizeLabel", "position", "updatedAt")
    SELECT id, "articleNumber", "sortKey", '500 ml', 0, now() FROM "Product"
    UNION ALL
    SELECT id, "articleNumber" || '-2', "sortKey", '1 l', 1, now() FROM "Product" WHERE "sortKey" % 4 = 0`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n: number) => Math.round(n * 100) / 100;

/** The p50 of each query, per measurement (printed after the totals). */
const perQuery = new Map<string, Record<string, number>>();

async function measure(label: string, run: (q: string) => Promise<unknown>) {
  for (const q of QUERIES) await run(q); // warm-up
  const times: number[] = [];
  const byQuery = new Map<string, number[]>(QUERIES.map((q) => [q, []]));
  for (let n = 0; n < iterations; n++) {
    for (const q of QUERIES) {
      const t = performance.now();
      await run(q);
      const ms = performance.now() - t;
      times.push(ms);
      byQuery.get(q)!.push(ms);
    }
  }
  for (const [q, ms] of byQuery) {
    ms.sort((a, b) => a - b);
    perQuery.set(q, { ...perQuery.get(q), [`${label.split(' ')[0]} p50 ms`]: round(percentile(ms, 50)) });
  }
  times.sort((a, b) => a - b);
  return {
    what: label,
    samples: times.length,
    'p50 ms': round(percentile(times, 50)),
    'p95 ms': round(percentile(times, 95)),
    'max ms': round(times[times.length - 1]),
  };
}

async function main() {
  loadEnv();
  const { serverUrl, embedded } = await openTestServer();
  const name = `pleie_bench_search_${process.pid}`;
  const url = await createMigratedDatabase(serverUrl, name);
  const prisma = createPrismaClient(url);
  try {
    await addProducts(prisma);
    // A settled table, as autovacuum keeps it: the GIN indexes' pending lists merged, statistics fresh.
    await prisma.$executeRawUnsafe('VACUUM ANALYZE "Product", "ProductVariant"');
    const rows = [
      await measure('search (/sok, 60 results)', (q) => searchProducts(prisma, q)),
      await measure('suggestions (8)', (q) => suggestProducts(prisma, q)),
    ];
    console.log(`${TOTAL} products; queries: ${QUERIES.join(', ')}`);
    console.table(rows);
    const hits = await Promise.all(QUERIES.map(async (q) => (await searchProducts(prisma, q)).hits.length));
    console.table(QUERIES.map((q, i) => ({ query: q, hits: hits[i], ...perQuery.get(q) })));
    if (explain) {
      for (const q of QUERIES) {
        const plan = await prisma.$queryRaw<{ 'QUERY PLAN': string }[]>(
          Prisma.sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${searchSql(q, SEARCH_RESULT_LIMIT, true)}`,
        );
        console.log(`\n-- ${q}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
  } finally {
    await prisma.$disconnect();
    if (keep) console.log(`kept: ${url}`);
    else await dropDatabase(serverUrl, name);
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
