import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { FACT_CODE_MESSAGES } from '../../../catalogue/fact-codes';
import { FACT_PAIR_MESSAGES } from '../../../catalogue/facts';
import { GTIN_MESSAGES } from '../../../catalogue/gtin';
import { HttpError } from '../../../http/errors';
import { PRODUCT_MESSAGES } from '../schema';
import { bulkCsv, decodeCsv, parseBulkCsv } from './csv';
import { BULK_COLUMNS, BULK_MESSAGES, MAX_BULK_ROWS, type BulkField, type BulkRecord } from './format';
import { exportRecords, planImport, type CatalogueGroup } from './plan';
import { readSheet } from './rows';
import { isZip, type Sheet } from './sheet';
import { bulkXlsx, checkZip, parseBulkXlsx } from './xlsx';
import { NO_FACTS } from '../../../../tests/support/product-facts';

/** A product with every fact set (code lists, decimals, a multi-line warning); NO_FACTS: one with none. */
const FACTS = {
  uses: ['oljet-tre', 'teak-og-hardved-ute'],
  setting: 'ute',
  tasks: ['beskytte', 'vedlikeholde'],
  coverageMinM2PerL: 8,
  coverageMaxM2PerL: 12.5,
  recommendedCoats: 2,
  touchDryHours: 4,
  recoatHours: 12,
  fullCureDays: 14,
  applicationMinC: 10,
  applicationMaxC: 25,
  shelfLifeMonths: 36,
  pictograms: ['GHS07', 'GHS08'],
  signalWord: 'Fare',
  hazardStatements: ['H226', 'H304', 'EUH066'],
  precautionaryStatements: ['P102', 'P301+P310', 'P331'],
  ufi: 'E600-30P1-S00Y-5079',
  supplementalWarnings: 'Filler med olje kan selvantenne; legg dem i vann.\nOppbevar «tett».',
};

const CATALOGUE: CatalogueGroup[] = [
  {
    id: 1,
    articleNumber: '1010',
    name: 'Teakolje Natur',
    category: 'Oljer',
    imageUrl: '/media/products/1010.jpg',
    ...FACTS,
    variants: [
      {
        id: 11,
        articleNumber: '1010',
        sizeLabel: '500 ml',
        gtin: '7038010009457',
        recommendedPriceNok: 149,
        imageUrl: null,
        netQuantity: 500,
        netUnit: 'ml',
        position: 0,
      },
      {
        id: 12,
        articleNumber: '1011',
        sizeLabel: '1 l',
        gtin: null,
        recommendedPriceNok: 249.5,
        imageUrl: '/media/products/1011.jpg',
        netQuantity: 1,
        netUnit: 'l',
        position: 1,
      },
    ],
  },
  {
    id: 2,
    articleNumber: 'E-710',
    name: '=Møbelpolish',
    category: 'Polish',
    imageUrl: 'https://example.com/e-710.jpg',
    ...NO_FACTS,
    variants: [
      { id: 21, articleNumber: 'E-710', sizeLabel: null, gtin: null, recommendedPriceNok: null, imageUrl: null, netQuantity: null, netUnit: null, position: 0 },
    ],
  },
];

const HEADER = BULK_COLUMNS.map((c) => c.header);
/** Where a column stands in the file (0-based), and its letter in the workbook. */
const at = (key: BulkField) => BULK_COLUMNS.findIndex((c) => c.key === key);
const letter = (key: BulkField) => String.fromCharCode(65 + at(key));
const PRICE = at('price');
const GTIN = at('gtin');

/** A sheet of the export's rows (as text, the price with a decimal comma), with `edit` applied. */
function sheetOf(records: BulkRecord[], header: string[] = HEADER): Sheet {
  return {
    header,
    records: records.map((r, i) => ({
      line: i + 2,
      cells: BULK_COLUMNS.map((c) => (c.key === 'price' ? (r.price == null ? '' : Number(r.price).toFixed(2).replace('.', ',')) : String(r[c.key] ?? ''))),
    })),
  };
}

