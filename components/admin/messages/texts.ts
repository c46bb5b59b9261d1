/** The messages tab's toasts, confirmation text and handling labels (docs/product.md: Admin panel, Meldinger). */
export const MESSAGE_TOASTS = {
  deleted: { title: 'Melding slettet' },
  deleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette melding. Prøv igjen.' },
  statusSaved: { title: 'Status oppdatert' },
  noteSaved: { title: 'Notat lagret' },
  saveFailure: { title: 'Feil ved lagring', description: 'Kunne ikke lagre endringen. Prøv igjen.' },
  accountCreated: (email: string) => ({ title: 'Forhandlerkonto opprettet', description: `Invitasjonen er sendt til ${email}.` }),
  accountFailure: { title: 'Feil ved oppretting', description: 'Kunne ikke opprette forhandlerkontoen. Prøv igjen.' },
} as const;

/** 'Opprett forhandlerkonto' on a dealer application. */
export const ACCOUNT_UI = {
  create: 'Opprett forhandlerkonto',
  label: (name: string) => `Opprett forhandlerkonto for ${name}`,
  hint: 'Hentet fra søknaden – du kan endre feltene. Forhandleren får en e-post med en lenke for å velge passord (gyldig i 72 timer), og søknaden merkes som besvart.',
  submit: 'Opprett konto og send invitasjon',
  creating: 'Oppretter...',
  createdFor: (email: string) => `Konto opprettet: ${email}`,
  name: 'Navn',
  company: 'Firma',
  email: 'E-post',
} as const;

export const CONFIRM_DELETE_MESSAGE = 'Denne handlingen kan ikke angres. Dette vil permanent slette meldingen.';

export const MESSAGES_UI = {
  messagesTitle: (n: number) => `Meldinger (${n})`,
  inquiriesTitle: (n: number) => `Forhandlersøknader (${n})`,
  messageColumns: { date: 'Dato', name: 'Navn', email: 'E-post', topic: 'Emne', message: 'Melding', status: 'Status', note: 'Notat' },
  inquiryColumns: {
    date: 'Dato',
    who: 'Navn og firma',
    contact: 'Kontakt',
    interest: 'Bransje og produkter',
    message: 'Melding',
    status: 'Status',
    note: 'Notat',
  },
  noMessages: 'Ingen meldinger.',
  noInquiries: 'Ingen søknader.',
  deleteLabel: (name: string) => `Slett melding fra ${name}`,
} as const;

export const HANDLING_UI = {
  filter: 'Filtrer etter status',
  statusFilter: 'Status',
  all: 'Alle',
  csv: 'Last ned CSV',
  reply: 'Svar',
  replyLabel: (name: string) => `Svar ${name} på e-post`,
  statusLabel: (name: string) => `Status for ${name}`,
  note: 'Notat',
  noteLabel: (name: string) => `Internt notat for ${name}`,
  noteField: 'Internt notat (vises ikke for avsenderen)',
} as const;
