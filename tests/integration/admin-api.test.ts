/**
 * The admin route handlers against the real test database: anonymous 401, dealer 403 with
 * nothing changed, administrator allowed; products (sanitised HTML, 409 duplicate, article number
 * locked, cascade on delete, catalogue revalidated), dealer accounts (by invitation: no password
 * accepted, never a hash returned; deactivation ends access), messages and applications.
 */
import { revalidateTag } from 'next/cache';
import { GET as productsGET, POST as productsPOST } from '@/app/api/products/route';
import { PATCH as productPATCH, DELETE as productDELETE } from '@/app/api/products/[id]/route';
import { POST as imagePOST } from '@/app/api/products/[id]/image/route';
import sharp from 'sharp';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GET as dealersGET, POST as dealersPOST } from '@/app/api/dealers/route';
import { PATCH as dealerPATCH, DELETE as dealerDELETE } from '@/app/api/dealers/[id]/route';
import { GET as messagesGET } from '@/app/api/contact-messages/route';
import { DELETE as messageDELETE } from '@/app/api/contact-messages/[id]/route';
import { GET as inquiriesGET } from '@/app/api/partner-inquiries/route';
import { DELETE as inquiryDELETE } from '@/app/api/partner-inquiries/[id]/route';
import { GET as dealerSessionGET } from '@/app/api/auth/dealer/route';
import { POST as loginPOST } from '@/app/api/auth/login/route';
import { sessionCookieName } from '@/lib/auth/config';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { PRODUCT_MESSAGES } from '@/lib/admin/products/schema';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { createTestProduct } from '../support/products';
import { cloneTemplateDatabase, idContext, signedIn, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let admin: string;
let dealer: string;

const req = (method: string, body?: unknown, who?: string) =>
  new Request('http://127.0.0.1/api/x?page=1&pageSize=50', {
    method,
    headers: { ...(who ? { cookie: who } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const PRODUCT = {
  name: 'Testolje & "Voks"',
  category: 'Treolje',
  imageUrl: 'https://cdn.example/bilde.jpg',
  description: '<p>Trygg <b>olje</b></p><script>alert(1)</script><img src=x onerror=alert(2)>',
  variants: [{ articleNumber: 'A-5000', recommendedPriceNok: '149,50' }],
};
/** The product with one size of this article number. */
const withNumber = (articleNumber: string, size: Record<string, unknown> = {}) => ({
  ...PRODUCT,
  variants: [{ ...PRODUCT.variants[0], articleNumber, ...size }],
});

beforeAll(async () => {
  db = await cloneTemplateDatabase('admin_api');
  process.env.DATABASE_URL = db.url;
  admin = (await signedIn(db, 'admin', { email: 'admin@test.no' })).cookie;
  dealer = (await signedIn(db, 'dealer', { email: 'dealer@test.no' })).cookie;
});

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

describe('who may call the admin APIs', () => {
  const calls: [string, (who?: string) => Promise<Response>][] = [
    ['GET /api/products', (who) => productsGET(req('GET', undefined, who))],
    ['POST /api/products', (who) => productsPOST(req('POST', withNumber('Z-1'), who))],
    ['PATCH /api/products/1', (who) => productPATCH(req('PATCH', { name: 'X' }, who), idContext(1))],
    ['DELETE /api/products/1', (who) => productDELETE(req('DELETE', undefined, who), idContext(1))],
    ['GET /api/dealers', (who) => dealersGET(req('GET', undefined, who))],
    ['POST /api/dealers', (who) => dealersPOST(req('POST', { email: 'x@y.no', name: 'Xx', company: 'Yy' }, who))],
    ['PATCH /api/dealers/1', (who) => dealerPATCH(req('PATCH', { name: 'Xx' }, who), idContext(1))],
    ['DELETE /api/dealers/1', (who) => dealerDELETE(req('DELETE', undefined, who), idContext(1))],
    ['GET /api/contact-messages', (who) => messagesGET(req('GET', undefined, who))],
    ['DELETE /api/contact-messages/1', (who) => messageDELETE(req('DELETE', undefined, who), idContext(1))],
    ['GET /api/partner-inquiries', (who) => inquiriesGET(req('GET', undefined, who))],
    ['DELETE /api/partner-inquiries/1', (who) => inquiryDELETE(req('DELETE', undefined, who), idContext(1))],
  ];

  it.each(calls)('%s: 401 for nobody, 403 for a dealer, nothing changed', async (_name, call) => {
    const before = await Promise.all([db.prisma.product.count(), db.prisma.user.count()]);
    expect((await call()).status).toBe(401);
    const forbidden = await call(dealer);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: 'Du har ikke tilgang til dette', code: 'forbidden' });
    expect(await Promise.all([db.prisma.product.count(), db.prisma.user.count()])).toEqual(before);
  });
});

describe('products', () => {
  let id: number;

  it('creates a product with sanitised HTML and a parsed price, and revalidates the catalogue', async () => {
    const response = await productsPOST(req('POST', PRODUCT, admin));
    expect(response.status).toBe(201);
    id = (await response.json()).id;
    const stored = await db.prisma.product.findUniqueOrThrow({ where: { id }, include: { variants: true } });
    expect(stored.description).not.toMatch(/<script|onerror/);
    expect(stored.description).toContain('<b>olje</b>');
    expect(stored.articleNumber).toBe('A-5000');
    expect(stored.variants).toEqual([expect.objectContaining({ articleNumber: 'A-5000', position: 0, sortKey: 5000, sizeLabel: null, gtin: null })]);
    expect(stored.variants[0].recommendedPriceNok?.toFixed(2)).toBe('149.50');
    expect(stored.sortKey).toBe(5000);
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
  });

  it('refuses a duplicate article number (409) and invalid fields (400)', async () => {
    const duplicate = await productsPOST(req('POST', PRODUCT, admin));
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({
      error: 'Et produkt med dette artikkelnummeret finnes allerede',
      code: 'conflict',
      fieldErrors: { 'variants.0.articleNumber': ['Et produkt med dette artikkelnummeret finnes allerede'] },
    });
    const invalid = await productsPOST(req('POST', { ...withNumber('', { recommendedPriceNok: -5 }), imageUrl: 'javascript:alert(1)' }, admin));
    expect(invalid.status).toBe(400);
    expect(Object.keys((await invalid.json()).fieldErrors).sort()).toEqual(['imageUrl', 'variants.0.articleNumber', 'variants.0.recommendedPriceNok']);
    // The article number, price and GTIN belong to the sizes: sent beside `variants` they are refused at those fields, a product without sizes at variants.
    const flat = await productsPOST(req('POST', { ...withNumber('A-5001'), name: 'Flat', articleNumber: 'A-5001', recommendedPriceNok: 99 }, admin));
    expect(flat.status).toBe(400);
    expect(await flat.json()).toEqual({
      error: ADMIN_MESSAGES.invalid,
      code: 'validation_failed',
      fieldErrors: { articleNumber: [PRODUCT_MESSAGES.sizeField], recommendedPriceNok: [PRODUCT_MESSAGES.sizeField] },
    });
    const sizeless = await productsPOST(req('POST', { name: 'Flat', category: 'Treolje', imageUrl: 'https://cdn.example/f.jpg' }, admin));
    expect(Object.keys((await sizeless.json()).fieldErrors)).toEqual(['variants']);
    expect(await db.prisma.product.count({ where: { name: 'Flat' } })).toBe(0);
  });

  it('updates any field but the article number; lists and filters', async () => {
    // The product has no article number, price or GTIN field of its own any more: one sent is refused, nothing changed.
    const locked = await productPATCH(req('PATCH', { articleNumber: 'B-1', gtin: '96385074', name: 'Endret' }, admin), idContext(id));
    expect(locked.status).toBe(400);
    expect((await locked.json()).fieldErrors).toEqual({ articleNumber: [PRODUCT_MESSAGES.sizeField], gtin: [PRODUCT_MESSAGES.sizeField] });
    expect(await db.prisma.product.findUniqueOrThrow({ where: { id } })).toMatchObject({ articleNumber: 'A-5000', name: 'Testolje & "Voks"' });
    // The main size cannot go: 400 on the list, nothing changed.
    const mainGone = await productPATCH(req('PATCH', { variants: [{ articleNumber: 'B-1' }] }, admin), idContext(id));
    expect(mainGone.status).toBe(400);
    expect(await mainGone.json()).toEqual({
      error: 'Størrelsen med produktets eget artikkelnummer kan ikke fjernes',
      code: 'validation_failed',
      fieldErrors: { variants: ['Størrelsen med produktets eget artikkelnummer kan ikke fjernes'] },
    });
    expect(await db.prisma.productVariant.findMany({ where: { productId: id }, select: { articleNumber: true } })).toEqual([{ articleNumber: 'A-5000' }]);
    const ok = await productPATCH(req('PATCH', { name: 'Ny olje', highlightText: '' }, admin), idContext(id));
    expect(ok.status).toBe(200);
    expect((await db.prisma.product.findUniqueOrThrow({ where: { id } })).name).toBe('Ny olje');
    const list = await (await productsGET(new Request('http://127.0.0.1/api/products?q=ny%20OLJE', { headers: { cookie: admin } }))).json();
    expect(list.items.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await productPATCH(req('PATCH', { name: 'X' }, admin), idContext(999999))).status).toBe(404);
    expect((await productPATCH(req('PATCH', { name: 'X' }, admin), idContext('abc'))).status).toBe(404);
  });

  it('replaces the image from an upload checked by content (admin only)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'admin-images-'));
    process.env.STORAGE_DIR = dir;
    try {
      const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#8b5a2b' } })
        .png()
        .toBuffer();
      const upload = (who: string | undefined, body: Blob) => {
        const form = new FormData();
        form.set('image', body, 'bilde.png');
        return imagePOST(
          new Request('http://127.0.0.1/api/products/1/image', { method: 'POST', body: form, headers: who ? { cookie: who } : {} }),
          idContext(id),
        );
      };
      expect((await upload(undefined, new Blob([png]))).status).toBe(401);
      expect((await upload(dealer, new Blob([png]))).status).toBe(403);
      const ok = await upload(admin, new Blob([png], { type: 'image/png' }));
      expect(ok.status).toBe(200);
      const { imageUrl } = await ok.json();
      expect(imageUrl).toMatch(/^\/media\/products\/a-5000-[0-9a-f]{10}\.jpg$/);
      expect((await db.prisma.product.findUniqueOrThrow({ where: { id } })).imageUrl).toBe(imageUrl);
      const fake = await upload(admin, new Blob(['<script>alert(1)</script>'], { type: 'image/png' }));
      expect(fake.status).toBe(415);
      const json = await imagePOST(
        new Request('http://127.0.0.1/x', { method: 'POST', body: '{}', headers: { cookie: admin, 'content-type': 'application/json' } }),
        idContext(id),
      );
      expect(json.status).toBe(415);
    } finally {
      delete process.env.STORAGE_DIR;
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('deletes the product and its retailer links', async () => {
    const retailer = await db.prisma.onlineRetailer.create({ data: { slug: 'testbutikk', name: 'Testbutikk', websiteUrl: 'https://t.example' } });
    await db.prisma.retailerLink.create({ data: { productId: id, retailerId: retailer.id, productUrl: 'https://t.example/p' } });
    expect((await productDELETE(req('DELETE', undefined, admin), idContext(id))).status).toBe(200);
    expect(await db.prisma.product.count({ where: { id } })).toBe(0);
    expect(await db.prisma.retailerLink.count({ where: { productId: id } })).toBe(0);
    expect((await productDELETE(req('DELETE', undefined, admin), idContext(id))).status).toBe(404);
  });
});

describe('dealer accounts', () => {
  it('creates by invitation (a password refused), lists without hashes, edits, deactivates and deletes', async () => {
    const withPassword = await dealersPOST(req('POST', { email: 'Ny@Forhandler.no', password: 'hemmelig-1', name: 'Nina', company: 'Nina AS' }, admin));
    expect(withPassword.status).toBe(400);
    expect((await withPassword.json()).fieldErrors).toEqual({
      password: ['Administratoren setter ikke passord. Kontoens eier velger passord selv via invitasjonslenken.'],
    });
    const created = await dealersPOST(req('POST', { email: 'Ny@Forhandler.no', name: 'Nina', company: 'Nina AS' }, admin));
    expect(created.status).toBe(201);
    const account = await created.json();
    expect(account).toMatchObject({ email: 'ny@forhandler.no', isActive: true, invitationPending: true });
    expect(JSON.stringify(account)).not.toMatch(/hash|argon/i);
    expect((await dealersPOST(req('POST', { email: 'ny@forhandler.no', name: 'Nina', company: 'Nina AS' }, admin))).status).toBe(409);

    const list = await (await dealersGET(req('GET', undefined, admin))).json();
    expect(JSON.stringify(list)).not.toMatch(/passwordHash|argon/);
    expect(list.items.find((d: { email: string }) => d.email === 'ny@forhandler.no')).toMatchObject({ invitationPending: true });

    // No password through the API; the dealer's own (set here as the invitation link would) stays.
    expect((await dealerPATCH(req('PATCH', { password: 'nytt-passord-2' }, admin), idContext(account.id))).status).toBe(400);
    await db.prisma.user.update({ where: { id: account.id }, data: { passwordHash: await hashPassword('nytt-passord-2') } });
    expect((await dealerPATCH(req('PATCH', { company: 'Nina Møbler AS' }, admin), idContext(account.id))).status).toBe(200);
    const stored = await db.prisma.user.findUniqueOrThrow({ where: { id: account.id } });
    expect(stored.company).toBe('Nina Møbler AS');
    expect(await verifyPassword(stored.passwordHash!, 'nytt-passord-2')).toBe(true);

    // Deactivation ends the dealer's access at their next request.
    const login = await loginPOST(
      new Request('http://127.0.0.1/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
        body: JSON.stringify({ email: 'ny@forhandler.no', password: 'nytt-passord-2' }),
      }),
    );
    const session = `${sessionCookieName()}=${/next-auth\.session-token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1]}`;
    expect((await dealerSessionGET(new Request('http://127.0.0.1/api/auth/dealer', { headers: { cookie: session } }))).status).toBe(200);
    await dealerPATCH(req('PATCH', { isActive: false }, admin), idContext(account.id));
    expect((await dealerSessionGET(new Request('http://127.0.0.1/api/auth/dealer', { headers: { cookie: session } }))).status).toBe(401);

    // Administrators are not edited through the dealer API.
    const adminUser = await db.prisma.user.findUniqueOrThrow({ where: { email: 'admin@test.no' } });
    expect((await dealerPATCH(req('PATCH', { name: 'Hacked' }, admin), idContext(adminUser.id))).status).toBe(404);
    expect((await dealerDELETE(req('DELETE', undefined, admin), idContext(adminUser.id))).status).toBe(404);

    expect((await dealerDELETE(req('DELETE', undefined, admin), idContext(account.id))).status).toBe(200);
    expect(await db.prisma.user.count({ where: { id: account.id } })).toBe(0);
  });
});

describe('messages and applications', () => {
  it('lists them newest first exactly as typed, paginated, and deletes them', async () => {
    const older = await db.prisma.contactMessage.create({
      data: { name: 'Eldre', email: 'a@b.no', message: '<script>alert(1)</script> eldre', antiSpamAnswer: '4', createdAt: new Date(Date.now() - 86_400_000) },
    });
    const newer = await db.prisma.contactMessage.create({ data: { name: 'Nyere', email: 'c@d.no', message: 'Hei & hallo', antiSpamAnswer: '4' } });
    const page = await (await messagesGET(req('GET', undefined, admin))).json();
    expect(page.items.map((m: { id: number }) => m.id)).toEqual([newer.id, older.id]);
    expect(page.items[1].message).toBe('<script>alert(1)</script> eldre');
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    const second = await (await messagesGET(new Request('http://127.0.0.1/api/contact-messages?page=2&pageSize=1', { headers: { cookie: admin } }))).json();
    expect(second.items.map((m: { id: number }) => m.id)).toEqual([older.id]);
    expect((await messageDELETE(req('DELETE', undefined, admin), idContext(older.id))).status).toBe(200);
    expect((await messageDELETE(req('DELETE', undefined, admin), idContext(older.id))).status).toBe(404);

    const inquiry = await db.prisma.partnerInquiry.create({
      data: {
        name: 'Ola',
        company: 'Ola AS',
        email: 'o@a.no',
        phone: '22334455',
        industry: 'Annet',
        productInterest: ['Trepleie'],
        message: 'Vi vil selge',
        antiSpamAnswer: '4',
      },
    });
    const inquiries = await (await inquiriesGET(req('GET', undefined, admin))).json();
    expect(inquiries.items[0]).toMatchObject({ id: inquiry.id, productInterest: ['Trepleie'] });
    expect((await inquiryDELETE(req('DELETE', undefined, admin), idContext(inquiry.id))).status).toBe(200);
  });
});

describe('bad input answers 4xx with nothing written (issue 15)', () => {
  const counts = () => Promise.all([db.prisma.product.count(), db.prisma.user.count(), db.prisma.retailerLink.count()]);
  const BAD = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', 'a\u0007b'];

  it.each(BAD)('refuses %j in product text fields (POST and PATCH) with 400', async (bad) => {
    const existing = await createTestProduct(db.prisma, {
      articleNumber: `BAD-${BAD.indexOf(bad)}`,
      name: 'Før',
      category: 'Treolje',
      imageUrl: 'https://cdn.example/b.jpg',
    });
    const before = await counts();
    for (const field of ['name', 'category', 'highlightText', 'highlightDescription', 'description', 'instructions']) {
      const created = await productsPOST(req('POST', { ...withNumber('Z-15'), [field]: `ok ${bad}` }, admin));
      expect(created.status).toBe(400);
      expect((await created.json()).fieldErrors[field]).toEqual(['Feltet inneholder ugyldige tegn']);
      const patched = await productPATCH(req('PATCH', { [field]: bad }, admin), idContext(existing.id));
      expect(patched.status).toBe(400);
    }
    const link = await productPATCH(
      req('PATCH', { retailerLinks: [{ retailerId: 1, productUrl: `https://t.example/${bad}` }] }, admin),
      idContext(existing.id),
    );
    expect(link.status).toBe(400);
    expect(Object.keys((await link.json()).fieldErrors)).toEqual(['retailerLinks.0.productUrl']);
    for (const field of ['articleNumber', 'sizeLabel']) {
      const size = await productPATCH(
        req('PATCH', { variants: [{ articleNumber: existing.articleNumber, [field]: `ok${bad}` }] }, admin),
        idContext(existing.id),
      );
      expect(size.status).toBe(400);
      expect(Object.keys((await size.json()).fieldErrors)).toEqual([`variants.0.${field}`]);
    }
    expect(await counts()).toEqual(before);
    expect((await db.prisma.product.findUniqueOrThrow({ where: { id: existing.id } })).name).toBe('Før');
    await db.prisma.product.delete({ where: { id: existing.id } });
  });

  it.each(BAD)('refuses %j in dealer fields (POST and PATCH) with 400', async (bad) => {
    const dealerRow = await db.prisma.user.findUniqueOrThrow({ where: { email: 'dealer@test.no' } });
    const before = await counts();
    for (const field of ['name', 'company', 'email']) {
      const body = {
        email: 'bad@forhandler.no',
        name: 'Nina',
        company: 'Nina AS',
        [field]: `${field === 'email' ? 'a' : 'abcdefghij'}${bad}${field === 'email' ? '@b.no' : ''}`,
      };
      expect((await dealersPOST(req('POST', body, admin))).status).toBe(400);
      expect((await dealerPATCH(req('PATCH', { [field]: body[field as keyof typeof body] }, admin), idContext(dealerRow.id))).status).toBe(400);
    }
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['/api/products?q=%00', productsGET],
    ['/api/products?q=a%00b', productsGET],
    ['/api/products?category=%00', productsGET],
    ['/api/products?q=%ED%A0%80%07', productsGET],
    [`/api/products?q=${'x'.repeat(201)}`, productsGET],
    ['/api/dealers?q=%00', dealersGET],
    ['/api/dealers?q=%C2%85', dealersGET],
  ])('GET %s answers 400, not 500', async (url, handler) => {
    const response = await handler(new Request(`http://127.0.0.1${url}`, { headers: { cookie: admin } }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Feltet inneholder ugyldige tegn' });
  });

  it('still searches with ordinary text, emoji and RTL marks', async () => {
    for (const q of ['olje', 'Møbel 🌲', '\u200fשלום', ' ']) {
      const response = await productsGET(new Request(`http://127.0.0.1/api/products?q=${encodeURIComponent(q)}`, { headers: { cookie: admin } }));
      expect(response.status).toBe(200);
    }
  });

  it('refuses a PNG with a valid header and truncated data with 415, stores nothing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'admin-images-bad-'));
    process.env.STORAGE_DIR = dir;
    try {
      const product = await createTestProduct(db.prisma, {
        articleNumber: 'TRUNC-1',
        name: 'Trunk',
        category: 'Treolje',
        imageUrl: 'https://cdn.example/t.jpg',
      });
      const raw = Buffer.from(Array.from({ length: 500 * 500 * 3 }, (_, i) => (i * 7919) % 251));
      const full = await sharp(raw, { raw: { width: 500, height: 500, channels: 3 } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.set('image', new Blob([full.subarray(0, Math.floor(full.length / 2))], { type: 'image/png' }), 'bilde.png');
      const response = await imagePOST(
        new Request('http://127.0.0.1/api/products/1/image', { method: 'POST', body: form, headers: { cookie: admin } }),
        idContext(product.id),
      );
      expect(response.status).toBe(415);
      expect((await db.prisma.product.findUniqueOrThrow({ where: { id: product.id } })).imageUrl).toBe('https://cdn.example/t.jpg');
      expect(await readdir(dir, { recursive: true })).toEqual([]);
      await db.prisma.product.delete({ where: { id: product.id } });
    } finally {
      delete process.env.STORAGE_DIR;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
