/**
 * The one text rule of every schema (issue 15; docs/operations.md 'Input rules'): forms, route
 * handlers, server actions, CSV rows and query parameters all check text with these helpers.
 *
 * - single-line text: no control character at all (C0, DEL, C1, and the Unicode line and
 *   paragraph separators), no lone surrogate, trimmed, at most `max` characters;
 * - multi-line text: tab, line feed and carriage return allowed, nothing else of C0/C1, no lone
 *   surrogate, at most `max` characters.
 *
 * PostgreSQL's UTF-8 refuses U+0000 and lone surrogates (a 500 if they reach it); the other
 * controls are refused because no field of this site has a use for them. Pure: client-safe.
 */
import { z } from 'zod';

// No generated code (new Function): the public pages' Content-Security-Policy forbids eval.
z.config({ jitless: true });

export const TEXT_MESSAGES = {
  badCharacters: 'Feltet inneholder ugyldige tegn',
  notText: 'Feltet må være tekst',
  required: 'Feltet må fylles ut',
  tooLong: (max: number) => `Feltet kan ikke være lengre enn ${max.toLocaleString('nb-NO')} tegn`,
} as const;

/** C0 controls except tab and line breaks, DEL, and C1 controls. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A single-line field takes no tab or line break either. */
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** A lone surrogate: JSON and form data may carry one, PostgreSQL's UTF-8 cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` is acceptable single-line text (characters only; no length rule). */
export function isCleanLine(value: string): boolean {
  return !CONTROL_IN_LINE.test(value) && !LONE_SURROGATE.test(value);
}

/** True when `value` is acceptable multi-line text (characters only; no length rule). */
export function isCleanText(value: string): boolean {
  return !CONTROL_IN_TEXT.test(value) && !LONE_SURROGATE.test(value);
}

export interface TextOptions {
  /** The cap in characters (UTF-16 code units, as the browser's maxLength counts), after trimming. */
  max: number;
  /** A minimum after trimming (none by default). */
  min?: number;
  /** The message of every rule below that has none of its own (the field's documented text). */
  message?: string;
  /** When the value is missing (undefined or null); `message`, else the generic text message. */
  requiredMessage?: string;
  /** When the value is another type (a number, an array); `message`, else the generic one. */
  typeMessage?: string;
  minMessage?: string;
  maxMessage?: string;
  /** Do not trim (passwords); the default trims. */
  keepSpaces?: boolean;
}

function field(opts: TextOptions, clean: (value: string) => boolean) {
  const maxMessage = opts.maxMessage ?? opts.message ?? TEXT_MESSAGES.tooLong(opts.max);
  const required = opts.requiredMessage ?? opts.message ?? TEXT_MESSAGES.notText;
  const wrongType = opts.typeMessage ?? opts.message ?? TEXT_MESSAGES.notText;
  let schema = z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : wrongType) })
    // A cheap bound before trimming (and testing) a huge string.
    .max(opts.max * 4 + 64, maxMessage);
  if (!opts.keepSpaces) schema = schema.trim();
  schema = schema.max(opts.max, maxMessage);
  if (opts.min !== undefined) schema = schema.min(opts.min, opts.minMessage ?? opts.message ?? TEXT_MESSAGES.required);
  return schema.refine(clean, { message: TEXT_MESSAGES.badCharacters, abort: true });
}

/** A single-line text field (names, titles, e-mail, URLs, ids, search terms). */
export function singleLine(opts: TextOptions) {
  return field(opts, isCleanLine);
}

/** A multi-line text field (messages, descriptions, HTML). */
export function multiLine(opts: TextOptions) {
  return field(opts, isCleanText);
}

/**
 * A query parameter that must be single-line text within `max` characters: the value (trimmed,
 * undefined when absent or blank), or null when it breaks the rule (the API answers 400, a page
 * treats it as absent).
 */
export function queryText(params: URLSearchParams, name: string, max = 200): string | undefined | null {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const value = raw.trim();
  if (value.length > max || !isCleanLine(value)) return null;
  return value === '' ? undefined : value;
}
