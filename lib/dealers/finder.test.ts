import {
  FINDER_PAGE_SIZE,
  MAX_FILTER_LENGTH,
  finderListHref,
  pageCountOf,
  pageOf,
  parsePage,
  parseText,
  textMatch,
  assortmentQuery,
  assortmentPageQuery,
  carries,
  carriesAll,
  assortmentLabel,
  parseProductList,
  productsFinderHref,
  MAX_FILTER_PRODUCTS,
  finderHref,
  productFinderHref,
  EMPTY_LIST_TEXT,
  FINDER_TOASTS,
  filterDealers,
  foundToast,
  listHeading,
  messageOutcome,
  needsDetails,
  planFinderSearch,
  searchOutcome,
  statusToast,
  type AssortmentFilter,
} from './finder';
import { POSTAL_MESSAGES } from './postal-code';

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
    expect(statusToast('unknown-postal-code')).toMatchObject({
      title: 'Ukjent postnummer',
      description: 'Kunne ikke finne koordinater for dette postnummeret',
    });
    expect(statusToast('none-in-range')).toMatchObject({
      title: 'Ingen forhandlere funnet',
      description: 'Fant ingen forhandlere innen 100 km fra dette postnummeret',
    });
    expect(statusToast('no-coordinates')).toMatchObject({ title: 'Ingen data tilgjengelig', description: 'Vi kunne ikke finne koordinater for forhandlere.' });
    expect(statusToast('none-in-range', true).description).toContain('posisjonen din');
  });
});

describe('needsDetails', () => {
  it('asks for details when hours, phone or website are missing', () => {
    const week = Array.from({ length: 7 }, () => [{ opens: '09:00', closes: '17:00' }]);
    expect(needsDetails({ weeklyHours: null, phoneNumber: '1', website: 'https://a.no' })).toBe(true);
    expect(needsDetails({ weeklyHours: week, phoneNumber: null, website: 'https://a.no' })).toBe(true);
    expect(needsDetails({ weeklyHours: week, phoneNumber: '1', website: 'https://a.no' })).toBe(false);
  });
});

describe('planFinderSearch (the server answers ?postnummer=)', () => {
  const invalidInUrl = { ...POSTAL_MESSAGES.invalidInUrl, variant: 'destructive' };
  const invalidTyped = { ...POSTAL_MESSAGES.invalid, variant: 'destructive' };

  it('plans nothing without a postal code, or with an empty one from a link', () => {
    expect(planFinderSearch({})).toEqual({ kind: 'none' });
    expect(planFinderSearch({ postnummer: '' })).toEqual({ kind: 'none' });
    expect(planFinderSearch({ annet: 'x' })).toEqual({ kind: 'none' });
  });

  it('searches for 4 digits from a link or the form', () => {
    expect(planFinderSearch({ postnummer: '5003' })).toEqual({ kind: 'search', postnummer: '5003', code: '5003' });
    expect(planFinderSearch({ postnummer: ' 5003 ', kilde: 'skjema' })).toEqual({ kind: 'search', postnummer: '5003', code: '5003' });
  });

  it.each([['12'], ['70a0'], ['abcd'], ['50031'], [' 5003']])('answers the link ?postnummer=%p with the URL message', (code) => {
    expect(planFinderSearch({ postnummer: code })).toEqual({ kind: 'message', postnummer: code.trim().slice(0, 4), message: invalidInUrl });
  });

  it('answers a repeated postnummer in a link with the URL message', () => {
    expect(planFinderSearch({ postnummer: ['5003', '0150'] })).toMatchObject({ kind: 'message', postnummer: '5003', message: invalidInUrl });
  });

  it('follows the typed-search rule for the form: the length first, then what the server accepts', () => {
    expect(planFinderSearch({ postnummer: '12', kilde: 'skjema' })).toEqual({ kind: 'message', postnummer: '12', message: invalidTyped });
    expect(planFinderSearch({ postnummer: '', kilde: 'skjema' })).toEqual({ kind: 'message', postnummer: '', message: invalidTyped });
    expect(planFinderSearch({ kilde: 'skjema' })).toEqual({ kind: 'message', postnummer: '', message: invalidTyped });
    // Letters reach the search (which cannot place them: 'Ukjent postnummer'), as with JavaScript.
    expect(planFinderSearch({ postnummer: 'abcd', kilde: 'skjema' })).toEqual({ kind: 'search', postnummer: 'abcd', code: 'abcd' });
    // Four characters the search API refuses: 'Ukjent postnummer', as the finder shows any refused query.
    expect(planFinderSearch({ postnummer: '50-3', kilde: 'skjema' })).toEqual({
      kind: 'message',
      postnummer: '50-3',
      message: FINDER_TOASTS.unknownPostalCode,
    });
  });
});

