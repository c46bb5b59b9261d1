import { isCleanLine, isCleanText, multiLine, queryText, singleLine, TEXT_MESSAGES } from './text';
import { productSchema } from '../admin/products/schema';
import { dealerSchema } from '../admin/dealers/schema';
import { locationSchema } from '../admin/locations/schema';
import { documentSchema } from '../admin/documents/schema';
import { loginSchema } from '../auth/schema';
import { quizSubmissionSchema } from '../courses/schema';
import { fieldErrors } from '../http/field-errors';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('the one text rule', () => {
  it.each([
    ['U+0000', 'a\u0000b'],
    ['BEL', 'a\u0007b'],
    ['DEL', 'a\u007fb'],
    ['C1 (NEL)', 'a\u0085b'],
    ['lone high surrogate', 'a\ud800b'],
    ['lone low surrogate', 'a\udc00b'],
    ['reversed pair', 'a\udc00\ud800b'],
  ])('refuses %s in single- and multi-line text', (_, value) => {
    expect(isCleanLine(value)).toBe(false);
    expect(isCleanText(value)).toBe(false);
    expect(messages(singleLine({ max: 50 }).safeParse(value))).toEqual([TEXT_MESSAGES.badCharacters]);
    expect(messages(multiLine({ max: 50 }).safeParse(value))).toEqual([TEXT_MESSAGES.badCharacters]);
  });

  it.each([
    ['tab', 'a\tb'],
    ['line feed', 'a\nb'],
    ['CR LF', 'a\r\nb'],
    ['line separator', 'a\u2028b'],
  ])('takes %s only in multi-line text', (_, value) => {
    expect(singleLine({ max: 50 }).safeParse(value).success).toBe(false);
    expect(multiLine({ max: 50 }).safeParse(value).success).toBe(true);
  });

  it('keeps real text: letters, emoji (a surrogate pair), RTL and zero-width marks', () => {
    for (const value of ['Møbelpolish Æøå', 'Olje 🌲', 'שלום', 'a\u200bb', 'a\u200fb']) {
      expect(singleLine({ max: 50 }).parse(value)).toBe(value);
    }
  });

  it('trims, caps after trimming and applies the minimum', () => {
    expect(singleLine({ max: 5 }).parse('  abc  ')).toBe('abc');
    expect(messages(singleLine({ max: 5 }).safeParse('abcdef'))).toEqual([TEXT_MESSAGES.tooLong(5)]);
    expect(messages(singleLine({ max: 5, min: 2, message: 'For kort' }).safeParse('  a '))).toEqual(['For kort']);
    expect(singleLine({ max: 10, keepSpaces: true }).parse(' a b ')).toBe(' a b ');
  });

  it('answers the field message for a missing value and the text message for another type', () => {
    const rule = singleLine({ max: 10, requiredMessage: 'Mangler' });
    expect(messages(rule.safeParse(undefined))).toEqual(['Mangler']);
    expect(messages(rule.safeParse(42))).toEqual([TEXT_MESSAGES.notText]);
  });

  it('reads query parameters: absent or blank → undefined, bad → null', () => {
    const params = new URLSearchParams('q=%00&category=+Olje+&empty=&long=' + 'x'.repeat(201));
    expect(queryText(params, 'q')).toBeNull();
    expect(queryText(params, 'category')).toBe('Olje');
    expect(queryText(params, 'empty')).toBeUndefined();
    expect(queryText(params, 'missing')).toBeUndefined();
    expect(queryText(params, 'long')).toBeNull();
  });
});

describe('every schema uses it', () => {
  const bad = 'a\u0000b';
  const errorFields = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, input: unknown) => {
    const r = schema.safeParse(input);
    return r.success ? {} : fieldErrors(r.error as never);
  };

  it('admin products: name, category, texts, highlights, sizes, retailer links', () => {
    const product = { name: 'Olje', category: 'Treolje', imageUrl: 'https://cdn.example/a.jpg', variants: [{ articleNumber: 'A-1' }] };
    for (const field of ['name', 'category', 'highlightText', 'highlightDescription', 'description', 'instructions', 'youtubeUrl', 'imageUrl']) {
      expect(
        Object.keys(errorFields(productSchema, { ...product, [field]: field === 'youtubeUrl' || field === 'imageUrl' ? `https://x.example/${bad}` : bad })),
      ).toEqual([field]);
    }
    expect(Object.keys(errorFields(productSchema, { ...product, retailerLinks: [{ retailerId: 1, productUrl: `https://x.example/${bad}` }] }))).toEqual([
      'retailerLinks.0.productUrl',
    ]);
    for (const field of ['articleNumber', 'sizeLabel', 'imageUrl']) {
      const variant = { articleNumber: 'A-1', [field]: field === 'imageUrl' ? `https://x.example/${bad}` : bad };
      expect(Object.keys(errorFields(productSchema, { ...product, variants: [variant] }))).toEqual([`variants.0.${field}`]);
    }
    expect(productSchema.safeParse({ ...product, description: '<p>Linje 1</p>\n\t<p>Linje 2</p>' }).success).toBe(true);
  });

  it('dealers, locations, documents, sign-in', () => {
    const dealer = { email: 'a@b.no', name: 'Kari', company: 'Firma AS' };
    for (const field of ['name', 'company']) expect(Object.keys(errorFields(dealerSchema, { ...dealer, [field]: `${bad}xxxxxxxx` }))).toEqual([field]);
    expect(Object.keys(errorFields(loginSchema, { email: `a${bad}@b.no`, password: 'passord-123' }))).toEqual(['email']);
    expect(Object.keys(errorFields(loginSchema, { email: 'a@b.no', password: `${bad}xxxxxxxx` }))).toEqual(['password']);
    const location = { id: 'd1', name: 'Butikk', address: 'Vei 1', lat: null, lng: null };
    for (const field of ['name', 'address', 'id']) expect(Object.keys(errorFields(locationSchema, { ...location, [field]: bad }))).toEqual([field]);
    expect(Object.keys(errorFields(locationSchema, { ...location, id: 'bad/id ../x?' }))).toEqual(['id']);
    expect(Object.keys(errorFields(documentSchema, { kind: 'MARKETING', title: 'T', description: bad }))).toEqual(['description']);
    expect(documentSchema.safeParse({ kind: 'MARKETING', title: 'T', description: 'Linje 1\nLinje 2' }).success).toBe(true);
    expect(Object.keys(errorFields(documentSchema, { kind: 'MARKETING', title: bad }))).toEqual(['title']);
  });

  it('quiz answers: U+0000 or a lone surrogate in a multiple-choice answer is refused', () => {
    expect(quizSubmissionSchema.safeParse({ moduleId: 1, answers: { '1': 'a\u0000' } }).success).toBe(false);
    expect(quizSubmissionSchema.safeParse({ moduleId: 1, answers: { '1': '\ud800' } }).success).toBe(false);
    expect(quizSubmissionSchema.safeParse({ moduleId: 1, answers: { '1': ['b', '\ud800'] } }).success).toBe(false);
    expect(quizSubmissionSchema.safeParse({ moduleId: 1, answers: { '1': 'b', '2': true, '3': ['a', 2] } }).success).toBe(true);
  });
});
