import { GTIN_MESSAGES } from '../../catalogue/gtin';
import { productSchema, productUpdateSchema } from './schema';

const BASE = { articleNumber: '1010', name: 'Møbelpolish', category: 'Møbelpolish', imageUrl: '/media/products/1010.jpg' };

describe('product schema: GTIN', () => {
  it('is optional; blank clears it; spaces between digits are dropped', () => {
    expect(productSchema.parse(BASE).gtin).toBeUndefined();
    expect(productSchema.parse({ ...BASE, gtin: '  ' }).gtin).toBeNull();
    expect(productSchema.parse({ ...BASE, gtin: null }).gtin).toBeNull();
    expect(productSchema.parse({ ...BASE, gtin: '7 038010 009457' }).gtin).toBe('7038010009457');
    expect(productUpdateSchema.parse({ gtin: '96385074' }).gtin).toBe('96385074');
  });

  it('refuses a wrong check digit or length with the Norwegian message', () => {
    const wrong = productSchema.safeParse({ ...BASE, gtin: '7038010009458' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues).toEqual([expect.objectContaining({ path: ['gtin'], message: GTIN_MESSAGES.checkDigit })]);
    const short = productUpdateSchema.safeParse({ gtin: '12345' });
    expect(short.error?.issues[0].message).toBe(GTIN_MESSAGES.format);
    expect(productUpdateSchema.safeParse({ gtin: 7038010009457 }).success).toBe(false);
  });
});
