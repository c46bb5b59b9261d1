import 'server-only';
/**
 * A store's opening hours on a server-rendered page (docs/product.md: 'Åpningstider'): today's real
 * hours with the date ('I dag, mandag 17. mai (Grunnlovsdagen): Stengt', as computed at render,
 * Europe/Oslo), the week's table with today's row marked (not on a special day or public holiday,
 * where the row's hours are not today's), the special days and closed public holidays of the
 * coming weeks, and the OpenNow island, which shows 'Åpent nå · stenger 17:00'
 * computed in the visitor's browser (nothing without JavaScript: a cached page must not claim a
 * stale 'open now'). Norway's public holidays are computed here (date-holidays) and passed to the
 * island as dates. When the week is unknown: the store's special days alone, else nothing.
 */
import {
  addDays,
  comingSpecialDays,
  dateLabel,
  hoursOnDate,
  osloToday,
  periodsText,
  publicHolidays,
  WEEKDAY_NAMES,
  type SpecialDay,
  type WeeklyHours,
} from '@/lib/dealers/hours';
import { ComingDaysList, HoursTable } from './HoursTable';
import { OpenNow } from './OpenNow';
import styles from './hours.module.css';

/** How far ahead the special days and public holidays are listed. */
export const COMING_DAYS = 60;
/** How far ahead the island gets the public holidays (a cached page may be served for a long time). */
const HOLIDAYS_AHEAD = 400;

export const OPENING_HOURS_TEXTS = {
  today: 'I dag',
} as const;

interface Props {
  weeklyHours: WeeklyHours | null;
  specialDays: readonly SpecialDay[];
  /** The time of the render (tests); now by default. */
  now?: Date;
  id?: string;
}

/**
 * Today's real hours as a line with the date: 'I dag, mandag 17. mai (Grunnlovsdagen): Stengt'.
 * The date shows which day a cached page was rendered for.
 */
export function todayLine(weeklyHours: WeeklyHours, specialDays: readonly SpecialDay[], today: string): string {
  const hours = hoursOnDate(weeklyHours, specialDays, today);
  return `${OPENING_HOURS_TEXTS.today}, ${WEEKDAY_NAMES[hours.weekday]} ${dateLabel(today)}${hours.note ? ` (${hours.note})` : ''}: ${periodsText(hours.periods)}`;
}

export function OpeningHours({ weeklyHours, specialDays, now = new Date(), id }: Props) {
  const today = osloToday(now);
  const coming = comingSpecialDays(weeklyHours, specialDays, today, COMING_DAYS).map((d) => ({ date: d.date, label: d.label }));
  if (!weeklyHours) {
    // The week is unknown, but the special days the store entered are known.
    if (coming.length === 0) return null;
    return (
      <div data-testid="store-hours">
        <ComingDaysList coming={coming} />
      </div>
    );
  }
  const hours = hoursOnDate(weeklyHours, specialDays, today);
  // On a special day or a public holiday the weekday's row is not today's hours: the line above says them.
  const regular = hours.special === null && hours.holiday === null;
  const holidays = publicHolidays(addDays(today, -1), HOLIDAYS_AHEAD);
  return (
    <div data-testid="store-hours">
      <p className={styles.todayLine} data-testid="hours-today">
        {todayLine(weeklyHours, specialDays, today)}
      </p>
      <OpenNow weeklyHours={weeklyHours} specialDays={specialDays} holidays={holidays} />
      <HoursTable weeklyHours={weeklyHours} todayIndex={regular ? hours.weekday : null} coming={coming} id={id} />
    </div>
  );
}
