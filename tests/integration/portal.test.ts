/**
 * The dealer portal's server side against the seeded test database and a temporary storage
 * folder: image download, the streamed zip, the dealer documents, and who may fetch them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GET as imageGET } from '@/app/api/download-image/[id]/route';
import { GET as zipGET } from '@/app/api/download-images/route';
import { GET as documentsGET } from '@/app/api/dealer-documents/route';
import { GET as documentGET } from '@/app/api/dealer-documents/[id]/route';
import { GET as mediaGET } from '@/app/media/[...key]/route';
import { sessionCookieName } from '@/lib/auth/config';
import { startSession } from '@/lib/auth/sessions';
import { toSessionUser } from '@/lib/auth/user';
import { storage } from '@/lib/storage';
import { runDemoSeed } from '@/prisma/seed';
import { NextRequest } from 'next/server';
import { cloneTemplateDatabase, type TestDatabase } from '../support/db';
import { zipEntryNames } from '../support/zip';

let db: TestDatabase;
let dir: string;
const cookies: Record<'dealer' | 'admin' | 'inactive', string> = { dealer: '', admin: '', inactive: '' };

const get = (url: string, cookie?: string) => new Request(`http://127.0.0.1${url}`, { headers: cookie ? { cookie } : {} });
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

async function cookieFor(email: string) {
  const user = await db.prisma.user.findUniqueOrThrow({ where: { email } });
  return `${sessionCookieName()}=${(await startSession(db.prisma, toSessionUser(user))).token}`;
}

beforeAll(async () => {
  db = await cloneTemplateDatabase('portal');
  process.env.DATABASE_URL = db.url;
  dir = await mkdtemp(path.join(os.tmpdir(), 'portal-storage-'));
  process.env.STORAGE_DIR = dir;
  await runDemoSeed(db.prisma, storage());
  cookies.dealer = await cookieFor('forhandler@example.com');
  cookies.admin = await cookieFor('admin@example.com');
  const inactive = await db.prisma.user.create({
    data: { email: 'old@example.no', passwordHash: 'x', name: 'Old', company: 'Old AS', isActive: false },
  });
  cookies.inactive = `${sessionCookieName()}=${(await startSession(db.prisma, toSessionUser(inactive))).token}`;
}, 120_000);

afterAll(async () => {
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /api/download-image/{id}', () => {
  it('sends the original image as <articleNumber>.<ext> to a dealer and an administrator', async () => {
    const product = await db.prisma.product.findFirstOrThrow({ where: { articleNumber: '1010' } });
    for (const cookie of [cookies.dealer, cookies.admin]) {
      const response = await imageGET(get(`/api/download-image/${product.id}`, cookie), params({ id: String(product.id) }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="1010.jpg"; filename*=UTF-8''1010.jpg`);
      expect(response.headers.get('content-security-policy')).toBe('sandbox');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const body = Buffer.from(await response.arrayBuffer());
      const stored = await storage().get(product.imageUrl.replace('/media/', ''));
      expect(body.equals(stored!.body)).toBe(true);
      expect(response.headers.get('content-length')).toBe(String(body.length));
    }
  });

  it('401 for nobody and for a deactivated dealer; 404 for ids that are not numbers or not there', async () => {
    const product = await db.prisma.product.findFirstOrThrow();
    expect((await imageGET(get(`/api/download-image/${product.id}`), params({ id: String(product.id) }))).status).toBe(401);
    expect((await imageGET(get('/x', cookies.inactive), params({ id: String(product.id) }))).status).toBe(401);
    for (const id of ['abc', '1.5', '-1', '0', '99999999', '1e3', '9999999999999']) {
      const response = await imageGET(get(`/api/download-image/${id}`, cookies.dealer), params({ id }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Bildet finnes ikke' });
    }
  });
});

describe('GET /api/download-images', () => {
  it('streams a zip with one entry per product image, named after the company', async () => {
    const products = await db.prisma.product.findMany({ select: { articleNumber: true } });
    const response = await zipGET(get('/api/download-images', cookies.dealer));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="nordisk-pleie-produktbilder\.zip"/);
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    const names = zipEntryNames(Buffer.from(await response.arrayBuffer()));
    expect(names).toHaveLength(products.length);
    expect(names).toContain('1010.jpg');
    expect(new Set(names).size).toBe(names.length);
  });

  it('skips an image that cannot be read and still finishes the zip', async () => {
    const product = await db.prisma.product.findFirstOrThrow({ where: { articleNumber: '1010' } });
    await db.prisma.product.update({ where: { id: product.id }, data: { imageUrl: '/media/products/missing-file.jpg' } });
    try {
      const names = zipEntryNames(Buffer.from(await (await zipGET(get('/api/download-images', cookies.admin))).arrayBuffer()));
      expect(names).not.toContain('1010.jpg');
      expect(names.length).toBe((await db.prisma.product.count()) - 1);
    } finally {
      await db.prisma.product.update({ where: { id: product.id }, data: { imageUrl: product.imageUrl } });
    }
  });

  it('401 for nobody', async () => {
    expect((await zipGET(get('/api/download-images'))).status).toBe(401);
  });
});

describe('dealer documents', () => {
  it('lists the seeded price list and marketing material, by kind', async () => {
    const all = await (await documentsGET(get('/api/dealer-documents', cookies.dealer))).json();
    expect(all.map((d: { title: string }) => d.title).sort()).toEqual(
      ['Butikkplakat A4 – Gi møblene nytt liv', 'Logo (PNG)', 'Prisliste 2026'].sort(),
    );
    const prices = await (await documentsGET(get('/api/dealer-documents?kind=PRICE_LIST', cookies.dealer))).json();
    expect(prices).toEqual([expect.objectContaining({ title: 'Prisliste 2026', fileName: 'prisliste-2026.csv', downloadUrl: expect.stringMatching(/^\/api\/dealer-documents\/\d+$/) })]);
    expect(JSON.stringify(all)).not.toContain('storageKey');
    expect((await documentsGET(get('/api/dealer-documents?kind=SECRET', cookies.dealer))).status).toBe(400);
    expect((await documentsGET(get('/api/dealer-documents'))).status).toBe(401);
  });

  it('downloads a document with its file name; the stored file is not public under /media', async () => {
    const doc = await db.prisma.dealerDocument.findFirstOrThrow({ where: { kind: 'PRICE_LIST' } });
    const response = await documentGET(get(`/api/dealer-documents/${doc.id}`, cookies.dealer), params({ id: String(doc.id) }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="prisliste-2026.csv"; filename*=UTF-8''prisliste-2026.csv`);
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    const csv = Buffer.from(await response.arrayBuffer()).toString('utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0] ?? csv.split('\n')[0]).toMatch(/^Artikkelnummer;Produktnavn;Kategori;Veiledende pris \(NOK\)/);
    expect(csv).toContain('Lærpleie');

    expect((await documentGET(get('/x'), params({ id: String(doc.id) }))).status).toBe(401);
    expect((await documentGET(get('/x', cookies.dealer), params({ id: 'abc' }))).status).toBe(404);
    const media = await mediaGET(new NextRequest(`http://127.0.0.1/media/${doc.storageKey}`), params({ key: doc.storageKey.split('/') }));
    expect(media.status).toBe(404);
  });

  it('keeps an SVG stored before issue 15 downloadable, as an attachment under a sandbox (no script runs)', async () => {
    const body = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await storage().put('private/documents/gammel-logo.svg', body, 'image/svg+xml');
    const doc = await db.prisma.dealerDocument.create({
      data: { kind: 'MARKETING', title: 'Gammel logo', fileName: 'gammel-logo.svg', storageKey: 'private/documents/gammel-logo.svg', contentType: 'image/svg+xml', sizeBytes: body.length },
    });
    try {
      const response = await documentGET(get(`/api/dealer-documents/${doc.id}`, cookies.dealer), params({ id: String(doc.id) }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe('sandbox');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await db.prisma.dealerDocument.delete({ where: { id: doc.id } });
    }
  });
});