function plan(sheet: Sheet, catalogue = CATALOGUE) {
  const { columns, rows } = readSheet(sheet);
  return planImport(rows, columns, catalogue);
}

const exported = () => exportRecords(CATALOGUE);
/** The product's (group's) cells of a product's first exported row: a new row of that group repeats them. */
const groupCells = (group: string) =>
  Object.fromEntries(Object.entries(exported().find((r) => r.group === group)!).filter(([key]) => BULK_COLUMNS.find((c) => c.key === key)?.group));
const edit = (articleNumber: string, change: Partial<BulkRecord>) => exported().map((r) => (r.articleNumber === articleNumber ? { ...r, ...change } : r));
const reasons = (result: ReturnType<typeof plan>, line: number) => result.preview.rows.find((r) => r.line === line)!.reasons;

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('bulk export', () => {
  it('writes one row per size, the group fields repeated, in the catalogue order', () => {
    expect(exported().map((r) => [r.articleNumber, r.group, r.name])).toEqual([
      ['1010', '1010', 'Teakolje Natur'],
      ['1011', '1010', 'Teakolje Natur'],
      ['E-710', 'E-710', '=Møbelpolish'],
    ]);
  });

  it('CSV: BOM, semicolons, decimal comma, formula-like cells behind an apostrophe', () => {
    const csv = bulkCsv(exported());
    expect(
      csv.startsWith(
        '\uFEFFArtikkelnummer;Produktgruppe;Produktnavn;Kategori;Størrelse;GTIN;Nettoinnhold;Enhet;Veiledende pris (NOK);Bilde-URL;Bilde-URL for størrelsen;' +
          'Passer til;Inne/ute;Oppgaver;Dekkevne fra (m²/l);Dekkevne til (m²/l);Anbefalte strøk;Berøringstørr (timer);Nytt strøk etter (timer);Fullt herdet (dager);' +
          'Brukstemperatur fra (°C);Brukstemperatur til (°C);Holdbarhet (måneder);Farepiktogrammer;Varselord;Faresetninger;Sikkerhetssetninger;UFI;Andre advarsler\r\n',
      ),
    ).toBe(true);
    expect(csv).toContain(
      '1011;1010;Teakolje Natur;Oljer;1 l;;1;l;249,50;/media/products/1010.jpg;/media/products/1011.jpg;oljet-tre, teak-og-hardved-ute;ute;',
    );
    expect(csv).toContain("E-710;E-710;'=Møbelpolish;Polish;;;;;;https://example.com/e-710.jpg;;;;;;;;;;;;;;;;;;;\r\n");
  });

  it('CSV round trip: the file read back plans no change at all', () => {
    const sheet = parseBulkCsv(decodeCsv(new TextEncoder().encode(bulkCsv(exported()))));
    const result = plan(sheet);
    expect(result.preview.counts).toEqual({ create: 0, update: 0, unchanged: 3, refused: 0 });
    expect(result.plan).toEqual({ createGroups: [], updateGroups: [], updateVariants: [], addVariants: [] });
  });

  it('XLSX: text cells (never a formula), the price a number, GTIN and article numbers formatted as text; round trip changes nothing', async () => {
    const bytes = await bulkXlsx(exported());
    expect(isZip(bytes)).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Produkter');
    expect(sheet.getCell('C4').value).toBe('=Møbelpolish');
    expect(sheet.getCell('C4').formula).toBeUndefined();
    expect(sheet.getCell(`${letter('price')}3`).value).toBe(249.5);
    expect(sheet.getCell(`${letter('gtin')}2`).value).toBe('7038010009457');
    expect(sheet.getColumn(GTIN + 1).numFmt).toBe('@');
    expect(sheet.getCell(`${letter('netQuantity')}2`).value).toBe(500);
    expect(sheet.getCell(`${letter('hazardStatements')}2`).value).toBe('H226, H304, EUH066');
    expect(sheet.getColumn(at('ufi') + 1).numFmt).toBe('@');
    const result = plan(await parseBulkXlsx(bytes));
    expect(result.preview.counts).toEqual({ create: 0, update: 0, unchanged: 3, refused: 0 });
  });
});

