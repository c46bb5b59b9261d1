/**
 * Catalogue reads, the public product API and the sitemap against a real database holding the demo
 * catalogue: products are groups with sizes (docs/product.md: Sizes), one entry per group, found by
 * any size's article number.
 *
 * Next's data cache (unstable_cache) needs a running Next server ("incrementalCache missing"),
 * so it is replaced by a pass-through here: the loaders and route handlers run for real against
 * the database, only the cache layer in front of them is skipped.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PrismaClient } from '@/lib/db';
import { LocalStorage } from '@/lib/storage';
import { seedCatalogue } from '@/prisma/seed';
import { demoProducts } from '@/prisma/seed/data/products';
import { demoSizes } from '@/prisma/seed/types';
import { demoRetailerLinks, demoRetailers } from '@/prisma/seed/data/retailers';
import { compareArticleNumbers } from '@/lib/catalogue/article-number';
import { extractCategories } from '@/lib/catalogue/categories';
import { EXTERNAL_LINK_REL } from '@/lib/catalogue/sanitize';
import {
  PUBLIC_CATALOGUE_CACHE_CONTROL,
  getProductDetail,
  listProductsForSitemap,
  listPublicProducts,
  loadProductDetail,
  loadPublicProducts,
  loadSitemapProducts,
  type ProductDetail,
} from '@/lib/catalogue/queries';
import { categorySlug } from '@/lib/catalogue/category-pages';
import { NOT_ARTICLE_NUMBERS } from '../support/article-numbers';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

/** A client that fails the test if any query is made through it. */
const noQueries = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    throw new Error(`unexpected database access: ${String(prop)}`);
  },
});

// jest.mock is hoisted: the sitemap route runs outside a request, where next/server's connection() would refuse.
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => undefined }));

/** The groups' own article numbers, in catalogue order (a group sorts by its lowest size's number). */
const sortedDemo = [...demoProducts].sort((a, b) => compareArticleNumbers(lowestSize(a), lowestSize(b))).map((p) => p.articleNumber);
function lowestSize(p: (typeof demoProducts)[number]): string {
  return demoSizes(p)
    .map((s) => s.articleNumber)
    .sort(compareArticleNumbers)[0];
}
/** Møbelpolish Klassisk: 1010 (250 ml, its own number) and 1020 (500 ml, its own image). */
const POLISH_SIZES = [
  { articleNumber: '1010', sizeLabel: '250 ml', recommendedPriceNok: 149 },
  { articleNumber: '1020', sizeLabel: '500 ml', recommendedPriceNok: 229 },
];
/** The list's sizes carry the net quantity too (the unit price on cards and in the advisor). */
const POLISH_LIST_SIZES = [
  { ...POLISH_SIZES[0], netQuantity: 250, netUnit: 'ml' },
  { ...POLISH_SIZES[1], netQuantity: 500, netUnit: 'ml' },
];
/** Teakolje Natur: the picker starts with 3020 (500 ml, its own image); the product's number is 3010 (1 l). */
const TEAK_SIZES = [
  { articleNumber: '3020', sizeLabel: '500 ml', recommendedPriceNok: 189 },
  { articleNumber: '3010', sizeLabel: '1 l', recommendedPriceNok: 329 },
];
const linkedArticle = '1010';
const unlinkedArticle = demoProducts.find((p) => !demoRetailerLinks.some((l) => l.articleNumber === p.articleNumber))!.articleNumber;

