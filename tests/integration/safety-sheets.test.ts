/**
 * Safety data sheets end to end on the server (docs/product.md: Produktfakta, Dokumenter;
 * Sikkerhetsdatablader): publishing a revision (a PDF by its bytes, stored under documents/, the
 * row, the audit), its refusals (not a PDF, a future date, a data sheet in Swedish, an object store
 * down, a failed insert) with nothing left behind; REACH art. 31(9)'s e-mails (one per active dealer,
 * the same Oslo day's revisions in one message held until 07:00 the next morning, none for a
 * back-dated revision) and their record as CSV; a product with documents cannot be deleted; the public
 * addresses; the dealer portal's list with 'Ny revisjon', the recorded downloads and the zip; who may
 * call what; the demo seed's sheets.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GET as listGET, POST as publishPOST } from '@/app/api/product-documents/route';
import { GET as fileGET } from '@/app/api/product-documents/[id]/file/route';
import { GET as recipientsGET } from '@/app/api/product-documents/[id]/recipients/route';
import { GET as sheetGET } from '@/app/api/safety-sheets/[id]/route';
import { GET as zipGET } from '@/app/api/safety-sheets/zip/route';
import { GET as sdsGET } from '@/app/produkt/[articleNumber]/sikkerhetsdatablad/route';
import { GET as dataSheetGET } from '@/app/produkt/[articleNumber]/produktdatablad/route';
import { GET as mediaGET } from '@/app/media/[...key]/route';
import { DELETE as productDELETE } from '@/app/api/products/[id]/route';
import { queueSdsNotices, sdsMailSendAt } from '@/lib/admin/product-documents/notify';
import { isPdf, publishProductDocument } from '@/lib/admin/product-documents/service';
import { listSafetySheets, markSafetySheetsSeen } from '@/lib/portal/safety-sheets';
import { PRODUCT_HAS_DOCUMENTS } from '@/lib/admin/products/service';
import { storage } from '@/lib/storage';
import { DEMO_SDS_MARK, seedSafetySheets } from '@/prisma/seed/documents-sds';
import { runDemoSeed } from '@/prisma/seed';
import { NextRequest } from 'next/server';
import { PDFDocument } from 'pdf-lib';
import { cloneTemplateDatabase, idContext, jsonRequest, multipartRequest, routeContext, signedIn, type SignedIn, type TestDatabase } from '../support/harness';
import { zipEntryNames } from '../support/zip';

let db: TestDatabase;
let dir: string;
let admin: SignedIn;
let dealer: SignedIn;
let otherDealer: SignedIn;
let product3010: number;
let product1010: number;
/** After the seed, before the first revision published here. */
let beforePublishing: Date;

