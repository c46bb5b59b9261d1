'use client';
/**
 * 'Åpent nå · stenger 17:00' / 'Stengt · åpner i morgen 09:00', computed in the visitor's browser at
 * the visitor's own time (Europe/Oslo) from the hours passed as props (lib/dealers/hours-core.ts),
 * and again every minute. Renders nothing on the server and without JavaScript, so a cached page
 * never shows a stale state (OpeningHours.tsx shows today's hours instead). Norway's public holidays
 * come as dates from the server (`holidays`, or PublicHolidaysProvider around the finder), so the
 * holiday library stays out of the browser's script.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { openStateWith, type PublicHoliday, type SpecialDay, type WeeklyHours } from '@/lib/dealers/hours-core';
import styles from './hours.module.css';

const PublicHolidaysContext = createContext<readonly PublicHoliday[]>([]);

/** The public holidays (from lib/dealers/hours.ts publicHolidays) for every OpenNow inside. */
export function PublicHolidaysProvider({ holidays, children }: { holidays: readonly PublicHoliday[]; children: ReactNode }) {
  return <PublicHolidaysContext.Provider value={holidays}>{children}</PublicHolidaysContext.Provider>;
}

/** The public holidays PublicHolidaysProvider passed down (none outside it). */
export function usePublicHolidays(): readonly PublicHoliday[] {
  return useContext(PublicHolidaysContext);
}

const MINUTE = 60_000;
const subscribe = (tick: () => void) => {
  const timer = window.setInterval(tick, MINUTE / 4);
  return () => window.clearInterval(timer);
};
const currentMinute = () => Math.floor(Date.now() / MINUTE);
const noMinute = () => null;

interface Props {
  weeklyHours: WeeklyHours;
  specialDays: readonly SpecialDay[];
  /** Norway's public holidays of the coming weeks; else the provider's. */
  holidays?: readonly PublicHoliday[];
  className?: string;
}

export function OpenNow({ weeklyHours, specialDays, holidays, className }: Props) {
  const provided = useContext(PublicHolidaysContext);
  // null on the server and in the first (hydrating) render: nothing is shown until the browser's clock is read.
  const minute = useSyncExternalStore(subscribe, currentMinute, noMinute);
  const state = useMemo(
    () => (minute === null ? null : openStateWith(weeklyHours, specialDays, holidays ?? provided, new Date(minute * MINUTE))),
    [minute, weeklyHours, specialDays, holidays, provided],
  );
  if (!state) return null;
  return (
    <p className={className ? `${styles.openNow} ${className}` : styles.openNow} data-open={state.open ? 'true' : 'false'} data-testid="open-now">
      {state.label}
    </p>
  );
}