describe('bulk file reading', () => {
  it('CSV: the separator from the header line (comma, tab), quoted values, rows numbered as in the file', () => {
    const comma = parseBulkCsv('Artikkelnummer,Veiledende pris (NOK)\r\n1010,"159,00"\r\n\r\n1011,260\r\n');
    expect(comma).toEqual({
      header: ['Artikkelnummer', 'Veiledende pris (NOK)'],
      records: [
        { line: 2, cells: ['1010', '159,00'] },
        { line: 4, cells: ['1011', '260'] },
      ],
    });
    expect(parseBulkCsv('Artikkelnummer\tGTIN\n1010\t\n').records[0].cells).toEqual(['1010', '']);
  });

  it('refuses text that is not UTF-8, broken quoting and too many rows', () => {
    expect(refusal(() => decodeCsv(new Uint8Array([0x41, 0xf8, 0x42])))).toEqual({ status: 415, message: BULK_MESSAGES.notText });
    expect(refusal(() => parseBulkCsv('Artikkelnummer;Produktnavn\n1010;"Teak\n'))).toEqual({ status: 400, message: BULK_MESSAGES.unreadableCsv });
    const many = `Artikkelnummer\n${'1\n'.repeat(MAX_BULK_ROWS + 1)}`;
    expect(refusal(() => parseBulkCsv(many))).toEqual({ status: 413, message: BULK_MESSAGES.tooManyRows });
  });

  it('columns by header in any order; unknown ones ignored and named; Artikkelnummer required; empty rows skipped', () => {
    const { columns, rows } = readSheet({
      header: ['Notat', ' veiledende  PRIS ', 'Artikkelnummer'],
      records: [
        { line: 2, cells: ['x', "'-5", '1010'] },
        { line: 3, cells: ['', ' ', ''] },
      ],
    });
    expect(columns).toEqual({ used: ['articleNumber', 'price'], ignored: ['Notat'] });
    expect(rows).toEqual([{ line: 2, values: { articleNumber: '1010', price: '-5' }, problems: [] }]);
    expect(refusal(() => readSheet({ header: ['Navn'], records: [] }))).toEqual({ status: 400, message: BULK_MESSAGES.noHeader });
    expect(refusal(() => readSheet({ header: ['GTIN', 'Artikkelnummer', 'GTIN'], records: [] }))).toMatchObject({ status: 400 });
    expect(refusal(() => readSheet({ header: ['Artikkelnummer'], records: [{ line: 2, cells: [''] }] }))).toEqual({
      status: 400,
      message: BULK_MESSAGES.noRows,
    });
  });

  it('XLSX: a formula counts by its stored result; one without a result and an error value are refused on their row', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ark1');
    sheet.addRow(['Artikkelnummer', 'Veiledende pris (NOK)', 'GTIN']);
    sheet.addRow(['1010', { formula: '100+59', result: 159 }, 7038010009457]);
    sheet.addRow(['1011', { formula: 'A1*2' }, { error: '#N/A' }]);
    sheet.addRow(['E-710', { formula: '100*1.1', result: 100 * 1.1 }, '']);
    const read = await parseBulkXlsx(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(read.records[0]).toEqual({ line: 2, cells: ['1010', '159', '7038010009457'] });
    const result = plan(read);
    expect(result.preview.rows[0]).toMatchObject({ outcome: 'update', changes: [{ field: 'price', before: '149,00', after: '159,00' }] });
    expect(reasons(result, 3)).toEqual([BULK_MESSAGES.formula('Veiledende pris (NOK)'), BULK_MESSAGES.cellError('GTIN')]);
    // Excel's own precision: 100 * 1.1 is read as 110 (not 110.00000000000001, which the price rule refuses).
    expect(read.records[2].cells[1]).toBe('110');
    expect(result.preview.rows[2]).toMatchObject({ outcome: 'update', changes: [{ field: 'price', before: null, after: '110,00' }] });
  });

  it('zip guard: refuses what is not a zip and parts that unpack beyond the cap', async () => {
    await expect(checkZip(new TextEncoder().encode('PK\u0003\u0004 not really'))).rejects.toMatchObject({ status: 400, message: BULK_MESSAGES.notWorkbook });
    const packed = deflateRawSync(Buffer.alloc(2 * 1024 * 1024));
    await expect(checkZip(zipOf('a.xml', packed, 2 * 1024 * 1024), { maxBytes: 3 * 1024 * 1024 })).resolves.toHaveLength(1);
    await expect(checkZip(zipOf('a.xml', packed, 100), { maxBytes: 1024 * 1024 })).rejects.toMatchObject({ status: 400, message: BULK_MESSAGES.notWorkbook });
  });

  it('zip guard: refuses too many shared strings, by count and by size, before exceljs reads them', async () => {
    const strings = (n: number) => deflateRawSync(Buffer.from(`<sst count="${n}">${'<si><t>x</t></si>'.repeat(n)}</sst>`));
    await expect(checkZip(zipOf('xl/sharedStrings.xml', strings(1000), 0), { maxSharedStrings: 1000 })).resolves.toHaveLength(1);
    await expect(checkZip(zipOf('xl/sharedStrings.xml', strings(1001), 0), { maxSharedStrings: 1000 })).rejects.toMatchObject({
      status: 400,
      message: BULK_MESSAGES.tooManyStrings,
    });
    await expect(checkZip(zipOf('xl/sharedStrings.xml', strings(1000), 0), { maxSharedStringBytes: 10_000 })).rejects.toMatchObject({
      status: 400,
      message: BULK_MESSAGES.tooManyStrings,
    });
    // The same count in another part is no shared string.
    await expect(checkZip(zipOf('xl/worksheets/sheet1.xml', strings(1001), 0), { maxSharedStrings: 1000 })).resolves.toHaveLength(1);
  });
});

