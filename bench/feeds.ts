/**
 * Feed generation (not part of `npm test`): time to the first byte, total time, size and peak
 * resident memory above the level before, for both feeds (GET /feeds/google-merchant and
 * GET /feeds/facebook, the route handlers in this process) with the seeded catalogue and with
 * 10,000 generated products added. Throwaway database, dropped at the end.
 * Usage: npm run bench:feeds [-- --products 10000]
 */
import './react-server';
import { loadEnv } from '../scripts/db/database';
import { createMigratedDatabase, dropDatabase, openTestServer } from '../tests/support/test-database';
import { numericArg } from './server';
import { measureStream } from './stream';

const generated = Math.min(numericArg('products', 10_000), 200_000);

function measure(label: string, handler: (r: Request) => Promise<Response>) {
  return measureStream(label, () => handler(new Request('http://127.0.0.1/feeds')));
}

async function main() {
  loadEnv();
  process.env.LOG_LEVEL ??= 'warn';
  const { serverUrl, embedded } = await openTestServer();
  const name = `pleie_bench_feeds_${process.pid}`;
  const url = await createMigratedDatabase(serverUrl, name);
  process.env.DATABASE_URL = url;
  const { prisma } = await import('../lib/db');
  const { seedCatalogue } = await import('../prisma/seed');
  const { LocalStorage } = await import('../lib/storage');
  const os = await import('node:os');
  const google = (await import('../app/feeds/google-merchant/route')).GET;
  const facebook = (await import('../app/feeds/facebook/route')).GET;
  try {
    await seedCatalogue(prisma, new LocalStorage(os.tmpdir() + `/bench-feeds-${process.pid}`));
    const seeded = await prisma.product.count();
    await measure(`google, seeded (${seeded})`, google);
    await measure(`facebook, seeded (${seeded})`, facebook);

    const description = '<p>Gir glans og <b>beskytter</b> overflaten.</p><ul><li>Rist godt</li><li>Påfør tynt</li></ul>';
    for (let start = 0; start < generated; start += 2000) {
      const rows = Array.from({ length: Math.min(2000, generated - start) }, (_, k) => {
        const i = start + k;
        return {
          articleNumber: `G-${100000 + i}`,
          name: `Generert produkt ${i} & "co"`,
          sortKey: 100000 + i,
          category: i % 7 === 0 ? 'Diverse' : 'Treolje',
          imageUrl: `/media/products/g-${i}.jpg`,
          description,
        };
      });
      const products = await prisma.product.createManyAndReturn({ data: rows, select: { id: true, articleNumber: true, sortKey: true } });
      // Each product has its size (docs/product.md: Sizes); every fifth a second one, so the feeds group items.
      const variants = products.flatMap((p) => {
        const i = p.sortKey - 100000;
        const price = i % 7 === 0 ? null : 99 + (i % 50);
        const second = i % 5 === 0;
        return [
          { productId: p.id, articleNumber: p.articleNumber, sortKey: p.sortKey, sizeLabel: second ? '500 ml' : null, recommendedPriceNok: price, position: 0 },
          ...(second
            ? [
                {
                  productId: p.id,
                  articleNumber: `G-${500000 + i}`,
                  sortKey: 500000 + i,
                  sizeLabel: '1 l',
                  recommendedPriceNok: price === null ? null : price + 80,
                  position: 1,
                },
              ]
            : []),
        ];
      });
      await prisma.productVariant.createMany({ data: variants });
    }
    const total = await prisma.product.count();
    const items = await prisma.productVariant.count({ where: { recommendedPriceNok: { not: null } } });
    await measure(`google, ${total} products (${items} items)`, google);
    await measure(`facebook, ${total} products (${items} items)`, facebook);
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
