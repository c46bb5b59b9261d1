/** The admin panel's toasts and confirmation texts (docs/product.md §8). */
export const ADMIN_TOASTS = {
  dealerAdded: { title: 'Forhandler lagt til' },
  dealerAddFailure: { title: 'Feil ved registrering', description: 'Kunne ikke legge til forhandler. Prøv igjen.' },
  dealerUpdated: { title: 'Forhandler oppdatert' },
  dealerUpdateFailure: { title: 'Feil ved oppdatering', description: 'Kunne ikke oppdatere forhandler. Prøv igjen.' },
  dealerDeleted: { title: 'Forhandler slettet' },
  dealerDeleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette forhandler. Prøv igjen.' },
  productAdded: { title: 'Produkt lagt til' },
  productAddFailure: { title: 'Feil ved registrering', description: 'Kunne ikke legge til produkt. Prøv igjen.' },
  productUpdated: { title: 'Produkt oppdatert' },
  productUpdateFailure: { title: 'Feil ved oppdatering', description: 'Kunne ikke oppdatere produkt. Prøv igjen.' },
  productDeleted: { title: 'Produkt slettet' },
  productDeleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette produkt. Prøv igjen.' },
  messageDeleted: { title: 'Melding slettet' },
  messageDeleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette melding. Prøv igjen.' },
  locationAdded: { title: 'Forhandlersted lagt til' },
  locationAddFailure: { title: 'Feil ved registrering', description: 'Kunne ikke legge til forhandlersted. Prøv igjen.' },
  locationUpdated: { title: 'Forhandlersted oppdatert' },
  locationUpdateFailure: { title: 'Feil ved oppdatering', description: 'Kunne ikke oppdatere forhandlersted. Prøv igjen.' },
  locationDeleted: { title: 'Forhandlersted slettet' },
  locationDeleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette forhandlersted. Prøv igjen.' },
  importDone: (created: number, updated: number) => ({ title: 'Import fullført', description: `${created} nye og ${updated} oppdaterte forhandlersteder.` }),
  importFailure: { title: 'Feil ved import', description: 'Ingen rader ble importert. Se feilene under skjemaet.' },
  documentAdded: { title: 'Dokument lastet opp' },
  documentAddFailure: { title: 'Feil ved opplasting', description: 'Kunne ikke laste opp dokumentet. Prøv igjen.' },
  documentDeleted: { title: 'Dokument slettet' },
  documentDeleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette dokumentet. Prøv igjen.' },
  imageUploadFailure: { title: 'Feil ved opplasting', description: 'Kunne ikke laste opp bildet. Prøv igjen.' },
} as const;

export const CONFIRM = {
  title: 'Er du sikker?',
  product: (name: string) => `Dette vil permanent slette produktet "${name}". Denne handlingen kan ikke angres.`,
  dealer: (name: string) => `Dette vil permanent slette forhandleren "${name}". Denne handlingen kan ikke angres.`,
  message: 'Denne handlingen kan ikke angres. Dette vil permanent slette meldingen.',
  location: (name: string) => `Dette vil permanent slette forhandlerstedet "${name}". Denne handlingen kan ikke angres.`,
  document: (title: string) => `Dette vil permanent slette dokumentet "${title}". Denne handlingen kan ikke angres.`,
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
