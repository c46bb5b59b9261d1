/**
 * The product bulk file (docs/product.md: Admin panel, 'Eksporter og importer'): one row per size
 * (variant), the product's (group's) fields repeated on each of its rows. The same columns in the
 * CSV (semicolons, UTF-8 with BOM) and the Excel workbook (.xlsx, one sheet). The HTML texts
 * (description, instructions), the video, the highlight and the retailer links are not in the
 * file: the import never touches them. Limits and Norwegian texts of the import are here too.
 * The columns come from the catalogue's fields (lib/catalogue/fields.ts): a field with a `bulk`
 * entry is a column. Client-safe (the admin panel shows the limits and texts before sending).
 */
import { CATALOGUE_FIELDS, FIELD_MESSAGES, type BulkSpec, type CatalogueFields, type FieldSet } from '../../../catalogue/fields';

/** A column of the file: the row field it holds and its header (the import finds columns by header). */
export interface BulkColumn {
  key: BulkField;
  header: string;
  /** The product's (group's) field, repeated on every row of the group. */
  group?: true;
  /** The catalogue field it holds (lib/catalogue/fields.ts): the product's or the size's, by name; none for the article number and group. */
  field?: { level: 'product' | 'size'; name: string; spec: BulkSpec };
  aliases?: readonly string[];
  width: number;
  format?: BulkSpec['format'];
}

/** A column's key in the file's rows: the identity columns' and each field's (lib/catalogue/fields.ts). */
export type BulkField = string;

/** The file's columns: the article number, the group, then every catalogue field that has a column, in their order. */
export function bulkColumns(fields: CatalogueFields = CATALOGUE_FIELDS): BulkColumn[] {
  const ofFields = (level: 'product' | 'size', set: FieldSet) =>
    Object.entries(set).flatMap(([name, f]) =>
      f.bulk
        ? [
            {
              key: f.bulk.key ?? name,
              header: f.bulk.header,
              ...(level === 'product' && { group: true as const }),
              field: { level, name, spec: f.bulk },
              aliases: f.bulk.aliases,
              width: f.bulk.width,
              format: f.bulk.format,
              order: f.bulk.order,
            },
          ]
        : [],
    );
  const columns = [
    { key: 'articleNumber', header: 'Artikkelnummer', aliases: ['art.nr'], width: 16, format: 'text' as const, order: 10 },
    { key: 'group', header: 'Produktgruppe', group: true as const, width: 16, format: 'text' as const, order: 20 },
    ...ofFields('product', fields.product),
    ...ofFields('size', fields.size),
  ];
  return columns
    .sort((a, b) => a.order - b.order)
    .map((column) => {
      const { order, ...rest } = column;
      void order;
      return rest;
    });
}

export const BULK_COLUMNS: readonly BulkColumn[] = bulkColumns();

export const BULK_HEADERS = Object.fromEntries(BULK_COLUMNS.map((c) => [c.key, c.header])) as Record<BulkField, string>;

/** One row of the file as exported: text, and a price as a number (null: empty cell), by column key. */
export type BulkRecord = { articleNumber: string; group: string } & Record<BulkField, string | number | null | undefined>;

/** The import's caps: the demo catalogue is about 70 rows, the search benchmark's 10,000 products one row each. */
export const MAX_BULK_BYTES = 5 * 1024 * 1024;
export const MAX_BULK_ROWS = 10_000;
/** An .xlsx is a zip: the sum of its unpacked parts is capped too (a small file can unpack to gigabytes). */
export const MAX_XLSX_UNPACKED_BYTES = 60 * 1024 * 1024;
export const MAX_BULK_COLUMNS = 50;
/**
 * The shared strings of an .xlsx (each distinct text of its cells, once): at most 200,000 — a full
 * file of 10,000 rows holds some tens of thousands — and 20 MB unpacked. A 125 kB file can hold
 * three million, which would stall the server while read.
 */
export const MAX_XLSX_SHARED_STRINGS = 200_000;
export const MAX_XLSX_SHARED_STRING_BYTES = 20 * 1024 * 1024;

const ROWS = MAX_BULK_ROWS.toLocaleString('nb-NO');

export const BULK_MESSAGES = {
  missing: 'Velg en CSV- eller Excel-fil å importere',
  tooLarge: 'Filen er for stor (maks 5 MB)',
  tooManyRows: `Filen har for mange rader (maks ${ROWS})`,
  tooManyColumns: `Filen har for mange kolonner (maks ${MAX_BULK_COLUMNS})`,
  notText: 'Filen må være en Excel-fil (.xlsx) eller tekst i UTF-8 (i Excel: «CSV UTF-8»)',
  notMultipart: 'Filen må sendes som multipart/form-data',
  notWorkbook: 'Excel-filen kunne ikke leses (bare .xlsx støttes)',
  tooManyStrings: `Excel-filen har for mange ulike tekster (maks ${MAX_XLSX_SHARED_STRINGS.toLocaleString('nb-NO')}). Lagre bare arket med produktene, eller bruk CSV`,
  unreadableCsv: 'CSV-filen kunne ikke leses (feil i anførselstegn?)',
  noHeader: `Fant ingen overskriftsrad med kolonnen «${BULK_HEADERS.articleNumber}» i første rad`,
  duplicateColumn: (header: string) => `Kolonnen «${header}» står to ganger`,
  noRows: 'Filen har ingen produktrader',
  stale: 'Katalogen er endret siden forhåndsvisningen. Last opp filen på nytt og se over den nye forhåndsvisningen.',
  refused: 'Filen har avviste rader. Ingenting ble importert: rett radene og last opp filen på nytt.',
  nothingToDo: 'Filen gir ingen endringer.',
  // Row refusals (the preview's reason column).
  articleNumberMissing: `${BULK_HEADERS.articleNumber} mangler`,
  groupInvalid: (message: string) => `${BULK_HEADERS.group}: ${message}`,
  duplicateRow: (lines: number[]) => `Artikkelnummeret står flere ganger i filen (rad ${lines.join(', ')})`,
  duplicateGtinInFile: (lines: number[]) => `GTIN-en står flere ganger i filen (rad ${lines.join(', ')})`,
  gtinTaken: (articleNumber: string) => `GTIN-en brukes allerede av ${articleNumber}`,
  gtinAsNumber: FIELD_MESSAGES.gtinAsNumber,
  moved: (current: string) => `Størrelsen hører til produktgruppe ${current}. Importen flytter ikke størrelser mellom grupper`,
  groupDisagrees: (header: string) => `Radene i samme produktgruppe har ulike verdier i «${header}»`,
  newGroupNeedsMain: (group: string) => `Ny produktgruppe ${group} må ha en rad med artikkelnummer ${group} (hovedstørrelsen)`,
  groupIsVariant: (group: string, owner: string) => `${group} er en størrelse i produktgruppe ${owner}, ikke en produktgruppe`,
  newGroupField: (header: string) => `Ny produktgruppe: «${header}» må fylles ut`,
  otherVariant: (articleNumber: string, message: string) => `${articleNumber} (ikke i filen): ${message}`,
  formula: (header: string) => `«${header}» inneholder en formel uten verdi`,
  cellError: (header: string) => `«${header}» inneholder en feilverdi`,
} as const;

/** A leading apostrophe the export put before a cell a spreadsheet would read as a formula (lib/csv.ts). */
export function unquoteFormulaGuard(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
