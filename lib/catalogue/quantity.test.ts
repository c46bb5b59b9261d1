import fc from 'fast-check';
import {
  cheapestCombination,
  coverageRange,
  defaultCoats,
  formatCombination,
  formatLitres,
  formatMillilitres,
  hasCoverage,
  litresNeeded,
  litresText,
  MAX_COMBINATION_STATES,
  parseQuantityInput,
  QUANTITY_MESSAGES,
  quantityAnswer,
  quantityHref,
  quantityTexts,
  quantityView,
  sizeMillilitres,
  type QuantitySize,
} from './quantity';

const size = (articleNumber: string, netQuantity: number | null, netUnit: string | null, recommendedPriceNok: number | null): QuantitySize => ({
  articleNumber,
  netQuantity,
  netUnit,
  recommendedPriceNok,
});

/** Teakolje Natur in the demo data: 500 ml at 189 kr, 1 l at 329 kr; 8–12 m²/l, 2 coats. */
const TEAK = { coverageMinM2PerL: 8, coverageMaxM2PerL: 12, recommendedCoats: 2 };
const TEAK_SIZES = [size('3020', 500, 'ml', 189), size('3010', 1, 'l', 329)];

describe('coverage and litres', () => {
  it('reads the range, one figure for both ends, or none', () => {
    expect(coverageRange(TEAK)).toEqual({ min: 8, max: 12 });
    expect(coverageRange({ coverageMinM2PerL: null, coverageMaxM2PerL: 10 })).toEqual({ min: 10, max: 10 });
    expect(coverageRange({ coverageMinM2PerL: 6, coverageMaxM2PerL: null })).toEqual({ min: 6, max: 6 });
    expect(coverageRange({ coverageMinM2PerL: null, coverageMaxM2PerL: null })).toBeNull();
    expect(hasCoverage({ coverageMinM2PerL: 0, coverageMaxM2PerL: null })).toBe(false);
  });

  it('defaults the coats to the recommended number, else 1', () => {
    expect(defaultCoats(TEAK)).toBe(2);
    expect(defaultCoats({ coverageMinM2PerL: 8, coverageMaxM2PerL: 12, recommendedCoats: null })).toBe(1);
    expect(defaultCoats({ coverageMinM2PerL: 8, coverageMaxM2PerL: 12, recommendedCoats: 11 })).toBe(1);
  });

  it('needs area × coats / coverage, from the best coverage to the worst', () => {
    const range = litresNeeded(20, 2, TEAK)!;
    expect(range.min).toBeCloseTo(40 / 12);
    expect(range.max).toBe(5);
    expect(litresNeeded(20, 2, { coverageMinM2PerL: null, coverageMaxM2PerL: null })).toBeNull();
    expect(litresNeeded(0, 2, TEAK)).toBeNull();
  });

  it('writes the range: one decimal in litres (down, then up), ml below a litre, one figure when equal', () => {
    expect(litresText(litresNeeded(20, 2, TEAK)!)).toBe('Du trenger 3,3–5 l');
    expect(formatLitres({ min: 2.5, max: 2.5 })).toBe('2,5 l');
    expect(formatLitres({ min: 2.44, max: 3.31 })).toBe('2,4–3,4 l');
    expect(formatLitres({ min: 0.0416, max: 0.0625 })).toBe('41–63 ml');
    expect(formatLitres({ min: 8333.33, max: 12500 })).toBe('8\u00a0333,3–12\u00a0500 l');
    expect([formatMillilitres(5000), formatMillilitres(2500), formatMillilitres(750), formatMillilitres(1_000_000)]).toEqual([
      '5 l',
      '2,5 l',
      '750 ml',
      '1\u00a0000 l',
    ]);
  });
});

