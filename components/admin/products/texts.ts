/** The product tab's toasts, confirmation text and the edit dialog's load failure (docs/product.md §8). */
export const PRODUCT_TOASTS = {
  added: { title: 'Produkt lagt til' },
  addFailure: { title: 'Feil ved registrering', description: 'Kunne ikke legge til produkt. Prøv igjen.' },
  updated: { title: 'Produkt oppdatert' },
  updateFailure: { title: 'Feil ved oppdatering', description: 'Kunne ikke oppdatere produkt. Prøv igjen.' },
  deleted: { title: 'Produkt slettet' },
  deleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette produkt. Prøv igjen.' },
  imageUploadFailure: { title: 'Feil ved opplasting', description: 'Kunne ikke laste opp bildet. Prøv igjen.' },
} as const;

export const confirmDeleteProduct = (name: string) => `Dette vil permanent slette produktet "${name}". Denne handlingen kan ikke angres.`;

export const PRODUCT_LOAD_FAILURE = 'Kunne ikke hente produktet. Prøv igjen.';
