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
 * controls are refused because no field of this site has a use for them.
 *
 * Queries (issue 33): every free-text query is Unicode-normalised before it is used
 * (normalizeQuery: NFC, and NFKC for full-width forms) — the route handlers' parameters
 * (queryText), the pages' parameters (pageQuery), the product search and the finder's text filter.
 * The character rules and normalizeQuery live in ./characters.ts (no zod: browser filters import
 * them there). Pure: client-safe.
 */
import { z } from 'zod';
import { isCleanLine, isCleanText, normalizeQuery } from './characters';

export { isCleanLine, isCleanText, normalizeQuery };

// No generated code (new Function): the public pages' Content-Security-Policy forbids eval.
z.config({ jitless: true });

export const TEXT_MESSAGES = {
  badCharacters: 'Feltet inneholder ugyldige tegn',
  notText: 'Feltet må være tekst',
  required: 'Feltet må fylles ut',
  tooLong: (max: number) => `Feltet kan ikke være lengre enn ${max.toLocaleString('nb-NO')} tegn`,
} as const;

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
 * One query value under the rule of every query reader: Unicode-normalised (normalizeQuery: NFC,
 * full-width forms folded), trimmed, single-line text within `max` characters. The value
 * (undefined when blank), or null when it breaks the rule (a control character such as U+0000,
 * which PostgreSQL refuses, a lone surrogate, or too long).
 */
export function cleanQueryValue(raw: string, max = 200): string | undefined | null {
  // A cheap bound before normalising a huge value.
  if (raw.length > max * 4 + 64) return null;
  const value = normalizeQuery(raw).trim();
  if (value.length > max || !isCleanLine(value)) return null;
  return value === '' ? undefined : value;
}

/**
 * A query parameter of a route handler (lib/http/route.ts searchParam) that must be single-line
 * text within `max` characters: the value (normalised, trimmed, undefined when absent or blank), or
 * null when it breaks the rule (the API answers 400).
 */
export function queryText(params: URLSearchParams, name: string, max = 200): string | undefined | null {
  const raw = params.get(name);
  return raw === null ? undefined : cleanQueryValue(raw, max);
}

/** A page's `searchParams` as Next.js gives them (a repeated parameter is an array). */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/**
 * The one reader of a page's query parameters (app/**\/page.tsx, the admin panel, the finder): each
 * value normalised and trimmed (cleanQueryValue) and kept only when it is clean single-line text
 * within `max` characters — a parameter holding a NUL byte or another control character, broken
 * Unicode or too long a value counts as absent, so no page hands it to the database (proxy.ts
 * answers a page request whose query holds a control character with 400 before this runs). A
 * blank value is absent; a repeated parameter stays an array (each value cleaned, blanks as '').
 */
export function pageQuery(params: PageSearchParams, max = 200): Record<string, string | string[]> {
  const clean: Record<string, string | string[]> = {};
  for (const [name, raw] of Object.entries(params)) {
    if (raw === undefined || !isCleanLine(name)) continue;
    if (typeof raw === 'string') {
      const value = cleanQueryValue(raw, max);
      if (value) clean[name] = value;
      continue;
    }
    const values = raw.map((value) => cleanQueryValue(value, max));
    if (values.every((value) => value !== null)) clean[name] = values.map((value) => value ?? '');
  }
  return clean;
}

/** A page's text parameter under pageQuery's rule: its first value, or undefined (absent, blank or refused). */
export function pageText(params: PageSearchParams, name: string, max = 200): string | undefined {
  const value = pageQuery({ [name]: params[name] }, max)[name];
  return Array.isArray(value) ? value[0] || undefined : value;
}
