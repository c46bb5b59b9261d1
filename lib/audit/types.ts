/**
 * What the audit log records (docs/operations.md: Audit log): the actions and the kinds of object
 * an entry can name. Stored as bounded strings (audit_events.action / .entity), so a new name
 * needs no migration — only a line here and its Norwegian label in messages.ts. Client-safe.
 */
export const AUDIT_ACTIONS = [
  'sign_in_success',
  'sign_in_failure',
  /** A sign-in refused by the back-off before the password was checked (lib/auth/throttle.ts). */
  'sign_in_slowed',
  'logout',
  /** A session ended by the server: logout everywhere, password change, deactivation, expiry. */
  'session_ended',
  /** 'Endre passord': the user's own password changed, the other sessions ended. */
  'password_change',
  /** 'Glemt passord?' for an existing account: a reset link written to the outbox (never the token). */
  'password_reset_requested',
  /** A password set through a reset link; every session of the account ended. */
  'password_reset',
  /** An invitation's first password set through its link. */
  'invitation_accepted',
  'create',
  'update',
  'delete',
  'import',
  'upload',
  /** 'Send invitasjon på nytt': a new one-time link to set the password (the old one stops working). */
  'invite',
  /** A dealer's change to its own store in the portal ('Min butikk', lib/dealers/store.ts). */
  'store_update',
] as const;

export const AUDIT_ENTITIES = [
  'session',
  'product',
  'dealer',
  'location',
  'document',
  'contact_message',
  'partner_inquiry',
  'course',
  'course_module',
  'course_content',
  'quiz_question',
  'retailer',
  'outbox_message',
  /** An administrator's account (Administratorer tab). */
  'admin',
  /** The site content of the 'Innhold' tab (lib/content). */
  'site_content',
  /** A product's safety data sheet or technical data sheet revision (lib/admin/product-documents). */
  'product_document',
  /** A term of the uses vocabulary ('Passer til', Produktfakta tab). */
  'use_term',
  /** A statement (H, EUH, P) of the CLP statement catalogue (Produktfakta tab). */
  'hazard_phrase',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const isAuditEntity = (value: unknown): value is AuditEntity => (AUDIT_ENTITIES as readonly unknown[]).includes(value);
export const isAuditAction = (value: unknown): value is AuditAction => (AUDIT_ACTIONS as readonly unknown[]).includes(value);

/** Retention: entries older than this are removed by the daily clean-up (lib/audit/cleanup.ts). */
export const AUDIT_RETENTION_DAYS = 365;
