import { GTIN_MESSAGES } from '../../catalogue/gtin';
import { fieldErrors } from '../../http/field-errors';
import { MAX_VARIANTS, PRODUCT_MESSAGES, productSchema, productUpdateSchema, variantSchema } from './schema';

const BASE = { name: 'Møbelpolish', category: 'Møbelpolish', imageUrl: '/media/products/1010.jpg' };
const size = (articleNumber: string, extra: Record<string, unknown> = {}) => ({ articleNumber, ...extra });
const product = (...variants: unknown[]) => ({ ...BASE, variants });
const errorsOf = (input: unknown, schema: typeof productSchema | typeof productUpdateSchema = productSchema) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('product schema: GTIN of a size', () => {
  it('is optional; blank clears it; spaces between digits are dropped', () => {
    expect(productSchema.parse(product(size('1010'))).variants[0].gtin).toBeUndefined();
    expect(productSchema.parse(product(size('1010', { gtin: '  ' }))).variants[0].gtin).toBeNull();
    expect(productSchema.parse(product(size('1010', { gtin: null }))).variants[0].gtin).toBeNull();
    expect(productSchema.parse(product(size('1010', { gtin: '7 038010 009457' }))).variants[0].gtin).toBe('7038010009457');
    expect(productUpdateSchema.parse({ variants: [size('1010', { gtin: '96385074' })] }).variants?.[0].gtin).toBe('96385074');
  });

  it('refuses a wrong check digit or length with the Norwegian message, on that size', () => {
    const wrong = productSchema.safeParse(product(size('1010', { gtin: '7038010009457' }), size('1011', { gtin: '7038010009458' })));
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues).toEqual([
      expect.objectContaining({ path: ['variants', 1, 'gtin'], message: GTIN_MESSAGES.checkDigit }),
      // Two sizes need their labels (below); the GTIN issue is the one on the field.
      expect.objectContaining({ path: ['variants', 0, 'sizeLabel'] }),
      expect.objectContaining({ path: ['variants', 1, 'sizeLabel'] }),
    ]);
    expect(errorsOf({ variants: [size('1010', { gtin: '12345' })] }, productUpdateSchema)).toEqual({ 'variants.0.gtin': [GTIN_MESSAGES.format] });
    expect(variantSchema.safeParse(size('1010', { gtin: 7038010009457 })).success).toBe(false);
  });
});

