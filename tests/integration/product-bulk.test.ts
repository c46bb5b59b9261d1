/**
 * The catalogue's bulk export and import against the real test database (docs/product.md: Admin
 * panel, 'Eksporter og importer'): administrators only; the CSV and Excel exports hold every size;
 * an edited file's preview lists what it would do and writes nothing; the import applies exactly
 * the previewed plan in one transaction — all or nothing, even when the database fails midway —
 * keeps what the file does not hold (HTML texts, rows left out), and is audited; a catalogue
 * changed since the preview answers 409; the server actions do the same for the admin panel.
 */
import { revalidateTag } from 'next/cache';
import { GET as exportGET } from '@/app/api/products/export/route';
import { POST as importPOST } from '@/app/api/products/import/route';
import { POST as previewPOST } from '@/app/api/products/import/preview/route';
import { importProductsAction, previewProductImportAction } from '@/lib/admin/products/actions';
import { parseBulkCsv, decodeCsv } from '@/lib/admin/products/bulk/csv';
import { BULK_COLUMNS, BULK_MESSAGES } from '@/lib/admin/products/bulk/format';
import { parseBulkXlsx } from '@/lib/admin/products/bulk/xlsx';
import { GTIN_MESSAGES } from '@/lib/catalogue/gtin';
import { PRODUCTS_TAG } from '@/lib/catalogue/queries';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { cloneTemplateDatabase, formData, multipartRequest, setNextRequest, signedIn, type TestDatabase } from '../support/harness';
import { createTestProduct } from '../support/products';

let db: TestDatabase;
let admin: string;
let dealer: string;

const HEADER = BULK_COLUMNS.map((c) => c.header).join(';');
/** The product facts' cells (Passer til … Andre advarsler), empty for these products. */
const FACTS = ';'.repeat(BULK_COLUMNS.length - BULK_COLUMNS.findIndex((c) => c.key === 'variantImageUrl') - 1);

beforeAll(async () => {
  db = await cloneTemplateDatabase('product_bulk');
  process.env.DATABASE_URL = db.url;
  admin = (await signedIn(db, 'admin', { email: 'admin@bulk.no' })).cookie;
  dealer = (await signedIn(db, 'dealer', { email: 'dealer@bulk.no' })).cookie;
  await createTestProduct(db.prisma, {
    articleNumber: 'B-100',
    name: 'Teakolje Natur',
    category: 'Treolje',
    imageUrl: 'https://cdn.example/teak.jpg',
    description: '<p>Beskrivelse som <strong>blir</strong></p>',
    instructions: '<p>Påfør tynt</p>',
    sizes: [
      { articleNumber: 'B-100', sizeLabel: '500 ml', gtin: '7038010009457', recommendedPriceNok: 149 },
      { articleNumber: 'B-101', sizeLabel: '1 l', recommendedPriceNok: 249.5 },
    ],
  });
  await createTestProduct(db.prisma, { articleNumber: 'B-200', name: '=Polish «Klassisk»', category: 'Polish', imageUrl: 'https://cdn.example/polish.jpg' });
});

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

const exportReq = (format?: string, who: string | null = admin) =>
  new Request(`http://127.0.0.1/api/products/export${format ? `?format=${format}` : ''}`, { headers: who ? { cookie: who } : {} });

const csvFile = (text: string, name = 'produkter.csv') => new File([text], name, { type: 'text/csv' });
const preview = (file: File, who: string | null = admin) =>
  previewPOST(multipartRequest('POST', '/api/products/import/preview', { file }, { cookie: who ?? undefined }));
const apply = (file: File, token: string, who: string | null = admin) =>
  importPOST(multipartRequest('POST', '/api/products/import', { file, token }, { cookie: who ?? undefined }));