describe('searchOutcome (the message a server-answered search shows)', () => {
  const dealer = {
    id: 'd1',
    slug: 'a-bergen',
    name: 'A',
    address: 'Gate 1, 5003 Bergen',
    lat: 60.39,
    lng: 5.32,
    formattedAddress: null,
    phoneNumber: null,
    website: null,
    weeklyHours: null,
    specialDays: [],
    distanceKm: 1.2,
  };

  it('keeps the nearby result and says how many were found', () => {
    const place = { label: '5003 Bergen', name: 'Bergen', href: '/forhandlere/sted/bergen' };
    const result = { status: 'ok' as const, centre: { lat: 60.39, lng: 5.32 }, dealers: [dealer], total: 1, place };
    expect(searchOutcome('5003', result)).toEqual({ postnummer: '5003', result, message: foundToast(1) });
  });

  it.each([
    ['unknown-postal-code', FINDER_TOASTS.unknownPostalCode],
    ['none-in-range', FINDER_TOASTS.noneInRange],
    ['no-coordinates', FINDER_TOASTS.noCoordinates],
  ] as const)('maps %p to its message and shows the full list', (status, message) => {
    expect(searchOutcome('9170', { status, centre: null, dealers: [], total: 0, place: null })).toEqual({ postnummer: '9170', result: null, message });
  });

  it('answers a failed search with the failure message', () => {
    expect(searchOutcome('5003', null)).toEqual({ postnummer: '5003', result: null, message: FINDER_TOASTS.failure });
  });

  it('turns a planned message into an outcome', () => {
    const plan = planFinderSearch({ postnummer: '12' });
    if (plan.kind !== 'message') throw new Error('expected a message');
    expect(messageOutcome(plan)).toEqual({ postnummer: '12', result: null, message: plan.message });
  });
});

describe('what a dealer carries', () => {
  const product: AssortmentFilter = {
    kind: 'product',
    articleNumber: '1010',
    name: 'Møbelpolish Klassisk',
    category: 'Møbelpolish',
    articleNumbers: ['1010', '1020'],
  };
  const category: AssortmentFilter = { kind: 'category', category: 'Lærpleie' };

  it('lists nothing: everything; else the category, or for a product the product (any of its sizes)', () => {
    const stocks = (categories: string[], products: string[] = []) => ({ categories, products });
    expect(carries(stocks([]), category)).toBe(true);
    expect(carries(stocks([]), product)).toBe(true);
    expect(carries(stocks(['Lærpleie']), category)).toBe(true);
    expect(carries(stocks(['Lærpleie']), product)).toBe(false);
    expect(carries(stocks(['Møbelpolish']), product)).toBe(true);
    // One product (a size's number counts for its product) carries that product, not its category.
    expect(carries(stocks([], ['1020']), product)).toBe(true);
    expect(carries(stocks(['Lærpleie'], ['1010']), product)).toBe(true);
    expect(carries(stocks([], ['3010']), product)).toBe(false);
    expect(carries(stocks([], ['1010']), { kind: 'category', category: 'Møbelpolish' })).toBe(false);
  });

  it("names the filter in the heading: 'Forhandlere med {produkt} (n)'", () => {
    expect(listHeading({ nearby: true, filter: '', count: 3, carrying: product.name })).toBe('Forhandlere med Møbelpolish Klassisk (3)');
    expect(listHeading({ nearby: false, filter: '', count: 9, carrying: 'Lærpleie' })).toBe('Forhandlere med Lærpleie (9)');
    expect(listHeading({ nearby: true, filter: '', count: 3, carrying: null })).toBe('Forhandlere i nærheten (3)');
  });

  it('builds the page addresses and the search API query of a filter', () => {
    expect(productFinderHref('1030')).toBe('/forhandlere?produkt=1030');
    expect(finderHref(product, '5003')).toBe('/forhandlere?postnummer=5003&produkt=1010');
    expect(finderHref(category)).toBe('/forhandlere?kategori=L%C3%A6rpleie');
    expect(finderHref(null, '5003')).toBe('/forhandlere?postnummer=5003');
    expect(finderHref(null)).toBe('/forhandlere');
    expect(assortmentQuery(product)).toEqual({ product: '1010' });
    expect(assortmentQuery(category)).toEqual({ category: 'Lærpleie' });
    expect(assortmentQuery(null)).toEqual({});
  });

  it('says none carry it within 100 km, from a postal code or a position', () => {
    expect(statusToast('none-in-range', false, 'Lærpleie').description).toBe('Fant ingen forhandlere med Lærpleie innen 100 km fra dette postnummeret');
    expect(statusToast('none-in-range', true, 'Lærpleie').description).toBe('Fant ingen forhandlere med Lærpleie innen 100 km fra posisjonen din');
    expect(statusToast('unknown-postal-code', false, 'Lærpleie')).toBe(FINDER_TOASTS.unknownPostalCode);
  });
});

