/** The demo seed against a real database: counts, content rules, re-casing and idempotence. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LocalStorage } from '@/lib/storage';
import { DEMO_ACCOUNTS, countSeeded, runDemoSeed } from '@/prisma/seed';
import { demoProducts } from '@/prisma/seed/data/products';
import { demoRetailerLinks, demoRetailers } from '@/prisma/seed/data/retailers';
import { demoCourses } from '@/prisma/seed/data/courses';
import { demoSizes, PRODUCT_CATEGORIES } from '@/prisma/seed/types';
import { articleSortKey } from '@/lib/catalogue/article-number';
import { verifyPassword } from '@/lib/auth/password';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

describe('demo seed', () => {
  let db: TestDatabase;
  let dir: string;
  let storage: LocalStorage;
  let first: Awaited<ReturnType<typeof runDemoSeed>>;

  beforeAll(async () => {
    db = await cloneTemplateDatabase('seed');
    dir = await mkdtemp(path.join(os.tmpdir(), 'seed-storage-'));
    storage = new LocalStorage(dir);
    first = await runDemoSeed(db.prisma, storage);
  }, 120_000);

  afterAll(async () => {
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('loads the catalogue: at least 50 products across every category', async () => {
    expect(first.products).toBe(demoProducts.length);
    expect(first.products).toBeGreaterThanOrEqual(50);
    const categories = await db.prisma.product.groupBy({ by: ['category'], _count: true });
    expect(categories.map((c) => c.category).sort()).toEqual([...PRODUCT_CATEGORIES].sort());
    const products = await db.prisma.product.findMany();
    for (const p of products) {
      expect(p.description).toMatch(/<p>/);
      expect(p.instructions).toMatch(/<(ol|p)>/);
      expect(p.imageUrl).toMatch(/^\/media\/products\/.+\.jpg$/);
    }
    expect(products.filter((p) => p.youtubeUrl).length).toBeGreaterThan(5);
    expect(products.filter((p) => p.highlightText && p.highlightDescription).length).toBeGreaterThan(5);
  });

  it('loads each size as a variant of its product: the grouped products in the picker order, the others one size each', async () => {
    const variants = await db.prisma.productVariant.findMany({
      select: {
        articleNumber: true,
        sizeLabel: true,
        position: true,
        gtin: true,
        recommendedPriceNok: true,
        imageUrl: true,
        sortKey: true,
        product: { select: { articleNumber: true, name: true } },
      },
      orderBy: [{ productId: 'asc' }, { position: 'asc' }],
    });
    expect(variants).toHaveLength(demoProducts.reduce((n, p) => n + demoSizes(p).length, 0));
    const of = (group: string) =>
      variants.filter((v) => v.product.articleNumber === group).map((v) => [v.articleNumber, v.sizeLabel, v.recommendedPriceNok?.toNumber() ?? null]);
    expect(of('1010')).toEqual([
      ['1010', '250 ml', 149],
      ['1020', '500 ml', 229],
    ]);
    expect(of('3010')).toEqual([
      ['3020', '500 ml', 189],
      ['3010', '1 l', 329],
    ]);
    // No size is a product of its own, and every product has a size with its own number.
    expect(await db.prisma.product.count({ where: { articleNumber: { in: ['1020', '3020'] } } })).toBe(0);
    for (const p of demoProducts) expect(variants.some((v) => v.articleNumber === p.articleNumber && v.product.articleNumber === p.articleNumber)).toBe(true);
    // The one-size products have no size label; no GTIN is invented; each size sorts by its own number.
    const single = variants.filter((v) => v.product.articleNumber !== '1010' && v.product.articleNumber !== '3010');
    expect(single.every((v) => v.sizeLabel === null && v.position === 0 && v.imageUrl === null)).toBe(true);
    expect(variants.every((v) => v.gtin === null)).toBe(true);
    expect(variants.every((v) => v.sortKey === articleSortKey(v.articleNumber))).toBe(true);
  });

  it('stores its own packshot for the sizes that have one (1020, 3020), and sorts a product by its lowest size', async () => {
    for (const articleNumber of ['1020', '3020']) {
      const variant = await db.prisma.productVariant.findUniqueOrThrow({ where: { articleNumber }, include: { product: true } });
      expect(variant.imageUrl).toMatch(/^\/media\/products\/.+\.jpg$/);
      expect(variant.imageUrl).not.toBe(variant.product.imageUrl);
      const file = await storage.get(variant.imageUrl!.replace('/media/', ''));
      expect(await sharp(file!.body).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 800 });
    }
    const products = await db.prisma.product.findMany({ select: { sortKey: true, variants: { select: { sortKey: true } } } });
    for (const p of products) expect(p.sortKey).toBe(Math.min(...p.variants.map((v) => v.sortKey)));
  });

  it('keeps the numeric sort key of every article number', async () => {
    const e710 = await db.prisma.product.findUniqueOrThrow({ where: { articleNumber: 'E-710' } });
    expect(e710.sortKey).toBe(710);
    const sorted = await db.prisma.product.findMany({ orderBy: { sortKey: 'asc' }, select: { articleNumber: true } });
    expect(sorted[0].articleNumber).toMatch(/^E-/);
  });

  it('stores a generated JPEG packshot for every product', async () => {
    const product = await db.prisma.product.findFirstOrThrow({ where: { articleNumber: '1010' } });
    const file = await storage.get(product.imageUrl.replace('/media/', ''));
    expect(file).not.toBeNull();
    const meta = await sharp(file!.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 800 });
  });

  it('links about 45 article numbers to four online retailers', async () => {
    expect(first.retailers).toBe(4);
    expect(demoRetailers).toHaveLength(4);
    expect(first.retailerLinks).toBe(demoRetailerLinks.length);
    const linked = await db.prisma.retailerLink.findMany({ distinct: ['productId'], select: { productId: true } });
    expect(linked.length).toBeGreaterThanOrEqual(40);
    expect(linked.length).toBeLessThanOrEqual(50);
  });

  it('loads about 110 dealer locations with re-cased names, one in Denmark', async () => {
    expect(first.dealerLocations).toBeGreaterThanOrEqual(100);
    const dealers = await db.prisma.dealerLocation.findMany();
    for (const d of dealers) {
      expect(d.name).not.toBe(d.name.toUpperCase());
      expect(d.address).toMatch(/\b\d{4} \S/);
    }
    expect(dealers.filter((d) => /fagm[øo]bler/i.test(d.name)).length).toBeGreaterThanOrEqual(5);
    expect(dealers.filter((d) => d.lat === null || d.lng === null).length).toBeGreaterThan(0);
    const denmark = dealers.filter((d) => d.lat !== null && d.lng !== null && d.lat < 57.8);
    expect(denmark).toHaveLength(1);
    const withSmallWord = dealers.find((d) => / og /.test(d.name));
    expect(withSmallWord).toBeDefined();
  });

  it('loads three courses mixing every content type and both question types', async () => {
    expect(first.courses).toBe(3);
    expect(first.modules).toBe(demoCourses.reduce((n, c) => n + c.modules.length, 0));
    const types = await db.prisma.moduleContent.groupBy({ by: ['contentType'], _count: true });
    expect(types.map((t) => t.contentType).sort()).toEqual(['audio', 'image', 'text', 'video']);
    const questionTypes = await db.prisma.quizQuestion.groupBy({ by: ['questionType'], _count: true });
    expect(questionTypes.map((t) => t.questionType).sort()).toEqual(['multiple_choice', 'true_false']);
    const audio = await db.prisma.moduleContent.findFirstOrThrow({ where: { contentType: 'audio' } });
    const wav = await storage.get(audio.content.replace('/media/', ''));
    expect(wav?.body.subarray(0, 4).toString()).toBe('RIFF');
    expect(audio.caption).toBeTruthy();
    const defaults = await db.prisma.courseModule.count({ where: { estimatedTimeMinutes: 15 } });
    expect(defaults).toBeGreaterThan(0);
  });

  it('creates the two demo accounts with hashed passwords', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await db.prisma.user.findUniqueOrThrow({ where: { email: account.email } });
      expect(user.role).toBe(account.role);
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user.passwordHash).not.toContain(account.password);
      expect(await verifyPassword(user.passwordHash, account.password)).toBe(true);
    }
  });

  it('changes nothing when run again', async () => {
    const before = await db.prisma.product.findMany({ orderBy: { id: 'asc' }, select: { id: true, imageUrl: true } });
    const sizesBefore = await db.prisma.productVariant.findMany({ orderBy: { id: 'asc' }, omit: { createdAt: true, updatedAt: true } });
    const second = await runDemoSeed(db.prisma, storage);
    expect(second).toEqual(first);
    expect(await countSeeded(db.prisma)).toEqual(first);
    const after = await db.prisma.product.findMany({ orderBy: { id: 'asc' }, select: { id: true, imageUrl: true } });
    expect(after).toEqual(before);
    expect(await db.prisma.productVariant.findMany({ orderBy: { id: 'asc' }, omit: { createdAt: true, updatedAt: true } })).toEqual(sizesBefore);
  }, 120_000);
});
