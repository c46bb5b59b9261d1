import { addDays, osloToday } from './hours-core';
import { changeLabel, figureChange, hasNoFigures, noCounts, statsWindows } from './stats-figures';

describe('osloToday (the day a count belongs to)', () => {
  it('is the day in Europe/Oslo, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Oslo (UTC+1 in winter).
    expect(osloToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    // 22:30 UTC on 16 May is 00:30 on 17 May in Oslo (UTC+2 in summer).
    expect(osloToday(new Date('2026-05-16T22:30:00Z'))).toBe('2026-05-17');
    expect(osloToday(new Date('2026-05-16T21:30:00Z'))).toBe('2026-05-16');
  });
});

describe('statsWindows', () => {
  it('compares the last 30 days, today included, with the 30 before', () => {
    expect(statsWindows(new Date('2026-11-28T12:00:00Z'))).toEqual({
      current: { from: '2026-10-30', to: '2026-11-28' },
      previous: { from: '2026-09-30', to: '2026-10-29' },
    });
  });

  it('counts calendar days across the change to winter time', () => {
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('figureChange and changeLabel', () => {
  it('gives the difference and the percentage', () => {
    expect(figureChange(15, 12)).toEqual({ delta: 3, percent: 25 });
    expect(changeLabel(15, 12)).toBe('+3 (+25 %)');
    expect(changeLabel(9, 10)).toBe('−1 (−10 %)');
  });

  it('has no percentage when nothing came before, and says when nothing changed', () => {
    expect(figureChange(4, 0)).toEqual({ delta: 4, percent: null });
    expect(changeLabel(4, 0)).toBe('+4');
    expect(changeLabel(7, 7)).toBe('Uendret');
    expect(changeLabel(0, 0)).toBe('Uendret');
  });

  it('groups thousands the Norwegian way', () => {
    expect(changeLabel(2500, 1000).replace(/\s/g, ' ')).toBe('+1 500 (+150 %)');
  });
});

describe('hasNoFigures', () => {
  it('is true only when both windows are all zero', () => {
    expect(hasNoFigures({ current: noCounts(), previous: noCounts() })).toBe(true);
    expect(hasNoFigures({ current: noCounts(), previous: { ...noCounts(), phone: 1 } })).toBe(false);
  });
});
