/**
 * The one rule for database ids wherever they arrive — path segments, server-action arguments,
 * JSON bodies: a positive integer of at most nine digits. Anything else is "no such record",
 * answered without a query. Client-safe.
 */
const DIGITS = /^\d{1,9}$/;

/** The id in `value` (a path segment such as '42', or a number), or null when it cannot be one. */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 && value <= 999_999_999 ? value : null;
  if (typeof value !== 'string' || !DIGITS.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
