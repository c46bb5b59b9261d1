/**
 * The optional GTIN of each size through the products API (the admin form and its server actions
 * use the same schema and service): valid GTINs are stored, a wrong check digit is refused with the
 * Norwegian field error on that size, a GTIN another product has answers 409 on that size's gtin
 * field, two sizes may swap theirs in one save, blank clears it, and the public product API carries
 * it with the size's price.
 */
import { GET as productsGET, POST as productsPOST } from '@/app/api/products/route';
import { PATCH as productPATCH } from '@/app/api/products/[id]/route';
import { GET as publicGET } from '@/app/api/products/public/[articleNumber]/route';
import { GTIN_MESSAGES } from '@/lib/catalogue/gtin';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { cloneTemplateDatabase, idContext, signedIn, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let admin: string;

const req = (method: string, body?: unknown) =>
  new Request('http://127.0.0.1/api/x?page=1&pageSize=50&q=G-', {
    method,
    headers: { cookie: admin, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const BASE = { name: 'Treolje Natur', category: 'Treolje', imageUrl: 'https://cdn.example/olje.jpg' };
/** A product of one size. */
const one = (articleNumber: string, gtin?: string) => ({
  ...BASE,
  variants: [{ articleNumber, recommendedPriceNok: '249', ...(gtin !== undefined ? { gtin } : {}) }],
});
const gtinOf = async (articleNumber: string) => (await db.prisma.productVariant.findUniqueOrThrow({ where: { articleNumber } })).gtin;

const G1 = '7038010009457';
const G2 = '96385074';

beforeAll(async () => {
  db = await cloneTemplateDatabase('product_gtin');
  process.env.DATABASE_URL = db.url;
  admin = (await signedIn(db, 'admin', { email: 'admin@gtin.no', name: 'Admin' })).cookie;
});

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

describe('GTIN on sizes', () => {
  let first: number;

  it('stores a valid GTIN (spaces dropped) and lists it with the size', async () => {
    const created = await productsPOST(req('POST', one('G-1', '7038010 009457')));
    expect(created.status).toBe(201);
    first = (await created.json()).id;
    expect(await gtinOf('G-1')).toBe(G1);
    const list = await (await productsGET(req('GET'))).json();
    expect(list.items).toEqual([
      expect.objectContaining({ articleNumber: 'G-1', variants: [expect.objectContaining({ articleNumber: 'G-1', gtin: G1, recommendedPriceNok: 249 })] }),
    ]);
  });

  it('refuses a wrong check digit on the size that has it, storing nothing', async () => {
    const response = await productsPOST(
      req('POST', {
        ...BASE,
        variants: [
          { articleNumber: 'G-2', sizeLabel: '1 l', gtin: G2 },
          { articleNumber: 'G-2B', sizeLabel: '5 l', gtin: '7038010009458' },
        ],
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ 'variants.1.gtin': [GTIN_MESSAGES.checkDigit] });
    expect(await db.prisma.product.count({ where: { articleNumber: 'G-2' } })).toBe(0);
    const short = await productPATCH(req('PATCH', { variants: [{ articleNumber: 'G-1', gtin: '12345' }] }), idContext(first));
    expect(short.status).toBe(400);
    expect((await short.json()).fieldErrors).toEqual({ 'variants.0.gtin': [GTIN_MESSAGES.format] });
  });

  it("answers 409 on the size's gtin field when another product has it", async () => {
    const duplicate = await productsPOST(
      req('POST', {
        ...BASE,
        variants: [
          { articleNumber: 'G-3', sizeLabel: '1 l' },
          { articleNumber: 'G-3B', sizeLabel: '5 l', gtin: G1 },
        ],
      }),
    );
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ error: GTIN_MESSAGES.duplicate, code: 'conflict', fieldErrors: { 'variants.1.gtin': [GTIN_MESSAGES.duplicate] } });
    expect(await db.prisma.product.count({ where: { articleNumber: 'G-3' } })).toBe(0);
    const other = await productsPOST(req('POST', one('G-4')));
    expect(other.status).toBe(201);
    const id = (await other.json()).id;
    const clash = await productPATCH(req('PATCH', { variants: [{ articleNumber: 'G-4', gtin: G1 }] }), idContext(id));
    expect(clash.status).toBe(409);
    expect((await clash.json()).fieldErrors).toEqual({ 'variants.0.gtin': [GTIN_MESSAGES.duplicate] });
    expect(await gtinOf('G-4')).toBeNull();
    // Sizes without a GTIN never clash with each other (NULLs are distinct).
    expect((await productsPOST(req('POST', one('G-5', '')))).status).toBe(201);
    expect(
      (
        await productsPOST(
          req('POST', {
            ...BASE,
            variants: [
              { articleNumber: 'G-6', sizeLabel: 'a', gtin: '' },
              { articleNumber: 'G-6B', sizeLabel: 'b' },
            ],
          }),
        )
      ).status,
    ).toBe(201);
  });

  it('lets two sizes of one product swap their GTINs in one save', async () => {
    const both = {
      variants: [
        { articleNumber: 'G-1', sizeLabel: '1 l', gtin: G1 },
        { articleNumber: 'G-1B', sizeLabel: '5 l', gtin: G2 },
      ],
    };
    expect((await productPATCH(req('PATCH', both), idContext(first))).status).toBe(200);
    const swapped = {
      variants: [
        { articleNumber: 'G-1', sizeLabel: '1 l', gtin: G2 },
        { articleNumber: 'G-1B', sizeLabel: '5 l', gtin: G1 },
      ],
    };
    expect((await productPATCH(req('PATCH', swapped), idContext(first))).status).toBe(200);
    expect([await gtinOf('G-1'), await gtinOf('G-1B')]).toEqual([G2, G1]);
  });

  it('shows each size with its GTIN and price in the public product API; blank clears it', async () => {
    const detail = await (
      await publicGET(new Request('http://127.0.0.1/api/products/public/G-1'), { params: Promise.resolve({ articleNumber: 'G-1' }) })
    ).json();
    expect(detail).toMatchObject({
      articleNumber: 'G-1',
      variants: [
        // The saves above did not carry G-1's price: it is kept (lib/admin/products/variants.ts); G-1B never had one.
        { articleNumber: 'G-1', sizeLabel: '1 l', gtin: G2, recommendedPriceNok: 249 },
        { articleNumber: 'G-1B', sizeLabel: '5 l', gtin: G1, recommendedPriceNok: null },
      ],
    });
    const cleared = {
      variants: [
        { articleNumber: 'G-1', sizeLabel: '1 l', gtin: ' ', recommendedPriceNok: '249' },
        { articleNumber: 'G-1B', sizeLabel: '5 l', gtin: G1 },
      ],
    };
    expect((await productPATCH(req('PATCH', cleared), idContext(first))).status).toBe(200);
    expect(await gtinOf('G-1')).toBeNull();
  });
});
