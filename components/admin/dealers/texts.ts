/** The dealer accounts' toasts and confirmation text (docs/product.md §8). */
export const DEALER_TOASTS = {
  added: { title: 'Forhandler lagt til' },
  addFailure: { title: 'Feil ved registrering', description: 'Kunne ikke legge til forhandler. Prøv igjen.' },
  updated: { title: 'Forhandler oppdatert' },
  updateFailure: { title: 'Feil ved oppdatering', description: 'Kunne ikke oppdatere forhandler. Prøv igjen.' },
  deleted: { title: 'Forhandler slettet' },
  deleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette forhandler. Prøv igjen.' },
} as const;

export const confirmDeleteDealer = (name: string) => `Dette vil permanent slette forhandleren "${name}". Denne handlingen kan ikke angres.`;
