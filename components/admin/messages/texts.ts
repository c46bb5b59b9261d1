/** The messages tab's toasts, confirmation text and handling labels (docs/product.md: Admin panel, Meldinger). */
export const MESSAGE_TOASTS = {
  deleted: { title: 'Melding slettet' },
  deleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette melding. Prøv igjen.' },
  statusSaved: { title: 'Status oppdatert' },
  noteSaved: { title: 'Notat lagret' },
  saveFailure: { title: 'Feil ved lagring', description: 'Kunne ikke lagre endringen. Prøv igjen.' },
} as const;

export const CONFIRM_DELETE_MESSAGE = 'Denne handlingen kan ikke angres. Dette vil permanent slette meldingen.';

export const HANDLING_UI = {
  filter: 'Filtrer etter status',
  all: 'Alle',
  csv: 'Last ned CSV',
  reply: 'Svar',
  replyLabel: (name: string) => `Svar ${name} på e-post`,
  statusLabel: (name: string) => `Status for ${name}`,
  note: 'Notat',
  noteLabel: (name: string) => `Internt notat for ${name}`,
  noteField: 'Internt notat (vises ikke for avsenderen)',
  cancel: 'Avbryt',
  save: 'Lagre',
  saving: 'Lagrer...',
} as const;