/** Every stored field the import may touch, and the ones it must not. */
async function catalogue() {
  const rows = await db.prisma.product.findMany({
    orderBy: { articleNumber: 'asc' },
    select: {
      articleNumber: true,
      name: true,
      category: true,
      imageUrl: true,
      description: true,
      instructions: true,
      sortKey: true,
      variants: {
        orderBy: { position: 'asc' },
        select: { articleNumber: true, sizeLabel: true, gtin: true, recommendedPriceNok: true, imageUrl: true, position: true },
      },
    },
  });
  return rows.map((r) => ({ ...r, variants: r.variants.map((v) => ({ ...v, recommendedPriceNok: v.recommendedPriceNok?.toNumber() ?? null })) }));
}

async function exportedCsv(): Promise<string> {
  const response = await exportGET(exportReq('csv'));
  return new TextDecoder().decode(await response.arrayBuffer());
}

describe('bulk export', () => {
  it('is for administrators only (401, 403), and refuses an unknown format (400)', async () => {
    expect((await exportGET(exportReq('csv', null))).status).toBe(401);
    expect((await exportGET(exportReq('csv', dealer))).status).toBe(403);
    expect((await exportGET(exportReq('pdf'))).status).toBe(400);
    expect((await preview(csvFile('Artikkelnummer\nB-100\n'), dealer)).status).toBe(403);
    expect((await apply(csvFile('Artikkelnummer\nB-100\n'), '0'.repeat(32), null)).status).toBe(401);
  });

  it('CSV: an attachment with every size, the group fields on each row, formula-like cells behind an apostrophe', async () => {
    const response = await exportGET(exportReq());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="produkter-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.split('\r\n')).toEqual([
      `\uFEFF${HEADER}`,
      `B-100;B-100;Teakolje Natur;Treolje;500 ml;7038010009457;;;149,00;https://cdn.example/teak.jpg;${FACTS}`,
      `B-101;B-100;Teakolje Natur;Treolje;1 l;;;;249,50;https://cdn.example/teak.jpg;${FACTS}`,
      `B-200;B-200;'=Polish «Klassisk»;Polish;;;;;;https://cdn.example/polish.jpg;${FACTS}`,
      '',
    ]);
  });

  it('Excel: the same rows in a workbook', async () => {
    const response = await exportGET(exportReq('xlsx'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toMatch(/filename="produkter-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await parseBulkXlsx(new Uint8Array(await response.arrayBuffer()));
    const csv = parseBulkCsv(decodeCsv(new TextEncoder().encode(await exportedCsv())));
    expect(sheet.header).toEqual(csv.header);
    expect(sheet.records.map((r) => r.cells[0])).toEqual(['B-100', 'B-101', 'B-200']);
    expect(sheet.records[2].cells[2]).toBe('=Polish «Klassisk»');
    expect(sheet.records[1].cells[BULK_COLUMNS.findIndex((c) => c.key === 'price')]).toBe('249.5');
  });
});

describe('bulk import', () => {
  it('previews an edited export row by row and writes nothing; the import then applies exactly that, audited', async () => {
    const edited = (await exportedCsv())
      .replace('1 l;;;;249,50', '1 l;;;;259,00')
      .concat(`B-102;B-100;Teakolje Natur;Treolje;2,5 l;96385074;;;499;https://cdn.example/teak.jpg;${FACTS}\r\n`)
      .concat('B-300;B-300;Såpe;Rengjøring;;;;;89,90;https://cdn.example/sape.jpg;\r\n');
    const before = await catalogue();
    const answer = await preview(csvFile(edited));
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.counts).toEqual({ create: 2, update: 1, unchanged: 2, refused: 0 });
    expect(body.newGroups).toBe(1);
    expect(body.rows.find((r: { articleNumber: string }) => r.articleNumber === 'B-101')).toEqual({
      line: 3,
      articleNumber: 'B-101',
      group: 'B-100',
      outcome: 'update',
      newGroup: false,
      changes: [{ field: 'price', before: '249,50', after: '259,00' }],
      reasons: [],
    });
    expect(await catalogue()).toEqual(before);

    const auditBefore = await db.prisma.auditEvent.count();
    const stamp = (await db.prisma.product.findUniqueOrThrow({ where: { articleNumber: 'B-200' } })).updatedAt;
    jest.mocked(revalidateTag).mockClear();
    const done = await apply(csvFile(edited, 'priser.csv'), body.token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ groupsCreated: 1, variantsCreated: 2, rowsChanged: 1, articleNumbers: ['B-101', 'B-102', 'B-300'] });
    const after = await catalogue();
    const teak = after.find((p) => p.articleNumber === 'B-100')!;
    expect(teak).toMatchObject({ description: '<p>Beskrivelse som <strong>blir</strong></p>', instructions: '<p>Påfør tynt</p>', sortKey: 100 });
    expect(teak.variants).toEqual([
      { articleNumber: 'B-100', sizeLabel: '500 ml', gtin: '7038010009457', recommendedPriceNok: 149, imageUrl: null, position: 0 },
      { articleNumber: 'B-101', sizeLabel: '1 l', gtin: null, recommendedPriceNok: 259, imageUrl: null, position: 1 },
      { articleNumber: 'B-102', sizeLabel: '2,5 l', gtin: '96385074', recommendedPriceNok: 499, imageUrl: null, position: 2 },
    ]);
    expect(after.find((p) => p.articleNumber === 'B-300')).toMatchObject({
      name: 'Såpe',
      category: 'Rengjøring',
      imageUrl: 'https://cdn.example/sape.jpg',
      description: null,
      sortKey: 300,
      variants: [{ articleNumber: 'B-300', sizeLabel: null, gtin: null, recommendedPriceNok: 89.9, imageUrl: null, position: 0 }],
    });
    expect(after.find((p) => p.articleNumber === 'B-200')).toEqual(before.find((p) => p.articleNumber === 'B-200'));
    // The changed product's updatedAt moves (the feeds' ETag and the sitemap read it), the untouched one's stays.
    expect((await db.prisma.product.findUniqueOrThrow({ where: { articleNumber: 'B-200' } })).updatedAt).toEqual(stamp);
    expect((await db.prisma.product.findUniqueOrThrow({ where: { articleNumber: 'B-100' } })).updatedAt.getTime()).toBeGreaterThan(stamp.getTime());
    const entries = await db.prisma.auditEvent.findMany({ orderBy: { id: 'asc' }, skip: auditBefore });
    expect(entries).toEqual([expect.objectContaining({ entity: 'product', action: 'import', actorEmail: 'admin@bulk.no' })]);
    expect(entries[0].summary).toBe('file: «priser.csv»; groupsCreated: 1; variantsCreated: 2; rowsChanged: 1; articleNumbers: «B-101, B-102, B-300»');
    expect(revalidateTag).toHaveBeenCalledWith(PRODUCTS_TAG, { expire: 0 });
  });

  it('moves a GTIN from one product to another in one file, and changes only prices without touching the rest', async () => {
    const edited = (await exportedCsv())
      .replace('B-100;B-100;Teakolje Natur;Treolje;500 ml;7038010009457;;;149,00', 'B-100;B-100;Teakolje Natur;Treolje;500 ml;;;;149,00')
      .replace("B-200;B-200;'=Polish «Klassisk»;Polish;;;;;;", "B-200;B-200;'=Polish «Klassisk»;Polish;;7038010009457;;;12,50;");
    const body = await (await preview(csvFile(edited))).json();
    expect(body.counts).toMatchObject({ update: 2, refused: 0 });
    expect((await apply(csvFile(edited), body.token)).status).toBe(200);
    const after = await catalogue();
    expect(after.find((p) => p.articleNumber === 'B-100')!.variants[0]).toMatchObject({ gtin: null, recommendedPriceNok: 149 });
    expect(after.find((p) => p.articleNumber === 'B-200')!.variants[0]).toMatchObject({ gtin: '7038010009457', recommendedPriceNok: 12.5 });
  });

  it('answers 409 when the catalogue changed since the preview, and changes nothing', async () => {
    const edited = (await exportedCsv()).replace('1 l;;;;259,00', '1 l;;;;269,00');
    const { token } = await (await preview(csvFile(edited))).json();
    await db.prisma.productVariant.update({ where: { articleNumber: 'B-101' }, data: { recommendedPriceNok: 261 } });
    const before = await catalogue();
    const stale = await apply(csvFile(edited), token);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: BULK_MESSAGES.stale, code: 'conflict' });
    expect(await catalogue()).toEqual(before);
    // Another file with the same token is no better.
    expect((await apply(csvFile(edited.replace('269,00', '279,00')), token)).status).toBe(409);
  });

  it('refuses rows with the reasons, and an import of a file with any refused row writes nothing', async () => {
    const edited = (await exportedCsv()).replace(';7038010009457;;;12,50;', ';7038010009458;;;12,50;').replace('1 l;;;;261,00', '1 l;;;;gratis');
    const body = await (await preview(csvFile(edited))).json();
    expect(body.counts.refused).toBe(2);
    expect(body.rows.filter((r: { outcome: string }) => r.outcome === 'refused').map((r: { reasons: string[] }) => r.reasons)).toEqual([
      ['Pris må være et tall mellom 0 og 1 000 000'],
      [GTIN_MESSAGES.checkDigit],
    ]);
    const before = await catalogue();
    const refused = await apply(csvFile(edited), body.token);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe(BULK_MESSAGES.refused);
    expect(await catalogue()).toEqual(before);
  });

  it('is all or nothing: a database failure on the last write leaves the earlier ones undone', async () => {
    await db.prisma.$executeRawUnsafe(`
      CREATE FUNCTION bulk_boom() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER bulk_boom BEFORE INSERT ON "ProductVariant" FOR EACH ROW WHEN (NEW."articleNumber" = 'B-999') EXECUTE FUNCTION bulk_boom();`);
    const edited = (await exportedCsv()).replace('1 l;;;;261,00', '1 l;;;;111,00').concat('B-999;B-999;Bom;Bom;;;;;;https://cdn.example/bom.jpg;\r\n');
    const { token, counts } = await (await preview(csvFile(edited))).json();
    expect(counts).toMatchObject({ create: 1, update: 1, refused: 0 });
    const before = await catalogue();
    const failed = await apply(csvFile(edited), token);
    expect(failed.status).toBe(500);
    expect(await catalogue()).toEqual(before);
    await db.prisma.$executeRawUnsafe('DROP TRIGGER bulk_boom ON "ProductVariant"; DROP FUNCTION bulk_boom();');
  });

  it('refuses what is not a product file: no file, no Artikkelnummer column, not UTF-8, not multipart', async () => {
    expect((await preview(csvFile(''))).status).toBe(400);
    const noHeader = await preview(csvFile('Navn;Pris\nA;1\n'));
    expect(await noHeader.json()).toEqual({ error: BULK_MESSAGES.noHeader, code: 'validation_failed', fieldErrors: { file: [BULK_MESSAGES.noHeader] } });
    expect((await preview(new File([new Uint8Array([0x41, 0x72, 0xf8, 0x0a])], 'a.csv'))).status).toBe(415);
    const json = await previewPOST(
      new Request('http://127.0.0.1/api/products/import/preview', {
        method: 'POST',
        headers: { cookie: admin, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(json.status).toBe(415);
  });

  it('the server actions: the preview and then the import of the admin panel, Excel file included', async () => {
    setNextRequest({ cookie: admin });
    const workbook = await exportGET(exportReq('xlsx'));
    const bytes = new Uint8Array(await workbook.arrayBuffer());
    const file = new File([bytes], 'produkter.xlsx');
    const previewed = await previewProductImportAction(formData({ file }));
    expect(previewed).toMatchObject({ ok: true, data: { counts: { create: 0, update: 0, unchanged: 5, refused: 0 } } });
    const token = previewed.ok ? previewed.data.token : '';
    expect(await importProductsAction(formData({ file, token }))).toEqual({
      ok: true,
      data: { groupsCreated: 0, variantsCreated: 0, rowsChanged: 0, articleNumbers: [] },
    });
    setNextRequest({ cookie: dealer });
    expect(await previewProductImportAction(formData({ file }))).toMatchObject({ ok: false, status: 403 });
  });
});