describe('catalogue', () => {
  let db: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    db = await cloneTemplateDatabase('catalogue');
    process.env.DATABASE_URL = db.url;
    dir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-storage-'));
    await seedCatalogue(db.prisma, new LocalStorage(dir));
  }, 120_000);

  afterAll(async () => {
    const { prisma } = await import('@/lib/db');
    await prisma.$disconnect();
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  describe('loadPublicProducts', () => {
    it('lists every product sorted by the numeric part of the article number, E-7x0 first', async () => {
      const products = await loadPublicProducts(db.prisma);
      expect(products.map((p) => p.articleNumber)).toEqual(sortedDemo);
      expect(products[0].articleNumber).toMatch(/^E-7\d0$/);
      const firstNumeric = products.findIndex((p) => !p.articleNumber.startsWith('E-'));
      expect(products.slice(0, firstNumeric).every((p) => /^E-7\d0$/.test(p.articleNumber))).toBe(true);
      expect(products.slice(firstNumeric).some((p) => p.articleNumber.startsWith('E-'))).toBe(false);
      for (const p of products) {
        expect(Object.keys(p).sort()).toEqual(['articleNumber', 'category', 'imageUrl', 'name', 'variants']);
        expect(p.imageUrl).toMatch(/^\/media\/products\/.+\.jpg$/);
        expect(p.variants.length).toBeGreaterThanOrEqual(1);
        for (const v of p.variants) expect(Object.keys(v).sort()).toEqual(['articleNumber', 'netQuantity', 'netUnit', 'recommendedPriceNok', 'sizeLabel']);
      }
    });

    it('lists a product with sizes once, with its sizes in the picker order, and no size as a product of its own', async () => {
      const products = await loadPublicProducts(db.prisma);
      const numbers = products.map((p) => p.articleNumber);
      expect(numbers).not.toContain('1020');
      expect(numbers).not.toContain('3020');
      expect(products.filter((p) => p.name === 'Møbelpolish Klassisk')).toHaveLength(1);
      expect(products.find((p) => p.articleNumber === '1010')).toMatchObject({ name: 'Møbelpolish Klassisk', variants: POLISH_SIZES });
      expect(products.find((p) => p.articleNumber === '3010')).toMatchObject({ name: 'Teakolje Natur', variants: TEAK_SIZES });
      // Teakolje sorts by its lowest number, 3010: after the 20xx products, before 3030.
      expect(numbers.indexOf('3010')).toBe(numbers.indexOf('3030') - 1);
      // Every other product is one size without a label; unpriced ones ('Diverse') have null.
      const single = products.filter((p) => p.articleNumber !== '1010' && p.articleNumber !== '3010');
      expect(single.every((p) => p.variants.length === 1 && p.variants[0].articleNumber === p.articleNumber && p.variants[0].sizeLabel === null)).toBe(true);
      expect(single.filter((p) => p.variants[0].recommendedPriceNok === null).map((p) => p.category)).toEqual(expect.arrayContaining(['Diverse']));
      expect(products.reduce((n, p) => n + p.variants.length, 0)).toBe(demoProducts.reduce((n, p) => n + demoSizes(p).length, 0));
    });

    it('gives blank categories as null, and the category bar ignores them', async () => {
      const [a, b] = ['9901', '9902'];
      for (const [articleNumber, name, category] of [
        [a, 'Uten kategori', ''],
        [b, 'Blank kategori', '   '],
      ]) {
        await db.prisma.product.create({
          data: {
            articleNumber,
            sortKey: Number(articleNumber),
            name,
            category,
            imageUrl: '/media/x.jpg',
            variants: { create: { articleNumber, sortKey: Number(articleNumber) } },
          },
        });
      }
      try {
        const products = await loadPublicProducts(db.prisma);
        expect(products.find((p) => p.articleNumber === a)?.category).toBeNull();
        expect(products.find((p) => p.articleNumber === b)?.category).toBeNull();
        const categories = extractCategories(products);
        expect(categories[0]).toBe('Alle');
        expect(categories).not.toContain('');
        expect(categories).toHaveLength(11);
        expect((await loadProductDetail(db.prisma, b))?.category).toBeNull();
      } finally {
        await db.prisma.product.deleteMany({ where: { articleNumber: { in: [a, b] } } });
      }
    });
  });

  describe('loadProductDetail', () => {
    it('gives a linked product with its retailers sorted by name', async () => {
      const detail = await loadProductDetail(db.prisma, linkedArticle);
      const demo = demoProducts.find((p) => p.articleNumber === linkedArticle)!;
      expect(detail).not.toBeNull();
      expect(detail).toMatchObject({
        articleNumber: '1010',
        name: 'Møbelpolish Klassisk',
        category: 'Møbelpolish',
        youtubeUrl: demo.youtubeUrl,
        videoId: 'Q7mT2xLp9aB',
        highlightText: demo.highlightText,
        highlightDescription: demo.highlightDescription,
      });
      expect(new Date(detail!.updatedAt).toISOString()).toBe(detail!.updatedAt);

      const expected = demoRetailerLinks
        .filter((l) => l.articleNumber === linkedArticle)
        .map((l) => {
          const retailer = demoRetailers.find((r) => r.slug === l.retailerSlug)!;
          return { name: retailer.name, logoUrl: null, productUrl: l.productUrl };
        })
        .sort((x, y) => x.name.localeCompare(y.name, 'nb'));
      expect(detail!.retailers).toEqual(expected);
      expect(detail!.retailers.map((r) => r.name)).toEqual(['Bolighuset', 'Byggtorget', 'Fargekroken']);
    });

    it('finds a product by any size, with every size: its price, GTIN and own image (or null)', async () => {
      const polish = await loadProductDetail(db.prisma, '1010');
      expect(polish?.variants.map((v) => Object.keys(v).sort())).toEqual([
        ['articleNumber', 'gtin', 'imageUrl', 'netQuantity', 'netUnit', 'recommendedPriceNok', 'sizeLabel'],
        ['articleNumber', 'gtin', 'imageUrl', 'netQuantity', 'netUnit', 'recommendedPriceNok', 'sizeLabel'],
      ]);
      expect(polish?.variants).toEqual([
        { ...POLISH_LIST_SIZES[0], gtin: null, imageUrl: null },
        { ...POLISH_LIST_SIZES[1], gtin: null, imageUrl: expect.stringMatching(/^\/media\/products\/.+\.jpg$/) },
      ]);
      expect(polish?.variants[1].imageUrl).not.toBe(polish?.imageUrl);
      // The other size's number opens the same product.
      expect(await loadProductDetail(db.prisma, '1020')).toEqual(polish);
      const teak = await loadProductDetail(db.prisma, '3020');
      expect(teak).toMatchObject({ articleNumber: '3010', name: 'Teakolje Natur', variants: TEAK_SIZES.map((v) => expect.objectContaining(v)) });
      expect(await loadProductDetail(db.prisma, '3010')).toEqual(teak);
    });

    it('gives a GTIN set on a size with that size only', async () => {
      await db.prisma.productVariant.update({ where: { articleNumber: '1020' }, data: { gtin: '7038010009457' } });
      try {
        const detail = await loadProductDetail(db.prisma, '1010');
        expect(detail?.variants.map((v) => v.gtin)).toEqual([null, '7038010009457']);
      } finally {
        await db.prisma.productVariant.update({ where: { articleNumber: '1020' }, data: { gtin: null } });
      }
    });

    it('gives an empty retailer list for a product without links', async () => {
      const detail = await loadProductDetail(db.prisma, unlinkedArticle);
      expect(detail?.articleNumber).toBe(unlinkedArticle);
      expect(detail?.retailers).toEqual([]);
    });

    it('has no video id for the invalid URL of 2060, nor for products without a video', async () => {
      const d2060 = await loadProductDetail(db.prisma, '2060');
      expect(d2060?.youtubeUrl).toBe('https://www.youtube.com/watch?v=kort');
      expect(d2060?.videoId).toBeNull();
      const noVideo = demoProducts.find((p) => !p.youtubeUrl)!;
      const detail = await loadProductDetail(db.prisma, noVideo.articleNumber);
      expect(detail?.youtubeUrl).toBeNull();
      expect(detail?.videoId).toBeNull();
    });

    it('finds a video id in every other demo video (every URL form)', async () => {
      for (const p of demoProducts.filter((d) => d.youtubeUrl && d.articleNumber !== '2060')) {
        const detail = await loadProductDetail(db.prisma, p.articleNumber);
        expect(detail?.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      }
    });

    it('keeps the demo HTML as it is', async () => {
      for (const p of demoProducts.slice(0, 10)) {
        const detail = await loadProductDetail(db.prisma, p.articleNumber);
        expect(detail?.description).toBe(p.description);
        expect(detail?.instructions).toBe(p.instructions);
      }
    });

    it('sanitises stored HTML and drops unsafe retailer addresses', async () => {
      const product = await db.prisma.product.create({
        data: {
          articleNumber: 'T-9990',
          sortKey: 9990,
          name: 'Fiendtlig',
          category: 'Diverse',
          imageUrl: '/media/x.jpg',
          description:
            '<p onclick="alert(1)">Tekst<script>alert(1)</script><img src=x onerror=alert(1)></p>' +
            '<a href="&#106;avascript:alert(1)">a</a><a href="https://ok.example/">b</a>',
          instructions: '<iframe src="https://evil.example"></iframe><style>p{}</style>',
          youtubeUrl: 'https://youtube.com.evil.example/watch?v=Q7mT2xLp9aB',
          highlightText: '  ',
          variants: {
            create: [
              { articleNumber: 'T-9990', sortKey: 9990, sizeLabel: '1 l', imageUrl: 'javascript:alert(1)', position: 0 },
              { articleNumber: 'T-9991', sortKey: 9991, sizeLabel: '2 l', imageUrl: '//evil.example/x.jpg', position: 1 },
              { articleNumber: 'T-9992', sortKey: 9992, sizeLabel: '3 l', imageUrl: 'https://cdn.example/ok.jpg', position: 2 },
            ],
          },
        },
      });
      const evil = await db.prisma.onlineRetailer.create({
        data: { slug: 'aaa-evil', name: 'Aaa Evil', websiteUrl: 'https://evil.example', logoUrl: 'javascript:alert(1)' },
      });
      const good = await db.prisma.onlineRetailer.create({
        data: { slug: 'zzz-good', name: 'Zzz Good', websiteUrl: 'https://good.example', logoUrl: '/media/logo.png' },
      });
      await db.prisma.retailerLink.createMany({
        data: [
          { productId: product.id, retailerId: evil.id, productUrl: 'javascript:alert(1)' },
          { productId: product.id, retailerId: good.id, productUrl: 'https://good.example/p/1' },
        ],
      });
      try {
        const detail = (await loadProductDetail(db.prisma, 'T-9990')) as ProductDetail;
        expect(detail.description).toBe(`<p>Tekst</p><a>a</a><a href="https://ok.example/" rel="${EXTERNAL_LINK_REL}" target="_blank">b</a>`);
        expect(detail.instructions).toBeNull();
        expect(detail.videoId).toBeNull();
        expect(detail.highlightText).toBeNull();
        expect(detail.retailers).toEqual([{ name: 'Zzz Good', logoUrl: '/media/logo.png', productUrl: 'https://good.example/p/1' }]);
        // A size's stored image that is no http(s) address or site path never reaches a src.
        expect(detail.variants.map((v) => v.imageUrl)).toEqual([null, null, 'https://cdn.example/ok.jpg']);
      } finally {
        await db.prisma.product.delete({ where: { id: product.id } });
        await db.prisma.onlineRetailer.deleteMany({ where: { id: { in: [evil.id, good.id] } } });
      }
    });

    it('answers null for an unknown article number', async () => {
      expect(await loadProductDetail(db.prisma, '9999')).toBeNull();
      expect(await loadProductDetail(db.prisma, 'e-710')).toBeNull(); // exact match only
      expect(await loadProductDetail(db.prisma, '1025')).toBeNull();
    });

    it('answers null for a product that has no size (nothing to show or sell)', async () => {
      const bare = await db.prisma.product.create({
        data: { articleNumber: '9903', sortKey: 9903, name: 'Uten størrelse', category: 'Diverse', imageUrl: '/media/x.jpg' },
      });
      try {
        expect(await loadProductDetail(db.prisma, '9903')).toBeNull();
      } finally {
        await db.prisma.product.delete({ where: { id: bare.id } });
      }
    });

    it.each(NOT_ARTICLE_NUMBERS.map((n) => [n]))('answers null for %j without a query', async (n) => {
      expect(await loadProductDetail(noQueries, n)).toBeNull();
      expect(await getProductDetail(n)).toBeNull();
    });
  });

  describe('cached wrappers (cache layer bypassed)', () => {
    it('getProductDetail gives the same as the loader, for any size of the product', async () => {
      expect(await getProductDetail('E-710')).toEqual(await loadProductDetail(db.prisma, 'E-710'));
      expect(await getProductDetail('1020')).toEqual(await loadProductDetail(db.prisma, '1010'));
      expect(await getProductDetail('3020')).toEqual(await loadProductDetail(db.prisma, '3010'));
      expect(await getProductDetail('9999')).toBeNull();
    });

    it('listPublicProducts and listProductsForSitemap list every product in order', async () => {
      expect((await listPublicProducts()).map((p) => p.articleNumber)).toEqual(sortedDemo);
      const sitemap = await listProductsForSitemap();
      expect(sitemap).toEqual(await loadSitemapProducts(db.prisma));
      expect(sitemap.map((p) => p.articleNumber)).toEqual(sortedDemo);
      expect(sitemap.map((p) => p.articleNumber)).not.toContain('1020');
      for (const entry of sitemap) {
        expect(Object.keys(entry).sort()).toEqual(['articleNumber', 'updatedAt']);
        expect(new Date(entry.updatedAt).toISOString()).toBe(entry.updatedAt);
      }
    });
  });

  describe('sitemap.xml (app/sitemap.ts)', () => {
    it('lists one URL per product, under its own article number: none for the other sizes', async () => {
      const { default: sitemap } = await import('@/app/sitemap');
      const paths = (await sitemap()).map((e) => new URL(e.url).pathname);
      const products = paths.filter((p) => p.startsWith('/produkt/'));
      expect(products).toEqual(sortedDemo.map((n) => `/produkt/${n}`));
      expect(products).toEqual(expect.arrayContaining(['/produkt/1010', '/produkt/3010']));
      expect(products).not.toContain('/produkt/1020');
      expect(products).not.toContain('/produkt/3020');
      expect(new Set(products).size).toBe(products.length);
    });

    it("lists every category's page once, 'alle' first, and no further pages", async () => {
      const { default: sitemap } = await import('@/app/sitemap');
      const paths = (await sitemap()).map((e) => new URL(e.url).pathname).filter((p) => p.startsWith('/produkter/'));
      const categories = [...new Set(demoProducts.map((p) => p.category))].sort((a, b) => a.localeCompare(b, 'nb'));
      expect(paths).toEqual(['/produkter/alle', ...categories.map((c) => `/produkter/${categorySlug(c)}`)]);
      expect(paths).toContain('/produkter/laerpleie');
    });
  });

  describe('GET /api/products/public', () => {
    it('answers the sorted list with the public cache header', async () => {
      const { GET } = await import('@/app/api/products/public/route');
      const res = await GET();
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(PUBLIC_CATALOGUE_CACHE_CONTROL);
      expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=600');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await res.json()) as Record<string, unknown>[];
      expect(body.map((p) => p.articleNumber)).toEqual(sortedDemo);
      for (const p of body) {
        expect(Object.keys(p).sort()).toEqual(['articleNumber', 'category', 'imageUrl', 'name', 'variants']);
        expect(typeof p.name).toBe('string');
      }
      expect(body.find((p) => p.articleNumber === '1010')).toEqual({
        articleNumber: '1010',
        name: 'Møbelpolish Klassisk',
        imageUrl: expect.stringMatching(/^\/media\/products\//),
        category: 'Møbelpolish',
        variants: POLISH_LIST_SIZES,
      });
      expect(body.find((p) => p.articleNumber === '1020')).toBeUndefined();
    });
  });

  describe('GET /api/products/public/{articleNumber}', () => {
    const call = async (articleNumber: string) => {
      const { GET } = await import('@/app/api/products/public/[articleNumber]/route');
      const request = new Request(`http://localhost/api/products/public/${encodeURIComponent(articleNumber)}`);
      return GET(request, { params: Promise.resolve({ articleNumber }) });
    };

    it('answers a product with retailers, sanitised HTML and the public cache header', async () => {
      const res = await call('1010');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(PUBLIC_CATALOGUE_CACHE_CONTROL);
      const body = (await res.json()) as ProductDetail;
      expect(body).toEqual(await loadProductDetail(db.prisma, '1010'));
      expect(Object.keys(body).sort()).toEqual(
        [
          'articleNumber',
          'category',
          'description',
          'highlightDescription',
          'highlightText',
          'imageUrl',
          'instructions',
          'name',
          'retailers',
          'updatedAt',
          'variants',
          'videoId',
          'youtubeUrl',
          // The facts (lib/catalogue/fields.ts, public in the detail), their labels and the current documents.
          ...['uses', 'setting', 'tasks', 'coverageMinM2PerL', 'coverageMaxM2PerL', 'recommendedCoats', 'touchDryHours', 'recoatHours', 'fullCureDays'],
          ...['applicationMinC', 'applicationMaxC', 'shelfLifeMonths', 'pictograms', 'signalWord', 'hazardStatements', 'precautionaryStatements'],
          ...['ufi', 'supplementalWarnings', 'useLabels', 'statements', 'documents'],
        ].sort(),
      );
      expect(body.retailers).toHaveLength(3);
      expect(body.videoId).toBe('Q7mT2xLp9aB');
      expect(body.variants.map(({ articleNumber, sizeLabel, recommendedPriceNok }) => ({ articleNumber, sizeLabel, recommendedPriceNok }))).toEqual(
        POLISH_SIZES,
      );
    });

    it('answers a product by the article number of another of its sizes', async () => {
      const res = await call('1020');
      expect(res.status).toBe(200);
      const body = (await res.json()) as ProductDetail;
      expect(body.articleNumber).toBe('1010');
      expect(body).toEqual(await loadProductDetail(db.prisma, '1010'));
    });

    it('answers E-710 and a product without retailers', async () => {
      expect((await call('E-710')).status).toBe(200);
      const res = await call(unlinkedArticle);
      expect(res.status).toBe(200);
      expect(((await res.json()) as ProductDetail).retailers).toEqual([]);
    });

    it('answers 2060 without a video id', async () => {
      const body = (await (await call('2060')).json()) as ProductDetail;
      expect(body.videoId).toBeNull();
    });

    it.each([['9999'], ['e-710'], ...NOT_ARTICLE_NUMBERS.map((n) => [n]), ['%E0%A4%A'], ['%2e%2e'], ['%31%30%31%30%00']])('answers 404 for %j', async (n) => {
      const res = await call(n);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Produkt ikke funnet', code: 'not_found' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('reads a percent-encoded but plausible number', async () => {
      expect((await call('E%2D710')).status).toBe(200);
    });
  });
});
