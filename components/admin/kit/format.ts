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

const UNITS: [seconds: number, one: string, many: string][] = [
  [31_536_000, 'år', 'år'],
  [2_592_000, 'måned', 'måneder'],
  [604_800, 'uke', 'uker'],
  [86_400, 'dag', 'dager'],
  [3_600, 'time', 'timer'],
  [60, 'minutt', 'minutter'],
];

/**
 * '3 dager siden', '1 time siden', 'akkurat nå' — the lists' relative dates in the documented
 * wording (Intl.RelativeTimeFormat says 'for 3 døgn siden' in bokmål).
 */
export function relativeTime(date: Date, now = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
  for (const [size, one, many] of UNITS) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${n === 1 ? one : many} siden`;
  }
  return 'akkurat nå';
}
