import { cardPriceText, selectedVariant, sizesText, variantTitle } from './variants';

const NBSP = '\u00a0';
const kr = (amount: string) => `${amount}${NBSP}kr`;

/** Møbelpolish Klassisk of the demo data: 1010 (250 ml, the product's own number) and 1020 (500 ml). */
const POLISH = {
  articleNumber: '1010',
  variants: [
    { articleNumber: '1010', sizeLabel: '250 ml', recommendedPriceNok: 149 },
    { articleNumber: '1020', sizeLabel: '500 ml', recommendedPriceNok: 229 },
  ],
};

/** Teakolje Natur: the picker starts with 3020 (500 ml), the product's own number is 3010 (1 l). */
const TEAK = {
  articleNumber: '3010',
  variants: [
    { articleNumber: '3020', sizeLabel: '500 ml', recommendedPriceNok: 189 },
    { articleNumber: '3010', sizeLabel: '1 l', recommendedPriceNok: 329 },
  ],
};

describe('variantTitle', () => {
  it("adds the size to the product's name", () => {
    expect(variantTitle('Teakolje Natur', '500 ml')).toBe('Teakolje Natur 500 ml');
    expect(variantTitle('Teakolje Natur', '1 l')).toBe('Teakolje Natur 1 l');
  });

  it('keeps a name that already ends with the size (any case), and a name without a size', () => {
    expect(variantTitle('Møbelpolish Spray 400 ml', '400 ml')).toBe('Møbelpolish Spray 400 ml');
    expect(variantTitle('Tresåpe Natur 1 L', '1 l')).toBe('Tresåpe Natur 1 L');
    expect(variantTitle('400 ml', '400 ml')).toBe('400 ml');
    expect(variantTitle('Teakolje Natur', null)).toBe('Teakolje Natur');
    expect(variantTitle('Teakolje Natur', '')).toBe('Teakolje Natur');
    expect(variantTitle('Teakolje Natur', '   ')).toBe('Teakolje Natur');
  });

  it('adds a size that the name only ends with inside a word or number', () => {
    expect(variantTitle('Lærbalsam 1200 ml', '200 ml')).toBe('Lærbalsam 1200 ml 200 ml');
    expect(variantTitle('Tekstilolje', 'olje')).toBe('Tekstilolje olje');
  });

  it('trims the size it adds', () => {
    expect(variantTitle('Teakolje Natur', ' 2,5 l ')).toBe('Teakolje Natur 2,5 l');
  });
});

describe('selectedVariant', () => {
  it('is the size whose article number the URL names', () => {
    expect(selectedVariant(POLISH, '1020')).toBe(POLISH.variants[1]);
    expect(selectedVariant(POLISH, '1010')).toBe(POLISH.variants[0]);
    expect(selectedVariant(TEAK, '3020')).toBe(TEAK.variants[0]);
  });

  it("falls back to the product's own size, then to the first", () => {
    expect(selectedVariant(TEAK, '9999')).toBe(TEAK.variants[1]);
    const withoutMain = { articleNumber: '5000', variants: TEAK.variants };
    expect(selectedVariant(withoutMain, '9999')).toBe(TEAK.variants[0]);
  });

  it('matches the article number exactly (the URL names it as stored)', () => {
    const eden = { articleNumber: 'E-710', variants: [{ articleNumber: 'E-710' }, { articleNumber: 'E-711' }] };
    expect(selectedVariant(eden, 'e-711')).toBe(eden.variants[0]);
  });
});

describe('cardPriceText', () => {
  it("says 'Fra' and the lowest price when the sizes cost differently", () => {
    expect(cardPriceText(POLISH.variants)).toBe(`Fra ${kr('149,00')}`);
    expect(cardPriceText([...TEAK.variants].reverse())).toBe(`Fra ${kr('189,00')}`);
  });

  it("gives the one price without 'Fra' when every priced size costs the same", () => {
    expect(cardPriceText([{ articleNumber: '1', sizeLabel: null, recommendedPriceNok: 249 }])).toBe(kr('249,00'));
    expect(
      cardPriceText([
        { articleNumber: '1', sizeLabel: '1 l', recommendedPriceNok: 99.5 },
        { articleNumber: '2', sizeLabel: '2 l', recommendedPriceNok: 99.5 },
      ]),
    ).toBe(kr('99,50'));
  });

  it('leaves out unpriced sizes, and is null when no size has a price', () => {
    expect(
      cardPriceText([
        { articleNumber: '1', sizeLabel: '1 l', recommendedPriceNok: null },
        { articleNumber: '2', sizeLabel: '2 l', recommendedPriceNok: 1249.5 },
      ]),
    ).toBe(kr(`1${NBSP}249,50`));
    expect(cardPriceText([{ articleNumber: '1', sizeLabel: null, recommendedPriceNok: null }])).toBeNull();
    expect(cardPriceText([])).toBeNull();
  });

  it('counts a price of 0 as a price', () => {
    expect(
      cardPriceText([
        { articleNumber: '1', sizeLabel: '1 l', recommendedPriceNok: 0 },
        { articleNumber: '2', sizeLabel: '2 l', recommendedPriceNok: 10 },
      ]),
    ).toBe(`Fra ${kr('0,00')}`);
  });
});

describe('sizesText', () => {
  it("lists the sizes in the picker's order", () => {
    expect(sizesText(POLISH.variants)).toBe('250 ml · 500 ml');
    expect(sizesText(TEAK.variants)).toBe('500 ml · 1 l');
  });

  it('is null for a product sold in one size without a label, and skips blank labels', () => {
    expect(sizesText([{ articleNumber: '1', sizeLabel: null, recommendedPriceNok: 1 }])).toBeNull();
    expect(
      sizesText([
        { articleNumber: '1', sizeLabel: null, recommendedPriceNok: 1 },
        { articleNumber: '2', sizeLabel: '5 l', recommendedPriceNok: 1 },
      ]),
    ).toBe('5 l');
  });
});
