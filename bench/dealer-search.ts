/**
 * Cost of the nearby-dealer search on the server (not part of `npm test`): for the demo list
 * (112 locations) and for 10,000 and 100,000 generated locations, times `searchByPostalCode`
 * (the work behind GET /api/dealer-locations/nearby, database round trips included) over a mix
 * of postal codes — ones found in a dealer address, ones placed by the prefix table, unknown
 * ones — without and with the product filter (a category; a third of the generated locations carry
 * only some categories) — and prints p50/p90/p99/max in milliseconds; then the same for a page of
 * the finder's list (loadFinderPage: the text filter `?q=` and the pages `?side=`).
 * Uses a throwaway database on TEST_DATABASE_URL's server (else DATABASE_URL's, else an
 * embedded PostgreSQL), dropped at the end.
 * Usage: npm run bench:dealers [-- --iterations 300]
 */
import { performance } from 'node:perf_hooks';
import { createPrismaClient, type PrismaClient } from '../lib/db';
import { loadFinderPage, searchByPostalCode } from '../lib/dealers/search';
import { seedDealerLocations } from '../prisma/seed';
import { postalPrefixCentres } from '../lib/dealers/postal-prefixes';
import { createMigratedDatabase, dropDatabase, openTestServer } from '../tests/support/test-database';
import { loadEnv } from '../scripts/db/database';
import { numericArg } from './server';

const iterations = Math.min(numericArg('iterations', 300), 5000);

/** A deterministic pseudo-random sequence (mulberry32), so every run measures the same data. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Adds generated dealers scattered around the prefix-table centres, with postal codes in their addresses. */
export async function addGenerated(prisma: PrismaClient, first: number, total: number): Promise<void> {
  const next = random(first + 42);
  const batch = 5000;
  for (let start = 0; start < total; start += batch) {
    const rows = Array.from({ length: Math.min(batch, total - start) }, (_, k) => {
      const i = first + start + k;
      const centre = postalPrefixCentres[Math.floor(next() * postalPrefixCentres.length)];
      const code = `${centre.prefix}${String(Math.floor(next() * 10 ** (4 - centre.prefix.length))).padStart(4 - centre.prefix.length, '0')}`;
      return {
        id: `gen${i}`,
        name: `Forhandler ${i}`,
        address: `Gate ${1 + Math.floor(next() * 200)}, ${code} Sted`,
        lat: centre.lat + (next() - 0.5) * 0.8,
        lng: centre.lng + (next() - 0.5) * 1.6,
        // What it carries: everything for two in three, else one or two categories.
        categories: next() < 2 / 3 ? [] : CATEGORIES.filter(() => next() < 0.3).slice(0, 2),
      };
    });
    await prisma.dealerLocation.createMany({ data: rows });
  }
}

export const CATEGORIES = ['Møbelpolish', 'Lærpleie', 'Treolje', 'Trepleie', 'Gulvbeskyttelse', 'Tekstil'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One row of the table: the timings' percentiles in milliseconds and the average number of results. */
function summary(label: string, categories: string[], times: number[], found: number) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    dealers: label,
    filter: categories.join(', ') || '–',
    searches: sorted.length,
    'avg results': Math.round(found / sorted.length),
    'p50 ms': round(percentile(sorted, 50)),
    'p90 ms': round(percentile(sorted, 90)),
    'p99 ms': round(percentile(sorted, 99)),
    'max ms': round(sorted[sorted.length - 1]),
  };
}

async function measure(prisma: PrismaClient, label: string, categories: string[] = []) {
  const next = random(7);
  const codes = ['0150', '5003', '7010', '9008', '4006', '9170', 'abcd', '3001', '1337', '8006'];
  for (let i = 0; i < 20; i++) await searchByPostalCode(prisma, codes[i % codes.length]); // warm-up
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < iterations; i++) {
    const code = next() < 0.7 ? codes[Math.floor(next() * codes.length)] : String(Math.floor(next() * 10000)).padStart(4, '0');
    const started = performance.now();
    const result = await searchByPostalCode(
      prisma,
      code,
      categories.map((category) => ({ kind: 'category' as const, category })),
    );
    times.push(performance.now() - started);
    found += result.dealers.length;
  }
  return summary(label, categories, times, found);
}

/**
 * A page of the finder's list (loadFinderPage: the count and the page by name, what
 * GET /api/dealer-locations and `/forhandlere?q=…&side=…` run): a mix of texts (a town, the 'fag'
 * rule, a street, a name, nothing found, none) on random pages, without and with the category filter.
 */
async function measureList(prisma: PrismaClient, label: string, categories: string[] = []) {
  const next = random(11);
  const texts = ['bergen', 'fag', 'oslo', 'gate 1', 'forhandler 12', 'finnes ikke', '', 'sted'];
  const filter = categories.length ? { kind: 'category' as const, category: categories[0] } : null;
  for (let i = 0; i < 20; i++) await loadFinderPage(prisma, { q: texts[i % texts.length], filter }); // warm-up
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < iterations; i++) {
    const q = texts[Math.floor(next() * texts.length)];
    const page = next() < 0.5 ? 1 : 1 + Math.floor(next() * 40);
    const started = performance.now();
    const result = await loadFinderPage(prisma, { q, filter, page });
    times.push(performance.now() - started);
    found += result.dealers.length;
  }
  return summary(`${label}, list page`, categories, times, found);
}

async function main() {
  loadEnv();
  const { serverUrl, embedded } = await openTestServer();
  const name = `pleie_bench_dealers_${process.pid}`;
  const url = await createMigratedDatabase(serverUrl, name);
  const prisma = createPrismaClient(url);
  try {
    await seedDealerLocations(prisma);
    const all = async (label: string) => [
      await measure(prisma, label),
      await measure(prisma, label, ['Møbelpolish']),
      await measureList(prisma, label),
      await measureList(prisma, label, ['Møbelpolish']),
    ];
    const rows = await all('112 (demo)');
    await addGenerated(prisma, 0, 10_000 - 112);
    // As autovacuum leaves a table in service: statistics, and the visibility map the index-only count relies on.
    await prisma.$executeRawUnsafe('VACUUM ANALYZE "DealerLocation"');
    rows.push(...(await all('10,000')));
    await addGenerated(prisma, 10_000, 90_000);
    await prisma.$executeRawUnsafe('VACUUM ANALYZE "DealerLocation"');
    rows.push(...(await all('100,000')));
    console.table(rows);
  } finally {
    await prisma.$disconnect();
    await dropDatabase(serverUrl, name);
    await embedded?.stop();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
