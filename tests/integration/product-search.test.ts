/**
 * Product search (lib/catalogue/search.ts) and GET /api/products/search against a real database
 * holding the demo catalogue and the search migration's indexes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalStorage } from '@/lib/storage';
import { seedCatalogue } from '@/prisma/seed';
import { nearestProductNames, normaliseSearchQuery, searchProducts, suggestProducts, SEARCH_QUERY_MAX, SUGGESTION_LIMIT } from '@/lib/catalogue/search';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

describe('product search', () => {
  let db: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    db = await cloneTemplateDatabase('search');
    process.env.DATABASE_URL = db.url;
    dir = await mkdtemp(path.join(os.tmpdir(), 'search-storage-'));
    await seedCatalogue(db.prisma, new LocalStorage(dir));
  }, 120_000);

  afterAll(async () => {
    const { prisma } = await import('@/lib/db');
    await prisma.$disconnect();
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it("finds Teakolje for the typo 'tekolje' and for 'teak olje', first", async () => {
    for (const q of ['tekolje', 'teak olje', 'Teakolje']) {
      const { hits, exact } = await searchProducts(db.prisma, q);
      expect(exact).toBeNull();
      expect(hits[0]?.name).toMatch(/^Teakolje Natur/);
    }
  });

  it("stems Norwegian: 'oljer' finds products named '…olje' and those whose text says 'olje'", async () => {
    const { hits } = await searchProducts(db.prisma, 'oljer');
    const names = hits.map((h) => h.name);
    expect(names).toEqual(expect.arrayContaining(['Pleieolje for Gulv 1 l', 'Møbelolje Klar 500 ml']));
    expect(hits.length).toBeGreaterThan(5);
  });

  it('puts an exact article number (any case) or GTIN first, flagged exact', async () => {
    const a = await searchProducts(db.prisma, '3010');
    expect(a.exact?.articleNumber).toBe('3010');
    expect(a.hits[0].articleNumber).toBe('3010');
    const b = await searchProducts(db.prisma, 'e-710');
    expect(b.exact?.articleNumber).toBe('E-710');
    await db.prisma.productVariant.update({ where: { articleNumber: '2030' }, data: { gtin: '7090000000007' } });
    const c = await searchProducts(db.prisma, ' 7090000000007 ');
    expect(c.exact?.articleNumber).toBe('2030');
  });

  it("finds a product by its other size's article number; one hit per product, not per size", async () => {
    const a = await searchProducts(db.prisma, '3020');
    expect(a.exact?.name).toBe('Teakolje Natur');
    expect(a.exact?.articleNumber).toBe('3010');
    expect(a.exactSize).toBe('3020');
    expect((await searchProducts(db.prisma, 'e-710')).exactSize).toBe('E-710');
    const { hits } = await searchProducts(db.prisma, 'teakolje');
    const teak = hits.filter((h) => h.name === 'Teakolje Natur');
    expect(teak).toHaveLength(1);
    // The cards' sizes come with the hit, in the picker's order, prices as numbers.
    expect(teak[0].variants.map((v) => v.articleNumber)).toEqual(['3020', '3010']);
    expect(teak[0].variants[0]).toMatchObject({ sizeLabel: '500 ml', recommendedPriceNok: expect.any(Number) });
  });

  it('ranks products whose name matches before those whose text does, within the limit', async () => {
    const { hits } = await searchProducts(db.prisma, 'olje', 5);
    expect(hits).toHaveLength(5);
    expect(hits.every((h) => /olje/i.test(h.name))).toBe(true);
    expect((await suggestProducts(db.prisma, 'olje')).length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
  });

  it('finds nothing for nonsense, an empty or blank query; offers the nearest names', async () => {
    expect((await searchProducts(db.prisma, 'xyzzy qwv')).hits).toEqual([]);
    expect((await searchProducts(db.prisma, '   ')).hits).toEqual([]);
    expect((await searchProducts(db.prisma, undefined)).hits).toEqual([]);
    const nearest = await nearestProductNames(db.prisma, 'skonolje');
    expect(nearest.length).toBeGreaterThan(0);
    expect(nearest.every((p) => /olje/i.test(p.name))).toBe(true);
  });

  it('cuts long queries and drops control characters', async () => {
    expect(normaliseSearchQuery('a'.repeat(500))).toHaveLength(SEARCH_QUERY_MAX);
    expect(normaliseSearchQuery('te\u0000ak\n  olje')).toBe('te ak olje');
    await expect(searchProducts(db.prisma, '\'; DROP TABLE "Product"; --')).resolves.toMatchObject({ hits: [] });
  });

  it('GET /api/products/search answers suggestions', async () => {
    const { GET } = await import('@/app/api/products/search/route');
    const { NextRequest } = await import('next/server');
    const res = await GET(new NextRequest('http://127.0.0.1:3000/api/products/search?q=tekolje'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.query).toBe('tekolje');
    expect(body.products[0].name).toMatch(/^Teakolje/);
    expect(body.products.length).toBeLessThanOrEqual(8);
  });
});