describe('cheapestCombination', () => {
  it('takes the sizes in ml or l with a price only', () => {
    expect(sizeMillilitres(size('a', 0.75, 'l', 1))).toBe(750);
    expect(sizeMillilitres(size('a', 250, 'g', 1))).toBeNull();
    expect(sizeMillilitres(size('a', null, 'l', 1))).toBeNull();
    expect(cheapestCombination(1, [size('a', 250, 'g', 100), size('b', 1, 'l', null)])).toBeNull();
    expect(cheapestCombination(0, TEAK_SIZES)).toBeNull();
    expect(cheapestCombination(Number.NaN, TEAK_SIZES)).toBeNull();
  });

  it('covers 20 m² of teak, two coats: 5 × 1 l, 1 645 kr', () => {
    const c = cheapestCombination(5, TEAK_SIZES)!;
    expect(formatCombination(c)).toBe('5 × 1 l');
    expect(c.priceNok).toBe(1645);
    expect(c.litres).toBe(5);
    expect(c.packages).toBe(5);
  });

  it('mixes sizes when that is cheapest: 2 × 1 l + 1 × 500 ml', () => {
    const c = cheapestCombination(2.3, TEAK_SIZES)!;
    expect(formatCombination(c)).toBe('2 × 1 l + 1 × 500 ml');
    expect(c.priceNok).toBe(847);
  });

  it('is not greedy: 3 × 0,75 l is cheaper than 1 l + 1 l + 0,75 l', () => {
    const c = cheapestCombination(2.2, [size('a', 1, 'l', 300), size('b', 0.75, 'l', 200)])!;
    expect(formatCombination(c)).toBe('3 × 0,75 l');
    expect(c.priceNok).toBe(600);
  });

  it('breaks a tie on price by fewer litres over, then by fewer packages', () => {
    // 1 l costs as much as 2 × 500 ml: one package.
    expect(formatCombination(cheapestCombination(1, [size('a', 500, 'ml', 100), size('b', 1, 'l', 200)])!)).toBe('1 × 1 l');
    // 0,8 l: 2 × 500 ml (1 l, 200 kr) and 1 × 1 l (200 kr) and 1 × 900 ml (200 kr): 900 ml is the least over.
    const c = cheapestCombination(0.8, [size('a', 500, 'ml', 100), size('b', 1, 'l', 200), size('c', 900, 'ml', 200)])!;
    expect(formatCombination(c)).toBe('1 × 900 ml');
  });

  it('keeps the cheaper of two sizes of the same volume', () => {
    const c = cheapestCombination(1, [size('dear', 1, 'l', 400), size('cheap', 1000, 'ml', 300)])!;
    expect(c.lines.map((l) => l.size.articleNumber)).toEqual(['cheap']);
  });

  it('answers the largest area quickly and exactly for real sizes', () => {
    const need = litresNeeded(10_000, 10, { coverageMinM2PerL: 0.1, coverageMaxM2PerL: 0.1 })!.max; // 1 000 000 l
    const c = cheapestCombination(need, [...TEAK_SIZES, size('x', 2.5, 'l', 900)])!;
    expect(c.millilitres).toBe(need * 1000);
    expect(formatCombination(c)).toBe('1\u00a0000\u00a0000 × 1 l');
    // 2,5 l at 780 kr is cheaper per litre: 400 000 of them.
    expect(formatCombination(cheapestCombination(need, [...TEAK_SIZES, size('x', 2.5, 'l', 780)])!)).toBe('400\u00a0000 × 2,5 l');
  });

  it('stays bounded for sizes without a common divisor and a huge need', () => {
    const sizes = [size('a', 333, 'ml', 99), size('b', 1, 'l', 290), size('c', 4.999, 'l', 1400)];
    const c = cheapestCombination(1_000_000, sizes)!;
    expect(c.millilitres).toBeGreaterThanOrEqual(1_000_000_000);
    expect(MAX_COMBINATION_STATES).toBeLessThanOrEqual(1_000_000);
  });
});

/** Every multiset of the sizes with each count up to what alone covers the need: the best by (price, over, packages). */
function bruteForce(needMl: number, sizes: Array<{ ml: number; ore: number }>): { ore: number; over: number; packages: number } | null {
  let best: { ore: number; over: number; packages: number } | null = null;
  const counts = sizes.map(() => 0);
  const limits = sizes.map((s) => Math.ceil(needMl / s.ml));
  const visit = (i: number) => {
    if (i === sizes.length) {
      const ml = counts.reduce((sum, n, j) => sum + n * sizes[j].ml, 0);
      if (ml < needMl) return;
      const candidate = { ore: counts.reduce((sum, n, j) => sum + n * sizes[j].ore, 0), over: ml - needMl, packages: counts.reduce((a, b) => a + b, 0) };
      if (
        !best ||
        candidate.ore < best.ore ||
        (candidate.ore === best.ore && (candidate.over < best.over || (candidate.over === best.over && candidate.packages < best.packages)))
      )
        best = candidate;
      return;
    }
    for (let n = 0; n <= limits[i]; n += 1) {
      counts[i] = n;
      visit(i + 1);
    }
    counts[i] = 0;
  };
  visit(0);
  return best;
}

