/**
 * Opening hours that know the calendar (docs/product.md: Dealer finder, 'Åpningstider'): the rules
 * without the holiday calendar. Everything here takes Norway's public holidays as a plain list, so
 * the browser island (components/dealers/OpenNow.tsx) can compute 'open now' at the visitor's own
 * time from holidays the server computed, without bundling `date-holidays`. lib/dealers/hours.ts
 * wraps these with the calendar (the server's entry point). Client-safe, no dependencies.
 *
 * The model: a week of periods per weekday (Monday first, an empty list = closed), and special days
 * by date (periods, or [] = closed, with an optional note such as 'Julaften'). A period's times are
 * 'HH:MM' wall-clock time in Europe/Oslo; `closes` may be '24:00'; a period whose `closes` is not
 * after `opens` runs past midnight into the next day ('the night between two days') and belongs to
 * the day it opens. On a public holiday a store is closed unless it entered a special day for that
 * date. All times are compared as wall-clock minutes of Oslo dates, so DST change days need no
 * special case: 'open 09:00–17:00' means the clock on the wall, whatever the offset.
 */

export type Period = { opens: string; closes: string };
/** Seven entries, Monday first; an empty list = closed that day. */
export type WeeklyHours = Period[][];
export type SpecialDay = { date: string /* YYYY-MM-DD */; periods: Period[] /* [] = closed */; note: string | null };
/** A public holiday in Norway ('public' in date-holidays), by its Oslo date. */
export type PublicHoliday = { date: string; name: string };

export const OSLO_TIME_ZONE = 'Europe/Oslo';
/** The weekdays as the texts name them, Monday first. */
export const WEEKDAY_NAMES = ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'] as const;
const MONTHS = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'];
/** How far ahead 'open now' looks for the next opening (beyond it: just 'Stengt'). */
export const OPEN_STATE_SEARCH_DAYS = 31;

export const HOURS_TEXTS = {
  closed: 'Stengt',
  allDay: 'Åpent hele døgnet',
  openNow: 'Åpent nå',
  tomorrow: 'i morgen',
} as const;

const DAY = 1440;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const CLOSES = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isTime(value: string): boolean {
  return TIME.test(value);
}

export function isClosingTime(value: string): boolean {
  return CLOSES.test(value);
}

/** A real calendar date in 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** Minutes after midnight of 'HH:MM' ('24:00' = 1440). */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** A period as minutes from the start of its day: [start, end), end past 1440 when it runs into the next day. */
export function periodSpan(period: Period): [number, number] {
  const start = minutesOf(period.opens);
  let end = minutesOf(period.closes);
  if (end <= start) end += DAY;
  return [start, end];
}

const dayNumber = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;
const dateOfNumber = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

