/**
 * What the site does for each store (docs/product.md: Dealer finder › What the site does for each
 * store): the kinds counted, their Norwegian names, the Europe/Oslo day and the 30-day windows the
 * figures compare. Pure and client-safe: 'Min butikk' and the admin list show these. The day a
 * count belongs to is hours-core's osloToday, and its date arithmetic hours-core's addDays.
 */
import { addDays, osloToday } from './hours-core';

/** The kinds counted per store and day; each is a column of `dealer_store_stats`. */
export const STORE_STAT_KINDS = ['views', 'appearances', 'directions', 'website', 'phone'] as const;
export type StoreStatKind = (typeof STORE_STAT_KINDS)[number];

/** The kinds' names in the figures (Min butikk, the admin list, the CSV). */
export const STORE_STAT_LABELS: Record<StoreStatKind, string> = {
  views: 'Visninger av butikksiden',
  appearances: 'Vist i forhandlersøket',
  directions: 'Klikk på «Vis vei»',
  website: 'Klikk på «Nettside»',
  phone: 'Klikk på telefonnummeret',
};

/** Short names for narrow columns (the admin list). */
export const STORE_STAT_SHORT_LABELS: Record<StoreStatKind, string> = {
  views: 'Sidevisninger',
  appearances: 'I søk',
  directions: 'Vis vei',
  website: 'Nettside',
  phone: 'Ring',
};

/** The figures compare the last WINDOW_DAYS days (today included) with the WINDOW_DAYS before. */
export const STATS_WINDOW_DAYS = 30;
/** Days kept: older rows are deleted by the daily clean-up (lib/dealers/stats.ts, purgeOldStoreStats). */
export const STORE_STATS_RETENTION_DAYS = 400;

export type StoreCounts = Record<StoreStatKind, number>;

export const noCounts = (): StoreCounts => ({ views: 0, appearances: 0, directions: 0, website: 0, phone: 0 });

/** A store's figures: the last 30 days (`current`) against the 30 days before (`previous`). */
export interface StoreFigures {
  current: StoreCounts;
  previous: StoreCounts;
}

/** The two windows at `now`: the last 30 days (today and the 29 before) and the 30 days before them, as first and last day. */
export function statsWindows(now: Date, days = STATS_WINDOW_DAYS) {
  const today = osloToday(now);
  const currentFrom = addDays(today, -(days - 1));
  return {
    current: { from: currentFrom, to: today },
    previous: { from: addDays(currentFrom, -days), to: addDays(currentFrom, -1) },
  };
}

/** The change from `previous` to `current`: the difference and, when there was something before, the percentage (rounded). */
export function figureChange(current: number, previous: number): { delta: number; percent: number | null } {
  return { delta: current - previous, percent: previous > 0 ? Math.round(((current - previous) / previous) * 100) : null };
}

const NUMBER = new Intl.NumberFormat('nb-NO');

/** The change as text: '+12 (+25 %)', '−3 (−10 %)', '+4' (nothing before), 'Uendret'. */
export function changeLabel(current: number, previous: number): string {
  const { delta, percent } = figureChange(current, previous);
  if (delta === 0) return 'Uendret';
  const sign = delta > 0 ? '+' : '−';
  const amount = `${sign}${NUMBER.format(Math.abs(delta))}`;
  return percent === null ? amount : `${amount} (${sign}${NUMBER.format(Math.abs(percent))} %)`;
}

/** A count as shown ('1 234' with the Norwegian group separator). */
export function formatCount(n: number): string {
  return NUMBER.format(n);
}

/** True when every count of both windows is zero (the figures' empty state). */
export function hasNoFigures(figures: StoreFigures): boolean {
  return STORE_STAT_KINDS.every((kind) => figures.current[kind] === 0 && figures.previous[kind] === 0);
}
