/**
 * The optional GTIN through the products API (the admin form and its server actions use the same
 * schema and service): valid GTINs are stored, a wrong check digit is refused with the Norwegian
 * field error, a GTIN another product has answers 409 on the gtin field, blank clears it, and the
 * public product API carries it with the price.
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
const BASE = { name: 'Treolje Natur', category: 'Treolje', imageUrl: 'https://cdn.example/olje.jpg', recommendedPriceNok: '249' };

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

describe('GTIN on products', () => {
  let first: number;

  it('stores a valid GTIN (spaces dropped) and lists it', async () => {
    const created = await productsPOST(req('POST', { ...BASE, articleNumber: 'G-1', gtin: '7038010 009457' }));
    expect(created.status).toBe(201);
    first = (await created.json()).id;
    expect((await db.prisma.product.findUniqueOrThrow({ where: { id: first } })).gtin).toBe('7038010009457');
    const list = await (await productsGET(req('GET'))).json();
    expect(list.items).toEqual([expect.objectContaining({ articleNumber: 'G-1', gtin: '7038010009457', recommendedPriceNok: 249 })]);
  });

  it('refuses a wrong check digit with the Norwegian message, storing nothing', async () => {
    const response = await productsPOST(req('POST', { ...BASE, articleNumber: 'G-2', gtin: '7038010009458' }));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ gtin: [GTIN_MESSAGES.checkDigit] });
    expect(await db.prisma.product.count({ where: { articleNumber: 'G-2' } })).toBe(0);
  });

  it('answers 409 on the gtin field when another product has it', async () => {
    const duplicate = await productsPOST(req('POST', { ...BASE, articleNumber: 'G-3', gtin: '7038010009457' }));
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ error: GTIN_MESSAGES.duplicate, fieldErrors: { gtin: [GTIN_MESSAGES.duplicate] } });
    const other = await productsPOST(req('POST', { ...BASE, articleNumber: 'G-4' }));
    expect(other.status).toBe(201);
    const id = (await other.json()).id;
    const clash = await productPATCH(req('PATCH', { gtin: '7038010009457' }), idContext(id));
    expect(clash.status).toBe(409);
    expect((await clash.json()).fieldErrors).toEqual({ gtin: [GTIN_MESSAGES.duplicate] });
    // Products without a GTIN never clash with each other (NULLs are distinct).
    expect((await productsPOST(req('POST', { ...BASE, articleNumber: 'G-5', gtin: '' }))).status).toBe(201);
  });

  it('shows the GTIN and price in the public product API; blank clears it', async () => {
    const detail = await (await publicGET(new Request('http://127.0.0.1/api/products/public/G-1'), { params: Promise.resolve({ articleNumber: 'G-1' }) })).json();
    expect(detail).toMatchObject({ articleNumber: 'G-1', gtin: '7038010009457', recommendedPriceNok: 249 });
    expect((await productPATCH(req('PATCH', { gtin: ' ' }), idContext(first))).status).toBe(200);
    expect((await db.prisma.product.findUniqueOrThrow({ where: { id: first } })).gtin).toBeNull();
  });
});