const sizeArb = fc.record({
  ml: fc.oneof(
    fc.integer({ min: 1, max: 40 }).map((n) => n * 50),
    fc.integer({ min: 90, max: 1500 }),
  ),
  ore: fc.integer({ min: 0, max: 50_000 }),
  litres: fc.boolean(),
});

const toSize = (s: { ml: number; ore: number; litres: boolean }, i: number): QuantitySize =>
  size(`s${i}`, s.litres ? s.ml / 1000 : s.ml, s.litres ? 'l' : 'ml', s.ore / 100);

describe('cheapestCombination, properties', () => {
  it('always covers the need, with the price and volume of its lines', () => {
    fc.assert(
      fc.property(fc.array(sizeArb, { minLength: 1, maxLength: 5 }), fc.double({ min: 0.001, max: 500, noNaN: true }), (raw, need) => {
        const c = cheapestCombination(need, raw.map(toSize))!;
        expect(c).not.toBeNull();
        expect(c.millilitres).toBeGreaterThanOrEqual(Math.ceil(need * 1000 - 1e-9));
        expect(c.millilitres).toBe(c.lines.reduce((sum, l) => sum + l.count * l.millilitres, 0));
        expect(c.packages).toBe(c.lines.reduce((sum, l) => sum + l.count, 0));
        expect(c.lines.every((l) => l.count > 0)).toBe(true);
        const ore = c.lines.reduce((sum, l) => sum + l.count * Math.round(l.size.recommendedPriceNok! * 100), 0);
        expect(Math.round(c.priceNok * 100)).toBe(ore);
      }),
      { numRuns: 200 },
    );
  });

  it('for small cases no cheaper covering combination exists (nor an equally cheap one with less over or fewer packages)', () => {
    fc.assert(
      fc.property(fc.array(sizeArb, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 3000 }), (raw, needMl) => {
        const sizes = raw.map(toSize);
        const c = cheapestCombination(needMl / 1000, sizes)!;
        // The brute force sees the candidates the function uses: one per volume, the cheapest.
        const byMl = new Map<number, number>();
        for (const s of raw) byMl.set(s.ml, Math.min(byMl.get(s.ml) ?? Infinity, s.ore));
        const best = bruteForce(
          needMl,
          [...byMl].map(([ml, ore]) => ({ ml, ore })),
        )!;
        expect({ ore: Math.round(c.priceNok * 100), over: c.millilitres - needMl, packages: c.packages }).toEqual(best);
      }),
      { numRuns: 250 },
    );
  });
});

