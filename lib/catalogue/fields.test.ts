/**
 * A field declared once flows everywhere: a fixture adds a size field (net quantity, with a bulk
 * column) and a product field (uses, with none) to the catalogue's descriptors, and both reach the
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

const NET_MESSAGE = 'Nettoinnhold kan være maks 40 tegn';

/** The catalogue's fields with one more of each kind, as issue 35 will add them. */
const FIXTURE: CatalogueFields = {
  product: {
    ...PRODUCT_FIELDS,
    uses: {
      schema: z.preprocess((v) => (v === '' ? null : v), singleLine({ max: 500 }).nullable().optional()),
      response: z.string().nullable(),
      sqlType: 'varchar',
      public: 'detail',
    },
  },
  size: {
    ...SIZE_FIELDS,
    netQuantity: {
      schema: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), singleLine({ max: 40, message: NET_MESSAGE }).nullable().optional()),
      response: z.string().nullable(),
      sqlType: 'varchar',
      bulk: { header: 'Nettoinnhold', order: 55, width: 14 },
      public: 'detail',
      audit: (value) => (value ? `netto ${String(value)}` : null),
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
    uses: 'Hagemøbler',
    variants: [
      { id: 11, articleNumber: '1010', position: 0, sizeLabel: '500 ml', gtin: null, recommendedPriceNok: 149, imageUrl: null, netQuantity: '0,5 l' },
      { id: 12, articleNumber: '1011', position: 1, sizeLabel: '1 l', gtin: null, recommendedPriceNok: 249.5, imageUrl: null, netQuantity: null },
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
      'Nettoinnhold',
      'GTIN',
      'Veiledende pris (NOK)',
      'Bilde-URL',
      'Bilde-URL for størrelsen',
    ]);
    expect(columns.find((c) => c.key === 'netQuantity')?.field).toMatchObject({ level: 'size', name: 'netQuantity' });
    expect(bulkColumns().some((c) => c.key === 'netQuantity')).toBe(false);
  });

  it('is exported, read back and planned by the import (CSV and Excel), a changed value as an update and an SQL column', async () => {
    const records = exportRecords(CATALOGUE, FIXTURE);
    expect(records[0]).toMatchObject({ articleNumber: '1010', netQuantity: '0,5 l', price: 149 });
    expect(records[0]).not.toHaveProperty('uses');

    const csv = bulkCsv(records, columns);
    expect(csv.split('\r\n')[1]).toContain(';0,5 l;');
    const edited = csv.replace(';1 l;;', ';1 l;1 l;');
    const fromCsv = readSheet(parseBulkCsv(decodeCsv(new TextEncoder().encode(edited))), columns);
    expect(fromCsv.columns.used).toContain('netQuantity');
    const { preview, plan } = planImport(fromCsv.rows, fromCsv.columns, CATALOGUE, FIXTURE);
    expect(preview.counts).toEqual({ create: 0, update: 1, unchanged: 1, refused: 0 });
    expect(preview.rows[1].changes).toEqual([{ field: 'netQuantity', before: null, after: '1 l' }]);
    expect(plan.updateVariants).toEqual([{ id: 12, articleNumber: '1011', changes: { netQuantity: '1 l' } }]);

    // Its rule refuses a bad value with its own message.
    const tooLong = readSheet(parseBulkCsv(decodeCsv(new TextEncoder().encode(csv.replace(';0,5 l;', `;${'x'.repeat(41)};`)))), columns);
    expect(planImport(tooLong.rows, tooLong.columns, CATALOGUE, FIXTURE).preview.rows[0].reasons).toEqual([NET_MESSAGE]);

    // The Excel workbook carries the column too.
    const sheet = await parseBulkXlsx(await bulkXlsx(records, columns));
    expect(sheet.header).toContain('Nettoinnhold');
    const fromXlsx = readSheet(sheet, columns);
    expect(planImport(fromXlsx.rows, fromXlsx.columns, CATALOGUE, FIXTURE).preview.counts.unchanged).toBe(2);

    // The batched UPDATE sets the new column, cast to its type.
    const sql = sizeUpdateSql([{ ...CATALOGUE[0].variants[1], netQuantity: '1 l' }], withBulkColumn(FIXTURE.size));
    expect(sql.sql).toContain('"netQuantity" = d."netQuantity"');
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
    const before = { uses: 'Hagemøbler', variants: [{ articleNumber: '1010', sizeLabel: '500 ml', netQuantity: '0,5 l' }] };
    const after = { uses: 'Hagemøbler og terrasse', variants: [{ articleNumber: '1010', sizeLabel: '500 ml', netQuantity: '0,75 l' }] };
    expect(productChangeSummary(after, { before, fields: FIXTURE })).toBe('uses: «Hagemøbler og terrasse»; variants: «1010 500 ml netto 0,75 l»');
    expect(productChangeSummary({ ...after, uses: before.uses, variants: before.variants }, { before, fields: FIXTURE })).toBe('');
    expect(sizesSummary(before.variants, CATALOGUE_FIELDS)).toBe('1010 500 ml');
  });

  it('is selected and written by what derives from the set', () => {
    expect(selectOf(FIXTURE.size)).toMatchObject({ netQuantity: true, gtin: true });
    expect(selectOf(FIXTURE.product, 'list')).toEqual({ name: true, category: true, imageUrl: true });
    expect(selectOf(FIXTURE.product, 'detail')).toHaveProperty('uses', true);
    // A write carries only the fields the input has: the others are kept.
    expect(carried(FIXTURE.size, { articleNumber: '1010', netQuantity: '1 l', gtin: undefined })).toEqual({ netQuantity: '1 l' });
    expect(carried(FIXTURE.size, { articleNumber: '1010', gtin: null })).toEqual({ gtin: null });
  });
});
