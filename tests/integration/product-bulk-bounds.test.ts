/**
 * The bulk import's bounds on an Excel file (issue 33): a small workbook holding three million
 * shared strings (51 MB unpacked, under the 60 MB cap on the whole) is refused with a Norwegian 400
 * at once, four previews of it at the same time included, and the event loop stays free for other
 * requests meanwhile (a heartbeat timer never waits more than 200 ms). A real workbook of the full
 * 10,000 rows is still read.
 */
import { deflateRawSync, crc32 } from 'node:zlib';
import { POST as previewPOST } from '@/app/api/products/import/preview/route';
import { BULK_MESSAGES, MAX_BULK_ROWS } from '@/lib/admin/products/bulk/format';
import { bulkXlsx, parseBulkXlsx } from '@/lib/admin/products/bulk/xlsx';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { cloneTemplateDatabase, multipartRequest, signedIn, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let admin: string;

beforeAll(async () => {
  db = await cloneTemplateDatabase('product_bulk_bounds');
  process.env.DATABASE_URL = db.url;
  admin = (await signedIn(db, 'admin', { email: 'admin@bounds.no' })).cookie;
});

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

/** A zip of deflated parts with a proper central directory and CRCs. */
function zip(parts: { name: string; text: string | Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const raw = Buffer.isBuffer(part.text) ? part.text : Buffer.from(part.text);
    const packed = deflateRawSync(raw, { level: 9 });
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const SI = '<si><t>a</t></si>';

/** A workbook of one sheet whose shared strings part holds `count` strings (the sheet uses two). */
function sharedStringBomb(count: number): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      text: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      text: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      text: `<?xml version="1.0"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Produkter" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      text: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      text: `<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row></sheetData></worksheet>`,
    },
    {
      name: 'xl/sharedStrings.xml',
      text: Buffer.concat([
        Buffer.from(`<?xml version="1.0"?><sst xmlns="${NS}" count="${count}" uniqueCount="${count}">`),
        Buffer.alloc(count * SI.length, SI),
        Buffer.from('</sst>'),
      ]),
    },
  ]);
}

const preview = (bytes: Uint8Array, name = 'bombe.xlsx') =>
  previewPOST(multipartRequest('POST', '/api/products/import/preview', { file: new File([Buffer.from(bytes)], name) }, { cookie: admin }));

/** The longest wait of a 10 ms timer while `work` runs: how long the event loop was held. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stall: number; took: number }> {
  let last = performance.now();
  let stall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, stall: Math.max(stall, performance.now() - last), took: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}

describe('Excel bounds', () => {
  it('refuses three million shared strings (a small file) at once with a Norwegian 400; four at a time do not hold the event loop', async () => {
    const bomb = sharedStringBomb(3_000_000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(bomb.length).toBeGreaterThan(50 * 1024);

    // One first, so the measure below is of the file, not of loading the route's modules.
    expect((await preview(bomb)).status).toBe(400);
    const { result, stall, took } = await longestStall(() => Promise.all([1, 2, 3, 4].map(() => preview(bomb))));
    for (const response of result) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: BULK_MESSAGES.tooManyStrings, fieldErrors: { file: [BULK_MESSAGES.tooManyStrings] } });
    }
    expect(BULK_MESSAGES.tooManyStrings).toMatch(/^Excel-filen har for mange ulike tekster/);
    expect(stall).toBeLessThan(200);
    expect(took).toBeLessThan(3000);
  });

  it('a workbook of a few shared strings in the same shape is read as before', async () => {
    const small = sharedStringBomb(2);
    const response = await preview(small);
    // Its one row has no article number column: the file is read, then refused by the rows' rule.
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(BULK_MESSAGES.noHeader);
  });

  it('reads a full workbook of 10,000 rows without holding the event loop long, and refuses one row more (413)', async () => {
    const record = (i: number) => ({
      articleNumber: `R-${i}`,
      group: `R-${i}`,
      name: `Produkt ${i}`,
      category: 'Treolje',
      sizeLabel: null,
      gtin: null,
      price: 100 + (i % 50),
      imageUrl: `https://cdn.example/${i}.jpg`,
      variantImageUrl: null,
    });
    const full = await bulkXlsx(Array.from({ length: MAX_BULK_ROWS }, (_, i) => record(i)));
    const { result: sheet, stall } = await longestStall(() => parseBulkXlsx(full));
    expect(sheet.records).toHaveLength(MAX_BULK_ROWS);
    expect(sheet.records[MAX_BULK_ROWS - 1].cells[0]).toBe(`R-${MAX_BULK_ROWS - 1}`);
    expect(stall).toBeLessThan(200);
    const over = await bulkXlsx(Array.from({ length: MAX_BULK_ROWS + 1 }, (_, i) => record(i)));
    const refused = await preview(over, 'for-mange.xlsx');
    expect(refused.status).toBe(413);
    expect((await refused.json()).error).toBe(BULK_MESSAGES.tooManyRows);
  });
});
