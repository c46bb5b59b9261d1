/**
 * The week's opening hours as a table ('Mandag 09:00–17:00' … 'Søndag Stengt'), today's row marked
 * when the caller knows today, and the coming special days and public holidays under it
 * (docs/product.md: 'Åpningstider'). Plain markup without state, for the server component
 * OpeningHours.tsx and the finder's client islands alike.
 */
import { WEEKDAY_NAMES, periodsText, type WeeklyHours } from '@/lib/dealers/hours-core';
import styles from './hours.module.css';

export const HOURS_TABLE_TEXTS = {
  caption: 'Åpningstider',
  today: 'i dag',
  special: 'Særskilte åpningstider',
} as const;

const capitalised = (s: string) => s[0].toUpperCase() + s.slice(1);

interface Props {
  weeklyHours: WeeklyHours;
  /** Today's weekday (0 = Monday), to mark its row; null: no mark. */
  todayIndex?: number | null;
  /** The coming special days and closed public holidays, as comingSpecialDays labels them. */
  coming?: readonly { date: string; label: string }[];
  /** The table's id (for a link or aria-describedby). */
  id?: string;
}

export function HoursTable({ weeklyHours, todayIndex = null, coming = [], id }: Props) {
  return (
    <>
      <table className={styles.table} id={id} data-testid="opening-hours">
        <caption>{HOURS_TABLE_TEXTS.caption}</caption>
        <tbody>
          {WEEKDAY_NAMES.map((day, i) => (
            <tr key={day} className={i === todayIndex ? styles.today : undefined} aria-current={i === todayIndex ? 'date' : undefined}>
              <th scope="row">
                {capitalised(day)}
                {i === todayIndex && <span className={styles.visuallyHidden}> ({HOURS_TABLE_TEXTS.today})</span>}
              </th>
              <td>{periodsText(weeklyHours[i] ?? [])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ComingDaysList coming={coming} />
    </>
  );
}

/** The coming special days and closed public holidays under a title (nothing when there are none). */
export function ComingDaysList({ coming }: { coming: readonly { date: string; label: string }[] }) {
  if (coming.length === 0) return null;
  return (
    <>
      <p className={styles.specialTitle}>{HOURS_TABLE_TEXTS.special}</p>
      <ul className={styles.special} data-testid="special-days">
        {coming.map((day) => (
          <li key={day.date}>{day.label}</li>
        ))}
      </ul>
    </>
  );
}
