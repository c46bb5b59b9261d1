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
import { z } from 'zod';
import { searchParam } from '../../http/route';
import { pageFrom } from '../../pagination';
import { defineOperation, query, READ_ONLY } from '../shared/operation';
import { dealerSchema, dealerUpdateSchema, storeSearchSchema } from './schema';
import {
  createDealer,
  deleteDealer,
  getDealer,
  listDealers,
  resendDealerInvitation,
  searchStoreOptions,
  storesLinkedElsewhere,
  updateDealer,
  type DealerAccountRow,
} from './service';

const idList = (ids: readonly string[]) => [...ids].sort().join(', ');

type DealerInput = Record<string, unknown> & { stores?: string[] };

/** What a write's audit entry needs from before it: the account, and the stores it takes from another dealer. */
interface DealerBefore {
  record?: DealerAccountRow;
  moved: { id: string; email: string }[];
}

const storesChange = (input: DealerInput, record?: DealerAccountRow) =>
  input.stores !== undefined && (record ? idList(input.stores) !== idList(record.stores.map((s) => s.id)) : input.stores.length > 0);

async function dealerBefore(input: DealerInput, record?: DealerAccountRow): Promise<DealerBefore> {
  return { record, moved: storesChange(input, record) ? await storesLinkedElsewhere(prisma, input.stores ?? [], record?.id) : [] };
}

/**
 * The audit summary of an add or edit: the changed fields, and the store links by id when they
 * change ('stores: d001, d007'; 'stores: tom' when all are removed), naming a store moved from
 * another dealer ('flyttet fra annen forhandler: d007 (ola@butikk.no)'), as read before the change.
 */
function dealerSummary(input: DealerInput, { record, moved }: DealerBefore): string {
  const { stores, ...fields } = input;
  const parts = [changeSummary(fields, { before: record })];
  if (storesChange(input, record)) {
    parts.push(`stores: ${idList(stores ?? []) || AUDIT_MESSAGES.empty_value}`);
    if (moved.length > 0) parts.push(`flyttet fra annen forhandler: ${moved.map((m) => `${m.id} (${m.email})`).join(', ')}`);
  }
  return bounded(parts.filter(Boolean).join('; '), MAX_SUMMARY_LENGTH);
}

/** GET /api/dealers?page=&pageSize=&q=: dealer accounts, newest first (400 for a q with control characters or over 200 characters). */
export const listDealersOperation = defineOperation({
  who: 'admin',
  input: query((params) => ({ page: pageFrom(params), q: searchParam(params, 'q') })),
  run: ({ input }) => listDealers(prisma, input.page, input.q),
  audit: READ_ONLY,
});

/**
 * The edit dialog's store picker: at most 20 locations whose id, name or address contains `q`, each
 * with the account it is linked to now; a `q` that is not single-line text of at most 100 characters is 400.
 */
export const searchStoreOptionsOperation = defineOperation({
  who: 'admin',
  input: z.preprocess((q) => q ?? '', storeSearchSchema),
  run: ({ input }) => searchStoreOptions(prisma, input),
  audit: READ_ONLY,
});

/** A new dealer account without a password, its invitation in the outbox; 409 e-mail taken, 400 an unknown store. */
export const createDealerOperation = defineOperation({
  who: 'admin',
  input: dealerSchema,
  before: ({ input }) => dealerBefore(input),
  run: ({ input }) => createDealer(prisma, input),
  audit: { entity: 'dealer', action: 'create', summary: ({ input, before }) => dealerSummary({ ...input, invitasjon: 'sendt' }, before) },
});

/**
 * Any of email, name, company, isActive and the store links (`stores`); `resendInvitation: true`
 * sends a new invitation.
 */
export const updateDealerOperation = defineOperation({
  who: 'admin',
  id: true,
  input: dealerUpdateSchema,
  before: async ({ id, input }) => dealerBefore(input, await getDealer(prisma, id)),
  run: ({ id, input }) => updateDealer(prisma, id, input),
  audit: { entity: 'dealer', action: 'update', entityId: ({ id }) => id, summary: ({ input, before }) => dealerSummary(input, before) },
});

/** 'Send invitasjon på nytt': a new link for a dealer who has not set a password yet; the old link stops working. */
export const resendDealerInvitationOperation = defineOperation({
  who: 'admin',
  id: true,
  run: ({ id }) => resendDealerInvitation(prisma, id),
  audit: { entity: 'dealer', action: 'invite', summary: ({ result }) => changeSummary({ email: result.email }) },
});

/** The dealer account and its course progress. */
export const deleteDealerOperation = defineOperation({
  who: 'admin',
  id: true,
  before: ({ id }) => getDealer(prisma, id),
  run: ({ before }) => deleteDealer(prisma, before.id),
  audit: {
    entity: 'dealer',
    action: 'delete',
    entityId: ({ id }) => id,
    summary: ({ before }) => changeSummary({ email: before.email, company: before.company }),
  },
});
