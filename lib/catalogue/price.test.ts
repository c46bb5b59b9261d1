import { feedPrice, formatPriceNok, priceAmount, recommendedPriceText } from './price';

const NBSP = '\u00a0';

describe('prices', () => {
  it('formats for people in nb-NO with two decimals and non-breaking spaces', () => {
    expect(formatPriceNok(249)).toBe(`249,00${NBSP}kr`);
    expect(formatPriceNok(1249.5)).toBe(`1${NBSP}249,50${NBSP}kr`);
    expect(formatPriceNok(0)).toBe(`0,00${NBSP}kr`);
    expect(recommendedPriceText(249)).toBe(`Veiledende pris 249,00${NBSP}kr`);
  });

  it('writes the machine amount with a full stop and two decimals', () => {
    expect(priceAmount(249)).toBe('249.00');
    expect(priceAmount(99.9)).toBe('99.90');
    expect(feedPrice(1249.5)).toBe('1249.50 NOK');
  });

  it('takes a Decimal-like value as the database gives it', () => {
    const decimal = { toFixed: (digits: number) => (12345.678).toFixed(digits) };
    expect(priceAmount(decimal)).toBe('12345.68');
    expect(formatPriceNok(decimal)).toBe(`12${NBSP}345,68${NBSP}kr`);
  });
});