/** A one-part deflated zip whose directory claims `claimed` bytes unpacked (the guard unpacks to check). */
function zipOf(name: string, packed: Buffer, claimed: number): Uint8Array {
  const n = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(claimed, 22);
  local.writeUInt16LE(n.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(claimed, 24);
  central.writeUInt16LE(n.length, 28);
  central.writeUInt32LE(0, 42);
  const dirAt = local.length + n.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + n.length, 12);
  end.writeUInt32LE(dirAt, 16);
  return new Uint8Array(Buffer.concat([local, n, packed, central, n, end]));
}

describe('bulk import plan', () => {
  it('one price changed: that row is an update with old → new, the rest unchanged, one write', () => {
    const result = plan(sheetOf(edit('1011', { price: 259 })));
    expect(result.preview.counts).toEqual({ create: 0, update: 1, unchanged: 2, refused: 0 });
    expect(result.preview.rows[1]).toEqual({
      line: 3,
      articleNumber: '1011',
      group: '1010',
      outcome: 'update',
      newGroup: false,
      reasons: [],
      changes: [{ field: 'price', before: '249,50', after: '259,00' }],
    });
    expect(result.plan.updateVariants).toEqual([{ id: 12, articleNumber: '1011', changes: { recommendedPriceNok: 259 } }]);
  });

  it('prices as spreadsheets write them: "1 249,50", "1249.5", blank clears', () => {
    const sheet = sheetOf(exported());
    sheet.records[0].cells[PRICE] = '1\u00a0249,50';
    sheet.records[1].cells[PRICE] = '';
    const result = plan(sheet);
    expect(result.plan.updateVariants).toEqual([
      { id: 11, articleNumber: '1010', changes: { recommendedPriceNok: 1249.5 } },
      { id: 12, articleNumber: '1011', changes: { recommendedPriceNok: null } },
    ]);
  });

  it('refuses a bad price and GTIN with the dialog schema messages, and a GTIN Excel made a number', () => {
    const sheet = sheetOf(exported());
    sheet.records[0].cells[PRICE] = 'gratis';
    sheet.records[1].cells[GTIN] = '7038010009458';
    sheet.records[2].cells[GTIN] = '7,03801E+12';
    const result = plan(sheet);
    expect(result.preview.counts.refused).toBe(3);
    expect(reasons(result, 2)).toEqual([PRODUCT_MESSAGES.price]);
    expect(reasons(result, 3)).toEqual([GTIN_MESSAGES.checkDigit]);
    expect(reasons(result, 4)).toEqual([BULK_MESSAGES.gtinAsNumber]);
  });

  it("group fields: a change is shown once on the group's first row; rows that disagree are refused", () => {
    const renamed = plan(sheetOf(exported().map((r) => (r.group === '1010' ? { ...r, name: 'Teakolje Natur Pluss' } : r))));
    expect(renamed.preview.rows.map((r) => r.outcome)).toEqual(['update', 'unchanged', 'unchanged']);
    expect(renamed.preview.rows[0].changes).toEqual([{ field: 'name', before: 'Teakolje Natur', after: 'Teakolje Natur Pluss' }]);
    expect(renamed.plan.updateGroups).toEqual([{ id: 1, articleNumber: '1010', changes: { name: 'Teakolje Natur Pluss' } }]);
    const split = plan(sheetOf(edit('1011', { name: 'Annet navn' })));
    expect(reasons(split, 2)).toEqual([BULK_MESSAGES.groupDisagrees('Produktnavn')]);
    expect(reasons(split, 3)).toEqual([BULK_MESSAGES.groupDisagrees('Produktnavn')]);
  });

  it('creates a new size in a known group (at the end) and a new group with its main size first', () => {
    const rows: BulkRecord[] = [
      ...exported(),
      {
        ...groupCells('1010'),
        articleNumber: '1012',
        group: '1010',
        name: 'Teakolje Natur',
        category: 'Oljer',
        sizeLabel: '2,5 l',
        netQuantity: '2,5',
        netUnit: 'l',
        gtin: '96385074',
        price: 499,
        imageUrl: '/media/products/1010.jpg',
        variantImageUrl: null,
      },
      {
        articleNumber: '2001',
        group: '2000',
        name: 'Såpe',
        category: 'Rengjøring',
        sizeLabel: '1 l',
        gtin: null,
        price: 99,
        uses: 'OLJET-TRE',
        tasks: 'rengjore',
        setting: 'inne',
        imageUrl: 'https://example.com/s.jpg',
        variantImageUrl: null,
      },
      {
        articleNumber: '2000',
        group: '2000',
        name: 'Såpe',
        category: 'Rengjøring',
        sizeLabel: '500 ml',
        gtin: null,
        price: 59,
        uses: 'oljet-tre',
        tasks: 'rengjore',
        setting: 'inne',
        imageUrl: 'https://example.com/s.jpg',
        variantImageUrl: null,
      },
    ];
    const result = plan(sheetOf(rows));
    expect(result.preview.counts).toEqual({ create: 3, update: 0, unchanged: 3, refused: 0 });
    expect(result.preview.newGroups).toBe(1);
    expect(result.plan.addVariants).toEqual([
      {
        productId: 1,
        position: 2,
        variant: { articleNumber: '1012', sizeLabel: '2,5 l', gtin: '96385074', recommendedPriceNok: 499, imageUrl: null, netQuantity: 2.5, netUnit: 'l' },
      },
    ]);
    expect(result.plan.createGroups).toEqual([
      {
        articleNumber: '2000',
        name: 'Såpe',
        category: 'Rengjøring',
        imageUrl: 'https://example.com/s.jpg',
        ...NO_FACTS,
        uses: ['oljet-tre'],
        setting: 'inne',
        tasks: ['rengjore'],
        variants: [
          { articleNumber: '2000', sizeLabel: '500 ml', gtin: null, recommendedPriceNok: 59, imageUrl: null, netQuantity: null, netUnit: null },
          { articleNumber: '2001', sizeLabel: '1 l', gtin: null, recommendedPriceNok: 99, imageUrl: null, netQuantity: null, netUnit: null },
        ],
      },
    ]);
    const first = result.preview.rows.find((r) => r.articleNumber === '2001')!;
    expect(first).toMatchObject({ outcome: 'create', newGroup: true, group: '2000' });
    expect(first.changes.map((c) => c.field)).toEqual(['name', 'category', 'imageUrl', 'uses', 'setting', 'tasks', 'sizeLabel', 'price'] satisfies BulkField[]);
    expect(first.changes.find((c) => c.field === 'uses')).toEqual({ field: 'uses', before: null, after: 'oljet-tre' });
  });

  it('refuses a new group without its main row, one that is a size of another, and one without name/category/image', () => {
    const base = {
      name: 'Såpe',
      category: 'Rengjøring',
      sizeLabel: null,
      gtin: null,
      price: null,
      imageUrl: 'https://example.com/s.jpg',
      variantImageUrl: null,
    };
    const result = plan(
      sheetOf([
        { ...base, articleNumber: '3001', group: '3000' },
        { ...base, articleNumber: '4000', group: '1011' },
        { ...base, articleNumber: '5000', group: '5000', name: '' },
      ]),
    );
    expect(reasons(result, 2)).toEqual([BULK_MESSAGES.newGroupNeedsMain('3000')]);
    expect(reasons(result, 3)).toEqual([BULK_MESSAGES.groupIsVariant('1011', '1010')]);
    expect(reasons(result, 4)).toEqual([PRODUCT_MESSAGES.name]);
    const bare = plan({ header: ['Artikkelnummer', 'Veiledende pris (NOK)'], records: [{ line: 2, cells: ['9000', '10'] }] });
    expect(reasons(bare, 2)).toEqual(['Produktnavn', 'Kategori', 'Bilde-URL'].map(BULK_MESSAGES.newGroupField));
  });

  it('refuses moving a size to another group, a repeated article number and a GTIN held twice', () => {
    const result = plan(
      sheetOf([
        ...edit('1011', { ...groupCells('E-710'), group: 'E-710' }).filter((r) => r.articleNumber !== '1010'),
        { ...exported()[0], gtin: null },
        { ...exported()[0], gtin: null },
      ]),
    );
    expect(reasons(result, 2)).toEqual([BULK_MESSAGES.moved('1010')]);
    expect(reasons(result, 4)).toEqual([BULK_MESSAGES.duplicateRow([4, 5])]);
    const taken = plan(sheetOf(edit('E-710', { gtin: '7038010009457' }).filter((r) => r.articleNumber === 'E-710')));
    expect(reasons(taken, 2)).toEqual([BULK_MESSAGES.gtinTaken('1010')]);
    // Swapping two GTINs in one file is fine: they are unique afterwards.
    const swap = plan(
      sheetOf(exported().map((r) => (r.articleNumber === '1010' ? { ...r, gtin: null } : r.articleNumber === '1011' ? { ...r, gtin: '7038010009457' } : r))),
    );
    expect(swap.preview.counts.refused).toBe(0);
  });

  it('a group with several sizes needs a size label on each, also the size the file leaves out', () => {
    const result = plan(sheetOf(edit('1011', { sizeLabel: null }).filter((r) => r.articleNumber === '1011')));
    expect(reasons(result, 2)).toEqual([PRODUCT_MESSAGES.sizeRequired]);
    const added = plan(
      sheetOf([
        {
          articleNumber: 'E-711',
          group: 'E-710',
          name: '=Møbelpolish',
          category: 'Polish',
          sizeLabel: '1 l',
          gtin: null,
          price: null,
          imageUrl: 'https://example.com/e-710.jpg',
          variantImageUrl: null,
        },
      ]),
    );
    expect(reasons(added, 2)).toEqual([BULK_MESSAGES.otherVariant('E-710', PRODUCT_MESSAGES.sizeRequired)]);
  });

  it('matches article numbers regardless of letter case and keeps the stored one; a column left out stays as stored', () => {
    const result = plan({ header: ['Artikkelnummer', 'GTIN'], records: [{ line: 2, cells: ['e-710', '96385074'] }] });
    expect(result.preview.rows[0]).toMatchObject({
      articleNumber: 'E-710',
      group: 'E-710',
      outcome: 'update',
      changes: [{ field: 'gtin', before: null, after: '96385074' }],
    });
    expect(result.plan.updateVariants).toEqual([{ id: 21, articleNumber: 'E-710', changes: { gtin: '96385074' } }]);
  });
});

