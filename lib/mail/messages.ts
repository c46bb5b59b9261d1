/**
 * The outbox's Norwegian texts (Admin › E-post, the resend action). Client-safe.
 */
export const OUTBOX_STATUS_LABELS = {
  pending: 'Venter',
  sending: 'Sendes',
  sent: 'Sendt',
  failed: 'Feilet',
} as const;

export type OutboxStatusName = keyof typeof OUTBOX_STATUS_LABELS;

export const MAIL_KIND_LABELS: Record<string, string> = {
  invitation: 'Invitasjon',
  password_reset: 'Nytt passord',
  contact_notification: 'Varsel om kontaktmelding',
  partner_notification: 'Varsel om forhandlersøknad',
  sds_revision: 'Nytt sikkerhetsdatablad',
};

/** The Norwegian name of a kind; an unknown (newer) kind as it is. */
export const mailKindLabel = (kind: string) => MAIL_KIND_LABELS[kind] ?? kind;

export const OUTBOX_MESSAGES = {
  notFailed: 'Bare meldinger som har feilet kan sendes på nytt.',
} as const;
