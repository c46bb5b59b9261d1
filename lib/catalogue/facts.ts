/**
 * The vocabularies and rules of a product's structured facts (docs/product.md: Produktfakta): what it
 * is for (uses, setting, tasks), its technical data, its CLP hazard labelling (pictograms, signal
 * word, statement codes, UFI) and its sizes' net quantities. The fields themselves are declared in
 * ./fields.ts; the operator-edited vocabularies (UseTerm, HazardPhrase) are rows in the database, so
 * only their code formats are here. Pure and client-safe.
 */

/** Inne/ute: where a product is used. */
export const SETTINGS = [
  { value: 'inne', label: 'Inne' },
  { value: 'ute', label: 'Ute' },
  { value: 'inne-og-ute', label: 'Inne og ute' },
] as const;
export type Setting = (typeof SETTINGS)[number]['value'];

/** The task a product does, in the order of a care routine (clean/prepare → treat/protect → maintain). */
export const TASKS = [
  { value: 'rengjore', label: 'Rengjøre' },
  { value: 'fjerne-flekker', label: 'Fjerne flekker' },
  { value: 'reparere', label: 'Reparere' },
  { value: 'beskytte', label: 'Beskytte' },
  { value: 'vedlikeholde', label: 'Vedlikeholde' },
] as const;
export type Task = (typeof TASKS)[number]['value'];

const labelOf = <T extends { value: string; label: string }>(list: readonly T[], value: string) => list.find((x) => x.value === value)?.label ?? value;
export const settingLabel = (value: string) => labelOf(SETTINGS, value);
export const taskLabel = (value: string) => labelOf(TASKS, value);

/**
 * The nine GHS hazard pictograms of CLP Annex V. `alt` is the text alternative the page gives the
 * symbol: the hazard it stands for, in Norwegian.
 */
export const PICTOGRAMS = [
  { code: 'GHS01', symbol: 'Eksploderende bombe', alt: 'Eksplosjonsfare' },
  { code: 'GHS02', symbol: 'Flamme', alt: 'Brannfarlig' },
  { code: 'GHS03', symbol: 'Flamme over sirkel', alt: 'Oksiderende' },
  { code: 'GHS04', symbol: 'Gassflaske', alt: 'Gass under trykk' },
  { code: 'GHS05', symbol: 'Etsende', alt: 'Etsende' },
  { code: 'GHS06', symbol: 'Dødningehode med korslagte knokler', alt: 'Akutt giftig' },
  { code: 'GHS07', symbol: 'Utropstegn', alt: 'Helseskadelig eller irriterende' },
  { code: 'GHS08', symbol: 'Helsefare', alt: 'Alvorlig helsefare' },
  { code: 'GHS09', symbol: 'Miljø', alt: 'Miljøskadelig' },
] as const;
export type PictogramCode = (typeof PICTOGRAMS)[number]['code'];
export const PICTOGRAM_CODES = PICTOGRAMS.map((p) => p.code) as readonly PictogramCode[];
export const pictogramOf = (code: string) => PICTOGRAMS.find((p) => p.code === code);

/** CLP art. 20: 'Fare' for the more severe categories, 'Advarsel' for the less severe. */
export const SIGNAL_WORDS = ['Fare', 'Advarsel'] as const;
export type SignalWord = (typeof SIGNAL_WORDS)[number];

/** Hazard statement codes: H200–H499 (with the letter suffixes of CLP: H360FD) and EUH001–EUH401. */
export const HAZARD_CODE = /^(?:H[234]\d{2}(?:[A-Za-z]{1,2})?|EUH\d{3}[A-Z]?)$/;
/** Precautionary statement codes: P100–P599, and combinations joined by '+' ('P301+P310'). */
export const PRECAUTIONARY_CODE = /^P[1-5]\d{2}(?:\+P[1-5]\d{2})*$/;
/** Either kind: the HazardPhrase catalogue's keys. */
export const isPhraseCode = (code: string) => HAZARD_CODE.test(code) || PRECAUTIONARY_CODE.test(code);
export const phraseKind = (code: string): 'H' | 'EUH' | 'P' => (code.startsWith('EUH') ? 'EUH' : code.startsWith('P') ? 'P' : 'H');

/** A code as people type it: upper case, spaces around '+' dropped ('p301 + p310' → 'P301+P310'; 'H360Fd' kept as 'H360Fd'). */
export function normalisePhraseCode(raw: string): string {
  const compact = raw.trim().replace(/\s*\+\s*/g, '+');
  const m = /^(h)(\d{3})([a-z]{0,2})$/i.exec(compact);
  return m ? `H${m[2]}${m[3]}` : compact.toUpperCase();
}

/**
 * ECHA's UFI alphabet: the digits and the capital letters without B, I, L, O and Z (31 characters),
 * written as four groups of four separated by hyphens.
 */
export const UFI_ALPHABET = '0123456789ACDEFGHJKMNPQRSTUVWXY';
export const UFI_FORMAT = /^[0-9ACDEFGHJKMNPQRSTUVWXY]{4}(?:-[0-9ACDEFGHJKMNPQRSTUVWXY]{4}){3}$/;
/** A UFI as typed ('e600 30p1 s00y 5079', without hyphens) in its written form; unchanged when it cannot be one. */
export function normaliseUfi(raw: string): string {
  const compact = raw.replace(/[\s-]+/g, '').toUpperCase();
  return compact.length === 16 ? compact.match(/.{4}/g)!.join('-') : raw.trim().toUpperCase();
}

/** Languages of a safety data sheet: Norwegian required (REACH art. 31(5)), Swedish and English optional. */
export const DOCUMENT_LANGUAGES = [
  { value: 'no', label: 'Norsk' },
  { value: 'sv', label: 'Svensk' },
  { value: 'en', label: 'Engelsk' },
] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number]['value'];
export const languageLabel = (value: string) => labelOf(DOCUMENT_LANGUAGES, value);

/** The facts' rules across fields, as messages by field: a range's lower figure above its upper, a signal word without a hazard statement. */
export const FACT_PAIR_MESSAGES = {
  coverage: 'Dekkevne fra kan ikke være større enn dekkevne til',
  temperature: 'Laveste brukstemperatur kan ikke være høyere enn den høyeste',
  signalWord: 'Et varselord hører til et produkt med faresetninger (H-koder)',
} as const;

export interface FactValues {
  coverageMinM2PerL?: number | null;
  coverageMaxM2PerL?: number | null;
  applicationMinC?: number | null;
  applicationMaxC?: number | null;
  signalWord?: string | null;
  hazardStatements?: readonly string[] | null;
}

/** The problems of a product's facts taken together (the stored values with the edit applied), by field; empty when none. */
export function factProblems(v: FactValues): Record<string, string> {
  const out: Record<string, string> = {};
  const both = (a?: number | null, b?: number | null) => a !== null && a !== undefined && b !== null && b !== undefined;
  if (both(v.coverageMinM2PerL, v.coverageMaxM2PerL) && v.coverageMinM2PerL! > v.coverageMaxM2PerL!) out.coverageMinM2PerL = FACT_PAIR_MESSAGES.coverage;
  if (both(v.applicationMinC, v.applicationMaxC) && v.applicationMinC! > v.applicationMaxC!) out.applicationMinC = FACT_PAIR_MESSAGES.temperature;
  if (v.signalWord && !(v.hazardStatements ?? []).some((c) => c.startsWith('H'))) out.signalWord = FACT_PAIR_MESSAGES.signalWord;
  return out;
}
