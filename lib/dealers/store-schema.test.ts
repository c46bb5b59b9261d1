import { hoursFromLines, storeSchema, weekHoursSchema, type DayHours } from './store-schema';

const open = (opens: string, closes: string): DayHours => ({ closed: false, opens, closes });
const closed: DayHours = { closed: true, opens: '', closes: '' };
const week = (days: Partial<Record<number, DayHours>> = {}) => Array.from({ length: 7 }, (_, i) => days[i] ?? (i === 6 ? closed : open('09:00', '17:00')));

describe('opening hours', () => {
  it('turns seven rows into the lines the finder shows, as a Places lookup writes them', () => {
    expect(weekHoursSchema.parse(week({ 5: open('10:00', '15:00') }))).toEqual([
      'mandag: 09:00–17:00',
      'tirsdag: 09:00–17:00',
      'onsdag: 09:00–17:00',
      'torsdag: 09:00–17:00',
      'fredag: 09:00–17:00',
      'lørdag: 10:00–15:00',
      'søndag: Stengt',
    ]);
  });

  it('reads stored lines back into rows, leaving days it cannot read empty', () => {
    const lines = [
      'mandag: 9:00–17:00',
      'tirsdag: 09.00-17.30',
      'onsdag: 10:00–14:00, 15:00–18:00',
      'Torsdag: Stengt',
      'mandag–fredag: 08:00–16:00',
      'søndag: stengt',
    ];
    const rows = hoursFromLines(lines);
    expect(rows[0]).toEqual(open('09:00', '17:00'));
    expect(rows[1]).toEqual(open('09:00', '17:30'));
    expect(rows[2]).toEqual(open('', ''));
    expect(rows[3]).toEqual(closed);
    expect(rows[4]).toEqual(open('', ''));
    expect(rows[6]).toEqual(closed);
    // Round trip: what the form writes, it reads back unchanged.
    const written = weekHoursSchema.parse(week());
    expect(hoursFromLines(written)).toEqual(week());
  });

  it('needs both times on an open day, closing after opening, and all seven days', () => {
    const result = weekHoursSchema.safeParse(week({ 0: open('17:00', '09:00'), 1: open('', '17:00'), 2: open('25:00', '26:00') }));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.closes', 'Stengetiden må være etter åpningstiden'],
      ['1.opens', 'Fyll ut åpner og stenger (tt:mm), eller kryss av for Stengt'],
      ['2.opens', 'Fyll ut åpner og stenger (tt:mm), eller kryss av for Stengt'],
      ['2.closes', 'Fyll ut åpner og stenger (tt:mm), eller kryss av for Stengt'],
    ]);
    expect(weekHoursSchema.safeParse(week().slice(0, 6)).success).toBe(false);
    // A closed day's times are not needed (a disabled time input sends nothing).
    expect(weekHoursSchema.parse(week({ 3: { closed: true } as DayHours }))[3]).toBe('torsdag: Stengt');
  });
});

describe('storeSchema', () => {
  const base = { openingHours: week(), categories: [], products: '' };

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
