import { isoWeek, isoWeekLabel, isoWeekStart, weeksBack } from './week';

describe('ISO weeks', () => {
  it('starts a week on Monday (UTC)', () => {
    expect(isoWeekStart(new Date('2026-11-22T23:59:59Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z'); // Sunday
    expect(isoWeekStart(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z'); // Monday
  });

  it("numbers weeks by their Thursday's year (ISO 8601)", () => {
    expect(isoWeekLabel(new Date('2026-11-24T12:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2021-01-03T12:00:00Z'))).toEqual({ year: 2020, week: 53 });
    expect(isoWeek(new Date('2024-12-30T12:00:00Z'))).toEqual({ year: 2025, week: 1 });
    expect(isoWeekLabel(new Date('2026-01-01T12:00:00Z'))).toBe('2026-W01');
  });

  it('goes back whole weeks from the current Monday', () => {
    expect(weeksBack(new Date('2026-11-24T12:00:00Z'), 0).toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(weeksBack(new Date('2026-11-24T12:00:00Z'), 11).toISOString().slice(0, 10)).toBe('2026-09-07');
  });
});
