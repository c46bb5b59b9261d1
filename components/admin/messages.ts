/** The admin panel's toasts and confirmation texts (spec section 8). */
export const ADMIN_TOASTS = {
  dealerAdded: { title: 'Forhandler lagt til' },
  dealerAddFailure: { title: 'Feil ved registrering', description: 'Kunne ikke legge til forhandler. Prøv igjen.' },
  dealerUpdated: { title: 'Forhandler oppdatert' },
  dealerUpdateFailure: { title: 'Feil ved oppdatering', description: 'Kunne ikke oppdatere forhandler. Prøv igjen.' },
  dealerDeleted: { title: 'Forhandler slettet' },
  dealerDeleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette forhandler. Prøv igjen.' },
  productDeleted: { title: 'Produkt slettet' },
  productDeleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette produkt. Prøv igjen.' },
  messageDeleted: { title: 'Melding slettet' },
  messageDeleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette melding. Prøv igjen.' },
} as const;

export const CONFIRM = {
  title: 'Er du sikker?',
  product: (name: string) => `Dette vil permanent slette produktet "${name}". Denne handlingen kan ikke angres.`,
  dealer: (name: string) => `Dette vil permanent slette forhandleren "${name}". Denne handlingen kan ikke angres.`,
  message: 'Denne handlingen kan ikke angres. Dette vil permanent slette meldingen.',
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
 * '3 dager siden', '1 time siden', 'akkurat nå' — the spec's wording (Intl.RelativeTimeFormat
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
