import { z } from 'zod';
import { fieldErrors } from './field-errors';

const schema = z.object({
  name: z.string().min(2, 'For kort'),
  tags: z.array(z.string().min(1, 'Tom')),
  rows: z.array(z.object({ gtin: z.string().length(8, 'Feil GTIN') })),
});

describe('fieldErrors', () => {
  it("names a list's field by its dotted path, a plain list's value by the list, a whole-form issue '_'", () => {
    const parsed = schema.safeParse({ name: 'a', tags: ['ok', ''], rows: [{ gtin: '12345670' }, { gtin: '1' }] });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({ name: ['For kort'], tags: ['Tom'], 'rows.1.gtin': ['Feil GTIN'] });
    const whole = z.string().safeParse(1);
    expect(Object.keys(fieldErrors(whole.error!))).toEqual(['_']);
  });
});
