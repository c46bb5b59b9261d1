/**
 * A product's fields and its sizes' fields, each declared once (docs/architecture.md §12,
 * 'Extending an entity'): its input rule (the form's, the API's and the bulk import's), its answer
 * schema, its column in the bulk file (header, width, how a cell is read and written), how the
 * audit entry shows it, and which reads select it. From these come the product schema
 * (lib/admin/products/schema.ts), the admin and public selects and answers, the bulk file's
 * columns, its plan and its batched SQL (lib/admin/products/bulk/), the audit summary of a
 * product (lib/audit/summary.ts), the size writer (lib/admin/products/variants.ts) and the seed.
 * A new field is one entry here plus its migration. Identity fields (id, articleNumber, sortKey,
 * position, timestamps) are not entries: they are not edited as fields are. Pure and client-safe.
 */
import { z } from 'zod';
import { gtinProblem } from './gtin';
import { multiLine, singleLine } from '../validation/text';
import { isMediaUrl } from '../media-key';

z.config({ jitless: true });

/** The Norwegian messages of the fields' rules (lib/admin/products/schema.ts adds the product's others). */
export const FIELD_MESSAGES = {
  name: 'Produktnavn må være 1–200 tegn',
  category: 'Kategori må være 1–80 tegn',
  imageUrl: 'Bilde-URL må være en https-adresse eller et opplastet bilde (/media/...)',
  youtubeUrl: 'Video-URL må være en http(s)-adresse',
  highlightText: 'Fremhevet tekst kan være maks 200 tegn',
  highlightDescription: 'Fremhevet beskrivelse kan være maks 1000 tegn',
  html: 'Teksten er for lang (maks 50 000 tegn)',
  price: 'Pris må være et tall mellom 0 og 1 000 000',
  sizeLabel: 'Størrelse kan være maks 40 tegn',
  gtinAsNumber: 'GTIN-en er gjort om til et tall av regnearket (f.eks. 7,03801E+12). Bruk Excel-filen, eller formater kolonnen som tekst',
} as const;
const M = FIELD_MESSAGES;

/** How a field is a column of the product bulk file (lib/admin/products/bulk/format.ts). */
export interface BulkSpec {
  /** The column's key in the file's rows and the preview's changes; the field's name unless given. */
  key?: string;
  /** The header the export writes and the import finds the column by. */
  header: string;
  /** Shorter headers people type (compared without regard to case). */
  aliases?: readonly string[];
  /** Where the column stands in the file (ascending). */
  order: number;
  /** Column width in the workbook (characters). */
  width: number;
  /**
   * 'text': formatted as text in the workbook (Excel keeps the digits as typed); 'price': a number
   * with two decimals in the workbook, '149,50' in the CSV and the preview.
   */
  format?: 'text' | 'price';
  /** The cell as the field's rule takes it (e.g. the spaces a spreadsheet shows inside a price dropped). */
  read?: (cell: string) => string;
  /** A refusal of the cell before the rule (e.g. a GTIN a spreadsheet turned into a number). */
  refuse?: (cell: string) => string | null;
}

/** Where a field is selected beyond the admin reads (which select every field). */
export type PublicUse = 'list' | 'detail';

export interface CatalogueField<S extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  /** The input rule: the form's, the API's and the bulk import's (the Prisma column has the field's name). */
  schema: S;
  /** The value as the admin and public answers carry it (OpenAPI describes it). */
  response: R;
  /** The PostgreSQL type the bulk import's batched UPDATE casts the value to. */
  sqlType: 'varchar' | 'text' | 'numeric' | 'integer' | 'boolean';
  /** Its column in the bulk file; without one the import never touches the field. */
  bulk?: BulkSpec;
  /** The public catalogue reads it: in the list (and so the detail too) or on the product page only. */
  public?: PublicUse;
  /** A size's field in the audit entry's sizes text: its value (default), a word, or left out (null). */
  audit?: (value: unknown) => string | null;
  /** The value the database reads as the field's value (a Decimal price becomes a number). */
  fromDb?: (value: unknown) => unknown;
}

/** Keeps each entry's own schema types (the product schema's types are inferred from them). */
const field = <S extends z.ZodType, R extends z.ZodType, P extends PublicUse | undefined = undefined>(d: CatalogueField<S, R> & { public?: P }) =>
  d as CatalogueField<S, R> & { public: P };

export type FieldSet = Record<string, CatalogueField>;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const nullableText = () => z.string().nullable();