describe('textMatch', () => {
  it('is blank, the Fagmøbler chain, or a lower-case text (trimmed, at most 100 characters)', () => {
    expect(textMatch('  ')).toEqual({ kind: 'all' });
    expect(textMatch(' FagMø ')).toEqual({ kind: 'fag' });
    expect(textMatch('fagmøbl')).toEqual({ kind: 'contains', needle: 'fagmøbl' });
    expect(textMatch(' ØKERN ')).toEqual({ kind: 'contains', needle: 'økern' });
    expect(textMatch(`${'a'.repeat(MAX_FILTER_LENGTH)}bcd`)).toEqual({ kind: 'contains', needle: 'a'.repeat(MAX_FILTER_LENGTH) });
  });
});

describe('paging the finder list', () => {
  const list = Array.from({ length: 2 * FINDER_PAGE_SIZE + 3 }, (_, i) => ({
    id: `d${i}`,
    slug: `forhandler-${i}`,
    name: `Forhandler ${i}`,
    address: '',
    lat: null,
    lng: null,
    formattedAddress: null,
    phoneNumber: null,
    website: null,
    weeklyHours: null,
    specialDays: [],
  }));

  it('counts pages, at least one', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(1)).toBe(1);
    expect(pageCountOf(FINDER_PAGE_SIZE)).toBe(1);
    expect(pageCountOf(FINDER_PAGE_SIZE + 1)).toBe(2);
    expect(pageCountOf(10_000)).toBe(Math.ceil(10_000 / FINDER_PAGE_SIZE));
  });

  it('cuts a list into pages and clamps the page to the last one', () => {
    const first = pageOf(list, 1);
    expect(first).toMatchObject({ total: list.length, page: 1, pageCount: 3 });
    expect(first.dealers.map((d) => d.id)).toEqual(list.slice(0, FINDER_PAGE_SIZE).map((d) => d.id));
    const last = pageOf(list, 3);
    expect(last.dealers.map((d) => d.id)).toEqual(['d100', 'd101', 'd102']);
    expect(pageOf(list, 99)).toEqual(last);
    expect(pageOf(list, 0).page).toBe(1);
    expect(pageOf([], 5)).toEqual({ dealers: [], total: 0, page: 1, pageCount: 1 });
    // Every dealer is on exactly one page.
    const all = [1, 2, 3].flatMap((p) => pageOf(list, p).dealers.map((d) => d.id));
    expect(all).toEqual(list.map((d) => d.id));
  });

  it.each([
    [undefined, 1],
    ['2', 2],
    [' 3 ', 3],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['abc', 1],
    ['99999999', 1],
    [['2', '3'], 1],
  ])('reads ?side=%p as page %p', (value, page) => {
    expect(parsePage(value as string | string[] | undefined)).toBe(page);
  });

  it('reads ?q= as its first value, at most 100 characters', () => {
    expect(parseText(undefined)).toBe('');
    expect(parseText(['bergen', 'oslo'])).toBe('bergen');
    expect(parseText('x'.repeat(150))).toHaveLength(MAX_FILTER_LENGTH);
  });

  it('builds the GET links of the pager, keeping the postal code, the filter and the text', () => {
    expect(finderListHref(null, {})).toBe('/forhandlere');
    expect(finderListHref(null, { page: 1 })).toBe('/forhandlere');
    expect(finderListHref(null, { page: 2 })).toBe('/forhandlere?side=2');
    expect(finderListHref(null, { q: ' bergen ', page: 3 })).toBe('/forhandlere?q=bergen&side=3');
    expect(finderListHref({ kind: 'category', category: 'Lærpleie' }, { postnummer: '5003', q: 'nygård', page: 2 })).toBe(
      '/forhandlere?postnummer=5003&kategori=L%C3%A6rpleie&q=nyg%C3%A5rd&side=2',
    );
  });
});