describe('bulk file: the product facts (docs/product.md: Produktfakta)', () => {
  const KNOWN = {
    uses: new Set(['oljet-tre', 'teak-og-hardved-ute']),
    phrases: new Set(['H226', 'H304', 'EUH066', 'P102', 'P301+P310', 'P331']),
  };
  const planKnown = (sheet: Sheet) => {
    const { columns, rows } = readSheet(sheet);
    return planImport(rows, columns, CATALOGUE, undefined, KNOWN);
  };
  const { variants: _v1, id: _id1, ...group1010 } = CATALOGUE[0];
  const { variants: _v2, id: _id2, ...groupE710 } = CATALOGUE[1];
  void [_v1, _id1, _v2, _id2];
  const stripIds = (v: (typeof CATALOGUE)[number]['variants'][number]) => {
    const { id: _id, position: _position, ...rest } = v;
    void [_id, _position];
    return rest;
  };

  it('CSV and Excel round trip keeps every fact: read into an empty catalogue it creates the products exactly as they were', async () => {
    const csv = parseBulkCsv(decodeCsv(new TextEncoder().encode(bulkCsv(exported()))));
    const xlsx = await parseBulkXlsx(await bulkXlsx(exported()));
    for (const sheet of [csv, xlsx]) {
      const { columns, rows } = readSheet(sheet);
      const { preview, plan: written } = planImport(rows, columns, [], undefined, KNOWN);
      expect(preview.counts.refused).toBe(0);
      expect(written.createGroups).toEqual([
        { ...group1010, variants: CATALOGUE[0].variants.map(stripIds) },
        { ...groupE710, variants: CATALOGUE[1].variants.map(stripIds) },
      ]);
      // And against the catalogue it came from: no change at all.
      expect(planKnown(sheet).preview.counts).toEqual({ create: 0, update: 0, unchanged: 3, refused: 0 });
    }
  });

  it('a code list compares by value: typed otherwise it is unchanged, changed it is one change', () => {
    const same = planKnown(
      sheetOf(exported().map((r) => (r.group === '1010' ? { ...r, hazardStatements: 'h226;H304 ;euh066', uses: 'OLJET-TRE,teak-og-hardved-ute' } : r))),
    );
    expect(same.preview.counts).toEqual({ create: 0, update: 0, unchanged: 3, refused: 0 });
    const changed = planKnown(sheetOf(exported().map((r) => (r.group === '1010' ? { ...r, hazardStatements: 'H226, H304' } : r))));
    expect(changed.preview.counts).toEqual({ create: 0, update: 1, unchanged: 2, refused: 0 });
    expect(changed.preview.rows[0].changes).toEqual([{ field: 'hazardStatements', before: 'H226, H304, EUH066', after: 'H226, H304' }]);
    expect(changed.plan.updateGroups).toEqual([{ id: 1, articleNumber: '1010', changes: { hazardStatements: ['H226', 'H304'] } }]);
    expect(changed.plan.updateVariants).toEqual([]);
    // A net quantity typed with a decimal comma is the same number.
    const quantity = planKnown(sheetOf(edit('1011', { netQuantity: '1,0' })));
    expect(quantity.preview.counts.update).toBe(0);
  });

  it('refuses unknown codes, a malformed UFI, a net quantity of 0 or without its unit, and facts that disagree — and then writes nothing', () => {
    const refused = (change: Partial<BulkRecord>, articleNumber = '1010') => {
      const result = planKnown(
        sheetOf(exported().map((r) => (r.group === '1010' && (articleNumber === '1010' || r.articleNumber === articleNumber) ? { ...r, ...change } : r))),
      );
      return result;
    };
    const unknown = refused({ hazardStatements: 'H226, H290', uses: 'oljet-tre, marmor' });
    expect(reasons(unknown, 2)).toEqual([FACT_CODE_MESSAGES.uses(['marmor']), FACT_CODE_MESSAGES.hazardStatements(['H290'])]);
    expect(unknown.preview.counts.refused).toBe(2);
    expect(reasons(refused({ precautionaryStatements: 'P102, P280' }), 2)).toEqual([FACT_CODE_MESSAGES.precautionaryStatements(['P280'])]);
    expect(reasons(refused({ ufi: 'E600-30P1-S00Y-507B' }), 2)).toEqual([PRODUCT_MESSAGES.ufi]);
    expect(reasons(refused({ pictograms: 'GHS10' }), 2)).toEqual([PRODUCT_MESSAGES.pictograms]);
    expect(reasons(refused({ coverageMinM2PerL: '14' }), 2)).toEqual([FACT_PAIR_MESSAGES.coverage]);
    expect(reasons(refused({ coverageMinM2PerL: '-2' }), 2)).toEqual([PRODUCT_MESSAGES.coverageMinM2PerL]);
    expect(reasons(refused({ hazardStatements: '' }), 2)).toEqual([FACT_PAIR_MESSAGES.signalWord]);
    const zero = planKnown(sheetOf(edit('1011', { netQuantity: '0' })));
    expect(reasons(zero, 3)).toEqual([PRODUCT_MESSAGES.netQuantity]);
    const noUnit = planKnown(sheetOf(edit('1011', { netUnit: '' })));
    expect(reasons(noUnit, 3)).toEqual([PRODUCT_MESSAGES.netPair]);
    const badUnit = planKnown(sheetOf(edit('1011', { netUnit: 'liter' })));
    expect(reasons(badUnit, 3)).toEqual([PRODUCT_MESSAGES.netUnit]);
    // All or nothing: the preview refuses, and service.ts applies nothing when any row is refused.
    for (const result of [unknown, zero, noUnit]) expect(result.preview.counts.refused).toBeGreaterThan(0);
  });
});

