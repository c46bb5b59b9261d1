import { addDays } from './hours-core';
import { HOURS_MESSAGES, osloToday, specialDaysForm, specialDaysSchema, weekForm, weeklyHoursSchema, type DayForm } from './hours-schema';

const open = (...spans: [string, string][]): DayForm => ({ closed: false, periods: spans.map(([opens, closes]) => ({ opens, closes })) });
const closed: DayForm = { closed: true, periods: [{ opens: '', closes: '' }] };
const week = (days: Partial<Record<number, DayForm>> = {}) => Array.from({ length: 7 }, (_, i) => days[i] ?? (i === 6 ? closed : open(['09:00', '17:00'])));
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error!.issues.map((i) => [i.path.join('.'), i.message]);

describe('weeklyHoursSchema', () => {
  it('gives the stored week: closed days empty, one or more periods in order, a night and 24:00 allowed', () => {
    expect(
      weeklyHoursSchema.parse(week({ 2: open(['09:00', '12:00'], ['13:00', '17:00']), 4: open(['18:00', '02:00']), 5: open(['00:00', '00:00']) })),
    ).toEqual([
      [{ opens: '09:00', closes: '17:00' }],
      [{ opens: '09:00', closes: '17:00' }],
      [
        { opens: '09:00', closes: '12:00' },
        { opens: '13:00', closes: '17:00' },
      ],
      [{ opens: '09:00', closes: '17:00' }],
      [{ opens: '18:00', closes: '02:00' }],
      [{ opens: '00:00', closes: '24:00' }],
      [],
    ]);
  });

  it('says at the field what is wrong', () => {
    const result = weeklyHoursSchema.safeParse(
      week({
        0: open(['', '17:00']),
        1: open(['25:00', '17:00']),
        2: open(['09:00', '09:00']),
        3: open(['09:00', '13:00'], ['12:00', '17:00']),
        4: { closed: false, periods: [] },
        5: open(['08:00', '09:00'], ['10:00', '11:00'], ['12:00', '13:00'], ['14:00', '15:00'], ['16:00', '17:00']),
      }),
    );
    expect(result.success).toBe(false);
    expect(issues(result)).toEqual([
      ['0.periods.0.opens', HOURS_MESSAGES.time],
      ['1.periods.0.opens', HOURS_MESSAGES.time],
      ['2.periods.0.closes', HOURS_MESSAGES.same],
      ['3.periods.1.opens', HOURS_MESSAGES.order],
      ['4.periods', HOURS_MESSAGES.none],
      ['5.periods', HOURS_MESSAGES.periods],
    ]);
    expect(weeklyHoursSchema.safeParse(week().slice(0, 6)).success).toBe(false);
    // A period that runs past midnight cannot be followed by another one that day.
    expect(weeklyHoursSchema.safeParse(week({ 0: open(['20:00', '02:00'], ['22:00', '23:00']) })).success).toBe(false);
  });

  it('turns the stored week back into the form, an unknown week into blank periods', () => {
    const stored = weeklyHoursSchema.parse(week());
    expect(weeklyHoursSchema.parse(weekForm(stored))).toEqual(stored);
    expect(weekForm(null)[0]).toEqual({ closed: false, periods: [{ opens: '', closes: '' }] });
    // Midnight: '24:00' stored, '00:00' in the time input (which cannot hold 24:00), and back.
    const late = weeklyHoursSchema.parse(week({ 0: open(['12:00', '00:00']) }));
    expect(late[0]).toEqual([{ opens: '12:00', closes: '24:00' }]);
    expect(weekForm(late)[0].periods).toEqual([{ opens: '12:00', closes: '00:00' }]);
    expect(weeklyHoursSchema.parse(week({ 0: open(['12:00', '24:00']) }))[0]).toEqual([{ opens: '12:00', closes: '24:00' }]);
  });
});

describe('specialDaysSchema', () => {
  const today = osloToday();
  const day = (offset: number, extra: Partial<{ closed: boolean; periods: { opens: string; closes: string }[]; note: string }> = {}) => ({
    date: addDays(today, offset),
    closed: true,
    periods: [{ opens: '', closes: '' }],
    note: '',
    ...extra,
  });

  it('keeps the days from today up to a year ahead, in date order; past days drop off', () => {
    const result = specialDaysSchema.parse([
      day(10, { closed: false, periods: [{ opens: '10:00', closes: '13:00' }], note: ' Julaften ' }),
      day(0),
      day(-1, { note: 'I går' }),
      day(365),
    ]);
    expect(result).toEqual([
      { date: today, periods: [], note: null },
      { date: addDays(today, 10), periods: [{ opens: '10:00', closes: '13:00' }], note: 'Julaften' },
      { date: addDays(today, 365), periods: [], note: null },
    ]);
  });

  it('refuses a day more than a year ahead, the same date twice, a bad date, a long note and bad periods', () => {
    const result = specialDaysSchema.safeParse([
      day(366),
      day(3),
      day(3),
      { ...day(4), date: '2026-02-30' },
      day(5, { note: 'x'.repeat(61) }),
      day(6, { closed: false, periods: [{ opens: '13:00', closes: '' }] }),
    ]);
    expect(result.success).toBe(false);
    expect(issues(result)).toEqual([
      ['3.date', HOURS_MESSAGES.date],
      ['4.note', HOURS_MESSAGES.note],
      ['5.periods.0.closes', HOURS_MESSAGES.time],
      ['0.date', HOURS_MESSAGES.tooFar],
      ['2.date', HOURS_MESSAGES.duplicate],
    ]);
    expect(specialDaysSchema.safeParse(Array.from({ length: 61 }, (_, i) => day(i))).success).toBe(false);
  });

  it('gives the form rows of the stored days from today on', () => {
    expect(
      specialDaysForm([
        { date: addDays(today, -2), periods: [], note: null },
        { date: addDays(today, 2), periods: [{ opens: '10:00', closes: '13:00' }], note: 'Julaften' },
      ]),
    ).toEqual([{ date: addDays(today, 2), closed: false, periods: [{ opens: '10:00', closes: '13:00' }], note: 'Julaften' }]);
  });
});
