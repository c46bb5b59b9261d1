import {
  comingSpecialDays,
  hoursFromPlacesLines,
  hoursOnDate,
  openState,
  openingHoursSpecification,
  osloClock,
  publicHolidays,
  specialOpeningHoursSpecification,
  weeklyHoursLines,
  type SpecialDay,
  type WeeklyHours,
} from './hours';
import { openStateWith } from './hours-core';

const nine = [{ opens: '09:00', closes: '17:00' }];
/** Monday–Friday 09–17, Saturday 10–15, Sunday closed. */
const WEEK: WeeklyHours = [nine, nine, nine, nine, nine, [{ opens: '10:00', closes: '15:00' }], []];
const utc = (iso: string) => new Date(iso);

describe('opening hours: the Oslo clock', () => {
  it('reads the Oslo date and wall-clock time in winter and summer time, and on both DST change days', () => {
    expect(osloClock(utc('2026-01-15T08:30:00Z'))).toEqual({ date: '2026-01-15', minutes: 9 * 60 + 30 });
    expect(osloClock(utc('2026-07-15T08:30:00Z'))).toEqual({ date: '2026-07-15', minutes: 10 * 60 + 30 });
    // 29 March 2026: 02:00 CET becomes 03:00 CEST (01:00 UTC).
    expect(osloClock(utc('2026-03-29T00:59:00Z'))).toEqual({ date: '2026-03-29', minutes: 1 * 60 + 59 });
    expect(osloClock(utc('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', minutes: 3 * 60 });
    // 25 October 2026: 03:00 CEST becomes 02:00 CET (01:00 UTC).
    expect(osloClock(utc('2026-10-25T00:30:00Z'))).toEqual({ date: '2026-10-25', minutes: 2 * 60 + 30 });
    expect(osloClock(utc('2026-10-25T01:30:00Z'))).toEqual({ date: '2026-10-25', minutes: 2 * 60 + 30 });
    expect(osloClock(utc('2026-12-31T23:30:00Z'))).toEqual({ date: '2027-01-01', minutes: 30 });
  });
});

describe('opening hours: public holidays', () => {
  it("takes Norway's public holidays only (not Christmas Eve, New Year's Eve or observances)", () => {
    const december = publicHolidays('2026-12-01', 31).map((h) => h.date);
    expect(december).toEqual(['2026-12-25', '2026-12-26']);
    expect(publicHolidays('2027-05-17', 1)).toEqual([{ date: '2027-05-17', name: 'Grunnlovsdagen' }]);
    expect(publicHolidays('2026-04-06', 1)).toEqual([{ date: '2026-04-06', name: 'Andre påskedag' }]);
    expect(publicHolidays('2026-12-31', 2).map((h) => h.date)).toEqual(['2027-01-01']);
  });
});

describe('openState', () => {
  it('is open within a period and says when it closes; closed before it with the opening time', () => {
    // Tuesday 13 January 2026, 10:00 Oslo.
    expect(openState(WEEK, [], utc('2026-01-13T09:00:00Z'))).toMatchObject({ open: true, label: 'Åpent nå · stenger 17:00' });
    expect(openState(WEEK, [], utc('2026-01-13T07:00:00Z'))).toMatchObject({ open: false, label: 'Stengt · åpner 09:00' });
    // 17:00 sharp is closed: the period ends there.
    expect(openState(WEEK, [], utc('2026-01-13T16:00:00Z'))).toMatchObject({ open: false, label: 'Stengt · åpner i morgen 09:00' });
    // Saturday evening: Sunday is closed, so Monday.
    expect(openState(WEEK, [], utc('2026-01-17T18:00:00Z'))).toMatchObject({ open: false, label: 'Stengt · åpner mandag 09:00' });
  });

  it('is closed on 17 May (a Monday in 2027), and says the day after', () => {
    const state = openState(WEEK, [], utc('2027-05-17T10:00:00Z'));
    expect(state).toMatchObject({ open: false, label: 'Stengt · åpner i morgen 09:00', today: [] });
    // The evening before: 'i morgen' would be wrong; the holiday breaks the week, so the date.
    expect(openState(WEEK, [], utc('2027-05-15T18:00:00Z')).label).toBe('Stengt · åpner 18. mai 09:00');
  });

  it('is closed on Easter Monday unless the store entered a special day for it', () => {
    const easterMonday = utc('2026-04-06T09:00:00Z'); // 11:00 CEST
    expect(openState(WEEK, [], easterMonday)).toMatchObject({ open: false, label: 'Stengt · åpner i morgen 09:00' });
    const special: SpecialDay[] = [{ date: '2026-04-06', periods: [{ opens: '10:00', closes: '14:00' }], note: null }];
    expect(openState(WEEK, special, easterMonday)).toMatchObject({ open: true, label: 'Åpent nå · stenger 14:00' });
  });

  it("keeps Christmas Eve's special hours, and after them names the date past the Christmas holidays", () => {
    const eve: SpecialDay[] = [{ date: '2026-12-24', periods: [{ opens: '10:00', closes: '13:00' }], note: 'Julaften' }];
    // Thursday 24 December 2026, 11:00 CET.
    expect(openState(WEEK, eve, utc('2026-12-24T10:00:00Z'))).toMatchObject({ open: true, label: 'Åpent nå · stenger 13:00' });
    // 14:00: Christmas Day and Boxing Day are public holidays, Sunday is closed.
    expect(openState(WEEK, eve, utc('2026-12-24T13:00:00Z'))).toMatchObject({
      open: false,
      label: 'Stengt · åpner 28. desember 09:00',
      next: { date: '2026-12-28', time: '09:00' },
    });
    // Without special hours Christmas Eve is an ordinary Thursday (not a public holiday).
    expect(openState(WEEK, [], utc('2026-12-24T15:00:00Z'))).toMatchObject({ open: true, label: 'Åpent nå · stenger 17:00' });
    // A special day may open on a public holiday: 27 December is a Sunday here, entered as open.
    const boxing: SpecialDay[] = [...eve, { date: '2026-12-26', periods: [{ opens: '10:00', closes: '14:00' }], note: 'Romjulssalg' }];
    expect(openState(WEEK, boxing, utc('2026-12-24T13:00:00Z')).label).toBe('Stengt · åpner 26. desember 10:00');
  });

  it('is open in the night between two days, on the day the period opens', () => {
    const night: WeeklyHours = [[], [], [], [], [{ opens: '22:00', closes: '03:00' }], [], []];
    // Friday 16 January 2026, 23:00: closes 03:00 (the next day; within a day the time is clear).
    expect(openState(night, [], utc('2026-01-16T22:00:00Z'))).toMatchObject({ open: true, label: 'Åpent nå · stenger 03:00' });
    // Saturday 02:00: still Friday's night, though Saturday itself is closed.
    expect(openState(night, [], utc('2026-01-17T01:00:00Z'))).toMatchObject({ open: true, label: 'Åpent nå · stenger 03:00' });
    expect(openState(night, [], utc('2026-01-17T02:00:00Z'))).toMatchObject({ open: false, label: 'Stengt · åpner fredag 22:00' });
    // A closed Friday (special day) has no night either.
    const closedFriday: SpecialDay[] = [{ date: '2026-01-16', periods: [], note: null }];
    expect(openState(night, closedFriday, utc('2026-01-17T01:00:00Z')).open).toBe(false);
  });

  it('joins a period until 24:00 with the next day from 00:00, and a store always open is open all day', () => {
    const joined: WeeklyHours = [[], [], [], [], [{ opens: '18:00', closes: '24:00' }], [{ opens: '00:00', closes: '02:00' }], []];
    expect(openState(joined, [], utc('2026-01-16T22:00:00Z')).label).toBe('Åpent nå · stenger 02:00');
    const day = [{ opens: '00:00', closes: '24:00' }];
    const always: WeeklyHours = [day, day, day, day, day, day, day];
    // With no public holiday within the month ahead: open all day; before 17 May it closes at midnight.
    expect(openState(always, [], utc('2026-01-13T12:00:00Z'))).toMatchObject({ open: true, label: 'Åpent hele døgnet' });
    expect(openStateWith(always, [], [{ date: '2026-01-14', name: 'Prøvedag' }], utc('2026-01-13T12:00:00Z')).label).toBe('Åpent nå · stenger 24:00');
    expect(openState(always, [], utc('2026-05-16T10:00:00Z')).label).toBe('Åpent nå · stenger 24:00');
    expect(openState(always, [], utc('2026-05-17T10:00:00Z'))).toMatchObject({ open: false, label: 'Stengt · åpner i morgen 00:00' });
    const oneDay: WeeklyHours = [day, [], [], [], [], [], []];
    expect(openState(oneDay, [], utc('2026-01-12T12:00:00Z')).label).toBe('Åpent nå · stenger 24:00');
  });

  it('counts wall-clock time on the DST change days', () => {
    const night: WeeklyHours = [[], [], [], [], [], [{ opens: '22:00', closes: '04:00' }], [{ opens: '10:00', closes: '16:00' }]];
    // Sunday 29 March 2026: 03:30 CEST (01:30 UTC) is within Saturday's night; 09:30 CEST before opening.
    expect(openState(night, [], utc('2026-03-29T01:30:00Z'))).toMatchObject({ open: true, label: 'Åpent nå · stenger 04:00' });
    expect(openState(night, [], utc('2026-03-29T07:30:00Z'))).toMatchObject({ open: false, label: 'Stengt · åpner 10:00' });
    expect(openState(night, [], utc('2026-03-29T08:30:00Z'))).toMatchObject({ open: true, label: 'Åpent nå · stenger 16:00' });
    // Sunday 25 October 2026: 03:30 CET is 02:30 UTC (a CEST reading would say 04:30, closed).
    expect(openState(night, [], utc('2026-10-25T02:30:00Z'))).toMatchObject({ open: true, label: 'Åpent nå · stenger 04:00' });
    expect(openState(night, [], utc('2026-10-25T03:30:00Z'))).toMatchObject({ open: false, label: 'Stengt · åpner 10:00' });
    expect(openState(night, [], utc('2026-10-25T14:30:00Z')).open).toBe(true); // 15:30 CET
    expect(openState(night, [], utc('2026-10-25T15:30:00Z')).open).toBe(false); // 16:30 CET
  });

  it('says just Stengt when nothing opens within a month', () => {
    expect(openState([[], [], [], [], [], [], []], [], utc('2026-01-13T09:00:00Z'))).toMatchObject({ open: false, label: 'Stengt', next: null });
  });

  it('opens again after a lunch break the same day', () => {
    const lunch: WeeklyHours = Array.from({ length: 7 }, () => [
      { opens: '09:00', closes: '12:00' },
      { opens: '13:00', closes: '17:00' },
    ]);
    expect(openState(lunch, [], utc('2026-01-13T11:30:00Z')).label).toBe('Stengt · åpner 13:00');
    expect(openState(lunch, [], utc('2026-01-13T10:30:00Z')).label).toBe('Åpent nå · stenger 12:00');
  });
});

describe('hoursOnDate and comingSpecialDays', () => {
  it('lists the special days alone, in order and within the range, when the week is unknown', () => {
    const days = [
      { date: '2026-12-31', periods: [], note: null },
      { date: '2026-12-25', periods: [{ opens: '12:00', closes: '15:00' }], note: null },
      { date: '2027-03-01', periods: [], note: 'Varetelling' },
    ];
    expect(comingSpecialDays(null, days, '2026-12-20', 16).map((d) => d.label)).toEqual(['25. desember (Første juledag): 12:00–15:00', '31. desember: Stengt']);
  });

  it("gives a date's hours: special day, else closed on a public holiday, else the weekday", () => {
    expect(hoursOnDate(WEEK, [], '2027-05-17')).toMatchObject({ periods: [], holiday: 'Grunnlovsdagen', note: 'Grunnlovsdagen', special: null });
    expect(hoursOnDate(WEEK, [], '2027-05-18')).toMatchObject({ periods: nine, holiday: null, note: null });
    const eve: SpecialDay = { date: '2026-12-24', periods: [{ opens: '10:00', closes: '13:00' }], note: 'Julaften' };
    expect(hoursOnDate(WEEK, [eve], '2026-12-24')).toMatchObject({ periods: eve.periods, special: eve, note: 'Julaften' });
  });

  it('lists the special days and the public holidays the store would have been open on, with their names', () => {
    const eve: SpecialDay = { date: '2026-12-24', periods: [{ opens: '10:00', closes: '13:00' }], note: 'Julaften' };
    const stocktaking: SpecialDay = { date: '2027-01-04', periods: [], note: null };
    const labels = comingSpecialDays(WEEK, [eve, stocktaking], '2026-12-20', 16).map((d) => d.label);
    // 26 December is a Saturday (open 10–15), so it is listed; 1 January is a Friday.
    expect(labels).toEqual([
      '24. desember (Julaften): 10:00–13:00',
      '25. desember (Første juledag): Stengt',
      '26. desember (Andre juledag): Stengt',
      '1. januar 2027 (Første nyttårsdag): Stengt',
      '4. januar 2027: Stengt',
    ]);
    // 17 May 2026 is a Sunday, closed anyway: not listed.
    expect(comingSpecialDays(WEEK, [], '2026-05-16', 3)).toEqual([]);
    expect(comingSpecialDays(WEEK, [], '2027-05-16', 3).map((d) => d.label)).toEqual(['17. mai (Grunnlovsdagen): Stengt']);
  });
});

describe('schema.org', () => {
  it('groups the week by period with dayOfWeek URLs and leaves closed days out', () => {
    expect(openingHoursSpecification(WEEK)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '09:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '15:00' },
    ]);
    expect(openingHoursSpecification([[{ opens: '00:00', closes: '24:00' }], [], [], [], [], [], []])[0]).toMatchObject({ opens: '00:00', closes: '23:59' });
  });

  it('writes a closed special day as 00:00–00:00 with validFrom/validThrough, and special hours per period', () => {
    const days: SpecialDay[] = [
      { date: '2026-12-24', periods: [{ opens: '10:00', closes: '13:00' }], note: 'Julaften' },
      { date: '2026-12-30', periods: [], note: 'Varetelling' },
    ];
    const spec = specialOpeningHoursSpecification(WEEK, days, '2026-12-20');
    expect(spec.slice(0, 4)).toEqual([
      { '@type': 'OpeningHoursSpecification', opens: '10:00', closes: '13:00', validFrom: '2026-12-24', validThrough: '2026-12-24' },
      { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2026-12-25', validThrough: '2026-12-25' },
      { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2026-12-26', validThrough: '2026-12-26' },
      { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2026-12-30', validThrough: '2026-12-30' },
    ]);
    // Past special days are left out.
    expect(specialOpeningHoursSpecification(WEEK, days, '2026-12-28').some((s) => s.validFrom === '2026-12-24')).toBe(false);
  });
});

describe('the Places lines', () => {
  it('reads one line per weekday, closed days, two periods and open all day', () => {
    const lines = [
      'mandag: 09:00–17:00',
      'tirsdag: 9–17',
      'onsdag: 09:00–12:00, 13:00–17:00',
      'torsdag: 22:00–03:00',
      'fredag: Åpent hele døgnet',
      'lørdag: 10:00\u2009–\u200915:00',
      'søndag: Stengt',
    ];
    expect(hoursFromPlacesLines(lines)).toEqual([
      nine,
      nine,
      [
        { opens: '09:00', closes: '12:00' },
        { opens: '13:00', closes: '17:00' },
      ],
      [{ opens: '22:00', closes: '03:00' }],
      [{ opens: '00:00', closes: '24:00' }],
      [{ opens: '10:00', closes: '15:00' }],
      [],
    ]);
  });

  it('reads ranges of days, and gives null (unknown) when a day is missing or a line unreadable', () => {
    expect(hoursFromPlacesLines(['mandag–fredag: 08:00–16:00', 'lørdag–søndag: Stengt'])).toEqual([
      ...Array.from({ length: 5 }, () => [{ opens: '08:00', closes: '16:00' }]),
      [],
      [],
    ]);
    expect(hoursFromPlacesLines([])).toBeNull();
    expect(hoursFromPlacesLines(['mandag: 09:00–17:00'])).toBeNull();
    expect(hoursFromPlacesLines(['mandag–søndag: etter avtale'])).toBeNull();
    expect(hoursFromPlacesLines(['mandag–søndag: 25:00–26:00'])).toBeNull();
  });

  it('writes the week back as lines', () => {
    expect(weeklyHoursLines(WEEK)).toEqual([
      'mandag: 09:00–17:00',
      'tirsdag: 09:00–17:00',
      'onsdag: 09:00–17:00',
      'torsdag: 09:00–17:00',
      'fredag: 09:00–17:00',
      'lørdag: 10:00–15:00',
      'søndag: Stengt',
    ]);
    expect(weeklyHoursLines(null)).toEqual([]);
    expect(hoursFromPlacesLines(weeklyHoursLines(WEEK))).toEqual(WEEK);
  });
});
