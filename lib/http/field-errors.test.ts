import { z } from 'zod';
import { fieldErrors, fieldPath } from './field-errors';

describe('fieldErrors', () => {
  it('names a row field of a list by its dotted path, as react-hook-form registers it', () => {
    expect(fieldPath(['variants', 1, 'gtin'])).toBe('variants.1.gtin');
    expect(fieldPath(['retailerLinks', 0, 'productUrl'])).toBe('retailerLinks.0.productUrl');
    expect(fieldPath(['name'])).toBe('name');
    expect(fieldPath([])).toBe('_');
  });

  it("answers a plain list item's issue on the list (a checkbox group is one field)", () => {
    expect(fieldPath(['productInterest', 0])).toBe('productInterest');
    expect(fieldPath(['matrix', 2, 3])).toBe('matrix');
    expect(fieldPath([0])).toBe('0');
  });

  it('collects the messages per field, each once', () => {
    const schema = z.object({
      tags: z.array(z.enum(['a', 'b'], { error: 'Ukjent' })),
      rows: z.array(z.object({ code: z.string().min(2, 'Kort') })),
    });
    const parsed = schema.safeParse({ tags: ['x', 'y'], rows: [{ code: 'ok' }, { code: '1' }] });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({ tags: ['Ukjent'], 'rows.1.code': ['Kort'] });
  });
});
