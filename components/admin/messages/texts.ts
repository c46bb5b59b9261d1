/** The messages tab's toasts and confirmation text (docs/product.md §8). */
export const MESSAGE_TOASTS = {
  deleted: { title: 'Melding slettet' },
  deleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette melding. Prøv igjen.' },
} as const;

export const CONFIRM_DELETE_MESSAGE = 'Denne handlingen kan ikke angres. Dette vil permanent slette meldingen.';
