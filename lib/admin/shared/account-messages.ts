/**
 * Texts of the accounts an administrator creates by invitation — dealers, administrators, dealers
 * from an application (docs/product.md: Admin panel; docs/operations.md §13): the status shown in the
 * lists and the refusals of 'Send invitasjon på nytt'. Client-safe.
 */
export const ACCOUNT_STATUS_LABELS = {
  pending: 'Venter på passord',
  active: 'Aktiv',
  inactive: 'Deaktivert',
} as const;

export type AccountStatus = keyof typeof ACCOUNT_STATUS_LABELS;

/** 'Venter på passord' until the owner has chosen a password; then active or deactivated. */
export function accountStatus(account: { isActive: boolean; invitationPending: boolean }): AccountStatus {
  if (!account.isActive) return 'inactive';
  return account.invitationPending ? 'pending' : 'active';
}

export const ACCOUNT_MESSAGES = {
  duplicateEmail: 'En konto med denne e-postadressen finnes allerede',
  /** A password in a create or update body: the owner chooses it through the invitation link. */
  noPassword: 'Administratoren setter ikke passord. Kontoens eier velger passord selv via invitasjonslenken.',
  alreadyHasPassword: 'Kontoen har allerede et passord. Eieren kan bruke «Glemt passord?».',
  inactive: 'Kontoen er deaktivert. Aktiver den før du sender en ny invitasjon.',
} as const;
