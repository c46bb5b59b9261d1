import { storeSchema } from './store-schema';

const week = () => Array.from({ length: 7 }, (_, i) => ({ closed: i === 6, periods: [{ opens: '09:00', closes: '17:00' }] }));

describe('storeSchema', () => {
  const base = { weeklyHours: week(), specialDays: [], categories: [], products: '' };

  it('empties phone and website to null and puts https:// before a bare address', () => {
    expect(storeSchema.parse({ ...base, phoneNumber: ' ', website: '' })).toMatchObject({ phoneNumber: null, website: null, products: [] });
    expect(storeSchema.parse({ ...base, phoneNumber: '+47  22 33 44 55', website: 'butikken.no/om' })).toMatchObject({
      phoneNumber: '+47 22 33 44 55',
      website: 'https://butikken.no/om',
    });
  });

  it('stores a website whose host mixes scripts in Punycode, an all-Latin one as typed', () => {
    // A Cyrillic 'а' (U+0430) in 'apple', a Greek 'ο' (U+03BF) in 'google'.
    expect(storeSchema.parse({ ...base, phoneNumber: null, website: 'https://\u0430pple.com' }).website).toBe('https://xn--pple-43d.com/');
    expect(storeSchema.parse({ ...base, phoneNumber: null, website: 'g\u03bfogle.com/butikk' }).website).toMatch(/^https:\/\/xn--[a-z0-9-]+\.com\/butikk$/);
    expect(storeSchema.parse({ ...base, phoneNumber: null, website: 'blåbær.no' }).website).toBe('https://blåbær.no');
  });

  it('refuses a phone with letters, and a website that is not an http(s) address', () => {
    for (const website of ['javascript:alert(1)', 'ftp://butikken.no', 'https://localhost', 'https://user:pw@butikken.no', 'ikke en adresse']) {
      expect(storeSchema.safeParse({ ...base, phoneNumber: null, website }).success).toBe(false);
    }
    expect(storeSchema.safeParse({ ...base, phoneNumber: 'ring meg', website: null }).success).toBe(false);
  });

  it('checks what the store carries by the location form’s own rules', () => {
    expect(storeSchema.parse({ ...base, phoneNumber: null, website: null, categories: ['Lærpleie', 'Lærpleie'], products: '1010, 3020' })).toMatchObject({
      categories: ['Lærpleie'],
      products: ['1010', '3020'],
    });
    expect(storeSchema.safeParse({ ...base, phoneNumber: null, website: null, products: 'ikke et nummer!' }).success).toBe(false);
  });
});
