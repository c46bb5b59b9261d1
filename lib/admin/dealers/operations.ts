/**
 * The dealer accounts' operations, each declared once (lib/admin/shared/operation.ts): the server
 * actions (actions.ts) and the admin API's handlers (app/api/dealers/**) are made from these. No
 * operation sets a password: a new dealer gets an invitation e-mail (lib/admin/shared/accounts.ts).
 * Server-only.
 */
import 'server-only';
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { defineOperation } from '../shared/operation';
import { dealerSchema, dealerUpdateSchema } from './schema';
import { createDealer, deleteDealer, getDealer, updateDealer } from './service';

/** A new dealer account without a password, its invitation in the outbox; 409 e-mail taken. */
export const createDealerOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'dealer', action: 'create', summary: (input) => changeSummary({ ...input, invitasjon: 'sendt' }) },
  input: dealerSchema,
  run: ({ input }) => createDealer(prisma, input),
});

/** Any of email, name, company, isActive; `resendInvitation: true` sends a new invitation. */
export const updateDealerOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'dealer', action: 'update' },
  id: true,
  input: dealerUpdateSchema,
  run: async ({ id, input }, { audit }) => {
    audit.entityId = id;
    audit.summary = changeSummary(input, { before: await getDealer(prisma, id) });
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
