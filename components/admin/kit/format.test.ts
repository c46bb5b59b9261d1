import { countOf, formatDate, formatNumber, formatPercent, formatRating } from './format';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('admin number formats (nb-NO)', () => {
  it('writes percentages with a space and a decimal comma', () => {
    expect(plain(formatPercent(0))).toBe('0 %');
    expect(plain(formatPercent(75))).toBe('75 %');
    expect(plain(formatPercent(75.46, 1))).toBe('75,5 %');
  });
  it('writes ratings and thousands the Norwegian way', () => {
    expect(formatRating(4.8)).toBe('4,8');
    expect(plain(formatNumber(1234))).toBe('1 234');
  });
  it('agrees the noun with the count', () => {
    expect(countOf(1, 'forhandler med fremgang', 'forhandlere med fremgang')).toBe('1 forhandler med fremgang');
    expect(countOf(2, 'forhandler med fremgang', 'forhandlere med fremgang')).toBe('2 forhandlere med fremgang');
  });
  it('writes dates in Oslo time', () => {
    expect(formatDate(new Date('2026-11-24T23:30:00Z'))).toBe('25.11.2026');
    expect(formatDate('2026-06-01T10:05:00Z', true)).toBe('01.06.2026, 12:05');
  });
});
