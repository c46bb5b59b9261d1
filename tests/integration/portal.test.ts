/**
 * The dealer portal's server side against the seeded test database and a temporary storage
 * folder: the gallery (a picture per product and per size with its own), image download (a
 * product's, a size's), the streamed zip, the dealer documents, and who may fetch them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GET as imageGET } from '@/app/api/download-image/[id]/route';
import { GET as variantImageGET } from '@/app/api/download-image/variant/[id]/route';
import { GET as zipGET } from '@/app/api/download-images/route';
import { GET as documentsGET } from '@/app/api/dealer-documents/route';
import { GET as documentGET } from '@/app/api/dealer-documents/[id]/route';
import { GET as mediaGET } from '@/app/media/[...key]/route';
import { storage } from '@/lib/storage';
import { galleryImages, imageFileName } from '@/lib/portal/images';
import { runDemoSeed } from '@/prisma/seed';
import { NextRequest } from 'next/server';
import { cloneTemplateDatabase, sessionOf, type TestDatabase } from '../support/harness';
import { zipEntryNames } from '../support/zip';

let db: TestDatabase;
let dir: string;
const cookies: Record<'dealer' | 'admin' | 'inactive', string> = { dealer: '', admin: '', inactive: '' };

const get = (url: string, cookie?: string) => new Request(`http://127.0.0.1${url}`, { headers: cookie ? { cookie } : {} });
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

/** A session of a seeded account, as a Cookie header. */
const cookieFor = async (email: string) => (await sessionOf(db, await db.prisma.user.findUniqueOrThrow({ where: { email } }))).cookie;

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
  cookies.inactive = (await sessionOf(db, inactive)).cookie;
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
      expect(await response.json()).toEqual({ error: 'Bildet finnes ikke', code: 'not_found' });
    }
  });
});

describe('the gallery', () => {
  it("lists every product's picture and, after it, each size's own; a size showing the product's picture is found on the product's row", async () => {
    const images = await galleryImages(db.prisma);
    const ownVariantImages = await db.prisma.productVariant.findMany({ where: { imageUrl: { not: null } }, select: { id: true } });
    expect(images).toHaveLength((await db.prisma.product.count()) + ownVariantImages.length);
    expect(new Set(images.map((i) => i.key)).size).toBe(images.length);
    expect(new Set(images.map((i) => i.fileName.toLowerCase())).size).toBe(images.length);

    // Møbelpolish Klassisk: 250 ml (1010) shows the product's picture, 500 ml (1020) has its own.
    const klassisk = await db.prisma.product.findUniqueOrThrow({ where: { articleNumber: '1010' }, include: { variants: true } });
    const size500 = klassisk.variants.find((v) => v.articleNumber === '1020')!;
    const at = images.findIndex((i) => i.key === `p${klassisk.id}`);
    expect(images[at]).toEqual({
      key: `p${klassisk.id}`,
      downloadUrl: `/api/download-image/${klassisk.id}`,
      articleNumber: '1010',
      articleNumbers: ['1010'],
      name: 'Møbelpolish Klassisk',
      sizeLabel: null,
      category: 'Møbelpolish',
      imageUrl: klassisk.imageUrl,
      fileName: '1010.jpg',
    });
    expect(images[at + 1]).toEqual({
      key: `v${size500.id}`,
      downloadUrl: `/api/download-image/variant/${size500.id}`,
      articleNumber: '1020',
      articleNumbers: ['1020'],
      name: 'Møbelpolish Klassisk 500 ml',
      sizeLabel: '500 ml',
      category: 'Møbelpolish',
      imageUrl: size500.imageUrl,
      fileName: '1020_500-ml.jpg',
    });
    // Teakolje Natur: the product is 3010 (1 l, no picture of its own); 500 ml (3020) has its own.
    expect(images.filter((i) => i.name.startsWith('Teakolje Natur')).map((i) => [i.articleNumbers, i.fileName])).toEqual([
      [['3010'], '3010.jpg'],
      [['3020'], '3020_500-ml.jpg'],
    ]);
  });

  it("lists a size whose picture is the product's once, on the product's row, with every article number it shows", async () => {
    const product = await db.prisma.product.findUniqueOrThrow({ where: { articleNumber: '1030' } });
    const extra = await db.prisma.productVariant.create({
      data: { productId: product.id, articleNumber: 'P-1031', sizeLabel: '1 l', imageUrl: product.imageUrl, position: 1, sortKey: 1031 },
    });
    try {
      const rows = (await galleryImages(db.prisma)).filter((i) => i.articleNumbers.includes('P-1031'));
      expect(rows.map((i) => [i.key, i.articleNumbers])).toEqual([[`p${product.id}`, ['1030', 'P-1031']]]);
    } finally {
      await db.prisma.productVariant.delete({ where: { id: extra.id } });
    }
  });

  it("names files by article number, with the size for a size's own picture", () => {
    expect(imageFileName('E-710', '/media/products/e-710-ab12.webp')).toBe('E-710.webp');
    expect(imageFileName('1020', '/media/products/1020.jpg', '500 ml')).toBe('1020_500-ml.jpg');
    expect(imageFileName('3040', 'https://cdn.example/x.PNG?v=2', '2,5 l')).toBe('3040_2-5-l.png');
    expect(imageFileName('A/B', '/media/x', 'Størrelse Ø')).toBe('A_B_storrelse-o.jpg');
    expect(imageFileName('9010', '/media/products/9010.jpg', '')).toBe('9010.jpg');
  });
});

