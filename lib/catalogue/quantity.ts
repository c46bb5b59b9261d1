/**
 * 'Hvor mye trenger jeg?' (docs/product.md: Product page, the quantity calculator): the litres an
 * area needs from a product's coverage, the cheapest combination of its sizes that covers them,
 * and the calculator's input rule with its Norwegian messages. Pure and client-safe: the product
 * page renders the answer on the server and its island (components/catalogue/QuantityCalculator.tsx)
 * recalculates it in the browser with the same functions; the product advisor reuses them.
 */
import { formatPriceNok } from './price';
import { formatNetQuantity, isNetUnit } from './units';

/** The calculator's URL parameters: `/produkt/3010?areal=20&strok=2`. */
export const QUANTITY_PARAMS = { area: 'areal', coats: 'strok' } as const;

/** Input limits: an area in (0, 10 000] m², 1–10 coats; longer input than this is not a number. */
export const QUANTITY_LIMITS = { maxAreaM2: 10_000, minCoats: 1, maxCoats: 10, maxInputLength: 30 } as const;

export { QUANTITY_TEXTS } from './quantity-texts';

export const QUANTITY_MESSAGES = {
  areaMissing: 'Skriv inn arealet i m²',
  areaNotNumber: 'Arealet må være et tall i m², for eksempel 12,5',
  areaNotPositive: 'Arealet må være større enn 0 m²',
  areaTooLarge: 'Arealet kan være høyst 10 000 m²',
  coatsInvalid: 'Antall strøk må være et helt tall fra 1 til 10',
} as const;

/** A product's coverage facts (ProductDetail's fields of the same names): m² per litre per coat. */
export interface CoverageFacts {
  coverageMinM2PerL: number | null;
  coverageMaxM2PerL: number | null;
  recommendedCoats?: number | null;
}

/** A size as the calculator needs it (PublicVariant's fields of the same names). */
export interface QuantitySize {
  articleNumber: string;
  netQuantity: number | null;
  netUnit: string | null;
  recommendedPriceNok: number | null;
}

/** Litres needed: `min` at the best coverage (fewest litres), `max` at the worst. */
export interface LitresRange {
  min: number;
  max: number;
}

export interface CombinationLine<S extends QuantitySize = QuantitySize> {
  size: S;
  count: number;
  /** One package's volume in ml. */
  millilitres: number;
}

export interface Combination<S extends QuantitySize = QuantitySize> {
  /** Largest size first. */
  lines: CombinationLine<S>[];
  /** The total volume in ml and in litres. */
  millilitres: number;
  litres: number;
  /** The total recommended price in NOK (two decimals). */
  priceNok: number;
  packages: number;
}

const usable = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** The coverage range in m²/l per coat (one figure given: both ends), or null without coverage. */
export function coverageRange(facts: CoverageFacts): { min: number; max: number } | null {
  const a = usable(facts.coverageMinM2PerL) ? facts.coverageMinM2PerL : null;
  const b = usable(facts.coverageMaxM2PerL) ? facts.coverageMaxM2PerL : null;
  if (a === null && b === null) return null;
  const lo = a ?? b!;
  const hi = b ?? a!;
  return { min: Math.min(lo, hi), max: Math.max(lo, hi) };
}

/** Whether the product page shows the calculator: the product has a coverage figure. */
export const hasCoverage = (facts: CoverageFacts): boolean => coverageRange(facts) !== null;

/** The form's default number of coats: the recommended one (1–10), else 1. */
export function defaultCoats(facts: CoverageFacts): number {
  const c = facts.recommendedCoats;
  return typeof c === 'number' && Number.isInteger(c) && c >= QUANTITY_LIMITS.minCoats && c <= QUANTITY_LIMITS.maxCoats ? c : 1;
}

/** need = area × coats / coverage, from the best coverage (fewest litres) to the worst; null without coverage. */
export function litresNeeded(areaM2: number, coats: number, facts: CoverageFacts): LitresRange | null {
  const coverage = coverageRange(facts);
  if (!coverage || !usable(areaM2) || !usable(coats)) return null;
  return { min: (areaM2 * coats) / coverage.max, max: (areaM2 * coats) / coverage.min };
}

