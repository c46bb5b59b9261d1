/**
 * Texts every admin tab shares (docs/product.md §8): the confirmation dialog's title and the lists'
 * relative dates. Each entity's toasts and confirmation text are beside its components
 * (components/admin/<entity>/texts.ts).
 */
export const CONFIRM = {
  title: 'Er du sikker?',
} as const;

const UNITS: [seconds: number, one: string, many: string][] = [
  [31_536_000, 'år', 'år'],
  [2_592_000, 'måned', 'måneder'],
  [604_800, 'uke', 'uker'],
  [86_400, 'dag', 'dager'],
  [3_600, 'time', 'timer'],
  [60, 'minutt', 'minutter'],
];

/**
 * '3 dager siden', '1 time siden', 'akkurat nå' — the documented wording (Intl.RelativeTimeFormat
 * says 'for 3 døgn siden' in bokmål).
 */
export function relativeTime(date: Date, now = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
  for (const [size, one, many] of UNITS) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${n === 1 ? one : many} siden`;
  }
  return 'akkurat nå';
}
