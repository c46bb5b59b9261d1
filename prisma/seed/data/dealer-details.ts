/**
 * Stored details for some demo dealers, as the finder keeps them after a Places lookup or a
 * dealer's 'Min butikk' (phone, website, the week's opening hours and a few special days, e.g.
 * Julaften 10:00–13:00). The other demo dealers have none, so the finder shows both kinds of card.
 * Fictitious numbers and addresses under .example.
 */
import { addDays, osloToday, type Period, type WeeklyHours } from '../../../lib/dealers/hours-core';

export interface DemoSpecialDay {
  /** The next date with this month and day ('12-24'), from the day the seed runs. */
  monthDay: string;
  periods: Period[];
  note: string | null;
}

export interface DemoDealerDetails {
  phoneNumber?: string;
  website?: string;
  weeklyHours?: WeeklyHours;
  specialDays?: DemoSpecialDay[];
}

const span = (text: string): Period[] =>
  text === 'Stengt'
    ? []
    : text.split(', ').map((p) => {
        const [opens, closes] = p.split('–');
        return { opens, closes };
      });

/** Monday–Friday, Saturday and Sunday ('Stengt' or '09:00–17:00', two periods with ', '). */
function week(weekday: string, saturday: string, sunday = 'Stengt'): WeeklyHours {
  return Array.from({ length: 7 }, (_, i) => span(i < 5 ? weekday : i === 5 ? saturday : sunday));
}

const CHRISTMAS: DemoSpecialDay[] = [
  { monthDay: '12-24', periods: span('10:00–13:00'), note: 'Julaften' },
  { monthDay: '12-31', periods: span('10:00–14:00'), note: 'Nyttårsaften' },
];

export const demoDealerDetails: Record<string, DemoDealerDetails> = {
  d001: { phoneNumber: '22 41 10 15', website: 'https://grensen-farge.example', weeklyHours: week('09:00–18:00', '10:00–16:00'), specialDays: CHRISTMAS },
  d002: {
    phoneNumber: '22 60 32 00',
    website: 'https://mobelpleie-majorstuen.example',
    weeklyHours: week('10:00–19:00', '10:00–17:00'),
    specialDays: [...CHRISTMAS, { monthDay: '01-02', periods: [], note: 'Varetelling' }],
  },
  d003: { phoneNumber: '22 38 44 12', weeklyHours: week('10:00–18:00', '10:00–12:00, 13:00–15:00') },
  d005: { phoneNumber: '22 55 19 70', website: 'https://frogner-snekkeri.example', weeklyHours: week('08:00–16:00', 'Stengt') },
  d006: { website: 'https://sandvika-farge.example' },
  d008: { phoneNumber: '66 78 20 11', weeklyHours: week('09:00–17:00', '10:00–14:00'), specialDays: [{ monthDay: '12-24', periods: [], note: 'Julaften' }] },
};

/** The next date (Oslo) with the month and day, today included. */
export function nextDate(monthDay: string, now = new Date()): string {
  const today = osloToday(now);
  const thisYear = `${today.slice(0, 4)}-${monthDay}`;
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
}

/** The demo special days of a dealer as rows (dates within the coming year). */
export function demoSpecialDayRows(locationId: string, days: readonly DemoSpecialDay[], now = new Date()) {
  const last = addDays(osloToday(now), 365);
  return days
    .map((d) => ({ locationId, date: nextDate(d.monthDay, now), periods: d.periods, note: d.note }))
    .filter((d) => d.date <= last)
    .map((d) => ({ ...d, date: new Date(`${d.date}T00:00:00Z`) }));
}
