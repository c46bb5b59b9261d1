import { ACCOUNT_STATUS_LABELS, accountStatus } from './account-messages';

describe('accountStatus', () => {
  it("is 'Venter på passord' for an active account without a password, else Aktiv or Deaktivert", () => {
    expect(ACCOUNT_STATUS_LABELS[accountStatus({ isActive: true, invitationPending: true })]).toBe('Venter på passord');
    expect(ACCOUNT_STATUS_LABELS[accountStatus({ isActive: true, invitationPending: false })]).toBe('Aktiv');
    // A deactivated account cannot use its invitation either: it shows as deactivated.
    expect(ACCOUNT_STATUS_LABELS[accountStatus({ isActive: false, invitationPending: true })]).toBe('Deaktivert');
    expect(ACCOUNT_STATUS_LABELS[accountStatus({ isActive: false, invitationPending: false })]).toBe('Deaktivert');
  });
});