const PDF = (text = 'revisjon') => new File([`%PDF-1.7\n% ${text}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`], `${text}.pdf`, { type: 'application/pdf' });
const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1${url}`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
const publish = (fields: Record<string, string | Blob>, cookie = admin.cookie) =>
  publishPOST(multipartRequest('POST', '/api/product-documents', { kind: 'SDS', language: 'no', revisionDate: '2026-02-01', ...fields }, { cookie }));
const storedFiles = async () =>
  (await readdir(dir, { recursive: true }).catch(() => []))
    .map(String)
    .filter((f) => f.endsWith('.pdf'))
    .sort();
const activeDealerCount = () => db.prisma.user.count({ where: { role: 'DEALER', isActive: true } });

beforeAll(async () => {
  db = await cloneTemplateDatabase('safety-sheets');
  process.env.DATABASE_URL = db.url;
  dir = await mkdtemp(path.join(os.tmpdir(), 'sds-storage-'));
  process.env.STORAGE_DIR = dir;
  await runDemoSeed(db.prisma, storage());
  admin = await signedIn(db, 'admin');
  dealer = await signedIn(db, 'dealer', { company: 'Fargerike Bergen AS' });
  otherDealer = await signedIn(db, 'dealer', { company: 'Jernia Moss AS' });
  await signedIn(db, 'dealer', { isActive: false });
  product3010 = (await db.prisma.product.findUniqueOrThrow({ where: { articleNumber: '3010' } })).id;
  product1010 = (await db.prisma.product.findUniqueOrThrow({ where: { articleNumber: '1010' } })).id;
  beforePublishing = new Date();
}, 180_000);

afterAll(async () => {
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('the demo seed', () => {
  it('gives every classified product a Norwegian demo SDS (revision 1), once', async () => {
    const classified = await db.prisma.product.findMany({
      where: { OR: [{ pictograms: { isEmpty: false } }, { hazardStatements: { isEmpty: false } }] },
      select: { id: true, articleNumber: true },
    });
    expect(classified.map((p) => p.articleNumber)).toContain('3010');
    const sheets = await db.prisma.productDocument.findMany({ where: { kind: 'SDS', language: 'no' } });
    expect(sheets.map((s) => s.productId).sort()).toEqual(classified.map((p) => p.id).sort());
    expect(sheets.every((s) => s.revision === '1' && s.publishedBy === null && s.storageKey.startsWith('documents/'))).toBe(true);
    // No e-mail for the seed's sheets.
    expect(await db.prisma.sdsRecipient.count()).toBe(0);
    // Idempotent.
    expect(await seedSafetySheets(db.prisma, storage())).toBe(0);
    expect(await db.prisma.productDocument.count({ where: { kind: 'SDS', language: 'no' } })).toBe(sheets.length);
    const file = await storage().get(sheets[0].storageKey);
    expect(isPdf(file!.body)).toBe(true);
    const pdf = await PDFDocument.load(file!.body);
    expect(pdf.getTitle()).toBe(
      'Sikkerhetsdatablad – Teakolje (DEMO)'.replace('Teakolje', (await db.prisma.product.findUniqueOrThrow({ where: { id: sheets[0].productId } })).name),
    );
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(DEMO_SDS_MARK).toBe('DEMO – ikke et ekte sikkerhetsdatablad');
  });
});

describe('the public addresses', () => {
  it('answer the current Norwegian SDS of 3010 as an inline PDF with an ETag, by any size, and 304 for the same ETag', async () => {
    const response = await sdsGET(get('/produkt/3010/sikkerhetsdatablad'), routeContext({ articleNumber: '3010' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="3010-sikkerhetsdatablad-no-rev-1\.pdf"/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"pd-\d+-\d+"$/);
    expect(isPdf(new Uint8Array(await response.arrayBuffer()))).toBe(true);
    const again = await sdsGET(get('/produkt/3010/sikkerhetsdatablad', undefined, { 'if-none-match': etag }), routeContext({ articleNumber: '3010' }));
    expect(again.status).toBe(304);
    const size = await db.prisma.productVariant.findFirst({ where: { productId: product3010, NOT: { articleNumber: '3010' } } });
    if (size) {
      const bySize = await sdsGET(get(`/produkt/${size.articleNumber}/sikkerhetsdatablad`), routeContext({ articleNumber: size.articleNumber }));
      expect(bySize.status).toBe(200);
    }
  });

  it('answer a Norwegian 404 page (HTML) when there is none: an unclassified product, another language, no data sheet, an unknown product', async () => {
    for (const [handler, url, articleNumber] of [
      [sdsGET, '/produkt/1010/sikkerhetsdatablad', '1010'],
      [sdsGET, '/produkt/3010/sikkerhetsdatablad?sprak=sv', '3010'],
      [sdsGET, '/produkt/3010/sikkerhetsdatablad?sprak=de', '3010'],
      [dataSheetGET, '/produkt/3010/produktdatablad', '3010'],
      [sdsGET, '/produkt/99999/sikkerhetsdatablad', '99999'],
    ] as const) {
      const response = await handler(get(url), routeContext({ articleNumber }));
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain('<html lang="nb">');
      expect(html).toMatch(/(Sikkerhetsdatablad|Produktdatablad) ikke funnet/);
    }
  });

  it('/media never serves the documents/ keys', async () => {
    const doc = await db.prisma.productDocument.findFirstOrThrow({ where: { productId: product3010 } });
    const response = await mediaGET(new NextRequest(`http://127.0.0.1/media/${doc.storageKey}`), routeContext({ key: doc.storageKey.split('/') }));
    expect(response.status).toBe(404);
  });
});

