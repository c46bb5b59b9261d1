/**
 * Which search terms the demand insight may count (docs/product.md: Oversikt, 'Personvern'). A
 * visitor sometimes types personal data into the search box — their phone number, their national
 * identity number, their e-mail address — and a term is kept for a year, so such terms are never
 * stored. The rule errs on the side of dropping: a run of 8 or more digits (a Norwegian phone
 * number, a fødselsnummer of 11, a foreign number; a GTIN too) is personal enough. Pure (server-side: the search's normalisation).
 */
import { normaliseSearchQuery } from '../catalogue/search';
import { DEMAND_TERM_MAX } from './limits';

/**
 * An '@' in any form: plain, full-width (folded by the normalisation anyway), small, percent-encoded
 * ('%40', pasted from an address bar), and the Swedish/Norwegian 'snabel-a' ('snabel a').
 */
const AT_SIGN = /[@\uFF20\uFE6B]|%40|\bsnabel[\s-]?a\b/iu;

/** A bracketed 'at' (or the Norwegian 'krøllalfa'): '(at)', '[at]', '{at}', '<at>', '( krøllalfa )'. */
const BRACKETED_AT = /[([{<]\s*(?:at|a|krøllalfa|alfakrøll)\s*[)\]}>]/iu;

/**
 * A spelled-out address: a local part, ' at ' (or 'krøllalfa', or a bracketed at), a domain and at least
 * one '.'/' dot '/'(dot)'/' punktum ' part: 'ola.nordmann at example dot com', 'ola at example.no'.
 */
const SPELLED_ADDRESS =
  /[\p{L}\p{N}._%+-]+\s*(?:\s(?:at|krøllalfa|alfakrøll)\s|[([{<]\s*(?:at|krøllalfa|alfakrøll)\s*[)\]}>])\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\s(?:dot|punktum|prikk)\s|[([{<]\s*(?:dot|punktum|prikk)\s*[)\]}>])\s*[\p{L}\p{N}-]+)+/iu;

/**
 * A local part, ' at ' and a host without its domain: 'ola at example', 'kari at gmail'. The Norwegian
 * 'at' ('that') makes 'olje at hytta' look the same, so the host must be a common mail provider's
 * name, or the local part must look like one ('ola.nordmann', 'kari_n', 'ola77': a '.', '_', '+' or a
 * digit inside).
 */
const AT_HOST =
  /(?:^|\s)(?:[\p{L}\p{N}]+[._+\p{N}][\p{L}\p{N}._+-]*\s+at\s+[\p{L}\p{N}-]+|[\p{L}\p{N}._+-]+\s+at\s+(?:gmail|googlemail|hotmail|outlook|live|msn|yahoo|icloud|online|proton|protonmail|altibox|broadpark|example)(?=$|[\s,;]))/iu;

/** Digits joined by at most three separators each (space, '.', '-', '/', brackets: '912 - 34 - 567'), with an optional leading '+'. */
const DIGIT_RUN = /\+?\p{Nd}(?:[\s.\-/()]{0,3}\p{Nd})*/gu;

/** Digits in a run from which a term is taken for a phone or identity number (8: a Norwegian phone number). */
export const PERSONAL_DIGITS = 8;
/** With a leading '+' (an international number), this many digits are enough. */
export const PERSONAL_DIGITS_INTERNATIONAL = 6;

/** True when `text` looks like it holds an e-mail address, a phone number or a national identity number. */
export function looksPersonal(text: string): boolean {
  if (AT_SIGN.test(text) || BRACKETED_AT.test(text) || SPELLED_ADDRESS.test(text) || AT_HOST.test(text)) return true;
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    const digits = run.replace(/[^\p{Nd}]/gu, '').length;
    if (digits >= PERSONAL_DIGITS || (run.startsWith('+') && digits >= PERSONAL_DIGITS_INTERNATIONAL)) return true;
  }
  return false;
}

/**
 * A search term as it is counted: the search's own normalisation (control characters out, spaces
 * collapsed, full-width forms folded, at most 100 characters), lower case; '' (not recorded) when
 * empty or when it looks like personal data (`looksPersonal`: an e-mail address in any spelling, a
 * phone number, a national identity number).
 */
export function demandTerm(raw: unknown): string {
  const query = normaliseSearchQuery(raw);
  if (looksPersonal(query)) return '';
  const term = query.toLocaleLowerCase('nb-NO').slice(0, DEMAND_TERM_MAX).trim();
  return looksPersonal(term) ? '' : term;
}