describe('parseQuantityInput', () => {
  it('reads an area with a decimal comma or point, spaces and m², and the coats', () => {
    expect(parseQuantityInput({ areal: '20', strok: '2' }, 1)).toEqual({ ok: true, areaM2: 20, coats: 2 });
    expect(parseQuantityInput({ areal: '12,5', strok: '' }, 3)).toEqual({ ok: true, areaM2: 12.5, coats: 3 });
    expect(parseQuantityInput({ areal: ' 12.5 m² ' }, 2)).toEqual({ ok: true, areaM2: 12.5, coats: 2 });
    expect(parseQuantityInput({ areal: '1 000', strok: '10' }, 2)).toEqual({ ok: true, areaM2: 1000, coats: 10 });
    expect(parseQuantityInput({ areal: '10000' }, 2)).toEqual({ ok: true, areaM2: 10_000, coats: 2 });
  });

  it('gives a Norwegian message per field for bad input', () => {
    const errors = (areal: string | null, strok?: string) => {
      const result = parseQuantityInput({ areal, strok }, 2);
      return result.ok ? null : result.errors;
    };
    expect(errors('')).toEqual({ areal: QUANTITY_MESSAGES.areaMissing });
    expect(errors(null)).toEqual({ areal: QUANTITY_MESSAGES.areaMissing });
    expect(errors('abc')).toEqual({ areal: 'Arealet må være et tall i m², for eksempel 12,5' });
    expect(errors('1e5')).toEqual({ areal: QUANTITY_MESSAGES.areaNotNumber });
    expect(errors('Infinity')).toEqual({ areal: QUANTITY_MESSAGES.areaNotNumber });
    expect(errors('-5')).toEqual({ areal: 'Arealet må være større enn 0 m²' });
    expect(errors('\u22125')).toEqual({ areal: QUANTITY_MESSAGES.areaNotPositive });
    expect(errors('0')).toEqual({ areal: QUANTITY_MESSAGES.areaNotPositive });
    expect(errors('10000,5')).toEqual({ areal: 'Arealet kan være høyst 10 000 m²' });
    expect(errors('20', '0')).toEqual({ strok: 'Antall strøk må være et helt tall fra 1 til 10' });
    expect(errors('20', '11')).toEqual({ strok: QUANTITY_MESSAGES.coatsInvalid });
    expect(errors('20', '2,5')).toEqual({ strok: QUANTITY_MESSAGES.coatsInvalid });
    expect(errors('x', 'y')).toEqual({ areal: QUANTITY_MESSAGES.areaNotNumber, strok: QUANTITY_MESSAGES.coatsInvalid });
  });

  it('never throws on arbitrary strings, and what it accepts is within the limits', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('1e308', '9'.repeat(400), '0,0001', '+3', ',5', '5,'),
    );
    fc.assert(
      fc.property(fc.option(text), fc.option(text), (areal, strok) => {
        const result = parseQuantityInput({ areal, strok }, 2);
        if (result.ok) {
          expect(result.areaM2).toBeGreaterThan(0);
          expect(result.areaM2).toBeLessThanOrEqual(10_000);
          expect(Number.isInteger(result.coats) && result.coats >= 1 && result.coats <= 10).toBe(true);
        } else {
          expect(Object.keys(result.errors).length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('quantityAnswer and quantityHref', () => {
  it('answers the litres and the combination covering their upper figure', () => {
    const answer = quantityAnswer(TEAK, TEAK_SIZES, 20, 2)!;
    expect(litresText(answer.litres)).toBe('Du trenger 3,3–5 l');
    expect(formatCombination(answer.combination!)).toBe('5 × 1 l');
    expect(quantityTexts(answer)).toEqual({ need: 'Du trenger 3,3–5 l', combination: '5 × 1 l', volume: '5 l', price: '1\u00a0645,00\u00a0kr' });
    expect(quantityTexts(quantityAnswer(TEAK, [size('g', 250, 'g', 99)], 20, 2)!)).toEqual({
      need: 'Du trenger 3,3–5 l',
      combination: null,
      volume: null,
      price: null,
    });
    expect(quantityAnswer({ coverageMinM2PerL: null, coverageMaxM2PerL: null }, TEAK_SIZES, 20, 2)).toBeNull();
  });

  it('writes the shareable address', () => {
    expect(quantityHref('/produkt/3010', { areal: '20', strok: '2' })).toBe('/produkt/3010?areal=20&strok=2');
    expect(quantityHref('/produkt/3010', { areal: '12,5' })).toBe('/produkt/3010?areal=12%2C5');
    expect(quantityHref('/produkt/3010', {})).toBe('/produkt/3010');
  });
});

describe('quantityView', () => {
  const view = (input: { areal?: string; strok?: string }, showMissing: boolean) => quantityView(TEAK, TEAK_SIZES, input, { fallbackCoats: 2, showMissing });

  it('gives the texts of a valid input, the messages of a bad one', () => {
    expect(view({ areal: '20', strok: '2' }, true)).toEqual({
      texts: { need: 'Du trenger 3,3–5 l', combination: '5 × 1 l', volume: '5 l', price: '1\u00a0645,00\u00a0kr' },
      errors: {},
    });
    expect(view({ areal: '-1', strok: '0' }, false)).toEqual({
      texts: null,
      errors: { areal: QUANTITY_MESSAGES.areaNotPositive, strok: QUANTITY_MESSAGES.coatsInvalid },
    });
  });

  it('a blank area is an error only once asked for', () => {
    expect(view({ areal: ' ', strok: '2' }, false)).toEqual({ texts: null, errors: {} });
    expect(view({ areal: '', strok: '2' }, true)).toEqual({ texts: null, errors: { areal: QUANTITY_MESSAGES.areaMissing } });
  });
});