const imageUrl = singleLine({ max: 500, message: M.imageUrl }).refine((v) => /^https:\/\/[^\s]+$/i.test(v) || isMediaUrl(v), M.imageUrl);
const html = z.preprocess(blankToNull, multiLine({ max: 50_000, message: M.html, keepSpaces: true }).nullable());

/** The barcode number (lib/catalogue/gtin.ts); spaces typed between the digits are dropped; blank clears it. */
const gtin = z.preprocess(
  (v) => (typeof v === 'string' ? (v.replace(/\s+/g, '') === '' ? null : v.replace(/\s+/g, '')) : v),
  z
    .string()
    .superRefine((value, ctx) => {
      const problem = gtinProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullable()
    .optional(),
);

/** A price typed as text: digits with at most two decimals after ',' or '.' ('149,50', '149.5', '149'); else NaN (refused). */
function readPrice(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,7}(?:[.,]\d{1,2})?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : NaN;
}

/** Recommended price in NOK (whole øre): '149,50' and '149.50' are both read; blank (spaces too) clears it. */
const price = z.preprocess(
  (v) => (v === undefined ? undefined : v === null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? readPrice(v) : v),
  z
    .number({ error: M.price })
    .min(0, M.price)
    .max(1_000_000, M.price)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, M.price)
    .nullable()
    .optional(),
);

/** A number the spreadsheet made of a GTIN: '7,03801E+12', '7.038010009457e12'. */
const SCIENTIFIC = /^\d+([.,]\d+)?e\+?\d+$/i;

type Decimalish = { toNumber(): number };

/** The product's (the group's) fields. */
export const PRODUCT_FIELDS = {
  name: field({
    schema: singleLine({ min: 1, max: 200, message: M.name }),
    response: z.string(),
    sqlType: 'varchar',
    bulk: { header: 'Produktnavn', order: 30, width: 40 },
    public: 'list',
  }),
  category: field({
    schema: singleLine({ min: 1, max: 80, message: M.category }),
    response: z.string(),
    sqlType: 'varchar',
    bulk: { header: 'Kategori', order: 40, width: 22 },
    public: 'list',
  }),
  imageUrl: field({
    schema: imageUrl,
    response: z.string(),
    sqlType: 'varchar',
    bulk: { header: 'Bilde-URL', order: 80, width: 44 },
    public: 'list',
  }),
  description: field({ schema: html.optional(), response: nullableText(), sqlType: 'text', public: 'detail' }),
  instructions: field({ schema: html.optional(), response: nullableText(), sqlType: 'text', public: 'detail' }),
  youtubeUrl: field({
    schema: z.preprocess(
      blankToNull,
      singleLine({ max: 500, message: M.youtubeUrl })
        .regex(/^https?:\/\/\S+$/i, M.youtubeUrl)
        .nullable()
        .optional(),
    ),
    response: nullableText(),
    sqlType: 'varchar',
    public: 'detail',
  }),
  highlightText: field({
    schema: z.preprocess(blankToNull, singleLine({ max: 200, message: M.highlightText }).nullable().optional()),
    response: nullableText(),
    sqlType: 'varchar',
    public: 'detail',
  }),
  highlightDescription: field({
    schema: z.preprocess(blankToNull, multiLine({ max: 1000, message: M.highlightDescription }).nullable().optional()),
    response: nullableText(),
    sqlType: 'varchar',
    public: 'detail',
  }),
};

/** A size's (variant's) fields, beside its article number. */
export const SIZE_FIELDS = {
  sizeLabel: field({
    schema: z.preprocess(blankToNull, singleLine({ max: 40, message: M.sizeLabel }).nullable().optional()),
    response: nullableText().meta({ description: "The size as shown, e.g. '500 ml'; null for a product sold in one size" }),
    sqlType: 'varchar',
    bulk: { header: 'Størrelse', order: 50, width: 12 },
    public: 'list',
  }),
  recommendedPriceNok: field({
    schema: price,
    response: z.number().nullable().meta({ description: 'Recommended retail price in NOK (two decimals); null when none is set' }),
    sqlType: 'numeric',
    bulk: {
      key: 'price',
      header: 'Veiledende pris (NOK)',
      aliases: ['veiledende pris', 'pris'],
      order: 70,
      width: 20,
      format: 'price',
      // '1 249,50' as a spreadsheet shows it: the spaces (and no-break spaces) between digits dropped.
      read: (cell) => cell.replace(/[\s\u00a0\u202f]+/g, ''),
    },
    public: 'list',
    fromDb: (value) => (value as Decimalish | null)?.toNumber() ?? null,
  }),
  gtin: field({
    schema: gtin,
    response: nullableText().meta({ description: 'GTIN (barcode number, 8, 12, 13 or 14 digits); null when none' }),
    sqlType: 'varchar',
    bulk: { header: 'GTIN', order: 60, width: 16, format: 'text', refuse: (cell) => (SCIENTIFIC.test(cell.trim()) ? M.gtinAsNumber : null) },
    public: 'detail',
  }),
  imageUrl: field({
    schema: z.preprocess(blankToNull, imageUrl.nullable().optional()),
    response: nullableText().meta({ description: "The size's own image; null shows the product's" }),
    sqlType: 'varchar',
    bulk: { key: 'variantImageUrl', header: 'Bilde-URL for størrelsen', order: 90, width: 44 },
    public: 'detail',
    audit: (value) => (value ? 'bilde' : null),
  }),
};

