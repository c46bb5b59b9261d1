import { relativeTime } from './messages';

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
