'use server';
/**
 * The dealer accounts' server actions (docs/product.md: Admin panel), each made from its one
 * declaration (operations.ts), the writes shared with the API. Each answers an ActionResult and the
 * writes are written to the audit log. No action sets a password: a new dealer gets an invitation
 * e-mail (lib/admin/shared/accounts.ts).
 */
import { operationAction } from '../shared/operation';
import {
  createDealerOperation,
  deleteDealerOperation,
  resendDealerInvitationOperation,
  searchStoreOptionsOperation,
  updateDealerOperation,
} from './operations';

export const addDealerAction = operationAction(createDealerOperation, (dealer) => ({ id: dealer.id }));

export const updateDealerAction = operationAction(updateDealerOperation, () => undefined);

/** 'Send invitasjon på nytt': a new link for a dealer who has not set a password yet; the old link stops working. */
export const resendDealerInvitationAction = operationAction(resendDealerInvitationOperation, (dealer) => ({ id: dealer.id, expiresAt: dealer.expiresAt }));

export const deleteDealerAction = operationAction(deleteDealerOperation);

/** The edit dialog's store picker (reads only, no audit entry). */
export const searchStoreOptionsAction = operationAction(searchStoreOptionsOperation);
