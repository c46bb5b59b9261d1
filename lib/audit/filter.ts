/**
 * The audit log's filters as the 'Logg' tab and GET /api/audit-events read them: a user (part of
 * the e-mail), an entity, and a date range of whole days in Norway's time zone (`fra` from the
 * start of its day, `til` to the end of its day). A value that is not one (an unknown entity, a
 * date that does not exist, text with control characters) counts as absent. Pure.
 */
import { cleanText } from './summary';
import { isAuditEntity, type AuditEntity } from './types';

export interface AuditFilter {
  user?: string;
  entity?: AuditEntity;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

/** The filter's raw text values (the form's fields). */
export interface AuditFilterText {
  user?: string;
  entity?: string;
  from?: string;
  to?: string;
}

const TIME_ZONE = 'Europe/Oslo';
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds the zone is ahead of UTC at that instant. */
function zoneOffset(instant: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - (instant - (instant % 1000));
}

/** The first instant of a calendar day (YYYY-MM-DD) in Norway, `plusDays` days later; null if no such day. */
export function osloDayStart(text: string | undefined, plusDays = 0): Date | null {
  const m = DAY.exec(text ?? '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  const check = new Date(utc);
  if (y < 2000 || y > 2999 || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  const midnight = Date.UTC(y, mo - 1, d + plusDays);
  // The offset at the guess, then once more at the corrected instant (a DST change that day).
  const first = midnight - zoneOffset(midnight);
  return new Date(midnight - zoneOffset(first));
}

/** The filter from its text values. */
export function auditFilterFrom(text: AuditFilterText): AuditFilter {
  const user = cleanText(text.user ?? '').slice(0, 254);
  const from = osloDayStart(text.from);
  const to = osloDayStart(text.to, 1);
  return {
    ...(user ? { user } : {}),
    ...(isAuditEntity(text.entity) ? { entity: text.entity } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
