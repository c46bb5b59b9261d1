/**
 * ISO weeks for the demand insight (docs/product.md: Oversikt): a week is stored as its Monday
 * (a UTC date) and shown as '2026-W48' ('uke 48'). Pure: safe on server and client.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (00:00 UTC) of the ISO week `at` falls in. */
export function isoWeekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(day.getTime() - weekday * DAY_MS);
}

/** The ISO week-numbering year and week of a date: the week's Thursday decides the year. */
export function isoWeek(at: Date): { year: number; week: number } {
  const thursday = new Date(isoWeekStart(at).getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = isoWeekStart(new Date(Date.UTC(year, 0, 4))).getTime() + 3 * DAY_MS;
  return { year, week: 1 + Math.round((thursday.getTime() - firstThursday) / (7 * DAY_MS)) };
}

/** '2026-W48' (ISO 8601), the week's label in the table and the CSV. */
export function isoWeekLabel(at: Date): string {
  const { year, week } = isoWeek(at);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday `weeks` weeks before the week of `now` (0: this week's). */
export function weeksBack(now: Date, weeks: number): Date {
  return new Date(isoWeekStart(now).getTime() - weeks * 7 * DAY_MS);
}
