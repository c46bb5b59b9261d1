'use server';
/**
 * The dealer accounts' server actions (docs/product.md: Admin panel). Each checks the administrator
 * role itself (runAdminAction), validates with the dealer schema, answers an ActionResult and
 * names the change it makes for the audit log. No action sets a password: a new dealer gets an
 * invitation e-mail (lib/admin/shared/accounts.ts).
 */
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { parseInput, recordId, runAdminAction } from '../shared/action';
import { dealerSchema, dealerUpdateSchema } from './schema';
import { createDealer, deleteDealer, getDealer, resendDealerInvitation, updateDealer } from './service';

export async function addDealerAction(input: unknown) {
  return runAdminAction({ entity: 'dealer', action: 'create' }, async (audit) => {
    const data = parseInput(dealerSchema, input);
    audit.summary = changeSummary({ ...data, invitasjon: 'sendt' });
    const dealer = await createDealer(prisma, data);
    audit.entityId = dealer.id;
    return { id: dealer.id };
  });
}

export async function updateDealerAction(id: unknown, input: unknown) {
  return runAdminAction({ entity: 'dealer', action: 'update' }, async (audit) => {
    const dealerId = (audit.entityId = recordId(id));
    const data = parseInput(dealerUpdateSchema, input);
    audit.summary = changeSummary(data, { before: await getDealer(prisma, dealerId) });
    await updateDealer(prisma, dealerId, data);
  });
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
  return runAdminAction({ entity: 'dealer', action: 'delete' }, async (audit) => {
    const dealer = await getDealer(prisma, recordId(id));
    audit.summary = changeSummary({ email: dealer.email, company: dealer.company });
    return deleteDealer(prisma, dealer.id);
  });
}
