import { countOf, formatDate, formatNumber, formatPercent, formatRating, relativeTime } from './format';

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

describe('relativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    [-3 * 86_400_000, '3 dager siden'],
    [-86_400_000, '1 dag siden'],
    [-5 * 60_000, '5 minutter siden'],
    [-3_600_000, '1 time siden'],
    [-2 * 3_600_000, '2 timer siden'],
    [-14 * 86_400_000, '2 uker siden'],
    [-400 * 86_400_000, '1 år siden'],
    [-10_000, 'akkurat nå'],
  ])('%d ms → %s', (offset, text) => {
    expect(relativeTime(new Date(now.getTime() + offset), now)).toBe(text);
  });
});
