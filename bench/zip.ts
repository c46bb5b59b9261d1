/**
 * The bulk image zip (GET /api/download-images) under the seeded catalogue and under 1,000
 * generated products (each with a size; every tenth with a second size that has its own image, so
 * 1,100 images) (not part of `npm test`): time to the first byte, total time and size, and
 * the process's peak resident memory above its level before the download, sampled every 10 ms
 * while the zip streams. Runs the route handler in this process against a throwaway database
 * and storage folder, so the memory measured is the server's.
 * Usage: npm run bench:zip [-- --images 1000]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import './react-server';
import { loadEnv } from '../scripts/db/database';
import { createMigratedDatabase, dropDatabase, openTestServer } from '../tests/support/test-database';
import { numericArg } from './server';
import { measureStream } from './stream';

const generated = Math.min(numericArg('images', 1000), 20_000);

/** A noisy 800×800 JPEG (noise compresses badly, like a real photo: about 150–250 kB). */
async function noiseJpeg(seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(200 * 200 * 3);
  let a = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    a = (a ^ (a << 13)) >>> 0;
    a = (a ^ (a >>> 17)) >>> 0;
    a = (a ^ (a << 5)) >>> 0;
    raw[i] = a & 0xff;
  }
  return sharp(raw, { raw: { width: 200, height: 200, channels: 3 } })
    .resize(800, 800, { kernel: 'nearest' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function measure(label: string, cookie: string) {
  const { GET } = await import('../app/api/download-images/route');
  await measureStream(label, () => GET(new Request('http://127.0.0.1/api/download-images', { headers: { cookie } })));
}

async function main() {
  loadEnv();
  process.env.NEXTAUTH_SECRET ??= 'bench-secret-0123456789abcdef0123456789';
  process.env.LOG_LEVEL ??= 'warn';
  const { serverUrl, embedded } = await openTestServer();
  const name = `pleie_bench_zip_${process.pid}`;
  const url = await createMigratedDatabase(serverUrl, name);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-zip-'));
  process.env.DATABASE_URL = url;
  process.env.STORAGE_DIR = dir;
  const { prisma } = await import('../lib/db');
  const { storage } = await import('../lib/storage');
  const { runDemoSeed } = await import('../prisma/seed');
  const { startSession } = await import('../lib/auth/sessions');
  const { toSessionUser } = await import('../lib/auth/user');
  const { sessionCookieName } = await import('../lib/auth/config');
  try {
    await runDemoSeed(prisma, storage());
    const dealer = await prisma.user.findFirstOrThrow({ where: { role: 'DEALER' } });
    const cookie = `${sessionCookieName()}=${(await startSession(prisma, toSessionUser(dealer))).token}`;
    const { galleryImages } = await import('../lib/portal/images');
    await measure(`seeded (${(await galleryImages(prisma)).length} images)`, cookie);

    // Every generated product has one size (docs/product.md: Sizes); every tenth has a second size
    // with a picture of its own, which the zip carries as well.
    for (let i = 0; i < generated; i++) {
      const key = `products/bench-${i}.jpg`;
      const withSize = i % 10 === 9;
      await storage().put(key, await noiseJpeg(i + 1));
      if (withSize) await storage().put(`products/bench-${i}-5l.jpg`, await noiseJpeg(generated + i + 1));
      const articleNumber = `B-${100000 + i}`;
      await prisma.product.create({
        data: {
          articleNumber,
          name: `Benkemerke ${i}`,
          category: 'Diverse',
          sortKey: 100000 + i,
          imageUrl: `/media/${key}`,
          variants: {
            create: [
              { articleNumber, sortKey: 100000 + i, sizeLabel: withSize ? '1 l' : null, position: 0 },
              ...(withSize
                ? [{ articleNumber: `B-${500000 + i}`, sortKey: 500000 + i, sizeLabel: '5 l', imageUrl: `/media/products/bench-${i}-5l.jpg`, position: 1 }]
                : []),
            ],
          },
        },
      });
    }
    await measure(`with ${generated} generated products (${(await galleryImages(prisma)).length} images)`, cookie);
  } finally {
    await prisma.$disconnect();
    await dropDatabase(serverUrl, name);
    await rm(dir, { recursive: true, force: true });
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
