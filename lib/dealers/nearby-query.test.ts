import { parseNearbyQuery } from './nearby-query';

describe('parseNearbyQuery', () => {
  const parse = (q: string) => parseNearbyQuery(new URLSearchParams(q));

  it('accepts a 4-character postal code or a position', () => {
    expect(parse('postnummer=0150')).toEqual({ ok: true, query: { postnummer: '0150' } });
    expect(parse('postnummer=abcd')).toEqual({ ok: true, query: { postnummer: 'abcd' } });
    expect(parse('lat=59.9&lng=10.75')).toEqual({ ok: true, query: { lat: 59.9, lng: 10.75 } });
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
  ])('refuses %p', (q, message) => {
    expect(parse(q)).toEqual({ ok: false, message });
  });
});
