/**
 * How the product page writes a product's facts (docs/product.md: Product page): the 'Passer til'
 * lines, the 'Tekniske data' rows ('8–12 m²/l per strøk'), the hazard and precautionary statements
 * in full, the documents' link texts ('Sikkerhetsdatablad (norsk), revisjon 3, 12.03.2026') and a
 * size's price with its unit price ('Veiledende pris 149,00 kr · 596,00 kr/l'). Pure and
 * client-safe: the page renders these on the server.
 */
import { languageLabel, phraseKind, settingLabel, taskLabel } from './facts';
import { formatPriceNok, type PriceValue } from './price';
import { unitPriceText } from './units';

/** A number as the page writes it: nb-NO, at most one decimal ('2,5'), a real minus sign ('−5'). */
export function factNumber(value: number): string {
  return value.toLocaleString('nb-NO', { maximumFractionDigits: 1 }).replace('-', '\u2212');
}

/** '1 time', '4 timer', '1 dag', '7 dager': a count with its word in singular or plural. */
function counted(value: number, one: string, many: string): string {
  return `${factNumber(value)} ${value === 1 ? one : many}`;
}

/** A range 'a–b', or the one figure given ('fra a' / 'opptil b'); null when neither is given. Negative figures: 'a til b'. */
function range(min: number | null, max: number | null, unit: string): string | null {
  if (min !== null && max !== null) {
    if (min === max) return `${factNumber(min)} ${unit}`;
    const joiner = min < 0 || max < 0 ? ' til ' : '–';
    return `${factNumber(min)}${joiner}${factNumber(max)} ${unit}`;
  }
  if (min !== null) return `fra ${factNumber(min)} ${unit}`;
  if (max !== null) return `opptil ${factNumber(max)} ${unit}`;
  return null;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Beskytte og vedlikeholde', 'Rengjøre, fjerne flekker og beskytte': the first word capitalised, the rest lower case. */
export function listText(labels: readonly string[]): string {
  const words = labels.map((l, i) => (i === 0 ? l : l.charAt(0).toLowerCase() + l.slice(1)));
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} og ${words.at(-1)}`;
}

/** The technical data a product can carry (ProductDetail's fields of the same names). */
export interface TechnicalFacts {
  coverageMinM2PerL: number | null;
  coverageMaxM2PerL: number | null;
  recommendedCoats: number | null;
  touchDryHours: number | null;
  recoatHours: number | null;
  fullCureDays: number | null;
  applicationMinC: number | null;
  applicationMaxC: number | null;
  shelfLifeMonths: number | null;
}

export interface FactRow {
  label: string;
  value: string;
}

/**
 * The rows of 'Tekniske data', in the order of a job (how much, how many coats, how long, when, how
 * long it keeps): only those with data. An empty list means no section.
 */
export function technicalRows(f: TechnicalFacts): FactRow[] {
  const rows: Array<[string, string | null]> = [
    [
      'Dekkevne',
      (() => {
        const r = range(f.coverageMinM2PerL, f.coverageMaxM2PerL, 'm²/l');
        return r === null ? null : `${capitalise(r)} per strøk`;
      })(),
    ],
    ['Anbefalt antall strøk', f.recommendedCoats === null ? null : counted(f.recommendedCoats, 'strøk', 'strøk')],
    ['Berøringstørr etter', f.touchDryHours === null ? null : counted(f.touchDryHours, 'time', 'timer')],
    ['Nytt strøk etter', f.recoatHours === null ? null : counted(f.recoatHours, 'time', 'timer')],
    ['Fullt herdet etter', f.fullCureDays === null ? null : counted(f.fullCureDays, 'dag', 'dager')],
    [
      'Brukstemperatur',
      (() => {
        const r = range(f.applicationMinC, f.applicationMaxC, '°C');
        return r === null ? null : capitalise(r);
      })(),
    ],
    ['Holdbarhet (uåpnet)', f.shelfLifeMonths === null ? null : counted(f.shelfLifeMonths, 'måned', 'måneder')],
  ];
  return rows.flatMap(([label, value]) => (value === null ? [] : [{ label, value }]));
}

/** What 'Passer til' shows: the use labels, 'Inne/ute' and the tasks; null when the product has none of them. */
export function suitability(p: {
  useLabels: readonly { code: string; text: string }[];
  setting: string | null;
  tasks: readonly string[];
}): { uses: string[]; setting: string | null; tasks: string | null } | null {
  if (p.useLabels.length === 0 && !p.setting && p.tasks.length === 0) return null;
  return {
    uses: p.useLabels.map((u) => u.text),
    setting: p.setting ? settingLabel(p.setting) : null,
    tasks: p.tasks.length ? listText(p.tasks.map(taskLabel)) : null,
  };
}

/** The hazard labelling a product can carry (ProductDetail's fields of the same names). */
export interface HazardFacts {
  pictograms: readonly string[];
  signalWord: string | null;
  hazardStatements: readonly string[];
  precautionaryStatements: readonly string[];
  ufi: string | null;
  supplementalWarnings: string | null;
  /** The statements' Norwegian wording (codes without one in the catalogue are missing). */
  statements: readonly { code: string; text: string }[];
}

export interface Statement {
  code: string;
  /** The Norwegian wording; null when the catalogue has none for the code (the code alone is shown). */
  text: string | null;
}

/** Whether the product carries any hazard labelling: otherwise there is no 'Fareinformasjon' section. */
export function hasHazardLabel(h: HazardFacts): boolean {
  return (
    h.pictograms.length > 0 ||
    Boolean(h.signalWord) ||
    h.hazardStatements.length > 0 ||
    h.precautionaryStatements.length > 0 ||
    Boolean(h.ufi) ||
    Boolean(h.supplementalWarnings?.trim())
  );
}

/** The hazard (H, EUH) and precautionary (P) statements in the product's order, each with its wording. */
export function statementLists(h: HazardFacts): { hazard: Statement[]; precautionary: Statement[] } {
  const wording = new Map(h.statements.map((s) => [s.code, s.text]));
  const of = (codes: readonly string[]) => codes.map((code) => ({ code, text: wording.get(code) ?? null }));
  return {
    hazard: of(h.hazardStatements.filter((c) => phraseKind(c) !== 'P')),
    precautionary: of(h.precautionaryStatements.filter((c) => phraseKind(c) === 'P')),
  };
}

/** '2026-03-12' → '12.03.2026'. */
export function norwegianDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : isoDate;
}

export interface DocumentLike {
  kind: 'SDS' | 'DATA_SHEET';
  language: string;
  revision: string;
  revisionDate: string;
}

/**
 * A document's link text: 'Sikkerhetsdatablad (norsk), revisjon 3, 12.03.2026';
 * 'Produktdatablad, revisjon 2, 01.02.2026' (its language named only when not Norwegian).
 */
export function documentTitle(d: DocumentLike): string {
  const language = languageLabel(d.language).toLowerCase();
  const name = d.kind === 'SDS' ? `Sikkerhetsdatablad (${language})` : d.language === 'no' ? 'Produktdatablad' : `Produktdatablad (${language})`;
  return `${name}, revisjon ${d.revision}, ${norwegianDate(d.revisionDate)}`;
}

export interface PricedSize {
  recommendedPriceNok: PriceValue | null;
  netQuantity: number | null;
  netUnit: string | null;
}

/** A size's price and unit price as the page shows them: { price: '149,00 kr', unitPrice: '596,00 kr/l' } (either null). */
export function sizePrices(v: PricedSize): { price: string | null; unitPrice: string | null } {
  if (v.recommendedPriceNok === null) return { price: null, unitPrice: null };
  return { price: formatPriceNok(v.recommendedPriceNok), unitPrice: unitPriceText(v.recommendedPriceNok, v.netQuantity, v.netUnit) };
}

/** The separator between a price and its unit price: ' · '. */
export const UNIT_PRICE_SEPARATOR = ' · ';
