'use server';
/**
 * The dealer accounts' server actions (docs/product.md: Admin panel). The writes the API also
 * offers are made from their one declaration (operations.ts); 'Send invitasjon på nytt' checks the
 * administrator role itself (runAdminAction). Each answers an ActionResult and names the change it
 * makes for the audit log. No action sets a password: a new dealer gets an
 * invitation e-mail (lib/admin/shared/accounts.ts).
 */
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { parseInput, READ_ONLY, recordId, runAdminAction } from '../shared/action';
import { runOperation } from '../shared/operation';
import { createDealerOperation, deleteDealerOperation, updateDealerOperation } from './operations';
import { storeSearchSchema } from './schema';
import { resendDealerInvitation, searchStoreOptions } from './service';

export async function addDealerAction(input: unknown) {
  return runOperation(createDealerOperation, { input }, (dealer) => ({ id: dealer.id }));
}

export async function updateDealerAction(id: unknown, input: unknown) {
  return runOperation(updateDealerOperation, { id, input }, () => undefined);
}

/** 'Send invitasjon på nytt': a new link for a dealer who has not set a password yet; the old link stops working. */
export async function resendDealerInvitationAction(id: unknown) {
  return runAdminAction({ entity: 'dealer', action: 'invite' }, async (audit) => {
    const dealer = await resendDealerInvitation(prisma, (audit.entityId = recordId(id)));
    audit.summary = changeSummary({ email: dealer.email });
    return { id: dealer.id, expiresAt: dealer.expiresAt };
  });
}

export async function deleteDealerAction(id: unknown) {
  return runOperation(deleteDealerOperation, { id });
}

/**
 * The edit dialog's store picker: at most 20 locations whose id, name or address contains `q`, each
 * with the account it is linked to now. Reads only (no audit entry); a `q` that is not single-line
 * text of at most 100 characters is 400.
 */
export async function searchStoreOptionsAction(q: unknown) {
  return runAdminAction(READ_ONLY, () => searchStoreOptions(prisma, parseInput(storeSearchSchema, q ?? '')));
}
