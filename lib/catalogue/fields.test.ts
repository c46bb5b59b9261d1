/**
 * A field declared once flows everywhere: a fixture adds a size field (a batch code, with a bulk
 * column) and a product field (a care note, with none) to the catalogue's descriptors, and both reach the
 * bulk file's export, its import plan and batched SQL, the selects and the audit summary without
 * any other change.
 */
import { z } from 'zod';
import { productChangeSummary, sizesSummary } from '../audit/summary';
import { bulkCsv, decodeCsv, parseBulkCsv } from '../admin/products/bulk/csv';
import { bulkColumns } from '../admin/products/bulk/format';
import { exportRecords, planImport, type CatalogueGroup } from '../admin/products/bulk/plan';
import { readSheet } from '../admin/products/bulk/rows';
import { sizeUpdateSql } from '../admin/products/bulk/sql';
import { bulkXlsx, parseBulkXlsx } from '../admin/products/bulk/xlsx';
import { singleLine } from '../validation/text';
import { carried, CATALOGUE_FIELDS, PRODUCT_FIELDS, selectOf, SIZE_FIELDS, withBulkColumn, type CatalogueFields } from './fields';

const BATCH_MESSAGE = 'Batchkode kan være maks 40 tegn';

/** The catalogue's fields with one more of each kind. */
const FIXTURE: CatalogueFields = {
  product: {
    ...PRODUCT_FIELDS,
    careNote: {
      schema: z.preprocess((v) => (v === '' ? null : v), singleLine({ max: 500 }).nullable().optional()),
      response: z.string().nullable(),
      sqlType: 'varchar',
      public: 'detail',
    },
  },
  size: {
    ...SIZE_FIELDS,
    batchCode: {
      schema: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), singleLine({ max: 40, message: BATCH_MESSAGE }).nullable().optional()),
      response: z.string().nullable(),
      sqlType: 'varchar',
      bulk: { header: 'Batchkode', order: 55, width: 14 },
      public: 'detail',
      audit: (value) => (value ? `batch ${String(value)}` : null),
    },
  },
};

const CATALOGUE: CatalogueGroup[] = [
  {
    id: 1,
    articleNumber: '1010',
    name: 'Teakolje Natur',
    category: 'Treolje',
    imageUrl: '/media/products/1010.jpg',
    careNote: 'Hagemøbler',
    variants: [
      { id: 11, articleNumber: '1010', position: 0, sizeLabel: '500 ml', gtin: null, recommendedPriceNok: 149, imageUrl: null, batchCode: '0,5 l' },
      { id: 12, articleNumber: '1011', position: 1, sizeLabel: '1 l', gtin: null, recommendedPriceNok: 249.5, imageUrl: null, batchCode: null },
    ],
  },
];

