import { parseNearbyQuery } from './nearby-query';

describe('parseNearbyQuery', () => {
  const parse = (q: string) => parseNearbyQuery(new URLSearchParams(q));

  it('accepts a 4-character postal code or a position', () => {
    expect(parse('postnummer=0150')).toEqual({ ok: true, query: { postnummer: '0150' } });
    expect(parse('postnummer=abcd')).toEqual({ ok: true, query: { postnummer: 'abcd' } });
    expect(parse('lat=59.9&lng=10.75')).toEqual({ ok: true, query: { lat: 59.9, lng: 10.75 } });
  });

  it('accepts a product and a category to narrow either search', () => {
    expect(parse('postnummer=5003&product=1030')).toEqual({ ok: true, query: { postnummer: '5003', product: '1030' } });
    expect(parse('lat=60.39&lng=5.32&category=L%C3%A6rpleie')).toEqual({ ok: true, query: { lat: 60.39, lng: 5.32, category: 'Lærpleie' } });
  });

  it.each([
    ['postnummer=015', 'Postnummeret må være 4 tegn (bokstaver eller siffer)'],
    ['postnummer=01500', 'Postnummeret må være 4 tegn (bokstaver eller siffer)'],
    ['postnummer=01%2F5', 'Postnummeret må være 4 tegn (bokstaver eller siffer)'],
    ['postnummer=0150&postnummer=0151', 'Hver parameter kan bare oppgis én gang'],
    ['postnummer=0150&x=1', 'Ukjent parameter i søket'],
    ['lat=91&lng=10', 'Ugyldig breddegrad'],
    ['lat=60&lng=-181', 'Ugyldig lengdegrad'],
    ['lat=abc&lng=10', 'Ugyldig breddegrad'],
    ['lat=60', 'Ugyldig lengdegrad'],
    ['', 'Oppgi et postnummer (4 tegn) eller en posisjon (lat og lng)'],
    ['postnummer=5003&product=', 'Produktet må være et artikkelnummer på 1–40 tegn, eller opptil 12 artikkelnumre skilt med komma'],
    [`postnummer=5003&product=${'1'.repeat(41)}`, 'Produktet må være et artikkelnummer på 1–40 tegn, eller opptil 12 artikkelnumre skilt med komma'],
    ['postnummer=5003&category=%20', 'Kategorien må være 1–80 tegn'],
    ['postnummer=5003&product=10%0010', 'Produktet må være et artikkelnummer på 1–40 tegn, eller opptil 12 artikkelnumre skilt med komma'],
    ['postnummer=5003&product=..%2F1010', 'Produktet må være et artikkelnummer på 1–40 tegn, eller opptil 12 artikkelnumre skilt med komma'],
    ['postnummer=5003&category=L%00r', 'Kategorien må være 1–80 tegn'],
    ['postnummer=5003&product=1030&product=1040', 'Hver parameter kan bare oppgis én gang'],
  ])('refuses %p', (q, message) => {
    expect(parse(q)).toEqual({ ok: false, message });
  });
});