describe('publishing a revision', () => {
  it('refuses anonymous callers (401) and dealers (403), storing nothing', async () => {
    const before = await storedFiles();
    expect((await publishPOST(multipartRequest('POST', '/api/product-documents', { productId: String(product3010), revision: '2', file: PDF() }))).status).toBe(
      401,
    );
    expect((await publish({ productId: String(product3010), revision: '2', file: PDF() }, dealer.cookie)).status).toBe(403);
    expect((await listGET(get('/api/product-documents', dealer.cookie))).status).toBe(403);
    expect(await storedFiles()).toEqual(before);
    expect(await db.prisma.productDocument.count({ where: { revision: '2' } })).toBe(0);
  });

  it('refuses a file that is not a PDF, a future date, a data sheet in Swedish and a long revision (400, the field named), storing nothing', async () => {
    const before = await storedFiles();
    const count = await db.prisma.productDocument.count();
    // An HTML page named .pdf (and sent as application/pdf), a PDF cut off before its end.
    const html = new File(['<!doctype html><html><body>Sikkerhetsdatablad</body></html>\n%%EOF\n'], 'sds.pdf', { type: 'application/pdf' });
    const noEnd = new File(['%PDF-1.4\n' + 'x'.repeat(5000)], 'sds.pdf');
    for (const file of [html, noEnd]) {
      const response = await publish({ productId: String(product3010), revision: '2', file });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed', fieldErrors: { file: ['Filen er ikke en PDF'] } });
    }
    const future = await publish({ productId: String(product3010), revision: '2', revisionDate: '2099-01-01', file: PDF() });
    expect(future.status).toBe(400);
    expect((await future.json()).fieldErrors).toEqual({ revisionDate: ['Revisjonsdatoen kan ikke være fram i tid'] });
    const swedishSheet = await publish({ productId: String(product3010), kind: 'DATA_SHEET', language: 'sv', revision: '1', file: PDF() });
    expect((await swedishSheet.json()).fieldErrors).toEqual({ language: ['Produktdatabladet lastes opp på norsk'] });
    const long = await publish({ productId: String(product3010), revision: 'x'.repeat(21), file: PDF() });
    expect((await long.json()).fieldErrors).toEqual({ revision: ['Revisjon må være 1–20 tegn'] });
    const missing = await publish({ productId: '999999', revision: '2', file: PDF() });
    expect((await missing.json()).fieldErrors).toEqual({ productId: ['Produktet finnes ikke'] });
    expect(await storedFiles()).toEqual(before);
    expect(await db.prisma.productDocument.count()).toBe(count);
    expect(await db.prisma.outboxMessage.count({ where: { kind: 'sds_revision' } })).toBe(0);
  });

  it('answers 503 service_unavailable when the object store is down, and writes no revision', async () => {
    const count = await db.prisma.productDocument.count();
    const spy = jest.spyOn(storage(), 'put').mockRejectedValue(Object.assign(new Error('S3 PUT failed: fetch failed'), { name: 'S3StorageError', status: 0 }));
    try {
      const response = await publish({ productId: String(product3010), revision: '2', file: PDF('nede') });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toMatchObject({ code: 'service_unavailable' });
    } finally {
      spy.mockRestore();
    }
    expect(await db.prisma.productDocument.count()).toBe(count);
    expect(await db.prisma.outboxMessage.count({ where: { kind: 'sds_revision' } })).toBe(0);
  });

  it('removes the stored file again when the insert fails', async () => {
    const before = await storedFiles();
    // The database refuses the insert (the transaction fails) after the file was stored.
    const failing = new Proxy(db.prisma, {
      get: (target, key) => (key === '$transaction' ? () => Promise.reject(new Error('insert failed')) : Reflect.get(target, key)),
    });
    await expect(
      publishProductDocument(failing, storage(), {
        data: { productId: product3010, kind: 'SDS', language: 'no', revision: '2', revisionDate: '2026-02-01', changeNote: null },
        file: { name: 'a.pdf', bytes: new Uint8Array(await PDF('feilet').arrayBuffer()) },
        publishedBy: admin.email,
      }),
    ).rejects.toThrow('insert failed');
    expect(await storedFiles()).toEqual(before);
  });

  it('stores an SDS revision, queues one held e-mail per active dealer with a recipient record each, and logs it', async () => {
    const dealers = await activeDealerCount();
    expect(dealers).toBeGreaterThanOrEqual(3);
    const name3010 = (await db.prisma.product.findUniqueOrThrow({ where: { id: product3010 } })).name;
    const started = new Date();
    const response = await publish({ productId: String(product3010), revision: '2', changeNote: 'Nytt avsnitt 8', file: PDF('teak-2') });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      articleNumber: '3010',
      kind: 'SDS',
      language: 'no',
      revision: '2',
      current: true,
      sentTo: dealers,
      url: '/produkt/3010/sikkerhetsdatablad',
    });
    const row = await db.prisma.productDocument.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({ publishedBy: admin.email, changeNote: 'Nytt avsnitt 8', fileName: '3010-sikkerhetsdatablad-no-rev-2.pdf' });
    expect(row.storageKey).toMatch(/^documents\/3010\/sds-no-[0-9a-f]{10}\.pdf$/);
    const messages = await db.prisma.outboxMessage.findMany({ where: { kind: 'sds_revision' }, orderBy: { id: 'asc' } });
    expect(messages).toHaveLength(dealers);
    expect(messages.map((m) => m.to)).toEqual(expect.arrayContaining([dealer.email, otherDealer.email, 'forhandler@example.com']));
    expect(messages.map((m) => m.to)).not.toContain(admin.email);
    for (const m of messages) {
      expect(m.status).toBe('pending');
      expect(m.subject).toBe(`Nytt sikkerhetsdatablad: ${name3010}`);
      expect(m.text).toContain('revisjon 2, datert 01.02.2026');
      expect(m.text).toContain('/dealer-portal/sikkerhetsdatablader');
      // Held until 07:00 Oslo time the next morning.
      expect(m.nextAttemptAt).toEqual(sdsMailSendAt(started));
      expect(m.text).toContain('Vi har publisert en ny revisjon av sikkerhetsdatabladet for dette produktet:');
      expect(m.text).not.toContain('fått fra oss');
    }
    const recipients = await db.prisma.sdsRecipient.findMany({ where: { documentId: body.id } });
    expect(recipients).toHaveLength(dealers);
    expect(recipients.find((r) => r.userId === dealer.id)).toMatchObject({ email: dealer.email, company: 'Fargerike Bergen AS' });
    expect(new Set(recipients.map((r) => r.outboxMessageId))).toEqual(new Set(messages.map((m) => m.id)));
    const audit = await db.prisma.auditEvent.findFirstOrThrow({ where: { entity: 'product_document' }, orderBy: { id: 'desc' } });
    expect(audit).toMatchObject({ action: 'upload', entityId: String(body.id) });
    // The public address now answers the new revision.
    const current = await sdsGET(get('/produkt/3010/sikkerhetsdatablad'), routeContext({ articleNumber: '3010' }));
    expect(current.headers.get('content-disposition')).toContain('3010-sikkerhetsdatablad-no-rev-2.pdf');
    expect(Buffer.from(await current.arrayBuffer()).includes(Buffer.from('teak-2'))).toBe(true);
  });

  it('adds a second revision of the same Oslo day to the waiting message instead of a new one; a message already taken gets a new one', async () => {
    const dealers = await activeDealerCount();
    const other = await db.prisma.product.findUniqueOrThrow({ where: { id: product1010 } });
    const name3010 = (await db.prisma.product.findUniqueOrThrow({ where: { id: product3010 } })).name;
    const response = await publish({ productId: String(other.id), language: 'sv', revision: '3', file: PDF('svensk') });
    expect(response.status).toBe(201);
    const messages = await db.prisma.outboxMessage.findMany({ where: { kind: 'sds_revision' }, orderBy: { id: 'asc' } });
    expect(messages).toHaveLength(dealers);
    for (const m of messages) {
      expect(m.subject).toBe('2 nye sikkerhetsdatablader fra Nordisk Pleie');
      expect(m.text).toContain(`${name3010} (art.nr. 3010), norsk: revisjon 2`);
      expect(m.text).toContain(`${other.name} (art.nr. ${other.articleNumber}), svensk: revisjon 3`);
      expect(m.html).toContain('svensk: revisjon 3');
    }
    // The demo dealer's message has been taken by the sender: the next revision starts a new one for that dealer only.
    await db.prisma.outboxMessage.updateMany({ where: { kind: 'sds_revision', to: 'forhandler@example.com' }, data: { status: 'sent', sentAt: new Date() } });
    const third = await publish({ productId: String(product3010), language: 'en', revision: '2', file: PDF('english') });
    expect(third.status).toBe(201);
    const after = await db.prisma.outboxMessage.findMany({ where: { kind: 'sds_revision' }, orderBy: { id: 'asc' } });
    expect(after).toHaveLength(dealers + 1);
    expect(after.at(-1)).toMatchObject({ to: 'forhandler@example.com', status: 'pending', subject: `Nytt sikkerhetsdatablad: ${name3010}` });
    expect(after.find((m) => m.to === dealer.email)!.subject).toBe('3 nye sikkerhetsdatablader fra Nordisk Pleie');
    expect(after.at(-1)!.nextAttemptAt).toEqual(after[0].nextAttemptAt);
  });

  it('starts a new message on the next Oslo day, held until 07:00 the morning after that (rolled back)', async () => {
    const doc = await db.prisma.productDocument.findFirstOrThrow({ where: { productId: product3010, language: 'no', revision: '2' } });
    const today = await db.prisma.outboxMessage.findMany({ where: { kind: 'sds_revision' } });
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const rollback = new Error('rollback');
    await expect(
      db.prisma.$transaction(async (tx) => {
        const sentTo = await queueSdsNotices(tx, doc.id, tomorrow);
        const fresh = await tx.outboxMessage.findMany({ where: { kind: 'sds_revision', id: { notIn: today.map((m) => m.id) } } });
        expect(fresh).toHaveLength(sentTo);
        expect(fresh.every((m) => m.nextAttemptAt.getTime() === sdsMailSendAt(tomorrow).getTime())).toBe(true);
        // Today's messages are left as they were.
        const unchanged = await tx.outboxMessage.findMany({ where: { id: { in: today.map((m) => m.id) } }, orderBy: { id: 'asc' } });
        expect(unchanged.map((m) => m.subject)).toEqual([...today].sort((a, b) => a.id - b.id).map((m) => m.subject));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });

  it('records a back-dated revision (not the current one) without e-mailing anyone, listed as not current', async () => {
    const messages = await db.prisma.outboxMessage.count();
    const recipients = await db.prisma.sdsRecipient.count();
    const response = await publish({ productId: String(product3010), revision: '1b', revisionDate: '2025-06-01', file: PDF('gammel') });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ current: false, sentTo: 0 });
    expect(await db.prisma.outboxMessage.count()).toBe(messages);
    expect(await db.prisma.sdsRecipient.count()).toBe(recipients);
    const page = await (await listGET(get(`/api/product-documents?productId=${product3010}&kind=SDS`, admin.cookie))).json();
    expect(page.items.find((d: { id: number }) => d.id === body.id)).toMatchObject({ current: false, sentCount: 0 });
    // The public address still answers revision 2.
    const current = await sdsGET(get('/produkt/3010/sikkerhetsdatablad'), routeContext({ articleNumber: '3010' }));
    expect(current.headers.get('content-disposition')).toContain('3010-sikkerhetsdatablad-no-rev-2.pdf');
  });

  it('stores two uploads of the same bytes under keys of their own', async () => {
    const same = await PDF('samme').arrayBuffer();
    const input = (revision: string) => ({
      data: { productId: product1010, kind: 'DATA_SHEET' as const, language: 'no' as const, revision, revisionDate: '2025-01-01', changeNote: null },
      file: { name: 'a.pdf', bytes: new Uint8Array(same) },
      publishedBy: admin.email,
    });
    const [a, b] = await Promise.all([publishProductDocument(db.prisma, storage(), input('X1')), publishProductDocument(db.prisma, storage(), input('X2'))]);
    const rows = await db.prisma.productDocument.findMany({ where: { id: { in: [a.id, b.id] } } });
    expect(new Set(rows.map((r) => r.storageKey)).size).toBe(2);
    for (const r of rows) expect(await storage().exists(r.storageKey)).toBe(true);
  });

  it('refuses to delete a product that has documents (409), keeping the product, its revisions and their record', async () => {
    const documents = await db.prisma.productDocument.count({ where: { productId: product3010 } });
    const recipients = await db.prisma.sdsRecipient.count();
    const response = await productDELETE(jsonRequest('DELETE', `/api/products/${product3010}`, undefined, { cookie: admin.cookie }), idContext(product3010));
    expect(response.status).toBe(409);
    expect((await response.json()).error).toBe(PRODUCT_HAS_DOCUMENTS);
    expect(await db.prisma.product.count({ where: { id: product3010 } })).toBe(1);
    expect(await db.prisma.productDocument.count({ where: { productId: product3010 } })).toBe(documents);
    expect(await db.prisma.sdsRecipient.count()).toBe(recipients);
  });

  it('sends nothing for a technical data sheet, which the public address then answers', async () => {
    const messages = await db.prisma.outboxMessage.count();
    const response = await publish({ productId: String(product1010), kind: 'DATA_SHEET', revision: 'A', file: PDF('datablad') });
    expect(response.status).toBe(201);
    expect((await response.json()).sentTo).toBe(0);
    expect(await db.prisma.outboxMessage.count()).toBe(messages);
    const sheet = await dataSheetGET(get('/produkt/1010/produktdatablad'), routeContext({ articleNumber: '1010' }));
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');
  });
});

