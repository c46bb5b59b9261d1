/** The dealer accounts' toasts, labels and confirmation text (docs/product.md §8). */
export const DEALER_TOASTS = {
  added: { title: 'Forhandler lagt til', description: 'Invitasjonen med lenke for å velge passord er sendt.' },
  addFailure: { title: 'Feil ved registrering', description: 'Kunne ikke legge til forhandler. Prøv igjen.' },
  updated: { title: 'Forhandler oppdatert' },
  updateFailure: { title: 'Feil ved oppdatering', description: 'Kunne ikke oppdatere forhandler. Prøv igjen.' },
  deleted: { title: 'Forhandler slettet' },
  deleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette forhandler. Prøv igjen.' },
  invitationSent: (email: string) => ({ title: 'Invitasjon sendt', description: `Ny lenke sendt til ${email}. Den forrige lenken virker ikke lenger.` }),
  invitationFailure: { title: 'Feil ved sending', description: 'Kunne ikke sende invitasjonen. Prøv igjen.' },
} as const;

export const DEALER_UI = {
  addTitle: 'Legg til forhandler',
  add: 'Legg til forhandler',
  adding: 'Legger til...',
  listTitle: (total: number) => `Forhandlere (${total})`,
  invitationHint: 'Forhandleren får en e-post med en lenke for å velge sitt eget passord. Lenken er gyldig i 72 timer.',
  name: 'Navn',
  company: 'Firma',
  email: 'E-post',
  status: 'Status',
  editTitle: (name: string) => `Rediger ${name}`,
  saveEdit: 'Lagre endringer',
  savingEdit: 'Oppdaterer...',
  resend: 'Send invitasjon på nytt',
  resending: 'Sender...',
  resendLabel: (name: string) => `Send invitasjon på nytt til ${name}`,
  /** The switch's visible text and its accessible name (a deactivated dealer loses access at the next request). */
  active: 'Aktiv',
  activeLabel: (name: string) => `Aktiv: ${name}`,
  deleteLabel: (name: string) => `Slett ${name}`,
  search: 'Søk',
  searchLabel: 'Søk i forhandlerkontoer',
  searchPlaceholder: 'E-post, navn eller firma',
  filtered: (q: string) => `Viser kontoer der e-post, navn eller firma inneholder «${q}».`,
  showAll: 'Vis alle forhandlere',
  empty: 'Ingen forhandlere ennå.',
  emptyFiltered: 'Ingen forhandlere funnet.',
  /** The store picker ('Min butikk'): the locations this account keeps up to date in the portal. */
  stores: 'Butikker (Min butikk)',
  storesHint:
    'Forhandlersteder denne kontoen holder oppdatert selv: åpningstider, telefon, nettside og sortiment under «Min butikk» i forhandlerportalen. Søk på id, navn eller adresse.',
  storesColumn: 'Butikker',
  noStores: '—',
  storeLabel: (name: string, id: string) => `${name} (${id})`,
  linkedTo: (email: string) => `Knyttet til ${email}`,
  searchingStores: 'Søker...',
  noStoreOptions: 'Ingen forhandlersteder funnet',
  storeSearchFailed: 'Kunne ikke hente forhandlersteder. Prøv igjen.',
} as const;

export const confirmDeleteDealer = (name: string) => `Dette vil permanent slette forhandleren "${name}". Denne handlingen kan ikke angres.`;
