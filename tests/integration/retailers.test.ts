/**
 * Online shops through the JSON API (docs/product.md: Admin panel, Nettbutikker; issue 18 item 6):
 * GET/POST /api/retailers and PATCH/DELETE /api/retailers/{id} — administrators only (401/403,
 * nothing changed), the name and https website rules, 409 on a taken name, the logo checked by
 * content (PNG stored, SVG and non-images 415, tiny 400, too large 413), the product links deleted
 * with the shop, the catalogue cache tag expired, one audit entry per change, and the product page
 * showing the new shop with its logo.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { revalidateTag } from 'next/cache';
import { GET as listGET, POST as createPOST } from '@/app/api/retailers/route';
import { DELETE as retailerDELETE, PATCH as retailerPATCH } from '@/app/api/retailers/[id]/route';
import { loadProductDetail } from '@/lib/catalogue/queries';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { cloneTemplateDatabase, idContext, multipartRequest, signedIn, type TestDatabase } from '../support/harness';
import { createTestProduct } from '../support/products';

let db: TestDatabase;
let storageDir: string;
let admin: string;
let dealer: string;

const URL_ = 'http://127.0.0.1/api/retailers';
const who = (c?: string): Record<string, string> => (c ? { cookie: c } : {});

const multipart = (method: string, fields: Record<string, string | Blob>, c?: string) => multipartRequest(method, '/api/retailers', fields, { cookie: c });
const jsonRequest = (method: string, body: unknown, c?: string) =>
  new Request(URL_, { method, headers: { 'content-type': 'application/json', ...who(c) }, body: JSON.stringify(body) });

const png = (width = 240, height = 80) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 0.5 } } })
    .png()
    .toBuffer();
const file = (bytes: Uint8Array | string, name: string, type = 'image/png') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

const storedFiles = async () => (await readdir(storageDir, { recursive: true }).catch(() => [])).filter((f) => f.includes('.')).sort();
const retailerCount = () => db.prisma.onlineRetailer.count();
const auditOf = (entity: string) => db.prisma.auditEvent.findMany({ where: { entity }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'retailers-'));
  process.env.STORAGE_DIR = storageDir;
  db = await cloneTemplateDatabase('retailers');
  process.env.DATABASE_URL = db.url;
  admin = (await signedIn(db, 'admin', { email: 'admin@butikker.no' })).cookie;
  dealer = (await signedIn(db, 'dealer', { email: 'dealer@butikker.no' })).cookie;
  await db.prisma.onlineRetailer.create({ data: { slug: 'bolighuset', name: 'Bolighuset', websiteUrl: 'https://bolighuset.example' } });
  for (const articleNumber of ['1010', '1020']) {
    await createTestProduct(db.prisma, { articleNumber, name: `Olje ${articleNumber}`, imageUrl: 'https://cdn.example/o.jpg' });
  }
});

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
  await rm(storageDir, { recursive: true, force: true });
});

describe('who may call /api/retailers', () => {
  it('401 for nobody and 403 for a dealer on every method, with nothing changed or stored', async () => {
    const existing = await db.prisma.onlineRetailer.findFirstOrThrow();
    const before = await db.prisma.onlineRetailer.findMany({ orderBy: { id: 'asc' } });
    const logo = file(await png(), 'logo.png');
    for (const [c, status] of [
      [undefined, 401],
      [dealer, 403],
    ] as const) {
      expect((await listGET(new Request(URL_, { headers: who(c) }))).status).toBe(status);
      expect((await createPOST(multipart('POST', { name: 'Ulovlig', websiteUrl: 'https://ulovlig.example', logo }, c))).status).toBe(status);
      expect((await retailerPATCH(jsonRequest('PATCH', { name: 'Ulovlig' }, c), idContext(existing.id))).status).toBe(status);
      expect((await retailerDELETE(new Request(URL_, { method: 'DELETE', headers: who(c) }), idContext(existing.id))).status).toBe(status);
    }
    expect(await db.prisma.onlineRetailer.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
    expect(await storedFiles()).toEqual([]);
    expect(await auditOf('retailer')).toEqual([]);
  });
});

describe('POST /api/retailers', () => {
  it('adds a shop with a PNG logo checked by content and stored as PNG; expires the catalogue tag; one audit entry', async () => {
    (revalidateTag as jest.Mock).mockClear();
    const response = await createPOST(
      multipart(
        'POST',
        { name: '  Pleiebutikken Øst ', websiteUrl: 'https://pleiebutikken.example/', logo: file(await png(), 'logo.bin', 'application/octet-stream') },
        admin,
      ),
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; slug: string; name: string; logoUrl: string; linkCount: number };
    expect(body).toMatchObject({ slug: 'pleiebutikken-ost', name: 'Pleiebutikken Øst', websiteUrl: 'https://pleiebutikken.example/', linkCount: 0 });
    expect(body.logoUrl).toMatch(/^\/media\/retailers\/pleiebutikken-ost-[0-9a-f]+\.png$/);
    const stored = await readFile(path.join(storageDir, body.logoUrl.replace(/^\/media\//, '')));
    expect((await sharp(stored).metadata()).format).toBe('png');
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
    const [entry] = await auditOf('retailer');
    expect(entry).toMatchObject({ action: 'create', entityId: String(body.id) });
    expect(entry.summary).toContain('name: «Pleiebutikken Øst»');

    const listed = (await (await listGET(new Request(URL_, { headers: who(admin) }))).json()) as { items: { name: string; logoUrl: string | null }[] };
    expect(listed.items.find((r) => r.name === 'Pleiebutikken Øst')?.logoUrl).toBe(body.logoUrl);
    expect(listed.items.map((r) => r.name)).toEqual([...listed.items.map((r) => r.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('takes JSON without a logo; a taken name (any case) is 409 on the name field', async () => {
    const created = await createPOST(jsonRequest('POST', { name: 'Uten Logo', websiteUrl: 'https://utenlogo.example' }, admin));
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ logoUrl: null });
    const count = await retailerCount();
    const duplicate = await createPOST(jsonRequest('POST', { name: 'uten logo', websiteUrl: 'https://annen.example' }, admin));
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({
      error: 'Det finnes allerede en nettbutikk med dette navnet',
      code: 'conflict',
      fieldErrors: { name: ['Det finnes allerede en nettbutikk med dette navnet'] },
    });
    expect(await retailerCount()).toBe(count);
  });

  it.each([
    ['an http website', { name: 'Usikker', websiteUrl: 'http://usikker.example' }, ['websiteUrl']],
    ['a javascript: website', { name: 'Skript', websiteUrl: 'javascript:alert(1)' }, ['websiteUrl']],
    ['no name', { name: '   ', websiteUrl: 'https://tom.example' }, ['name']],
    ['a control character in the name', { name: 'Bu\u0007tikk', websiteUrl: 'https://kontroll.example' }, ['name']],
    ['a name of punctuation only', { name: '!!!', websiteUrl: 'https://tegn.example' }, ['name']],
  ])('400 for %s, nothing stored', async (_label, body, fields) => {
    const count = await retailerCount();
    const response = await createPOST(jsonRequest('POST', body, admin));
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fieldErrors: object }).fieldErrors)).toEqual(fields);
    expect(await retailerCount()).toBe(count);
  });

  it('refuses an SVG (415), a text file named .png (415), a 10 × 10 image (400) and a file over 2 MB (413); nothing stored', async () => {
    const count = await retailerCount();
    const files = await storedFiles();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><script>alert(1)</script><rect width="300" height="100"/></svg>';
    const cases: [Blob, number][] = [
      [file(svg, 'logo.svg', 'image/svg+xml'), 415],
      [file(svg, 'logo.png'), 415],
      [file('ikke et bilde', 'logo.png'), 415],
      [file(await png(10, 10), 'liten.png'), 400],
      [file(new Uint8Array(2 * 1024 * 1024 + 1), 'stor.png'), 413],
    ];
    for (const [logo, status] of cases) {
      const response = await createPOST(multipart('POST', { name: `Logo ${status} ${logo.size}`, websiteUrl: 'https://logo.example', logo }, admin));
      expect({ size: logo.size, status: response.status }).toEqual({ size: logo.size, status });
      if (status !== 413) expect(((await response.json()) as { fieldErrors?: object }).fieldErrors).toHaveProperty('logo');
    }
    expect(await retailerCount()).toBe(count);
    expect(await storedFiles()).toEqual(files);
  });

  it('415 for a body that is neither multipart nor JSON', async () => {
    const response = await createPOST(new Request(URL_, { method: 'POST', headers: { 'content-type': 'text/plain', cookie: admin }, body: 'name=X' }));
    expect(response.status).toBe(415);
  });

  it('403 for a multipart write from another site with the administrator cookie (issue 25); nothing stored', async () => {
    const { prisma } = await import('@/lib/db');
    const before = await prisma.onlineRetailer.count();
    const foreign = multipartRequest(
      'POST',
      '/api/retailers',
      { name: 'Fremmed', websiteUrl: 'https://fremmed.example', logo: file(await png(), 'logo.png') },
      { cookie: admin, headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    const response = await createPOST(foreign);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Forespørselen kommer fra et annet nettsted og er avvist', code: 'cross_site' });
    const remove = await retailerDELETE(new Request(`${URL_}/1`, { method: 'DELETE', headers: { cookie: admin, origin: 'null' } }), idContext(1));
    expect(remove.status).toBe(403);
    expect(await prisma.onlineRetailer.count()).toBe(before);
    expect(await readdir(storageDir, { recursive: true })).not.toContainEqual(expect.stringMatching(/fremmed/));
  });
});

describe('PATCH and DELETE /api/retailers/{id}', () => {
  it('renames (slug follows), replaces and removes the logo; 409 for a taken name, 404 for an unknown id', async () => {
    const shop = await db.prisma.onlineRetailer.findFirstOrThrow({ where: { name: 'Uten Logo' } });
    const renamed = await retailerPATCH(multipart('PATCH', { name: 'Med Logo', logo: file(await png(300, 120), 'ny.png') }, admin), idContext(shop.id));
    expect(renamed.status).toBe(200);
    const body = (await renamed.json()) as { slug: string; logoUrl: string; websiteUrl: string };
    expect(body).toMatchObject({ slug: 'med-logo', websiteUrl: 'https://utenlogo.example' });
    expect(body.logoUrl).toMatch(/^\/media\/retailers\/med-logo-[0-9a-f]+\.png$/);

    const removed = await retailerPATCH(jsonRequest('PATCH', { removeLogo: true }, admin), idContext(shop.id));
    expect(await removed.json()).toMatchObject({ name: 'Med Logo', logoUrl: null });

    const taken = await retailerPATCH(jsonRequest('PATCH', { name: 'Pleiebutikken øst' }, admin), idContext(shop.id));
    expect(taken.status).toBe(409);
    expect((await db.prisma.onlineRetailer.findUniqueOrThrow({ where: { id: shop.id } })).name).toBe('Med Logo');

    expect((await retailerPATCH(jsonRequest('PATCH', { websiteUrl: 'ftp://x.example' }, admin), idContext(shop.id))).status).toBe(400);
    expect((await retailerPATCH(jsonRequest('PATCH', { name: 'X' }, admin), idContext(999_999))).status).toBe(404);
    expect((await retailerPATCH(jsonRequest('PATCH', { name: 'X' }, admin), idContext('abc'))).status).toBe(404);
    expect((await auditOf('retailer')).filter((e) => e.action === 'update').map((e) => e.entityId)).toEqual([String(shop.id), String(shop.id)]);
  });

  it('the product page shows a new shop with its logo once linked; deleting the shop deletes its links, not the products', async () => {
    const shop = await db.prisma.onlineRetailer.findFirstOrThrow({ where: { name: 'Pleiebutikken Øst' } });
    const products = await db.prisma.product.findMany({ orderBy: { id: 'asc' }, take: 2, select: { id: true, articleNumber: true } });
    await db.prisma.retailerLink.createMany({
      data: products.map((p) => ({ productId: p.id, retailerId: shop.id, productUrl: `https://pleiebutikken.example/p/${p.articleNumber}` })),
    });

    const detail = await loadProductDetail(db.prisma, products[0].articleNumber);
    expect(detail?.retailers).toContainEqual({
      name: 'Pleiebutikken Øst',
      logoUrl: shop.logoUrl,
      productUrl: `https://pleiebutikken.example/p/${products[0].articleNumber}`,
    });
    const listed = (await (await listGET(new Request(URL_, { headers: who(admin) }))).json()) as { items: { id: number; linkCount: number }[] };
    expect(listed.items.find((r) => r.id === shop.id)?.linkCount).toBe(2);

    (revalidateTag as jest.Mock).mockClear();
    const response = await retailerDELETE(new Request(URL_, { method: 'DELETE', headers: who(admin) }), idContext(shop.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: shop.id, name: 'Pleiebutikken Øst', linkCount: 2 });
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
    expect(await db.prisma.retailerLink.count({ where: { retailerId: shop.id } })).toBe(0);
    expect(await db.prisma.product.count({ where: { id: { in: products.map((p) => p.id) } } })).toBe(2);
    expect((await loadProductDetail(db.prisma, products[0].articleNumber))?.retailers.map((r) => r.name)).not.toContain('Pleiebutikken Øst');
    const [entry] = (await auditOf('retailer')).filter((e) => e.action === 'delete');
    expect(entry).toMatchObject({ entityId: String(shop.id), summary: 'name: «Pleiebutikken Øst»; linkCount: 2' });

    expect((await retailerDELETE(new Request(URL_, { method: 'DELETE', headers: who(admin) }), idContext(shop.id))).status).toBe(404);
  });
});