describe("the dealer portal's safety data sheets", () => {
  it("marks 'Ny revisjon' on sheets published after the previous visit and not downloaded; a download and a visit clear it", async () => {
    const fresh = await signedIn(db, 'dealer');
    // A new account: the sheets published before it are not new.
    expect((await listSafetySheets(db.prisma, fresh.id)).sheets.every((s) => !s.isNew)).toBe(true);
    // The older dealer last looked after the seed's sheets and before the revisions above were published.
    await db.prisma.user.update({ where: { id: dealer.id }, data: { sdsSeenAt: beforePublishing } });
    const list = await listSafetySheets(db.prisma, dealer.id);
    const revised = list.sheets.find((s) => s.articleNumber === '3010' && s.language === 'no')!;
    expect(revised).toMatchObject({ revision: '2', isNew: true, changeNote: 'Nytt avsnitt 8', downloadUrl: `/api/safety-sheets/${revised.id}` });
    expect(list.sheets.filter((s) => s.isNew).map((s) => `${s.articleNumber}:${s.language}`)).toEqual(expect.arrayContaining(['3010:no', '3010:en']));
    expect(list.sheets.some((s) => s.revision === '1' && s.isNew)).toBe(false);

    const download = await sheetGET(get(revised.downloadUrl, dealer.cookie), idContext(revised.id));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="3010-sikkerhetsdatablad-no-rev-2.pdf"');
    await sheetGET(get(revised.downloadUrl, dealer.cookie), idContext(revised.id));
    expect(await db.prisma.documentDownload.findUniqueOrThrow({ where: { documentId_userId: { documentId: revised.id, userId: dealer.id } } })).toMatchObject({
      count: 2,
    });
    const afterDownload = await listSafetySheets(db.prisma, dealer.id);
    expect(afterDownload.sheets.find((s) => s.id === revised.id)!.isNew).toBe(false);
    expect(afterDownload.sheets.find((s) => s.articleNumber === '3010' && s.language === 'en')!.isNew).toBe(true);
    await markSafetySheetsSeen(db.prisma, dealer.id);
    expect((await listSafetySheets(db.prisma, dealer.id)).sheets.some((s) => s.isNew)).toBe(false);
  });

  it('filters by category and by a search over names and article numbers', async () => {
    const all = await listSafetySheets(db.prisma, dealer.id);
    expect(all.total).toBe(all.sheets.length);
    const teak = await listSafetySheets(db.prisma, dealer.id, { q: 'teakolje' });
    expect(teak.sheets.length).toBeGreaterThan(0);
    expect(teak.sheets.every((s) => s.productName.toLowerCase().includes('teakolje'))).toBe(true);
    expect((await listSafetySheets(db.prisma, dealer.id, { q: '3010' })).sheets.every((s) => s.articleNumber === '3010')).toBe(true);
    const category = all.categories[0];
    const inCategory = await listSafetySheets(db.prisma, dealer.id, { category });
    expect(inCategory.sheets.every((s) => s.category === category)).toBe(true);
    expect((await listSafetySheets(db.prisma, dealer.id, { q: 'finnes-ikke-xyz' })).sheets).toEqual([]);
  });

  it('streams every current sheet in one zip and records each as downloaded once the zip has been read', async () => {
    const response = await zipGET(get('/api/safety-sheets/zip', otherDealer.cookie));
    expect(response.status).toBe(200);
    // Nothing is recorded before the zip has been read.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await db.prisma.documentDownload.count({ where: { userId: otherDealer.id } })).toBe(0);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('sikkerhetsdatablader.zip');
    const zip = Buffer.from(await response.arrayBuffer());
    const { sheets } = await listSafetySheets(db.prisma, otherDealer.id);
    expect(zipEntryNames(zip).sort()).toEqual(sheets.map((s) => s.fileName).sort());
    // Recorded after the last byte was read (the recording runs then): wait for it.
    for (let i = 0; i < 50 && (await db.prisma.documentDownload.count({ where: { userId: otherDealer.id } })) < sheets.length; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await db.prisma.documentDownload.count({ where: { userId: otherDealer.id } })).toBe(sheets.length);
  });

  it('is for dealers and administrators only (401), and an unknown or non-SDS id is 404', async () => {
    const { sheets } = await listSafetySheets(db.prisma, dealer.id);
    expect((await sheetGET(get(sheets[0].downloadUrl), idContext(sheets[0].id))).status).toBe(401);
    expect((await zipGET(get('/api/safety-sheets/zip'))).status).toBe(401);
    expect((await sheetGET(get('/api/safety-sheets/999999', dealer.cookie), idContext(999999))).status).toBe(404);
    const dataSheet = await db.prisma.productDocument.findFirstOrThrow({ where: { kind: 'DATA_SHEET' } });
    expect((await sheetGET(get(`/api/safety-sheets/${dataSheet.id}`, dealer.cookie), idContext(dataSheet.id))).status).toBe(404);
    // An administrator may download; nothing is recorded for them.
    expect((await sheetGET(get(sheets[0].downloadUrl, admin.cookie), idContext(sheets[0].id))).status).toBe(200);
    expect(await db.prisma.documentDownload.count({ where: { userId: admin.id } })).toBe(0);
  });
});

