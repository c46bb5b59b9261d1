/**
 * The opening-hours fields of 'Min butikk' (lib/dealers/store-schema.ts) and the admin's location
 * dialog (lib/admin/locations/schema.ts): one schema for both forms' resolvers and their route and
 * action, so the dealer and the administrator are held to the same rules (docs/product.md:
 * 'Åpningstider'). The form's shape per day is { closed, periods }; the output is the stored shape
 * of lib/dealers/hours.ts (WeeklyHours, SpecialDay[]). Client-safe.
 */
import { z } from 'zod';
import { addDays, daysBetween, isClosingTime, isIsoDate, isTime, osloToday, periodSpan, type Period, type SpecialDay, type WeeklyHours } from './hours-core';

z.config({ jitless: true });

export const HOURS_MESSAGES = {
  time: 'Fyll ut åpner og stenger som tt:mm (stenger kan være 24:00)',
  same: 'Stengetiden kan ikke være lik åpningstiden',
  order: 'Periodene må komme etter hverandre uten å overlappe',
  none: 'Legg inn minst én periode, eller kryss av for Stengt',
  periods: 'Høyst 4 perioder per dag',
  week: 'Oppgi åpningstider for alle sju ukedager',
  date: 'Velg en dato',
  tooFar: 'En særskilt dag kan ligge høyst ett år fram i tid',
  duplicate: 'Denne datoen er lagt inn fra før',
  note: 'Merknaden kan være høyst 60 tegn, på én linje',
  days: 'Legg inn høyst 60 særskilte dager',
} as const;

export const MAX_PERIODS_PER_DAY = 4;
export const MAX_SPECIAL_DAYS = 60;
export const MAX_SPECIAL_DAY_NOTE = 60;
/** How far ahead a special day may lie. */
export const SPECIAL_DAYS_AHEAD = 365;

/** One day in a form: 'Stengt', or one or more periods. */
export interface DayForm {
  closed: boolean;
  periods: Period[];
}

export interface SpecialDayForm extends DayForm {
  date: string;
  /** '' = none. */
  note: string;
}

const period = z
  .object(
    {
      // A time input sends '' when empty.
      opens: z.string({ error: HOURS_MESSAGES.time }).max(5, HOURS_MESSAGES.time).default(''),
      closes: z.string({ error: HOURS_MESSAGES.time }).max(5, HOURS_MESSAGES.time).default(''),
    },
    { error: HOURS_MESSAGES.time },
  )
  // A time input cannot hold '24:00': closing at '00:00' is closing at midnight.
  .transform((p) => (p.closes === '00:00' ? { ...p, closes: '24:00' } : p));

/** Checks one day's periods (its issues at the period's field) and gives them in order. */
const dayFields = {
  closed: z.boolean({ error: HOURS_MESSAGES.time }).default(false),
  periods: z.array(period, { error: HOURS_MESSAGES.time }).max(MAX_PERIODS_PER_DAY, HOURS_MESSAGES.periods).default([]),
};

function checkPeriods(day: { closed: boolean; periods: Period[] }, ctx: z.RefinementCtx) {
  if (day.closed) return;
  if (day.periods.length === 0) {
    ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.none, path: ['periods'] });
    return;
  }
  let previousEnd = -1;
  day.periods.forEach((p, i) => {
    if (!isTime(p.opens)) ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.time, path: ['periods', i, 'opens'] });
    if (!isClosingTime(p.closes)) ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.time, path: ['periods', i, 'closes'] });
    if (!isTime(p.opens) || !isClosingTime(p.closes)) return;
    if (p.opens === p.closes) {
      ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.same, path: ['periods', i, 'closes'] });
      return;
    }
    const [start, end] = periodSpan(p);
    if (start < previousEnd) ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.order, path: ['periods', i, 'opens'] });
    previousEnd = end;
  });
}

const toPeriods = (day: DayForm): Period[] => (day.closed ? [] : day.periods.map((p) => ({ opens: p.opens, closes: p.closes })));

const dayForm = z.object(dayFields, { error: HOURS_MESSAGES.time }).superRefine(checkPeriods);

/** Seven days, Monday first, to WeeklyHours. */
export const weeklyHoursSchema = z
  .array(dayForm, { error: HOURS_MESSAGES.week })
  .length(7, HOURS_MESSAGES.week)
  .transform((days): WeeklyHours => days.map(toPeriods));

/** Today in Oslo (the schema's clock; special days before it drop off): hours-core's, re-exported for the forms. */
export { osloToday };

const specialDayForm = z
  .object(
    {
      ...dayFields,
      date: z.string({ error: HOURS_MESSAGES.date }).refine(isIsoDate, HOURS_MESSAGES.date),
      note: z
        .string({ error: HOURS_MESSAGES.note })
        .max(MAX_SPECIAL_DAY_NOTE, HOURS_MESSAGES.note)
        .refine((v) => !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(v), HOURS_MESSAGES.note)
        .nullish()
        .transform((v) => v?.trim() || null),
    },
    { error: HOURS_MESSAGES.date },
  )
  .superRefine(checkPeriods);

/**
 * The special days: a date up to a year ahead, closed or periods, an optional note. A day before
 * today (Oslo) is dropped, not refused (a form left open overnight still saves); the rest in date order.
 */
export const specialDaysSchema = z
  .array(specialDayForm, { error: HOURS_MESSAGES.days })
  .max(MAX_SPECIAL_DAYS, HOURS_MESSAGES.days)
  .superRefine((days, ctx) => {
    const today = osloToday();
    const seen = new Set<string>();
    days.forEach((day, i) => {
      if (daysBetween(today, day.date) > SPECIAL_DAYS_AHEAD) ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.tooFar, path: [i, 'date'] });
      if (seen.has(day.date)) ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.duplicate, path: [i, 'date'] });
      seen.add(day.date);
    });
  })
  .transform((days): SpecialDay[] => {
    const today = osloToday();
    return days
      .filter((day) => day.date >= today)
      .map((day) => ({ date: day.date, periods: toPeriods(day), note: day.note }))
      .sort((a, b) => a.date.localeCompare(b.date));
  });

/** A stored period as the time inputs hold it ('24:00' as '00:00'). */
const inputPeriod = (p: Period): Period => ({ opens: p.opens, closes: p.closes === '24:00' ? '00:00' : p.closes });

/** The form's rows from the stored week (null: an empty week to fill in, every day with one blank period). */
export function weekForm(weekly: WeeklyHours | null): DayForm[] {
  return Array.from({ length: 7 }, (_, i) => {
    const periods = weekly?.[i];
    if (!periods) return { closed: false, periods: [{ opens: '', closes: '' }] };
    return periods.length === 0 ? { closed: true, periods: [{ opens: '', closes: '' }] } : { closed: false, periods: periods.map(inputPeriod) };
  });
}

/** The form's rows from the stored special days (those before today left out). */
export function specialDaysForm(days: readonly SpecialDay[], today = osloToday()): SpecialDayForm[] {
  return days
    .filter((d) => d.date >= today)
    .map((d) => ({
      date: d.date,
      closed: d.periods.length === 0,
      periods: d.periods.length === 0 ? [{ opens: '', closes: '' }] : d.periods.map(inputPeriod),
      note: d.note ?? '',
    }));
}

/** The latest date a special day may have (for the date input's max). */
export function lastSpecialDay(today = osloToday()): string {
  return addDays(today, SPECIAL_DAYS_AHEAD);
}
