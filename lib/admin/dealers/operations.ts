/**
 * The dealer accounts' operations, each declared once (lib/admin/shared/operation.ts): the server
 * actions (actions.ts) and the admin API's handlers (app/api/dealers/**) are made from these. No
 * operation sets a password: a new dealer gets an invitation e-mail (lib/admin/shared/accounts.ts).
 * Server-only.
 */
import 'server-only';
import { AUDIT_MESSAGES } from '../../audit/messages';
import { bounded, changeSummary, MAX_SUMMARY_LENGTH } from '../../audit/summary';
import { prisma } from '../../db';
import { defineOperation } from '../shared/operation';
import { dealerSchema, dealerUpdateSchema } from './schema';
import { createDealer, deleteDealer, getDealer, storesLinkedElsewhere, updateDealer, type DealerAccountRow } from './service';

const idList = (ids: readonly string[]) => [...ids].sort().join(', ');

/**
 * The audit summary of an add or edit: the changed fields, and the store links by id when they
 * change ('stores: d001, d007'; 'stores: tom' when all are removed), naming a store moved from
 * another dealer ('flyttet fra annen forhandler: d007 (ola@butikk.no)'). Read before the change.
 */
async function dealerSummary(input: Record<string, unknown> & { stores?: string[] }, before?: DealerAccountRow): Promise<string> {
  const { stores, ...fields } = input;
  const parts = [changeSummary(fields, { before })];
  if (stores !== undefined && (before ? idList(stores) !== idList(before.stores.map((s) => s.id)) : stores.length > 0)) {
    parts.push(`stores: ${idList(stores) || AUDIT_MESSAGES.empty_value}`);
    const moved = await storesLinkedElsewhere(prisma, stores, before?.id);
    if (moved.length > 0) parts.push(`flyttet fra annen forhandler: ${moved.map((m) => `${m.id} (${m.email})`).join(', ')}`);
  }
  return bounded(parts.filter(Boolean).join('; '), MAX_SUMMARY_LENGTH);
}

/** A new dealer account without a password, its invitation in the outbox; 409 e-mail taken, 400 an unknown store. */
export const createDealerOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'dealer', action: 'create' },
  input: dealerSchema,
  run: async ({ input }, { audit }) => {
    audit.summary = await dealerSummary({ ...input, invitasjon: 'sendt' });
    return createDealer(prisma, input);
  },
});

/**
 * Any of email, name, company, isActive and the store links (`stores`); `resendInvitation: true`
 * sends a new invitation.
 */
export const updateDealerOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'dealer', action: 'update' },
  id: true,
  input: dealerUpdateSchema,
  run: async ({ id, input }, { audit }) => {
    audit.entityId = id;
    audit.summary = await dealerSummary(input, await getDealer(prisma, id));
    return updateDealer(prisma, id, input);
  },
});

/** The dealer account and its course progress. */
export const deleteDealerOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'dealer', action: 'delete' },
  id: true,
  run: async ({ id }, { audit }) => {
    const dealer = await getDealer(prisma, id);
    audit.summary = changeSummary({ email: dealer.email, company: dealer.company });
    return deleteDealer(prisma, dealer.id);
  },
});
