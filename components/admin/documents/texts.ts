/** The dealer documents' kind names, toasts and confirmation text (docs/product.md §8). */

export const DOCUMENT_KIND_LABELS = { PRICE_LIST: 'Prisliste', MARKETING: 'Markedsmateriell' } as const;

export const DOCUMENT_TOASTS = {
  added: { title: 'Dokument lastet opp' },
  addFailure: { title: 'Feil ved opplasting', description: 'Kunne ikke laste opp dokumentet. Prøv igjen.' },
  deleted: { title: 'Dokument slettet' },
  deleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette dokumentet. Prøv igjen.' },
} as const;

export const confirmDeleteDocument = (title: string) => `Dette vil permanent slette dokumentet "${title}". Denne handlingen kan ikke angres.`;