describe("the administrators' record", () => {
  it('lists the revisions newest first with sent and downloaded counts', async () => {
    const response = await listGET(get(`/api/product-documents?productId=${product3010}&kind=SDS`, admin.cookie));
    expect(response.status).toBe(200);
    const page = await response.json();
    // Newest published first: the back-dated revision, then English revision 2.
    expect(page.items[0]).toMatchObject({ articleNumber: '3010', language: 'no', revision: '1b', current: false });
    expect(page.items[1]).toMatchObject({ articleNumber: '3010', language: 'en', revision: '2', current: true, sentCount: (await activeDealerCount()) - 1 });
    const norwegian = page.items.find((d: { language: string; revision: string }) => d.language === 'no' && d.revision === '2');
    expect(norwegian).toMatchObject({ current: true, downloadCount: 2 });
    expect(page.items.find((d: { language: string; revision: string }) => d.language === 'no' && d.revision === '1')).toMatchObject({
      current: false,
      sentCount: 0,
    });
    expect((await listGET(get('/api/product-documents?kind=ANNET', admin.cookie))).status).toBe(400);
  });

  it("gives a revision's dealers as CSV (e-mail, company, queued, status, sent, first and last download), administrators only", async () => {
    const doc = await db.prisma.productDocument.findFirstOrThrow({ where: { productId: product3010, language: 'no', revision: '2' } });
    expect((await recipientsGET(get(`/api/product-documents/${doc.id}/recipients`, dealer.cookie), idContext(doc.id))).status).toBe(403);
    const response = await recipientsGET(get(`/api/product-documents/${doc.id}/recipients`, admin.cookie), idContext(doc.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('mottakere-3010-sikkerhetsdatablad-no-rev-2.csv');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('E-post;Firma;Lagt i utboks;E-poststatus;Sendt;Første nedlasting;Siste nedlasting;Antall nedlastinger');
    // The header and every dealer it was sent to (the dealer created later was not).
    expect(lines).toHaveLength(await activeDealerCount());
    const row = lines.find((l) => l.startsWith(dealer.email))!.split(';');
    expect(row[1]).toBe('Fargerike Bergen AS');
    expect(row[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(row[3]).toBe('venter');
    expect(row[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(row[7]).toBe('2');
    expect(lines.find((l) => l.startsWith('forhandler@example.com'))!.split(';')[3]).toBe('sendt');
    expect((await recipientsGET(get('/api/product-documents/999999/recipients', admin.cookie), idContext(999999))).status).toBe(404);
  });

  it("serves any revision's file to administrators", async () => {
    const old = await db.prisma.productDocument.findFirstOrThrow({ where: { productId: product3010, language: 'no', revision: '1' } });
    const response = await fileGET(get(`/api/product-documents/${old.id}/file`, admin.cookie), idContext(old.id));
    expect(response.status).toBe(200);
    expect(isPdf(new Uint8Array(await response.arrayBuffer()))).toBe(true);
    expect((await fileGET(get(`/api/product-documents/${old.id}/file`, dealer.cookie), idContext(old.id))).status).toBe(403);
  });
});
