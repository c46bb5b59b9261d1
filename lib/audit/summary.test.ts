import { bounded, changeSummary, cleanText, MAX_SUMMARY_LENGTH, tidySummary } from './summary';

describe('changeSummary', () => {
  it('lists every given field with a short value, and never a password or hash value', () => {
    expect(changeSummary({ name: 'Ny olje', isActive: false, price: 199, password: 'hemmelig-1', passwordHash: '$argon2id$x', note: undefined })).toBe(
      'name: «Ny olje»; isActive: nei; price: 199; password: endret; passwordHash: endret',
    );
    expect(changeSummary({ password: '' })).toBe('');
    expect(changeSummary({ pin: '1234' }, { secrets: ['pin'] })).toBe('pin: endret');
  });

  it('with the object as it was, lists only the fields that differ (null, empty and decimals alike)', () => {
    const before = { name: 'Olje', category: 'Treolje', price: { toNumber: () => 199 }, description: null, links: [{ id: 1 }] };
    expect(changeSummary({ name: 'Olje', category: 'Voks', price: 199, description: '', links: [{ id: 1 }] }, { before })).toBe('category: «Voks»');
    expect(changeSummary({ links: [{ id: 2 }, { id: 3 }] }, { before })).toBe('links: 2 stk');
    expect(changeSummary({ links: [{ id: 3 }, { id: 2 }] }, { before: { links: [{ id: 2 }, { id: 3 }] } })).toBe('');
    expect(changeSummary({ description: null }, { before: { description: '<p>x</p>' } })).toBe('description: tom');
  });

  it('drops HTML, control characters and lone surrogates, cuts long values and bounds the whole', () => {
    expect(changeSummary({ description: '<p>Gir\u0000 <b>glans</b>\n\ud800</p>' })).toBe('description: «Gir glans»');
    const long = changeSummary({ name: 'x'.repeat(500) });
    expect(long).toBe(`name: «${'x'.repeat(59)}…»`);
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`field${i}`, 'y'.repeat(100)]));
    expect(Array.from(changeSummary(many))).toHaveLength(MAX_SUMMARY_LENGTH);
    expect(cleanText('a\u200b\tb')).toBe('a\u200b b');
    expect(bounded('😀😀😀', 2)).toBe('😀…');
  });

  it('leaves no space before a comma or stop where a tag stood (the Logg tab shows it)', () => {
    expect(changeSummary({ street: '<p><strong>Nordisk Pleie AS</strong>, Storgata 1 (<em>2. etg</em>).</p>' })).toBe(
      'street: «Nordisk Pleie AS, Storgata 1 (2. etg).»',
    );
    expect(tidySummary('html: «Firma AS , Oslo ( sentrum ) .»')).toBe('html: «Firma AS, Oslo (sentrum).»');
  });
});
