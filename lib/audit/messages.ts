/** The audit log's Norwegian texts: the 'Logg' tab's labels of actions and objects. Client-safe. */
import type { AuditAction, AuditEntity } from './types';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in_success: 'Innlogging',
  sign_in_failure: 'Mislykket innlogging',
  sign_in_slowed: 'Innlogging bremset',
  logout: 'Utlogging',
  session_ended: 'Økt avsluttet',
  password_change: 'Passord endret',
  password_reset_requested: 'Nytt passord bedt om',
  password_reset: 'Nytt passord satt',
  invitation_accepted: 'Invitasjon tatt i bruk',
  create: 'Opprettet',
  update: 'Endret',
  delete: 'Slettet',
  import: 'Importert',
  upload: 'Lastet opp',
  invite: 'Invitasjon sendt',
  store_update: 'Endret av forhandler',
};

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  session: 'Økt',
  product: 'Produkt',
  dealer: 'Forhandlerkonto',
  location: 'Forhandlersted',
  document: 'Dokument',
  contact_message: 'Kontaktmelding',
  partner_inquiry: 'Forhandlersøknad',
  course: 'Kurs',
  course_module: 'Kursmodul',
  course_content: 'Kursinnhold',
  quiz_question: 'Quizspørsmål',
  retailer: 'Nettbutikk',
  outbox_message: 'E-post',
  admin: 'Administrator',
  site_content: 'Innhold',
  product_document: 'Produktdokument',
  use_term: 'Bruksområde',
  hazard_phrase: 'Faresetning',
};

export const AUDIT_MESSAGES = {
  title: 'Logg',
  empty: 'Ingen hendelser',
  columns: ['Tidspunkt', 'Bruker', 'Handling', 'Objekt', 'Endring'],
  filterUser: 'Bruker (e-post)',
  filterEntity: 'Objekt',
  allEntities: 'Alle',
  filterFrom: 'Fra',
  filterTo: 'Til',
  filter: 'Filtrer',
  reset: 'Nullstill',
  unknownUser: 'Ukjent',
  secretChanged: 'endret',
  empty_value: 'tom',
  retention: 'Hendelser eldre enn 365 dager slettes automatisk.',
} as const;

/** The label of a stored action or entity; an unknown (newer or older) name as it is. */
export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
export const entityLabel = (entity: string) => AUDIT_ENTITY_LABELS[entity as AuditEntity] ?? entity;