describe('several products (the Produktveileder’s routine)', () => {
  const isNumber = (v: string) => /^[A-Za-z0-9][A-Za-z0-9.-]{0,39}$/.test(v);
  const teak = { articleNumber: '3010', name: 'Teakolje', category: 'Trepleie', articleNumbers: ['3010', '3020'] };
  const cleaner = { articleNumber: 'E-720', name: 'Teakrens', category: 'EDEN Hageprodukter', articleNumbers: ['E-720'] };
  const routine: AssortmentFilter = { kind: 'products', products: [cleaner, teak] };

  it('reads a comma-separated produkt value; a bad number or too many refuse the whole value', () => {
    expect(parseProductList('E-720,3010', isNumber)).toEqual(['E-720', '3010']);
    expect(parseProductList(' 3010 , 3010 ', isNumber)).toEqual(['3010']);
    expect(parseProductList('3010,,E-720', isNumber)).toBeNull();
    expect(parseProductList('3010,<b>', isNumber)).toBeNull();
    expect(parseProductList(Array.from({ length: MAX_FILTER_PRODUCTS + 1 }, (_, i) => `A${i}`).join(','), isNumber)).toBeNull();
    expect(parseProductList(Array.from({ length: MAX_FILTER_PRODUCTS }, (_, i) => `A${i}`).join(','), isNumber)).toHaveLength(MAX_FILTER_PRODUCTS);
  });

  it('carries any of them; carries all of them only when every one is listed (or everything is)', () => {
    expect(carries({ categories: [], products: ['E-720'] }, routine)).toBe(true);
    expect(carriesAll({ categories: [], products: ['E-720'] }, routine)).toBe(false);
    expect(carriesAll({ categories: ['Trepleie'], products: ['E-720'] }, routine)).toBe(true);
    expect(carriesAll({ categories: [], products: ['E-720', '3020'] }, routine)).toBe(true);
    expect(carriesAll({ categories: [], products: [] }, routine)).toBe(true);
    expect(carries({ categories: ['Lærpleie'], products: [] }, routine)).toBe(false);
  });

  it('keeps the filter in the finder’s addresses and the search API’s query, and names the products in the heading', () => {
    expect(productsFinderHref(['E-720', '3010'])).toBe('/forhandlere?produkt=E-720%2C3010');
    expect(finderListHref(routine, { postnummer: '5003', page: 2 })).toBe('/forhandlere?postnummer=5003&produkt=E-720%2C3010&side=2');
    expect(assortmentQuery(routine)).toEqual({ product: 'E-720,3010' });
    // The page's names, for the hidden fields of the finder's forms (a search without JavaScript keeps the filter).
    expect(assortmentPageQuery(routine)).toEqual({ produkt: 'E-720,3010' });
    expect(assortmentPageQuery({ kind: 'category', category: 'Lærpleie' })).toEqual({ kategori: 'Lærpleie' });
    expect(assortmentPageQuery(null)).toEqual({});
    expect(assortmentLabel(routine)).toBe('Teakrens eller Teakolje');
    expect(listHeading({ nearby: false, filter: '', count: 3, carrying: assortmentLabel(routine) })).toBe('Forhandlere med Teakrens eller Teakolje (3)');
  });
});
