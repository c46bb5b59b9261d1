/**
 * Opening hours with Norway's public holidays (docs/product.md: Dealer finder, 'Åpningstider'): the
 * rules of lib/dealers/hours-core.ts with the holiday calendar of `date-holidays` (type 'public'
 * only: 17 May, Easter Monday, Christmas Day …; Christmas Eve and New Year's Eve are not public
 * holidays). The server's entry point; the browser island takes the holidays as a list
 * (`publicHolidays`) instead of bundling the library.
 */
import Holidays from 'date-holidays';
import {
  addDays,
  comingSpecialDaysWith,
  hoursOnDateWith,
  daysBetween,
  openStateWith,
  osloToday,
  specialOpeningHoursSpecificationWith,
  type ComingDay,
  type DateHours,
  type OpenState,
  type OpeningHoursSpecification,
  type PublicHoliday,
  type SpecialDay,
  type WeeklyHours,
} from './hours-core';

export * from './hours-core';

let calendar: Holidays | null = null;
const byYear = new Map<number, PublicHoliday[]>();

function holidaysOfYear(year: number): PublicHoliday[] {
  let list = byYear.get(year);
  if (!list) {
    calendar ??= new Holidays('NO', { languages: ['no'], types: ['public'] });
    list = (calendar.getHolidays(year) || [])
      .filter((h) => h.type === 'public')
      .map((h) => ({ date: h.date.slice(0, 10), name: h.name }))
      .filter((h, i, all) => all.findIndex((o) => o.date === h.date) === i);
    byYear.set(year, list);
  }
  return list;
}

/** Norway's public holidays from `from` (an Oslo date, inclusive) for `days` days. */
export function publicHolidays(from: string, days: number): PublicHoliday[] {
  const to = addDays(from, days - 1);
  const result: PublicHoliday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const h of holidaysOfYear(year)) if (h.date >= from && h.date <= to) result.push(h);
  }
  return result;
}

/** The Oslo date of an instant, or the date itself. */
const dateOf = (value: Date | string) => (typeof value === 'string' ? value : osloToday(value));

/** Whether the store is open at `now` (Europe/Oslo, with the public holidays) and when that changes. */
export function openState(weekly: WeeklyHours, specialDays: readonly SpecialDay[], now: Date): OpenState {
  return openStateWith(weekly, specialDays, publicHolidays(addDays(osloToday(now), -1), 40), now);
}

/** The hours of one Oslo date ('YYYY-MM-DD' or an instant). */
export function hoursOnDate(weekly: WeeklyHours, specialDays: readonly SpecialDay[], date: Date | string): DateHours {
  const day = dateOf(date);
  return hoursOnDateWith(weekly, specialDays, publicHolidays(day, 1), day);
}

/** The store's special days and the public holidays it is closed on, within `days` from `from` (the special days alone when the week is unknown). */
export function comingSpecialDays(weekly: WeeklyHours | null, specialDays: readonly SpecialDay[], from: Date | string, days: number): ComingDay[] {
  const day = dateOf(from);
  return comingSpecialDaysWith(weekly, specialDays, publicHolidays(day, days), day, days);
}

/** schema.org `specialOpeningHoursSpecification`: the special days from `from` on and the public holidays of the coming year. */
export function specialOpeningHoursSpecification(
  weekly: WeeklyHours | null,
  specialDays: readonly SpecialDay[],
  from: Date | string,
): OpeningHoursSpecification[] {
  const day = dateOf(from);
  const last = specialDays.reduce((max, d) => (d.date > max ? d.date : max), addDays(day, 365));
  return specialOpeningHoursSpecificationWith(weekly, specialDays, publicHolidays(day, daysBetween(day, last) + 1), day);
}