describe('GET /api/download-image/variant/{id}', () => {
  it("sends a size's own image as <articleNumber>_<size>.<ext>, and the product's for a size without one", async () => {
    const own = await db.prisma.productVariant.findUniqueOrThrow({ where: { articleNumber: '1020' } });
    const shared = await db.prisma.productVariant.findUniqueOrThrow({ where: { articleNumber: '1010' }, include: { product: true } });
    for (const [variant, fileName, imageUrl] of [
      [own, '1020_500-ml.jpg', own.imageUrl!],
      [shared, '1010_250-ml.jpg', shared.product.imageUrl],
    ] as const) {
      for (const cookie of [cookies.dealer, cookies.admin]) {
        const response = await variantImageGET(get(`/api/download-image/variant/${variant.id}`, cookie), params({ id: String(variant.id) }));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/jpeg');
        expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
        expect(response.headers.get('content-security-policy')).toBe('sandbox');
        const body = Buffer.from(await response.arrayBuffer());
        expect(body.equals((await storage().get(imageUrl.replace('/media/', '')))!.body)).toBe(true);
      }
    }
    // The product's own address still answers the product's picture.
    const product = await imageGET(get(`/api/download-image/${shared.productId}`, cookies.dealer), params({ id: String(shared.productId) }));
    expect(product.headers.get('content-disposition')).toMatch(/filename="1010\.jpg"/);
  });

  it('401 for nobody; 404 for ids that are not numbers or not there, and for a picture not stored here', async () => {
    const variant = await db.prisma.productVariant.findUniqueOrThrow({ where: { articleNumber: '1020' } });
    expect((await variantImageGET(get(`/api/download-image/variant/${variant.id}`), params({ id: String(variant.id) }))).status).toBe(401);
    expect((await variantImageGET(get('/x', cookies.inactive), params({ id: String(variant.id) }))).status).toBe(401);
    for (const id of ['abc', '1.5', '-1', '0', '99999999', '9999999999999']) {
      const response = await variantImageGET(get(`/api/download-image/variant/${id}`, cookies.dealer), params({ id }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Bildet finnes ikke', code: 'not_found' });
    }
    await db.prisma.productVariant.update({ where: { id: variant.id }, data: { imageUrl: 'https://cdn.example/1020.jpg' } });
    try {
      expect((await variantImageGET(get(`/api/download-image/variant/${variant.id}`, cookies.dealer), params({ id: String(variant.id) }))).status).toBe(404);
    } finally {
      await db.prisma.productVariant.update({ where: { id: variant.id }, data: { imageUrl: variant.imageUrl } });
    }
  });
});

describe('GET /api/download-images', () => {
  it("streams a zip with one entry per product image and per size's own image, named after the company", async () => {
    const gallery = await galleryImages(db.prisma);
    const response = await zipGET(get('/api/download-images', cookies.dealer));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="nordisk-pleie-produktbilder\.zip"/);
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    const names = zipEntryNames(Buffer.from(await response.arrayBuffer()));
    expect(names).toHaveLength(gallery.length);
    expect(names).toHaveLength((await db.prisma.product.count()) + (await db.prisma.productVariant.count({ where: { imageUrl: { not: null } } })));
    expect(names).toEqual(expect.arrayContaining(['1010.jpg', '1020_500-ml.jpg', '3010.jpg', '3020_500-ml.jpg']));
    expect(names).not.toContain('1020.jpg');
    expect(new Set(names).size).toBe(names.length);
  });

  it('skips an image that cannot be read and still finishes the zip', async () => {
    const product = await db.prisma.product.findFirstOrThrow({ where: { articleNumber: '1010' } });
    const entries = (await galleryImages(db.prisma)).length;
    await db.prisma.product.update({ where: { id: product.id }, data: { imageUrl: '/media/products/missing-file.jpg' } });
    try {
      const names = zipEntryNames(Buffer.from(await (await zipGET(get('/api/download-images', cookies.admin))).arrayBuffer()));
      expect(names).not.toContain('1010.jpg');
      expect(names).toContain('1020_500-ml.jpg');
      expect(names.length).toBe(entries - 1);
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
    expect(all.map((d: { title: string }) => d.title).sort()).toEqual(['Butikkplakat A4 – Gi møblene nytt liv', 'Logo (PNG)', 'Prisliste 2026'].sort());
    const prices = await (await documentsGET(get('/api/dealer-documents?kind=PRICE_LIST', cookies.dealer))).json();
    expect(prices).toEqual([
      expect.objectContaining({
        title: 'Prisliste 2026',
        fileName: 'prisliste-2026.csv',
        downloadUrl: expect.stringMatching(/^\/api\/dealer-documents\/\d+$/),
      }),
    ]);
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
      data: {
        kind: 'MARKETING',
        title: 'Gammel logo',
        fileName: 'gammel-logo.svg',
        storageKey: 'private/documents/gammel-logo.svg',
        contentType: 'image/svg+xml',
        sizeBytes: body.length,
      },
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
