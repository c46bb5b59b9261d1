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
import { HAZARD_CODE, PICTOGRAM_CODES, PRECAUTIONARY_CODE, SETTINGS, SIGNAL_WORDS, TASKS, UFI_FORMAT, normalisePhraseCode, normaliseUfi } from './facts';
import { NET_UNITS } from './units';

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
  uses: 'Passer til: bruk ord fra ordlisten (maks 30)',
  setting: 'Inne/ute må være «inne», «ute» eller «inne-og-ute»',
  tasks: `Oppgave må være en av ${TASKS.map((t) => t.value).join(', ')}`,
  coverageMinM2PerL: 'Dekkevne (fra) må være et tall over 0 og høyst 1000 m²/l',
  coverageMaxM2PerL: 'Dekkevne (til) må være et tall over 0 og høyst 1000 m²/l',
  recommendedCoats: 'Anbefalte strøk må være et helt tall fra 1 til 10',
  touchDryHours: 'Berøringstørr må være et tall over 0 og høyst 1000 timer',
  recoatHours: 'Nytt strøk etter må være et tall over 0 og høyst 1000 timer',
  fullCureDays: 'Fullt herdet må være et helt tall fra 1 til 365 dager',
  applicationMinC: 'Laveste brukstemperatur må være et helt tall fra −40 til 60 °C',
  applicationMaxC: 'Høyeste brukstemperatur må være et helt tall fra −40 til 60 °C',
  shelfLifeMonths: 'Holdbarhet må være et helt tall fra 1 til 240 måneder',
  pictograms: 'Farepiktogram må være GHS01–GHS09',
  signalWord: 'Varselord må være «Fare» eller «Advarsel»',
  hazardStatements: 'Faresetning må være en H- eller EUH-kode (f.eks. H226, EUH066)',
  precautionaryStatements: 'Sikkerhetssetning må være en P-kode (f.eks. P102 eller P301+P310)',
  ufi: 'UFI må være fire grupper på fire tegn (0–9 og A–Z uten B, I, L, O, Z), f.eks. E600-30P1-S00Y-5079',
  supplementalWarnings: 'Andre advarsler kan være maks 1000 tegn',
  netQuantity: 'Nettoinnhold må være et tall over 0 (maks 100 000)',
  netUnit: `Enhet må være en av ${NET_UNITS.join(', ')}`,
  netPair: 'Oppgi både nettoinnhold og enhet, eller ingen av dem',
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
  /** The cell the export writes and the preview compares, from the field's value (a code list: 'H226, H304'). */
  write?: (value: unknown) => unknown;
}

/** Where a field is selected beyond the admin reads (which select every field). */
export type PublicUse = 'list' | 'detail';

export interface CatalogueField<S extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  /** The input rule: the form's, the API's and the bulk import's (the Prisma column has the field's name). */
  schema: S;
  /** The value as the admin and public answers carry it (OpenAPI describes it). */
  response: R;
  /** The PostgreSQL type the bulk import's batched UPDATE casts the value to. */
  sqlType: 'varchar' | 'text' | 'numeric' | 'integer' | 'boolean' | 'varchar[]';
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
const decimalFromDb = (value: unknown) => (value as Decimalish | null)?.toNumber() ?? null;
const listFromDb = (value: unknown) => (value as string[] | null) ?? [];

/** A number typed as text ('2,5', '2.5', ' 12 ', '−5') or sent as a number; blank clears it; any other text is NaN (refused). */
function readNumber(v: unknown): unknown {
  if (v === null || (typeof v === 'string' && v.trim() === '')) return v === undefined ? undefined : null;
  if (typeof v !== 'string') return v;
  const text = v.trim().replace('\u2212', '-');
  return /^-?\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : NaN;
}

/** Over 0 once rounded to the column's decimals: the database keeps `places` decimals, so 0.04 in a one-decimal column would be stored as 0. */
const positiveAt = (places: number) => (n: number) => Math.round(n * 10 ** places) > 0;

/** A decimal fact (one decimal: coverage, hours) within (0, max]; blank clears it. */
const decimal = (max: number, message: string) =>
  z.preprocess(readNumber, z.number({ error: message }).gt(0, message).refine(positiveAt(1), message).max(max, message).nullable().optional());
/** A whole-number fact within [min, max]; blank clears it. */
const integer = (min: number, max: number, message: string) =>
  z.preprocess(readNumber, z.number({ error: message }).int(message).min(min, message).max(max, message).nullable().optional());

/**
 * A list of codes: an array, or one text with the codes separated by commas, semicolons or line
 * breaks (the bulk file's cell, 'H226, H304'); each normalised, blanks and repeats dropped, each
 * checked by `valid`. Blank is the empty list.
 */
