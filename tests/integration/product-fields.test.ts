/**
 * A product's fields through the API (issue 33): the spec's flat POST /api/products body creates a
 * product of one size (spec §7), and every write of sizes keeps a size's field the input does not
 * carry — a PATCH whose sizes leave out the GTIN, price or image, and a bulk file that adds a size
 * to a product without those columns — while null (or blank) still clears it.
 */
import { GET as productsGET, POST as productsPOST } from '@/app/api/products/route';
import { PATCH as productPATCH } from '@/app/api/products/[id]/route';
import { GET as publicGET } from '@/app/api/products/public/[articleNumber]/route';
import { POST as previewPOST } from '@/app/api/products/import/preview/route';
import { POST as importPOST } from '@/app/api/products/import/route';
import { PRODUCT_MESSAGES } from '@/lib/admin/products/schema';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { cloneTemplateDatabase, idContext, multipartRequest, signedIn, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let admin: string;

const req = (method: string, body?: unknown) =>
  new Request('http://127.0.0.1/api/products?page=1&pageSize=50', {
    method,
    headers: { cookie: admin, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The spec's flat body: the product's fields with its article number beside them. */
const FLAT = {
  articleNumber: 'F-100',
  name: 'Flat Teakolje',
  category: 'Treolje',
  imageUrl: 'https://cdn.example/flat.jpg',
  description: '<p>Olje for <b>teak</b></p>',
  instructions: '<p>Påfør tynt.</p>',
  youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  highlightText: 'Nyhet',
  highlightDescription: 'Ny og bedre',
};

const sizes = (articleNumber: string) =>
  db.prisma.productVariant.findMany({
    where: { product: { articleNumber } },
    orderBy: { position: 'asc' },
    select: { articleNumber: true, sizeLabel: true, gtin: true, recommendedPriceNok: true, imageUrl: true },
  });
const priced = (rows: Awaited<ReturnType<typeof sizes>>) => rows.map((r) => ({ ...r, recommendedPriceNok: r.recommendedPriceNok?.toNumber() ?? null }));

beforeAll(async () => {
  db = await cloneTemplateDatabase('product_fields');
  process.env.DATABASE_URL = db.url;
  admin = (await signedIn(db, 'admin', { email: 'admin@fields.no', name: 'Admin' })).cookie;
});

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

describe("the spec's flat POST /api/products body", () => {
  it('creates a product of one size with every field, shown by the public API', async () => {
    const created = await productsPOST(req('POST', FLAT));
    expect(created.status).toBe(201);
    const ref = await created.json();
    expect(ref).toEqual({ id: expect.any(Number), articleNumber: 'F-100' });
    expect(priced(await sizes('F-100'))).toEqual([{ articleNumber: 'F-100', sizeLabel: null, gtin: null, recommendedPriceNok: null, imageUrl: null }]);
    const detail = await (
      await publicGET(new Request('http://127.0.0.1/api/products/public/F-100'), { params: Promise.resolve({ articleNumber: 'F-100' }) })
    ).json();
    expect(detail).toMatchObject({
      articleNumber: 'F-100',
      name: FLAT.name,
      category: 'Treolje',
      imageUrl: FLAT.imageUrl,
      description: '<p>Olje for <b>teak</b></p>',
      instructions: '<p>Påfør tynt.</p>',
      youtubeUrl: FLAT.youtubeUrl,
      videoId: 'dQw4w9WgXcQ',
      highlightText: 'Nyhet',
      highlightDescription: 'Ny og bedre',
      variants: [{ articleNumber: 'F-100', sizeLabel: null }],
    });
    const audit = await db.prisma.auditEvent.findFirst({ where: { entity: 'product', action: 'create' }, orderBy: { id: 'desc' } });
    expect(audit?.summary).toContain('variants: «F-100»');
  });

  it("takes the old body's GTIN and price onto the one size; answers field errors on the size's path; 409 when taken", async () => {
    const created = await productsPOST(req('POST', { ...FLAT, articleNumber: 'F-101', gtin: '96385074', recommendedPriceNok: '149,50' }));
    expect(created.status).toBe(201);
    expect(priced(await sizes('F-101'))).toEqual([{ articleNumber: 'F-101', sizeLabel: null, gtin: '96385074', recommendedPriceNok: 149.5, imageUrl: null }]);

    const invalid = await productsPOST(req('POST', { ...FLAT, articleNumber: 'F 102 !', name: '' }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      code: 'validation_failed',
      error: ADMIN_MESSAGES.invalid,
      fieldErrors: { name: [PRODUCT_MESSAGES.name], 'variants.0.articleNumber': [PRODUCT_MESSAGES.articleNumber] },
    });
    const taken = await productsPOST(req('POST', FLAT));
    expect(taken.status).toBe(409);
    // Beside `variants` the size's fields are still refused at their names.
    const both = await productsPOST(req('POST', { ...FLAT, articleNumber: 'F-103', variants: [{ articleNumber: 'F-103' }] }));
    expect(both.status).toBe(400);
    expect((await both.json()).fieldErrors).toEqual({ articleNumber: [PRODUCT_MESSAGES.sizeField] });
    expect(await db.prisma.product.count({ where: { articleNumber: { in: ['F 102 !', 'F-103'] } } })).toBe(0);
  });
});

describe('a size field the write does not carry is kept', () => {
  let id: number;

  beforeAll(async () => {
    const created = await productsPOST(
      req('POST', {
        ...FLAT,
        articleNumber: undefined,
        name: 'Lærbalsam',
        variants: [
          { articleNumber: 'K-200', sizeLabel: '250 ml', gtin: '7038010009457', recommendedPriceNok: 149, imageUrl: 'https://cdn.example/k200.jpg' },
          { articleNumber: 'K-201', sizeLabel: '500 ml', gtin: '4006381333931', recommendedPriceNok: 249 },
        ],
      }),
    );
    expect(created.status).toBe(201);
    id = (await created.json()).id;
  });

  it('by a PATCH whose sizes leave out GTIN, price and image; null and blank clear', async () => {
    const renamed = await productPATCH(
      req('PATCH', {
        variants: [
          { articleNumber: 'K-200', sizeLabel: '250 ml' },
          { articleNumber: 'K-201', sizeLabel: '0,5 l' },
        ],
      }),
      idContext(id),
    );
    expect(renamed.status).toBe(200);
    expect(priced(await sizes('K-200'))).toEqual([
      { articleNumber: 'K-200', sizeLabel: '250 ml', gtin: '7038010009457', recommendedPriceNok: 149, imageUrl: 'https://cdn.example/k200.jpg' },
      { articleNumber: 'K-201', sizeLabel: '0,5 l', gtin: '4006381333931', recommendedPriceNok: 249, imageUrl: null },
    ]);
    const cleared = await productPATCH(
      req('PATCH', {
        variants: [
          { articleNumber: 'K-200', sizeLabel: '250 ml', gtin: '', recommendedPriceNok: null, imageUrl: '' },
          { articleNumber: 'K-201', sizeLabel: '0,5 l' },
        ],
      }),
      idContext(id),
    );
    expect(cleared.status).toBe(200);
    expect(priced(await sizes('K-200'))).toEqual([
      { articleNumber: 'K-200', sizeLabel: '250 ml', gtin: null, recommendedPriceNok: null, imageUrl: null },
      { articleNumber: 'K-201', sizeLabel: '0,5 l', gtin: '4006381333931', recommendedPriceNok: 249, imageUrl: null },
    ]);
    // The list answer (its select derived from the fields) carries every size field.
    const list = await (await productsGET(req('GET'))).json();
    expect(list.items.find((p: { id: number }) => p.id === id).variants[1]).toEqual({
      articleNumber: 'K-201',
      sizeLabel: '0,5 l',
      gtin: '4006381333931',
      recommendedPriceNok: 249,
      imageUrl: null,
      netQuantity: null,
      netUnit: null,
    });
  });

  it('by a bulk file that adds a size with only some columns: the other sizes keep theirs', async () => {
    const file = new File(['Artikkelnummer;Produktgruppe;Størrelse\r\nK-202;K-200;1 l\r\n'], 'ny.csv', { type: 'text/csv' });
    const previewed = await previewPOST(multipartRequest('POST', '/api/products/import/preview', { file }, { cookie: admin }));
    expect(previewed.status).toBe(200);
    const { token, counts } = await previewed.json();
    expect(counts).toMatchObject({ create: 1, refused: 0 });
    const applied = await importPOST(multipartRequest('POST', '/api/products/import', { file, token }, { cookie: admin }));
    expect(applied.status).toBe(200);
    expect(priced(await sizes('K-200'))).toEqual([
      { articleNumber: 'K-200', sizeLabel: '250 ml', gtin: null, recommendedPriceNok: null, imageUrl: null },
      { articleNumber: 'K-201', sizeLabel: '0,5 l', gtin: '4006381333931', recommendedPriceNok: 249, imageUrl: null },
      { articleNumber: 'K-202', sizeLabel: '1 l', gtin: null, recommendedPriceNok: null, imageUrl: null },
    ]);
  });
});
