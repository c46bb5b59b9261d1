/**
 * The 'E-post' tab's texts (docs/product.md: Admin panel, E-post). Status and kind names live in
 * lib/mail/messages.ts.
 */
export const OUTBOX_UI = {
  title: (n: number) => `E-post (${n})`,
  intro:
    'Alle e-poster nettstedet sender – invitasjoner, lenker til nytt passord og varsler om nye meldinger – legges her først og sendes derfra, med nye forsøk når sendingen feiler.',
  smtpMissing: 'E-post sendes ikke: SMTP er ikke satt opp. Meldingene kan leses her.',
  filter: 'Filtrer på status',
  all: 'Alle',
  columns: { created: 'Opprettet', to: 'Til', subject: 'Emne', kind: 'Type', status: 'Status', attempts: 'Forsøk', lastError: 'Siste feil' },
  empty: 'Ingen e-poster ennå.',
  emptyFiltered: (status: string) => `Ingen e-poster med status «${status}».`,
  read: 'Les',
  readLabel: (subject: string) => `Les «${subject}»`,
  resend: 'Send på nytt',
  resendLabel: (subject: string) => `Send «${subject}» på nytt`,
  resending: 'Sender...',
  close: 'Lukk',
  to: 'Til',
  replyTo: 'Svar til',
  kind: 'Type',
  status: 'Status',
  created: 'Opprettet',
  sent: 'Sendt',
  nextAttempt: 'Neste forsøk',
  attempts: 'Forsøk',
  lastError: 'Siste feil',
  textPart: 'Tekstversjon',
  showHtml: 'Vis HTML-versjon',
  hideHtml: 'Skjul HTML-versjon',
  htmlFrame: (subject: string) => `HTML-versjonen av «${subject}»`,
} as const;

export const OUTBOX_TOASTS = {
  resent: { title: 'Lagt i kø', description: 'Meldingen sendes på nytt.' },
  failure: { title: 'Kunne ikke sende på nytt', description: 'Prøv igjen.' },
} as const;