/** A size's volume in whole ml (sizes in ml or l only), or null. */
export function sizeMillilitres(size: Pick<QuantitySize, 'netQuantity' | 'netUnit'>): number | null {
  if (!usable(size.netQuantity) || (size.netUnit !== 'ml' && size.netUnit !== 'l')) return null;
  const ml = Math.round(size.netQuantity * (size.netUnit === 'l' ? 1000 : 1));
  return ml >= 1 ? ml : null;
}

/** The price in øre (integers: sums stay exact), or null without a usable price. */
function priceOre(price: number | null): number | null {
  return typeof price === 'number' && Number.isFinite(price) && price >= 0 ? Math.round(price * 100) : null;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The most states the dynamic programme below allocates. The real sizes (250 ml, 500 ml, 1 l,
 * 2,5 l…) need a few dozen; only sizes without a common divisor (333 ml beside 1 l) and a huge
 * need come near it.
 */
export const MAX_COMBINATION_STATES = 200_000;

/**
 * The cheapest multiset of the sizes (those with a recommended price and a net quantity in ml or l)
 * whose total volume covers `needLitres`; ties go to fewer litres over the need, then to fewer
 * packages. Null when no size qualifies or the need is not a positive number.
 *
 * Exact: an unbounded-knapsack programme over the volume in units of the sizes' greatest common
 * divisor. A large need is first reduced by packages of the size with the lowest price per ml:
 * some optimal combination holds fewer than u_b other packages (u_b = that size in units; of any
 * u_b others a subset sums to a multiple of u_b and can be swapped for that size at no more cost,
 * the same volume and no more packages), so every optimum of a need N holds at least
 * ⌊(N − u_b·u_max)/u_b⌋ of it. Only when even the reduced programme would pass
 * MAX_COMBINATION_STATES (sizes without a common divisor and a very large need) is the need reduced
 * further by that size, which is then close to, not provably, the cheapest.
 */
export function cheapestCombination<S extends QuantitySize>(needLitres: number, sizes: readonly S[]): Combination<S> | null {
  if (!usable(needLitres)) return null;
  // One candidate per volume: the cheapest (the first of equal ones).
  const byVolume = new Map<number, { size: S; ml: number; ore: number }>();
  for (const size of sizes) {
    const ml = sizeMillilitres(size);
    const ore = priceOre(size.recommendedPriceNok);
    if (ml === null || ore === null) continue;
    const known = byVolume.get(ml);
    if (!known || ore < known.ore) byVolume.set(ml, { size, ml, ore });
  }
  const items = [...byVolume.values()].sort((a, b) => b.ml - a.ml);
  if (items.length === 0) return null;

  const needMl = Math.ceil(needLitres * 1000 - 1e-9);
  const g = items.reduce((acc, item) => gcd(acc, item.ml), 0);
  const units = items.map((item) => item.ml / g);
  const need = Math.ceil(needMl / g);
  const uMax = units[0];
  // The lowest price per unit; of equal ones the largest (fewer packages).
  let best = 0;
  for (let i = 1; i < items.length; i += 1) if (items[i].ore * units[best] < items[best].ore * units[i]) best = i;
  const uBest = units[best];

  let reduced = need > uBest * uMax ? Math.floor((need - uBest * uMax) / uBest) : 0;
  let rest = need - reduced * uBest;
  if (rest + uMax > MAX_COMBINATION_STATES) {
    reduced = Math.max(0, Math.ceil((need - (MAX_COMBINATION_STATES - uMax)) / uBest));
    rest = Math.max(0, need - reduced * uBest);
  }
  const counts = items.map(() => 0);
  counts[best] = reduced;

  if (rest > 0) {
    const states = rest + uMax;
    if (states > MAX_COMBINATION_STATES) {
      // A single size larger than the programme allows (no real product): the best size alone.
      counts[best] += Math.ceil(rest / uBest);
    } else {
      // cost[v], packages[v]: the cheapest (then fewest packages) way to make exactly v units.
      const cost = new Float64Array(states).fill(Infinity);
      const packages = new Int32Array(states);
      const pick = new Int16Array(states).fill(-1);
      cost[0] = 0;
      for (let v = 1; v < states; v += 1) {
        for (let i = 0; i < items.length; i += 1) {
          const from = v - units[i];
          if (from < 0 || cost[from] === Infinity) continue;
          const c = cost[from] + items[i].ore;
          const n = packages[from] + 1;
          if (c < cost[v] || (c === cost[v] && n < packages[v])) {
            cost[v] = c;
            packages[v] = n;
            pick[v] = i;
          }
        }
      }
      // A minimal covering total is below rest + uMax (else a package could go); ascending v keeps
      // the least volume over among equal costs.
      let chosen = -1;
      for (let v = rest; v < states; v += 1) if (cost[v] < (chosen < 0 ? Infinity : cost[chosen])) chosen = v;
      if (chosen < 0) return null;
      for (let v = chosen; v > 0; v -= units[pick[v]]) counts[pick[v]] += 1;
    }
  }

  const lines = items.flatMap((item, i) => (counts[i] > 0 ? [{ size: item.size, count: counts[i], millilitres: item.ml }] : []));
  const millilitres = lines.reduce((sum, l) => sum + l.count * l.millilitres, 0);
  const ore = items.reduce((sum, item, i) => sum + counts[i] * item.ore, 0);
  return {
    lines,
    millilitres,
    litres: millilitres / 1000,
    priceNok: ore / 100,
    packages: counts.reduce((a, b) => a + b, 0),
  };
}

const number = (value: number, digits: number) => value.toLocaleString('nb-NO', { maximumFractionDigits: digits });

/** '2 × 1 l + 1 × 500 ml' (each size as its net quantity states it). */
export function formatCombination(combination: Pick<Combination, 'lines'>): string {
  return combination.lines
    .map(({ size, count, millilitres }) => {
      const stated = usable(size.netQuantity) && isNetUnit(size.netUnit) ? formatNetQuantity(size.netQuantity, size.netUnit) : `${millilitres} ml`;
      return `${number(count, 0)} × ${stated}`;
    })
    .join(' + ');
}

/**
 * The range as the page writes it: litres with one decimal ('3,3–5 l', the lower end rounded down,
 * the upper up), in ml below a litre ('42–63 ml'); one figure when both ends write the same.
 */
export function formatLitres(range: LitresRange): string {
  const inMl = range.max < 1;
  const scale = inMl ? 1000 : 10;
  const lo = Math.floor(range.min * scale + 1e-9) / scale;
  const hi = Math.ceil(range.max * scale - 1e-9) / scale;
  const write = (v: number) => (inMl ? number(v * 1000, 0) : number(v, 1));
  const unit = inMl ? 'ml' : 'l';
  return lo === hi || write(lo) === write(hi) ? `${write(hi)} ${unit}` : `${write(lo)}–${write(hi)} ${unit}`;
}

/** A total volume: '5 l', '2,5 l', '750 ml'. */
export const formatMillilitres = (ml: number): string => (ml < 1000 ? `${number(ml, 0)} ml` : `${number(ml / 1000, 3)} l`);

/** 'Du trenger 3,3–5 l'. */
export const litresText = (range: LitresRange): string => `Du trenger ${formatLitres(range)}`;

/** The calculator's raw input: the URL's or the form's texts (absent: null or undefined). */
export interface QuantityInput {
  areal?: string | null;
  strok?: string | null;
}

export type QuantityErrors = Partial<Record<keyof QuantityInput, string>>;

export type ParsedQuantity = { ok: true; areaM2: number; coats: number } | { ok: false; errors: QuantityErrors };

const AREA_FORMAT = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

function parseArea(raw: string | null | undefined): number | string {
  const text = (raw ?? '').trim();
  if (text === '') return QUANTITY_MESSAGES.areaMissing;
  if (text.length > QUANTITY_LIMITS.maxInputLength) return QUANTITY_MESSAGES.areaNotNumber;
  // '1 000', '12,5', '20 m²', '20m2', '−5' (a real minus sign).
  const compact = text
    .replace(/\s*m(?:²|2)$/i, '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^\u2212/, '-');
  if (!AREA_FORMAT.test(compact)) return QUANTITY_MESSAGES.areaNotNumber;
  const value = Number(compact.replace(',', '.'));
  if (!Number.isFinite(value)) return QUANTITY_MESSAGES.areaNotNumber;
  if (value <= 0) return QUANTITY_MESSAGES.areaNotPositive;
  if (value > QUANTITY_LIMITS.maxAreaM2) return QUANTITY_MESSAGES.areaTooLarge;
  return value;
}

function parseCoats(raw: string | null | undefined, fallback: number): number | string {
  const text = (raw ?? '').trim();
  if (text === '') return fallback;
  if (!/^\d{1,3}$/.test(text)) return QUANTITY_MESSAGES.coatsInvalid;
  const value = Number(text);
  return value >= QUANTITY_LIMITS.minCoats && value <= QUANTITY_LIMITS.maxCoats ? value : QUANTITY_MESSAGES.coatsInvalid;
}

/**
 * The area (decimal comma or point, spaces, a trailing 'm²' allowed) and the coats (a whole
 * number 1–10; blank: `fallbackCoats`), or a Norwegian message per field. Never throws.
 */
export function parseQuantityInput(input: QuantityInput, fallbackCoats: number): ParsedQuantity {
  const area = parseArea(typeof input.areal === 'string' ? input.areal : null);
  const coats = parseCoats(typeof input.strok === 'string' ? input.strok : null, fallbackCoats);
  if (typeof area === 'number' && typeof coats === 'number') return { ok: true, areaM2: area, coats };
  const errors: QuantityErrors = {};
  if (typeof area === 'string') errors.areal = area;
  if (typeof coats === 'string') errors.strok = coats;
  return { ok: false, errors };
}

/** The answer for a valid input: the litres and the cheapest covering combination (null: no size to buy). */
export interface QuantityAnswer<S extends QuantitySize = QuantitySize> {
  litres: LitresRange;
  combination: Combination<S> | null;
}

/** The whole calculation, or null without coverage: the litres and the combination covering their upper figure. */
export function quantityAnswer<S extends QuantitySize>(facts: CoverageFacts, sizes: readonly S[], areaM2: number, coats: number): QuantityAnswer<S> | null {
  const litres = litresNeeded(areaM2, coats, facts);
  return litres ? { litres, combination: cheapestCombination(litres.max, sizes) } : null;
}

/** What the page writes for an answer: 'Du trenger 3,3–5 l', '5 × 1 l', '5 l', '1 645,00 kr' (no combination: null). */
export interface QuantityTexts {
  need: string;
  combination: string | null;
  volume: string | null;
  price: string | null;
}

export function quantityTexts(answer: QuantityAnswer): QuantityTexts {
  const c = answer.combination;
  return {
    need: litresText(answer.litres),
    combination: c ? formatCombination(c) : null,
    volume: c ? formatMillilitres(c.millilitres) : null,
    price: c ? formatPriceNok(c.priceNok) : null,
  };
}

/** What the calculator shows for an input: the answer's texts (null: none) and the messages by field. */
export interface QuantityView {
  texts: QuantityTexts | null;
  errors: QuantityErrors;
}

/**
 * The calculator's view of an input, the same on the server and in the island. A blank area is
 * only an error once asked for (`showMissing`: an address with the parameters, or 'Regn ut').
 */
export function quantityView(
  facts: CoverageFacts,
  sizes: readonly QuantitySize[],
  input: QuantityInput,
  { fallbackCoats, showMissing }: { fallbackCoats: number; showMissing: boolean },
): QuantityView {
  const parsed = parseQuantityInput(input, fallbackCoats);
  if (!parsed.ok) {
    const errors = { ...parsed.errors };
    if (!showMissing && errors.areal === QUANTITY_MESSAGES.areaMissing) delete errors.areal;
    return { texts: null, errors };
  }
  const answer = quantityAnswer(facts, sizes, parsed.areaM2, parsed.coats);
  return { texts: answer ? quantityTexts(answer) : null, errors: {} };
}

/** The shareable address of an answer: `/produkt/3010?areal=20&strok=2` (the texts as typed). */
export function quantityHref(path: string, input: QuantityInput): string {
  const query = new URLSearchParams();
  if (input.areal) query.set(QUANTITY_PARAMS.area, input.areal);
  if (input.strok) query.set(QUANTITY_PARAMS.coats, input.strok);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