describe('product schema: sizes', () => {
  it('reads a product with three sizes in their order, prices with a comma or a point', () => {
    const parsed = productSchema.parse(
      product(
        size('2010', { sizeLabel: '250 ml', recommendedPriceNok: '149,50', gtin: '7038010009457' }),
        size('2011', { sizeLabel: '500 ml', recommendedPriceNok: '249.00', imageUrl: '/media/products/2011.jpg' }),
        size('2012', { sizeLabel: '1 l', recommendedPriceNok: '', imageUrl: '' }),
      ),
    );
    expect(parsed.variants).toEqual([
      { articleNumber: '2010', sizeLabel: '250 ml', recommendedPriceNok: 149.5, gtin: '7038010009457' },
      { articleNumber: '2011', sizeLabel: '500 ml', recommendedPriceNok: 249, imageUrl: '/media/products/2011.jpg' },
      { articleNumber: '2012', sizeLabel: '1 l', recommendedPriceNok: null, imageUrl: null },
    ]);
  });

  it('needs 1 to 20 sizes', () => {
    expect(errorsOf(product())).toEqual({ variants: [PRODUCT_MESSAGES.variantsMin] });
    expect(errorsOf({ ...BASE })).toHaveProperty('variants');
    const many = Array.from({ length: MAX_VARIANTS + 1 }, (_, i) => size(`30${String(i).padStart(2, '0')}`, { sizeLabel: `${i} l` }));
    expect(errorsOf(product(...many))).toEqual({ variants: [PRODUCT_MESSAGES.variantsMax] });
    expect(productSchema.safeParse(product(...many.slice(0, MAX_VARIANTS))).success).toBe(true);
    expect(errorsOf({ ...BASE, variants: 'alle' })).toHaveProperty('variants');
  });

  it('a single size needs no label; several do, each answered on its own row', () => {
    expect(productSchema.safeParse(product(size('1010'))).success).toBe(true);
    expect(errorsOf(product(size('1010', { sizeLabel: '250 ml' }), size('1011', { sizeLabel: ' ' })))).toEqual({
      'variants.1.sizeLabel': [PRODUCT_MESSAGES.sizeRequired],
    });
    expect(errorsOf(product(size('1010', { sizeLabel: 'x'.repeat(41) })))).toEqual({ 'variants.0.sizeLabel': [PRODUCT_MESSAGES.sizeLabel] });
  });

  it('answers an article number or a GTIN given twice on the row that repeats it', () => {
    expect(errorsOf(product(size('1010', { sizeLabel: 'a' }), size('1011', { sizeLabel: 'b' }), size('1010', { sizeLabel: 'c' })))).toEqual({
      'variants.2.articleNumber': [PRODUCT_MESSAGES.variantDuplicate],
    });
    // Article numbers are compared without case ('a-1' and 'A-1' would be one product to a visitor).
    expect(errorsOf(product(size('A-1', { sizeLabel: 'a' }), size('a-1', { sizeLabel: 'b' })))).toEqual({
      'variants.1.articleNumber': [PRODUCT_MESSAGES.variantDuplicate],
    });
    expect(errorsOf(product(size('1010', { sizeLabel: 'a', gtin: '7038010009457' }), size('1011', { sizeLabel: 'b', gtin: '7038010 009457' })))).toEqual({
      'variants.1.gtin': [PRODUCT_MESSAGES.variantGtinDuplicate],
    });
    // Blank GTINs never repeat.
    expect(productSchema.safeParse(product(size('1010', { sizeLabel: 'a', gtin: '' }), size('1011', { sizeLabel: 'b', gtin: '' }))).success).toBe(true);
  });

  it("checks each size's article number, price and image like the product's", () => {
    expect(errorsOf(product(size('')))).toEqual({ 'variants.0.articleNumber': [PRODUCT_MESSAGES.articleNumber] });
    expect(errorsOf(product(size('../x')))).toEqual({ 'variants.0.articleNumber': [PRODUCT_MESSAGES.articleNumber] });
    expect(errorsOf(product(size('1010', { recommendedPriceNok: '-5' })))).toEqual({ 'variants.0.recommendedPriceNok': [PRODUCT_MESSAGES.price] });
    expect(errorsOf(product(size('1010', { recommendedPriceNok: 'gratis' })))).toEqual({ 'variants.0.recommendedPriceNok': [PRODUCT_MESSAGES.price] });
    // Only plain decimal text with at most two decimals (no '0x10', '1e3', 'Infinity'); spaces alone clear it.
    for (const bad of ['0x10', '1e3', 'Infinity', '1,2,3', '149,999', '1 000', '-0,5', '10000000']) {
      expect(errorsOf(product(size('1010', { recommendedPriceNok: bad })))).toEqual({ 'variants.0.recommendedPriceNok': [PRODUCT_MESSAGES.price] });
    }
    for (const bad of [149.999, Number.NaN, true, {}, []])
      expect(errorsOf(product(size('1010', { recommendedPriceNok: bad })))).toHaveProperty(['variants.0.recommendedPriceNok']);
    expect(productSchema.parse(product(size('1010', { recommendedPriceNok: '   ' }))).variants[0].recommendedPriceNok).toBeNull();
    expect(productSchema.parse(product(size('1010', { recommendedPriceNok: ' 0,29 ' }))).variants[0].recommendedPriceNok).toBe(0.29);
    expect(productSchema.parse(product(size('1010', { recommendedPriceNok: 1_000_000 }))).variants[0].recommendedPriceNok).toBe(1_000_000);
    expect(errorsOf(product(size('1010', { imageUrl: 'javascript:alert(1)' })))).toEqual({ 'variants.0.imageUrl': [PRODUCT_MESSAGES.imageUrl] });
    expect(errorsOf(product('1010'))).toHaveProperty('variants.0');
  });

  it('drops fields the schema does not know (the product has no article number of its own to send)', () => {
    const parsed = productUpdateSchema.parse({ articleNumber: 'B-1', gtin: '7038010009457', name: 'Ny' });
    expect(parsed).toEqual({ name: 'Ny' });
  });
});