export type ProductFieldName = keyof typeof PRODUCT_FIELDS;
export type SizeFieldName = keyof typeof SIZE_FIELDS;

/** The catalogue's two field sets; tests pass another (a fixture with one field more). */
export interface CatalogueFields {
  product: FieldSet;
  size: FieldSet;
}
export const CATALOGUE_FIELDS: CatalogueFields = { product: PRODUCT_FIELDS, size: SIZE_FIELDS };

type Shape<F> = { [K in keyof F]: F[K] extends { schema: infer S } ? S : never };
export type Responses<F> = { [K in keyof F]: F[K] extends { response: infer R } ? R : never };

/** The input rules of a field set, as a zod object's shape. */
export function schemaShape<F extends FieldSet>(fields: F): Shape<F> {
  return Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.schema])) as Shape<F>;
}

/** The answers' shapes of a field set (optionally only the fields public in the list, or in the detail). */
/** The fields a public read shows: those public in the list, and for the detail also those public there. */
type PublicIn<F, U extends PublicUse> = {
  [K in keyof F as F[K] extends { public: U extends 'detail' ? PublicUse : 'list' } ? K : never]: F[K];
};
export function responseShape<F extends FieldSet>(fields: F): Responses<F>;
export function responseShape<F extends FieldSet, U extends PublicUse>(fields: F, use: U): Responses<PublicIn<F, U>>;
export function responseShape<F extends FieldSet>(fields: F, use?: PublicUse) {
  return Object.fromEntries(Object.entries(fields).flatMap(([name, f]) => (isSelected(f, use) ? [[name, f.response]] : [])));
}

/** A detail read selects the list's fields too. */
const isSelected = (f: CatalogueField, use?: PublicUse) => use === undefined || f.public === use || (use === 'detail' && f.public === 'list');

/** A Prisma select of a field set's columns: every one (the admin reads), or those a public read shows. */
export function selectOf<F extends FieldSet>(fields: F, use?: PublicUse): { [K in keyof F]: true } {
  return Object.fromEntries(Object.entries(fields).flatMap(([name, f]) => (isSelected(f, use) ? [[name, true]] : []))) as { [K in keyof F]: true };
}

/** The fields of a set that have a column in the bulk file (typed as the set: a subset of its entries). */
export function withBulkColumn<F extends FieldSet>(fields: F): F {
  return Object.fromEntries(Object.entries(fields).filter(([, f]) => f.bulk)) as F;
}

/** A row as read from the database, with each field's value as the field has it (prices as numbers). */
export function fromDbRow<T extends Record<string, unknown>>(fields: FieldSet, row: T): T {
  const out: Record<string, unknown> = { ...row };
  for (const [name, f] of Object.entries(fields)) if (f.fromDb && name in out) out[name] = f.fromDb(out[name]);
  return out as T;
}

/**
 * The fields of a write that the input carries: a field left out (undefined) is not in the result,
 * so the write keeps what is stored (a size saved without its GTIN keeps its GTIN).
 */
export function carried(fields: FieldSet, input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(fields).flatMap((name) => (input[name] === undefined ? [] : [[name, input[name]]])));
}

/** A size as the audit entry's sizes text shows it: '2010 250 ml 149 7038010009457 bilde'. */
export function sizeAuditText(fields: FieldSet, size: { articleNumber: string } & Record<string, unknown>): string {
  const parts = [size.articleNumber, ...Object.entries(fields).map(([name, f]) => (f.audit ? f.audit(size[name]) : size[name]))];
  return parts.filter((part) => part !== null && part !== undefined && part !== '').join(' ');
}
