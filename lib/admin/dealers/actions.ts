'use server';
/**
 * The dealer accounts' server actions (docs/product.md: Admin panel). Each checks the administrator
 * role itself (runAdminAction), validates with the dealer schema, answers an ActionResult and
 * names the change it makes for the audit log (passwords named, never shown: lib/audit/summary.ts).
 */
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { parseInput, recordId, runAdminAction } from '../shared/action';
import { dealerSchema, dealerUpdateSchema } from './schema';
import { createDealer, deleteDealer, getDealer, updateDealer } from './service';

export async function addDealerAction(input: unknown) {
  return runAdminAction({ entity: 'dealer', action: 'create' }, async (audit) => {
    const data = parseInput(dealerSchema, input);
    audit.summary = changeSummary(data);
    audit.entityId = (await createDealer(prisma, data)).id;
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

export async function deleteDealerAction(id: unknown) {
  return runAdminAction({ entity: 'dealer', action: 'delete' }, async (audit) => {
    const dealer = await getDealer(prisma, recordId(id));
    audit.summary = changeSummary({ email: dealer.email, company: dealer.company });
    return deleteDealer(prisma, dealer.id);
  });
}
