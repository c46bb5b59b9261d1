/** The dealer locations' toasts and confirmation text (docs/product.md §8). */
export const LOCATION_TOASTS = {
  added: { title: 'Forhandlersted lagt til' },
  addFailure: { title: 'Feil ved registrering', description: 'Kunne ikke legge til forhandlersted. Prøv igjen.' },
  updated: { title: 'Forhandlersted oppdatert' },
  updateFailure: { title: 'Feil ved oppdatering', description: 'Kunne ikke oppdatere forhandlersted. Prøv igjen.' },
  deleted: { title: 'Forhandlersted slettet' },
  deleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette forhandlersted. Prøv igjen.' },
  importDone: (created: number, updated: number) => ({ title: 'Import fullført', description: `${created} nye og ${updated} oppdaterte forhandlersteder.` }),
  importFailure: { title: 'Feil ved import', description: 'Ingen rader ble importert. Se feilene under skjemaet.' },
} as const;

export const confirmDeleteLocation = (name: string) => `Dette vil permanent slette forhandlerstedet "${name}". Denne handlingen kan ikke angres.`;
