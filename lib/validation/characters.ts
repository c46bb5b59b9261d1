/**
 * The character half of the one text rule (lib/validation/text.ts re-exports all of it; read its
 * comment): which characters a text may hold, and the Unicode normalisation of free-text queries
 * (issue 33): NFC everywhere, so a decomposed 'å' (a + U+030A) finds what 'å' finds, and NFKC
 * for the full-width and half-width forms (U+FF01–U+FFEE) and the ideographic space (U+3000), so
 * 'ｔｒｅｓåｐｅ' typed with an East Asian keyboard finds 'tresåpe'. Nothing else is folded (no
 * ligature or superscript compatibility mapping). No imports (no zod): the browser's filters (the
 * finder, the gallery, the course list) use it too.
 */

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

/** The Halfwidth and Fullwidth Forms block (its printable part) and the ideographic space. */
const WIDTH_FORM = /[\u3000\uFF01-\uFFEE]/;
const WIDTH_FORMS = /[\u3000\uFF01-\uFFEE]+/g;

/** `text` in NFC, with full-width and half-width forms folded to their plain characters (NFKC). */
export function normalizeQuery(text: string): string {
  const composed = text.normalize('NFC');
  if (!WIDTH_FORM.test(composed)) return composed;
  // A folded form followed by a combining mark composes with it: NFC once more.
  return composed.replace(WIDTH_FORMS, (forms) => forms.normalize('NFKC')).normalize('NFC');
}
