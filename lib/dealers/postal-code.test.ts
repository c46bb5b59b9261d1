import { dealerSearchHref, isValidPostalCodeParam, isValidPostalSearch } from './postal-code';

describe('postal codes', () => {
  it('accepts exactly four characters in the search field (length only, as documented)', () => {
    expect(isValidPostalSearch('0150')).toBe(true);
    expect(isValidPostalSearch('ab12')).toBe(true);
    expect(isValidPostalSearch('015')).toBe(false);
    expect(isValidPostalSearch('01500')).toBe(false);
    expect(isValidPostalSearch('')).toBe(false);
  });

  it('accepts only four digits in the URL', () => {
    expect(isValidPostalCodeParam('7010')).toBe(true);
    expect(isValidPostalCodeParam('ab12')).toBe(false);
    expect(isValidPostalCodeParam('70100')).toBe(false);
    expect(isValidPostalCodeParam(null)).toBe(false);
  });

  it('builds the finder link', () => {
    expect(dealerSearchHref(' 0150 ')).toBe('/forhandlere?postnummer=0150');
  });
});