/** The date `days` after `date` (both 'YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  return dateOfNumber(dayNumber(date) + days);
}

/** Days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(dayNumber(date) * 86_400_000).getUTCDay() + 6) % 7;
}

let osloFormat: Intl.DateTimeFormat | null = null;

/** The Oslo date and wall-clock minutes of an instant. */
export function osloClock(now: Date): { date: string; minutes: number } {
  osloFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: OSLO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const part of osloFormat.formatToParts(now)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

/** Today's date in Europe/Oslo ('YYYY-MM-DD'): the one Oslo date of the site's hours, forms and store figures. */
export function osloToday(now: Date = new Date()): string {
  return osloClock(now).date;
}

/** '27. desember' (with the year when it is not `thisYear`'s). */
export function dateLabel(date: string, thisYear?: string): string {
  const label = `${Number(date.slice(8, 10))}. ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
  return thisYear && date.slice(0, 4) !== thisYear.slice(0, 4) ? `${label} ${date.slice(0, 4)}` : label;
}

/** '09:00–17:00', '09:00–12:00, 13:00–17:00', 'Stengt' or 'Åpent hele døgnet'. */
export function periodsText(periods: readonly Period[]): string {
  if (periods.length === 0) return HOURS_TEXTS.closed;
  if (periods.length === 1 && periods[0].opens === '00:00' && periods[0].closes === '24:00') return HOURS_TEXTS.allDay;
  return periods.map((p) => `${p.opens}–${p.closes}`).join(', ');
}

/** The week as plain lines, 'mandag: 09:00–17:00' … 'søndag: Stengt' (null: none). */
export function weeklyHoursLines(weekly: WeeklyHours | null): string[] {
  if (!weekly) return [];
  return WEEKDAY_NAMES.map((name, i) => `${name}: ${periodsText(weekly[i] ?? [])}`);
}

// ── Reading stored values ───────────────────────────────────────────────────────────────────────

const isPeriod = (p: unknown): p is Period =>
  typeof p === 'object' &&
  p !== null &&
  typeof (p as Period).opens === 'string' &&
  typeof (p as Period).closes === 'string' &&
  isTime((p as Period).opens) &&
  isClosingTime((p as Period).closes) &&
  (p as Period).opens !== (p as Period).closes;

/** A stored list of periods (JSON); anything else is no periods. */
export function readPeriods(value: unknown): Period[] {
  return Array.isArray(value) && value.every(isPeriod) ? value.map((p) => ({ opens: p.opens, closes: p.closes })) : [];
}

/** A stored week (JSON): seven lists of periods, else null (unknown). */
export function readWeeklyHours(value: unknown): WeeklyHours | null {
  if (!Array.isArray(value) || value.length !== 7 || !value.every((day) => Array.isArray(day) && day.every(isPeriod))) return null;
  return value.map((day: Period[]) => day.map((p) => ({ opens: p.opens, closes: p.closes })));
}

/** The week on one line for the audit log: 'mandag: 09:00–17:00; …; søndag: Stengt' ('' when unknown). */
export function weeklyHoursText(weekly: WeeklyHours | null | undefined): string {
  return weeklyHoursLines(weekly ?? null).join('; ');
}

/** Special days on one line for the audit log: '2026-12-24 (Julaften): 10:00–13:00; …'. */
export function specialDaysText(days: readonly SpecialDay[] | null | undefined): string {
  return (days ?? []).map((d) => `${d.date}${d.note ? ` (${d.note})` : ''}: ${periodsText(d.periods)}`).join('; ');
}

// ── Reading the Places lines ────────────────────────────────────────────────────────────────────

const DAY_WORDS: Record<string, number> = {
  mandag: 0,
  tirsdag: 1,
  onsdag: 2,
  torsdag: 3,
  fredag: 4,
  lørdag: 5,
  søndag: 6,
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
};
const DASH = /\s*[–—-]\s*/;

function readTime(text: string, closing: boolean): string | null {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const time = `${m[1].padStart(2, '0')}:${m[2] ?? '00'}`;
  return (closing ? isClosingTime(time) : isTime(time)) ? time : null;
}

/** One line's hours ('09:00–17:00', '09:00–12:00, 13:00–17:00', 'Stengt', 'Åpent hele døgnet'); null if unreadable. */
function periodsOfText(text: string): Period[] | null {
  const value = text.trim().toLowerCase();
  if (/^(stengt|closed)$/.test(value)) return [];
  if (/^(åpent hele døgnet|døgnåpent|open 24 hours)$/.test(value)) return [{ opens: '00:00', closes: '24:00' }];
  const periods: Period[] = [];
  for (const part of value.split(/\s*[,;]\s*|\s+og\s+/)) {
    const times = part.split(DASH);
    if (times.length !== 2) return null;
    const opens = readTime(times[0], false);
    const closes = readTime(times[1], true);
    if (!opens || !closes || opens === closes) return null;
    periods.push({ opens, closes });
  }
  return periods.length > 0 ? periods : null;
}

/**
 * The Places lines ('mandag: 09:00–17:00', 'søndag: Stengt', 'lørdag: 10:00–13:00, 14:00–16:00',
 * 'mandag–fredag: 08:00–16:00', 'Åpent hele døgnet') as a week. Null when the lines do not name
 * every weekday readably (an unreadable line makes the whole week unknown rather than 'Stengt':
 * showing a store as closed when it is open is the worse mistake).
 */
export function hoursFromPlacesLines(lines: readonly string[]): WeeklyHours | null {
  const week: (Period[] | null)[] = [null, null, null, null, null, null, null];
  for (const raw of lines) {
    const line = raw.replace(/[\u00a0\u2009\u202f]/g, ' ').trim();
    if (!line) continue;
    const m = /^([\p{L}]+)(?:\s*[–—-]\s*([\p{L}]+))?\s*:\s*(.+)$/u.exec(line);
    if (!m) return null;
    const first = DAY_WORDS[m[1].toLowerCase()];
    const last = m[2] === undefined ? first : DAY_WORDS[m[2].toLowerCase()];
    if (first === undefined || last === undefined) return null;
    const periods = periodsOfText(m[3]);
    if (!periods) return null;
    for (let i = first; ; i = (i + 1) % 7) {
      week[i] = periods.map((p) => ({ ...p }));
      if (i === last) break;
    }
  }
  return week.every((day) => day !== null) ? (week as WeeklyHours) : null;
}

// ── One date and 'open now' ─────────────────────────────────────────────────────────────────────

export interface DateHours {
  date: string;
  /** 0 = Monday. */
  weekday: number;
  periods: Period[];
  /** The store's special day for the date, if it entered one. */
  special: SpecialDay | null;
  /** The public holiday's name, if the date is one. */
  holiday: string | null;
  /** The special day's note, else the holiday's name. */
  note: string | null;
}

/** The hours of one date: the store's special day, else closed on a public holiday, else the weekday's. */
export function hoursOnDateWith(weekly: WeeklyHours, specialDays: readonly SpecialDay[], holidays: readonly PublicHoliday[], date: string): DateHours {
  const weekday = weekdayIndex(date);
  const special = specialDays.find((d) => d.date === date) ?? null;
  const holiday = holidays.find((h) => h.date === date)?.name ?? null;
  const periods = special ? special.periods : holiday ? [] : (weekly[weekday] ?? []);
  return { date, weekday, periods, special, holiday, note: special?.note || holiday };
}

/** Whether the date's hours differ from the plain week (a special day or a public holiday). */
function deviates(specialDays: readonly SpecialDay[], holidays: readonly PublicHoliday[], date: string): boolean {
  return specialDays.some((d) => d.date === date) || holidays.some((h) => h.date === date);
}

export interface OpenState {
  open: boolean;
  /** 'Åpent nå · stenger 17:00', 'Stengt · åpner i morgen 09:00', 'Åpent hele døgnet', 'Stengt'. */
  label: string;
  /** The next change (closing when open, opening when closed): its Oslo date and time; null when none is near. */
  next: { date: string; time: string } | null;
  /** Today's periods (Oslo). */
  today: Period[];
}

/**
 * Whether the store is open at `now` (Europe/Oslo) and when that changes. Looks one day back (a
 * night period of yesterday) and OPEN_STATE_SEARCH_DAYS ahead.
 */
export function openStateWith(weekly: WeeklyHours, specialDays: readonly SpecialDay[], holidays: readonly PublicHoliday[], now: Date): OpenState {
  const { date: today, minutes } = osloClock(now);
  const spans: [number, number][] = [];
  for (let k = -1; k <= OPEN_STATE_SEARCH_DAYS; k++) {
    for (const period of hoursOnDateWith(weekly, specialDays, holidays, addDays(today, k)).periods) {
      const [start, end] = periodSpan(period);
      spans.push([k * DAY + start, k * DAY + end]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  // Touching or overlapping periods are one opening (a night until 24:00 followed by 00:00–…).
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  const todayPeriods = hoursOnDateWith(weekly, specialDays, holidays, today).periods;
  const at = (value: number, isEnd: boolean) => {
    // A closing at midnight is '24:00' of the day before.
    let k = Math.floor(value / DAY);
    let m = value - k * DAY;
    if (isEnd && m === 0) {
      k -= 1;
      m = DAY;
    }
    const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return { k, date: addDays(today, k), time };
  };
  const when = (k: number, date: string) => {
    if (k === 0) return '';
    if (k === 1) return `${HOURS_TEXTS.tomorrow} `;
    let regular = k < 7;
    for (let i = 1; regular && i <= k; i++) if (deviates(specialDays, holidays, addDays(today, i))) regular = false;
    return regular ? `${WEEKDAY_NAMES[weekdayIndex(date)]} ` : `${dateLabel(date, today)} `;
  };

  const current = merged.find(([start, end]) => start <= minutes && minutes < end);
  if (current) {
    if (current[1] >= OPEN_STATE_SEARCH_DAYS * DAY) return { open: true, label: HOURS_TEXTS.allDay, next: null, today: todayPeriods };
    const end = at(current[1], true);
    // Within a day the time alone is clear ('stenger 02:00' at 23:00).
    const day = current[1] - minutes <= DAY ? '' : when(end.k, end.date);
    return { open: true, label: `${HOURS_TEXTS.openNow} · stenger ${day}${end.time}`, next: { date: end.date, time: end.time }, today: todayPeriods };
  }
  const coming = merged.find(([start]) => start > minutes);
  if (!coming) return { open: false, label: HOURS_TEXTS.closed, next: null, today: todayPeriods };
  const start = at(coming[0], false);
  return {
    open: false,
    label: `${HOURS_TEXTS.closed} · åpner ${when(start.k, start.date)}${start.time}`,
    next: { date: start.date, time: start.time },
    today: todayPeriods,
  };
}

export interface ComingDay extends DateHours {
  /** '17. mai (Grunnlovsdagen): Stengt', '24. desember (Julaften): 10:00–13:00'. */
  label: string;
}

/**
 * The dates within `days` from `from` (inclusive) whose hours differ from the week: the store's
 * special days, and the public holidays it would otherwise have been open on (a holiday on a day
 * the store is closed anyway is left out). When the week is unknown (null), the store's special days
 * alone: they are known even when the week is not, and a holiday's hours are not.
 */
export function comingSpecialDaysWith(
  weekly: WeeklyHours | null,
  specialDays: readonly SpecialDay[],
  holidays: readonly PublicHoliday[],
  from: string,
  days: number,
): ComingDay[] {
  const result: ComingDay[] = [];
  const label = (date: string, note: string | null, periods: readonly Period[]) =>
    `${dateLabel(date, from)}${note ? ` (${note})` : ''}: ${periodsText(periods)}`;
  if (!weekly) {
    const last = addDays(from, days - 1);
    for (const special of [...specialDays].sort((a, b) => a.date.localeCompare(b.date))) {
      if (special.date < from || special.date > last) continue;
      const holiday = holidays.find((h) => h.date === special.date)?.name ?? null;
      const note = special.note || holiday;
      result.push({
        date: special.date,
        weekday: weekdayIndex(special.date),
        periods: special.periods,
        special,
        holiday,
        note,
        label: label(special.date, note, special.periods),
      });
    }
    return result;
  }
  for (let k = 0; k < days; k++) {
    const date = addDays(from, k);
    const hours = hoursOnDateWith(weekly, specialDays, holidays, date);
    if (!hours.special && !(hours.holiday && (weekly[hours.weekday] ?? []).length > 0)) continue;
    result.push({ ...hours, label: label(date, hours.note, hours.periods) });
  }
  return result;
}

// ── schema.org ──────────────────────────────────────────────────────────────────────────────────

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`);

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
}

