import 'server-only';
/**
 * A store's opening hours on a server-rendered page (docs/product.md: 'Åpningstider'): the week's
 * table with today's row marked as computed at render (Europe/Oslo), the special days and closed
 * public holidays of the coming weeks, and the OpenNow island, which shows 'Åpent nå · stenger 17:00'
 * computed in the visitor's browser (nothing without JavaScript: a cached page must not claim a
 * stale 'open now'). Norway's public holidays are computed here (date-holidays) and passed to the
 * island as dates. Nothing when the hours are unknown.
 */
import { addDays, comingSpecialDays, osloClock, publicHolidays, weekdayIndex, type SpecialDay, type WeeklyHours } from '@/lib/dealers/hours';
import { HoursTable } from './HoursTable';
import { OpenNow } from './OpenNow';

/** How far ahead the special days and public holidays are listed. */
export const COMING_DAYS = 60;
/** How far ahead the island gets the public holidays (a cached page may be served for a long time). */
const HOLIDAYS_AHEAD = 400;

interface Props {
  weeklyHours: WeeklyHours | null;
  specialDays: readonly SpecialDay[];
  /** The time of the render (tests); now by default. */
  now?: Date;
  id?: string;
}

export function OpeningHours({ weeklyHours, specialDays, now = new Date(), id }: Props) {
  if (!weeklyHours) return null;
  const today = osloClock(now).date;
  const coming = comingSpecialDays(weeklyHours, specialDays, today, COMING_DAYS);
  const holidays = publicHolidays(addDays(today, -1), HOLIDAYS_AHEAD);
  return (
    <div data-testid="store-hours">
      <OpenNow weeklyHours={weeklyHours} specialDays={specialDays} holidays={holidays} />
      <HoursTable weeklyHours={weeklyHours} todayIndex={weekdayIndex(today)} coming={coming.map((d) => ({ date: d.date, label: d.label }))} id={id} />
    </div>
  );
}