describe('a field declared once (lib/catalogue/fields.ts)', () => {
  const columns = bulkColumns(FIXTURE);

  it('becomes a bulk column in its place, with its header; a field without a bulk entry is none', () => {
    expect(columns.map((c) => c.header)).toEqual([
      'Artikkelnummer',
      'Produktgruppe',
      'Produktnavn',
      'Kategori',
      'Størrelse',
      'Batchkode',
      'GTIN',
      'Nettoinnhold',
      'Enhet',
      'Veiledende pris (NOK)',
      'Bilde-URL',
      'Bilde-URL for størrelsen',
      ...bulkColumns()
        .slice(11)
        .map((c) => c.header),
    ]);
    expect(columns.find((c) => c.key === 'batchCode')?.field).toMatchObject({ level: 'size', name: 'batchCode' });
    expect(bulkColumns().some((c) => c.key === 'batchCode')).toBe(false);
  });

  it('is exported, read back and planned by the import (CSV and Excel), a changed value as an update and an SQL column', async () => {
    const records = exportRecords(CATALOGUE, FIXTURE);
    expect(records[0]).toMatchObject({ articleNumber: '1010', batchCode: '0,5 l', price: 149 });
    expect(records[0]).not.toHaveProperty('careNote');

    const csv = bulkCsv(records, columns);
    expect(csv.split('\r\n')[1]).toContain(';0,5 l;');
    const edited = csv.replace(';1 l;;', ';1 l;1 l;');
    const fromCsv = readSheet(parseBulkCsv(decodeCsv(new TextEncoder().encode(edited))), columns);
    expect(fromCsv.columns.used).toContain('batchCode');
    const { preview, plan } = planImport(fromCsv.rows, fromCsv.columns, CATALOGUE, FIXTURE);
    expect(preview.counts).toEqual({ create: 0, update: 1, unchanged: 1, refused: 0 });
    expect(preview.rows[1].changes).toEqual([{ field: 'batchCode', before: null, after: '1 l' }]);
    expect(plan.updateVariants).toEqual([{ id: 12, articleNumber: '1011', changes: { batchCode: '1 l' } }]);

    // Its rule refuses a bad value with its own message.
    const tooLong = readSheet(parseBulkCsv(decodeCsv(new TextEncoder().encode(csv.replace(';0,5 l;', `;${'x'.repeat(41)};`)))), columns);
    expect(planImport(tooLong.rows, tooLong.columns, CATALOGUE, FIXTURE).preview.rows[0].reasons).toEqual([BATCH_MESSAGE]);

    // The Excel workbook carries the column too.
    const sheet = await parseBulkXlsx(await bulkXlsx(records, columns));
    expect(sheet.header).toContain('Batchkode');
    const fromXlsx = readSheet(sheet, columns);
    expect(planImport(fromXlsx.rows, fromXlsx.columns, CATALOGUE, FIXTURE).preview.counts.unchanged).toBe(2);

    // The batched UPDATE sets the new column, cast to its type.
    const sql = sizeUpdateSql([{ ...CATALOGUE[0].variants[1], batchCode: '1 l' }], withBulkColumn(FIXTURE.size));
    expect(sql.sql).toContain('"batchCode" = d."batchCode"');
    expect(sql.sql).toContain('::varchar');
    expect(sql.values).toContain('1 l');
  });

  it('a file without its column leaves it out of the plan (kept as stored)', () => {
    const sheet = { header: ['Artikkelnummer', 'Veiledende pris (NOK)'], records: [{ line: 2, cells: ['1011', '259'] }] };
    const { rows, columns: used } = readSheet(sheet, columns);
    const { plan } = planImport(rows, used, CATALOGUE, FIXTURE);
    expect(plan.updateVariants).toEqual([{ id: 12, articleNumber: '1011', changes: { recommendedPriceNok: 259 } }]);
  });

  it('shows in the audit summary: the product field by name, the size field in the sizes text', () => {
    const before = { careNote: 'Hagemøbler', variants: [{ articleNumber: '1010', sizeLabel: '500 ml', batchCode: '0,5 l' }] };
    const after = { careNote: 'Hagemøbler og terrasse', variants: [{ articleNumber: '1010', sizeLabel: '500 ml', batchCode: '0,75 l' }] };
    expect(productChangeSummary(after, { before, fields: FIXTURE })).toBe('careNote: «Hagemøbler og terrasse»; variants: «1010 500 ml batch 0,75 l»');
    expect(productChangeSummary({ ...after, careNote: before.careNote, variants: before.variants }, { before, fields: FIXTURE })).toBe('');
    expect(sizesSummary(before.variants, CATALOGUE_FIELDS)).toBe('1010 500 ml');
  });

  it('is selected and written by what derives from the set', () => {
    expect(selectOf(FIXTURE.size)).toMatchObject({ batchCode: true, gtin: true });
    expect(selectOf(FIXTURE.product, 'list')).toEqual({ name: true, category: true, imageUrl: true });
    expect(selectOf(FIXTURE.product, 'detail')).toHaveProperty('careNote', true);
    // A write carries only the fields the input has: the others are kept.
    expect(carried(FIXTURE.size, { articleNumber: '1010', batchCode: '1 l', gtin: undefined })).toEqual({ batchCode: '1 l' });
    expect(carried(FIXTURE.size, { articleNumber: '1010', gtin: null })).toEqual({ gtin: null });
  });
});

describe('the facts’ numbers', () => {
  it('refuses a value the database would round to 0 (one decimal for coverage and hours, three for a net quantity)', () => {
    expect(PRODUCT_FIELDS.coverageMinM2PerL.schema.safeParse('0,04').success).toBe(false);
    expect(PRODUCT_FIELDS.coverageMinM2PerL.schema.safeParse('0,05').success).toBe(true);
    expect(PRODUCT_FIELDS.touchDryHours.schema.safeParse(0.01).success).toBe(false);
    expect(SIZE_FIELDS.netQuantity.schema.safeParse('0,0004').success).toBe(false);
    expect(SIZE_FIELDS.netQuantity.schema.safeParse('0,001').success).toBe(true);
  });
});