const codeList = (opts: { max: number; message: string; normalise?: (code: string) => string; valid: (code: string) => boolean }) =>
  z.preprocess(
    (v) => {
      if (v === undefined) return undefined;
      const items = v === null ? [] : typeof v === 'string' ? v.split(/[;,\n]/) : v;
      if (!Array.isArray(items)) return items;
      const out = items.map((x) => (typeof x === 'string' ? (opts.normalise ?? ((c: string) => c.trim()))(x.trim()) : x)).filter((x) => x !== '');
      return [...new Set(out)];
    },
    z
      .array(z.string({ error: opts.message }).max(60, opts.message).refine(opts.valid, opts.message), { error: opts.message })
      .max(opts.max, opts.message)
      .optional(),
  );

/** One of a fixed set of values; blank clears it. */
const oneOf = (values: readonly string[], message: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: message })
      .refine((v) => values.includes(v), message)
      .nullable()
      .optional(),
  );

/** The bulk file's cell of a code list: 'H226, H304'. */
const joinCodes = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value);
const codesCell = (header: string, order: number, width = 28): BulkSpec => ({ header, order, width, format: 'text', write: joinCodes });
const listResponse = (description: string) => z.array(z.string()).meta({ description });
const numberResponse = (description: string) => z.number().nullable().meta({ description });

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
  // ─── What it is for (docs/product.md: Produktfakta). Uses are UseTerm slugs: the service refuses an unknown one.
  uses: field({
    schema: codeList({ max: 30, message: M.uses, normalise: (c) => c.toLowerCase(), valid: (c) => /^[a-z0-9æøå]+(?:-[a-z0-9æøå]+)*$/.test(c) }),
    response: listResponse("The materials and surfaces it is for: slugs of the use vocabulary ('oljet-tre')"),
    sqlType: 'varchar[]',
    bulk: codesCell('Passer til', 100, 36),
    public: 'detail',
    fromDb: listFromDb,
  }),
  setting: field({
    schema: oneOf(
      SETTINGS.map((x) => x.value),
      M.setting,
    ),
    response: nullableText().meta({ description: "'inne' | 'ute' | 'inne-og-ute'" }),
    sqlType: 'varchar',
    bulk: { header: 'Inne/ute', order: 101, width: 12 },
    public: 'detail',
  }),
  tasks: field({
    schema: codeList({ max: TASKS.length, message: M.tasks, normalise: (c) => c.toLowerCase(), valid: (c) => TASKS.some((t) => t.value === c) }),
    response: listResponse("What it does: 'rengjore' | 'fjerne-flekker' | 'reparere' | 'beskytte' | 'vedlikeholde'"),
    sqlType: 'varchar[]',
    bulk: codesCell('Oppgaver', 102),
    public: 'detail',
    fromDb: listFromDb,
  }),
  // ─── Technical data.
  coverageMinM2PerL: field({
    schema: decimal(1000, M.coverageMinM2PerL),
    response: numberResponse('Coverage per coat, lower figure, m² per litre'),
    sqlType: 'numeric',
    bulk: { header: 'Dekkevne fra (m²/l)', order: 110, width: 12 },
    public: 'detail',
    fromDb: decimalFromDb,
  }),
  coverageMaxM2PerL: field({
    schema: decimal(1000, M.coverageMaxM2PerL),
    response: numberResponse('Coverage per coat, upper figure, m² per litre'),
    sqlType: 'numeric',
    bulk: { header: 'Dekkevne til (m²/l)', order: 111, width: 12 },
    public: 'detail',
    fromDb: decimalFromDb,
  }),
  recommendedCoats: field({
    schema: integer(1, 10, M.recommendedCoats),
    response: numberResponse('Recommended number of coats'),
    sqlType: 'integer',
    bulk: { header: 'Anbefalte strøk', order: 112, width: 10 },
    public: 'detail',
  }),
  touchDryHours: field({
    schema: decimal(1000, M.touchDryHours),
    response: numberResponse('Touch-dry after, hours'),
    sqlType: 'numeric',
    bulk: { header: 'Berøringstørr (timer)', order: 113, width: 10 },
    public: 'detail',
    fromDb: decimalFromDb,
  }),
  recoatHours: field({
    schema: decimal(1000, M.recoatHours),
    response: numberResponse('Ready for the next coat after, hours'),
    sqlType: 'numeric',
    bulk: { header: 'Nytt strøk etter (timer)', order: 114, width: 10 },
    public: 'detail',
    fromDb: decimalFromDb,
  }),
  fullCureDays: field({
    schema: integer(1, 365, M.fullCureDays),
    response: numberResponse('Fully cured after, days'),
    sqlType: 'integer',
    bulk: { header: 'Fullt herdet (dager)', order: 115, width: 10 },
    public: 'detail',
  }),
  applicationMinC: field({
    schema: integer(-40, 60, M.applicationMinC),
    response: numberResponse('Lowest application temperature, °C'),
    sqlType: 'integer',
    bulk: { header: 'Brukstemperatur fra (°C)', order: 116, width: 10 },
    public: 'detail',
  }),
  applicationMaxC: field({
    schema: integer(-40, 60, M.applicationMaxC),
    response: numberResponse('Highest application temperature, °C'),
    sqlType: 'integer',
    bulk: { header: 'Brukstemperatur til (°C)', order: 117, width: 10 },
    public: 'detail',
  }),
  shelfLifeMonths: field({
    schema: integer(1, 240, M.shelfLifeMonths),
    response: numberResponse('Shelf life unopened, months'),
    sqlType: 'integer',
    bulk: { header: 'Holdbarhet (måneder)', order: 118, width: 10 },
    public: 'detail',
  }),
  // ─── Hazard labelling (CLP). Statement codes must be in the HazardPhrase catalogue: the service refuses an unknown one.
  pictograms: field({
    schema: codeList({ max: 9, message: M.pictograms, normalise: (c) => c.toUpperCase(), valid: (c) => (PICTOGRAM_CODES as readonly string[]).includes(c) }),
    response: listResponse("GHS pictogram codes, 'GHS01'–'GHS09'"),
    sqlType: 'varchar[]',
    bulk: codesCell('Farepiktogrammer', 120, 20),
    public: 'detail',
    fromDb: listFromDb,
  }),
  signalWord: field({
    schema: oneOf(SIGNAL_WORDS, M.signalWord),
    response: nullableText().meta({ description: "'Fare' | 'Advarsel'; null: none" }),
    sqlType: 'varchar',
    bulk: { header: 'Varselord', order: 121, width: 10 },
    public: 'detail',
  }),
  hazardStatements: field({
    schema: codeList({ max: 40, message: M.hazardStatements, normalise: normalisePhraseCode, valid: (c) => HAZARD_CODE.test(c) }),
    response: listResponse("Hazard statement codes (H and EUH), e.g. 'H226', 'EUH066'"),
    sqlType: 'varchar[]',
    bulk: codesCell('Faresetninger', 122),
    public: 'detail',
    fromDb: listFromDb,
  }),
  precautionaryStatements: field({
    schema: codeList({ max: 40, message: M.precautionaryStatements, normalise: normalisePhraseCode, valid: (c) => PRECAUTIONARY_CODE.test(c) }),
    response: listResponse("Precautionary statement codes, e.g. 'P102', 'P301+P310'"),
    sqlType: 'varchar[]',
    bulk: codesCell('Sikkerhetssetninger', 123, 36),
    public: 'detail',
    fromDb: listFromDb,
  }),
  ufi: field({
    schema: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? null : normaliseUfi(v)) : v),
      z.string({ error: M.ufi }).regex(UFI_FORMAT, M.ufi).nullable().optional(),
    ),
    response: nullableText().meta({ description: "Unique formula identifier, 'XXXX-XXXX-XXXX-XXXX'" }),
    sqlType: 'varchar',
    bulk: { header: 'UFI', order: 124, width: 22, format: 'text' },
    public: 'detail',
  }),
  supplementalWarnings: field({
    schema: z.preprocess(blankToNull, multiLine({ max: 1000, message: M.supplementalWarnings }).nullable().optional()),
    response: nullableText().meta({ description: 'Supplementary warnings of the label, e.g. the self-ignition risk of oil-soaked rags' }),
    sqlType: 'varchar',
    bulk: { header: 'Andre advarsler', order: 125, width: 40 },
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
  netQuantity: field({
    schema: z.preprocess(
      readNumber,
      z.number({ error: M.netQuantity }).gt(0, M.netQuantity).refine(positiveAt(3), M.netQuantity).max(100_000, M.netQuantity).nullable().optional(),
    ),
    response: z.number().nullable().meta({ description: 'Net quantity of the size, in netUnit; null when not given' }),
    sqlType: 'numeric',
    bulk: { header: 'Nettoinnhold', order: 64, width: 12 },
    public: 'list',
    fromDb: decimalFromDb,
  }),
  netUnit: field({
    schema: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toLowerCase()) : v),
      z.enum(NET_UNITS, { error: M.netUnit }).nullable().optional(),
    ),
    response: z.enum(NET_UNITS).nullable().meta({ description: "'ml' | 'l' | 'g' | 'kg' | 'stk'; null when not given" }),
    sqlType: 'varchar',
    bulk: { header: 'Enhet', order: 65, width: 8 },
    public: 'list',
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