/** schema.org has no '24:00': Google's documentation closes a day that runs to midnight at '23:59'. */
const schemaTime = (time: string) => (time === '24:00' ? '23:59' : time);

/** The week as schema.org objects: one per distinct period, with the weekdays it applies to (closed days are left out). */
export function openingHoursSpecification(weekly: WeeklyHours): OpeningHoursSpecification[] {
  const byPeriod = new Map<string, OpeningHoursSpecification>();
  weekly.forEach((periods, i) => {
    for (const period of periods) {
      const key = `${period.opens}-${period.closes}`;
      const spec = byPeriod.get(key) ?? { '@type': 'OpeningHoursSpecification', dayOfWeek: [], opens: period.opens, closes: schemaTime(period.closes) };
      spec.dayOfWeek!.push(SCHEMA_DAYS[i]);
      byPeriod.set(key, spec);
    }
  });
  return [...byPeriod.values()];
}

/**
 * The special days from `from` on (and the public holidays within a year the store would have been
 * open on) as schema.org objects: a closed day as opens/closes '00:00' with validFrom/validThrough
 * (Google's form), else one object per period.
 */
export function specialOpeningHoursSpecificationWith(
  weekly: WeeklyHours | null,
  specialDays: readonly SpecialDay[],
  holidays: readonly PublicHoliday[],
  from: string,
): OpeningHoursSpecification[] {
  const last = specialDays.reduce((max, d) => (d.date > max ? d.date : max), addDays(from, 365));
  const days = comingSpecialDaysWith(weekly, specialDays, holidays, from, daysBetween(from, last) + 1);
  return days.flatMap((day) =>
    day.periods.length === 0
      ? [{ '@type': 'OpeningHoursSpecification' as const, opens: '00:00', closes: '00:00', validFrom: day.date, validThrough: day.date }]
      : day.periods.map((p) => ({
          '@type': 'OpeningHoursSpecification' as const,
          opens: p.opens,
          closes: schemaTime(p.closes),
          validFrom: day.date,
          validThrough: day.date,
        })),
  );
}
