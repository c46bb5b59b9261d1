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
import { PRODUCT_CATEGORIES } from '@/prisma/seed/types';
import { verifyPassword } from '@/lib/auth/password';
import { cloneTemplateDatabase, type TestDatabase } from '../support/db';

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
    const second = await runDemoSeed(db.prisma, storage);
    expect(second).toEqual(first);
    expect(await countSeeded(db.prisma)).toEqual(first);
    const after = await db.prisma.product.findMany({ orderBy: { id: 'asc' }, select: { id: true, imageUrl: true } });
    expect(after).toEqual(before);
  }, 120_000);
});