describe('bulk file: the facts agree with the stored values where the file has no column', () => {
  const planOf = (header: string[], cells: string[]) => {
    const { columns, rows } = readSheet({ header, records: [{ line: 2, cells }] });
    return planImport(rows, columns, CATALOGUE);
  };

  it("a file with 'Varselord' but no 'Faresetninger' column is read against the product's stored H codes", () => {
    const result = planOf(['Artikkelnummer', 'Varselord'], ['1010', 'Advarsel']);
    expect(reasons(result, 2)).toEqual([]);
    expect(result.plan.updateGroups).toEqual([{ id: 1, articleNumber: '1010', changes: { signalWord: 'Advarsel' } }]);
    // A product without H codes stored is refused the signal word.
    expect(reasons(planOf(['Artikkelnummer', 'Varselord'], ['E-710', 'Fare']), 2)).toEqual([FACT_PAIR_MESSAGES.signalWord]);
  });

  it("a file with only 'Dekkevne fra' is refused when it is above the stored 'til'", () => {
    const catalogue = [{ ...CATALOGUE[0], coverageMaxM2PerL: 12 }, CATALOGUE[1]];
    const { columns, rows } = readSheet({ header: ['Artikkelnummer', 'Dekkevne fra (m²/l)'], records: [{ line: 2, cells: ['1010', '14'] }] });
    const result = planImport(rows, columns, catalogue);
    expect(reasons(result, 2)).toEqual([FACT_PAIR_MESSAGES.coverage]);
    expect(result.plan.updateGroups).toEqual([]);
    // Within the stored range it is taken.
    const within = planImport(
      readSheet({ header: ['Artikkelnummer', 'Dekkevne fra (m²/l)'], records: [{ line: 2, cells: ['1010', '10'] }] }).rows,
      columns,
      catalogue,
    );
    expect(within.plan.updateGroups).toEqual([{ id: 1, articleNumber: '1010', changes: { coverageMinM2PerL: 10 } }]);
  });
});
