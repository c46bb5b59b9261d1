import register from 'norway-postal-codes';
import { postalPrefixCentres } from './postal-prefixes';
import {
  formatPlaceName,
  lookupPostalCode,
  norwegianPlaceOfAddress,
  placeOfPostalCode,
  placeSlug,
  postalCodeLabel,
  writtenPlaceOfAddress,
  writtenPostalPlaces,
} from './postal-register';

describe("Norway's postal register", () => {
  it('gives the place of a Norwegian code and nothing for a code it lacks', () => {
    expect(placeOfPostalCode('0150')).toBe('Oslo');
    expect(placeOfPostalCode('9008')).toBe('Tromsø');
    expect(placeOfPostalCode('9000')).toBeNull();
    expect(placeOfPostalCode('5003')).toBe('Bergen');
    expect(placeOfPostalCode('9999')).toBeNull();
    expect(placeOfPostalCode('abcd')).toBeNull();
    expect(placeOfPostalCode('150')).toBeNull();
  });

  it('places a code outside the register by its range only when the range names one place', () => {
    expect(lookupPostalCode('0150')).toEqual({ code: '0150', place: 'Oslo', exact: true });
    expect(lookupPostalCode('9000')).toEqual({ code: '9000', place: 'Tromsø', exact: false });
    expect(lookupPostalCode('1234')).toBeNull();
    expect(lookupPostalCode('2099')).toBeNull();
    expect(lookupPostalCode('ab12')).toBeNull();
  });

  it('writes place names as Norwegians do', () => {
    expect(formatPlaceName('MO I RANA')).toBe('Mo i Rana');
    expect(formatPlaceName('KRISTIANSAND S')).toBe('Kristiansand S');
    expect(formatPlaceName('SANDNES-HOMMERSÅK')).toBe('Sandnes-Hommersåk');
    expect(formatPlaceName('ÅLESUND')).toBe('Ålesund');
  });

  it("labels a searched code with its place ('0150 Oslo')", () => {
    expect(postalCodeLabel('0150')).toBe('0150 Oslo');
    expect(postalCodeLabel('9000')).toBe('9000 Tromsø');
    expect(postalCodeLabel('1234')).toBe('1234');
  });

  it('reads the Norwegian place of an address, and none for a Danish address with an overlapping code', () => {
    expect(norwegianPlaceOfAddress('Grensen 8, 0159 Oslo')).toEqual({ postalCode: '0159', place: 'Oslo', slug: 'oslo' });
    expect(norwegianPlaceOfAddress('Torgallmenningen 1, 5014 BERGEN')).toEqual({ postalCode: '5014', place: 'Bergen', slug: 'bergen' });
    expect(norwegianPlaceOfAddress('Storgata 1, 8622 Mo i Rana')?.slug).toBe('mo-i-rana');
    expect(norwegianPlaceOfAddress('Markens gate 1, 4611 Kristiansand')?.place).toBe('Kristiansand S');
    expect(norwegianPlaceOfAddress('Vestergade 5, 9000 Aalborg')).toBeNull();
    expect(norwegianPlaceOfAddress('Vestergade 5, 9008 Aalborg')).toBeNull();
    expect(norwegianPlaceOfAddress('Storgata 10150')).toBeNull();
    expect(norwegianPlaceOfAddress('Uten postnummer')).toBeNull();
  });

  it('makes readable place addresses', () => {
    expect(placeSlug('Ålesund')).toBe('alesund');
    expect(placeSlug('Kristiansand S')).toBe('kristiansand-s');
  });

  it('has a centre in the postal-prefix table for every code it places (the search never lacks one)', () => {
    const prefixes = new Set(postalPrefixCentres.map((p) => p.prefix));
    const codes = Object.keys(register);
    expect(codes.length).toBeGreaterThan(4000);
    expect(codes.filter((code) => !prefixes.has(code.slice(0, 3)) && !prefixes.has(code.slice(0, 2)))).toEqual([]);
  });
});

describe('writtenPostalPlaces / writtenPlaceOfAddress', () => {
  it('reads each four-digit code followed by words, as written', () => {
    expect(writtenPostalPlaces('Postboks 12, 0101 Oslo, Grensen 8, 0159 Oslo sentrum')).toEqual([
      { postalCode: '0101', place: 'Oslo' },
      { postalCode: '0159', place: 'Oslo sentrum' },
    ]);
    expect(writtenPlaceOfAddress('Markens gate 1, 4611 Kristiansand')).toEqual({ postalCode: '4611', place: 'Kristiansand' });
    expect(writtenPlaceOfAddress('Vestergade 5, 9000 Aalborg')).toEqual({ postalCode: '9000', place: 'Aalborg' });
    expect(writtenPlaceOfAddress('Storgata 10150 Oslo')).toBeNull();
    expect(writtenPlaceOfAddress('Fjellveien 3, Hovden')).toBeNull();
  });
});
