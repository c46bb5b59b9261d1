import {
  EMPTY_LIST_TEXT,
  filterDealers,
  foundToast,
  listHeading,
  needsDetails,
  parseNearbyQuery,
  statusToast,
} from './finder';

const dealers = [
  { name: 'Fagmøbler Lillehammer', address: 'Storgata 1, 2615 Lillehammer' },
  { name: 'Fagmobler Hamar', address: 'Torggata 2, 2317 Hamar' },
  { name: 'Fargerike Bergen', address: 'Fagerlia 3, 5003 Bergen' },
  { name: 'Grensen Fargehandel as', address: 'Grensen 8, 0159 Oslo' },
];

describe('filterDealers', () => {
  it('keeps everything for a blank filter', () => {
    expect(filterDealers(dealers, '   ')).toHaveLength(4);
  });

  it('matches name or address, case-insensitively', () => {
    expect(filterDealers(dealers, 'OSLO').map((d) => d.name)).toEqual(['Grensen Fargehandel as']);
    expect(filterDealers(dealers, 'bergen').map((d) => d.name)).toEqual(['Fargerike Bergen']);
    expect(filterDealers(dealers, 'farge').map((d) => d.name)).toEqual(['Fargerike Bergen', 'Grensen Fargehandel as']);
  });

  it.each(['fag', 'fagm', 'fagmø', 'fagmob', 'fagmøb', 'FAG', ' Fagm '])('treats %p as the Fagmøbler chain only', (text) => {
    expect(filterDealers(dealers, text).map((d) => d.name)).toEqual(['Fagmøbler Lillehammer', 'Fagmobler Hamar']);
  });

  it('uses the normal rule for other texts starting with fag', () => {
    // 'fage' is no chain prefix: the address 'Fagerlia' matches.
    expect(filterDealers(dealers, 'fage').map((d) => d.name)).toEqual(['Fargerike Bergen']);
    expect(filterDealers(dealers, 'fagmøbler').map((d) => d.name)).toEqual(['Fagmøbler Lillehammer']);
  });

  it('copes with very long input', () => {
    expect(filterDealers(dealers, 'x'.repeat(100_000))).toEqual([]);
  });
});

describe('listHeading', () => {
  it('follows the documented order: nearby, then search results, then all', () => {
    expect(listHeading({ nearby: true, filter: '', count: 7 })).toBe('Forhandlere i nærheten (7)');
    expect(listHeading({ nearby: true, filter: 'oslo', count: 2 })).toBe('Forhandlere i nærheten (2)');
    expect(listHeading({ nearby: false, filter: 'oslo', count: 2 })).toBe('Søkeresultater (2)');
    expect(listHeading({ nearby: false, filter: ' ', count: 112 })).toBe('Alle forhandlere (112)');
    expect(EMPTY_LIST_TEXT).toBe('Ingen forhandlere funnet. Prøv et annet søk.');
  });
});

describe('toasts', () => {
  it('has the documented texts', () => {
    expect(foundToast(3)).toEqual({ title: 'Forhandlere funnet', description: 'Fant 3 forhandler(e) i nærheten', variant: 'default' });
    expect(statusToast('unknown-postal-code')).toMatchObject({ title: 'Ukjent postnummer', description: 'Kunne ikke finne koordinater for dette postnummeret' });
    expect(statusToast('none-in-range')).toMatchObject({ title: 'Ingen forhandlere funnet', description: 'Fant ingen forhandlere innen 100 km fra dette postnummeret' });
    expect(statusToast('no-coordinates')).toMatchObject({ title: 'Ingen data tilgjengelig', description: 'Vi kunne ikke finne koordinater for forhandlere.' });
    expect(statusToast('none-in-range', true).description).toContain('posisjonen din');
  });
});

describe('needsDetails', () => {
  it('asks for details when hours, phone or website are missing', () => {
    expect(needsDetails({ openingHours: [], phoneNumber: '1', website: 'https://a.no' })).toBe(true);
    expect(needsDetails({ openingHours: ['Mandag: 9–17'], phoneNumber: null, website: 'https://a.no' })).toBe(true);
    expect(needsDetails({ openingHours: ['Mandag: 9–17'], phoneNumber: '1', website: 'https://a.no' })).toBe(false);
  });
});

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
