/**
 * One number, percent and date format for the whole admin panel, in nb-NO (docs/product.md: Admin
 * panel): '1 234', '4,8', '75 %', '75,5 %' — a space before the percent sign, a comma as decimal
 * separator. Pure; used on the server and in the browser alike.
 */
const NBSP = '\u00a0';

function numberFormat(decimals: number) {
  return new Intl.NumberFormat('nb-NO', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** A whole or decimal number: '1 234', '4,8' (Intl's narrow no-break space as the thousands separator). */
export function formatNumber(value: number, decimals = 0): string {
  return numberFormat(decimals).format(value);
}

/** A percentage given as 0–100: '75 %', or with decimals '75,5 %'. */
export function formatPercent(value: number, decimals = 0): string {
  return `${formatNumber(value, decimals)}${NBSP}%`;
}

/** A rating such as '4,8'. */
export function formatRating(value: number): string {
  return formatNumber(value, 1);
}

/** A count with its noun: '1 forhandler med fremgang', '2 forhandlere med fremgang'. */
export function countOf(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/** A date as '24.11.2026' (Europe/Oslo), and with the time as '24.11.2026 14:05'. */
export function formatDate(date: Date | string, withTime = false): string {
  return new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(typeof date === 'string' ? new Date(date) : date);
}
