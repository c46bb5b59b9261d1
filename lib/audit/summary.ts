/**
 * The 'Endring' column of an audit entry (docs/operations.md: Audit log): the fields an
 * administrator changed, each with a short value — `name: «Ny olje»; isActive: nei; password:
 * endret`. Secrets (a password, a hash, a token) are named but never shown. With the object as it
 * was (`before`), only fields whose value differs are listed. Pure and client-safe.
 */
import { CATALOGUE_FIELDS, sizeAuditText, type CatalogueFields } from '../catalogue/fields';
import { AUDIT_MESSAGES } from './messages';

export const MAX_SUMMARY_LENGTH = 1000;
const MAX_VALUE_LENGTH = 60;

/** Field names that are never shown, whatever the caller passes. */
const SECRET = /pass(word|ord)|hash|secret|token/i;

/** Control characters and lone surrogates out, whitespace collapsed, HTML tags dropped. */
export function cleanText(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(SPACE_BEFORE, '$1')
    .replace(SPACE_AFTER, '$1');
}

/** A space left where a tag stood before a comma or stop ('<b>AS</b>, Oslo' → 'AS , Oslo'), or after an opening bracket. */
const SPACE_BEFORE = / +([,.;:!?)\]»])/g;
const SPACE_AFTER = /([(\[«]) +/g;

/**
 * A stored summary as shown (the Logg tab): the spaces that older entries kept before a comma or
 * stop removed, as cleanText now does when writing.
 */
export function tidySummary(summary: string): string {
  return summary.replace(SPACE_BEFORE, '$1').replace(SPACE_AFTER, '$1');
}

/** At most `max` characters (a surrogate pair is never split), with '…' when cut. */
export function bounded(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : `${chars.slice(0, max - 1).join('')}…`;
}

type Decimalish = { toNumber(): number };
const isDecimal = (v: unknown): v is Decimalish => typeof v === 'object' && v !== null && typeof (v as Decimalish).toNumber === 'function';

/** A value as compared: no value, '' and null alike; decimals as numbers; dates as ISO text. */
function normalise(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (isDecimal(value)) return value.toNumber();
  if (value instanceof Date) return value.toISOString();
  // A list compares as a set (retailer links come back in another order than the form sent them).
  if (Array.isArray(value)) return JSON.stringify(value.map((item) => JSON.stringify(item)).sort());
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

function show(value: unknown): string {
  const v = normalise(value);
  if (v === null) return AUDIT_MESSAGES.empty_value;
  if (Array.isArray(value)) return `${value.length} stk`;
  if (typeof v === 'boolean') return v ? 'ja' : 'nei';
  if (typeof v === 'number') return String(v);
  return `«${bounded(cleanText(String(v)), MAX_VALUE_LENGTH)}»`;
}

/**
 * The changed fields of `input` (undefined fields skipped): all of them, or with `before` only
 * those whose value differs. `secrets` names more fields to hide (passwords always are).
 */
export function changeSummary(input: Record<string, unknown>, options: { before?: Record<string, unknown> | null; secrets?: readonly string[] } = {}): string {
  const parts: string[] = [];
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (SECRET.test(field) || options.secrets?.includes(field)) {
      if (normalise(value) !== null) parts.push(`${field}: ${AUDIT_MESSAGES.secretChanged}`);
      continue;
    }
    if (options.before && field in options.before && normalise(options.before[field]) === normalise(value)) continue;
    parts.push(`${field}: ${show(value)}`);
  }
  return bounded(parts.join('; '), MAX_SUMMARY_LENGTH);
}

type SizeInput = { articleNumber: string } & Record<string, unknown>;
type ProductInput = Record<string, unknown> & { variants?: readonly SizeInput[] };

/** A product's sizes as the audit log shows them, in their order: '2010 250 ml 149 · 2011 500 ml' (each size's fields as lib/catalogue/fields.ts says). */
export function sizesSummary(variants: readonly SizeInput[], fields: CatalogueFields = CATALOGUE_FIELDS): string {
  return variants.map((v) => sizeAuditText(fields.size, v)).join(' · ');
}

/**
 * A product's create or change as its audit entry shows it: the product's fields the input carries
 * and its sizes as one text (so a new order or one changed price is an entry, an unchanged list
 * none); with `before`, only what differs.
 */
export function productChangeSummary(input: ProductInput, options: { before?: ProductInput | null; fields?: CatalogueFields } = {}): string {
  const fields = options.fields ?? CATALOGUE_FIELDS;
  const withSizesText = (data: ProductInput) => (data.variants ? { ...data, variants: sizesSummary(data.variants, fields) } : data);
  return changeSummary(withSizesText(input), { before: options.before ? withSizesText(options.before) : undefined });
}
