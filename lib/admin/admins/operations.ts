/**
 * The Administratorer tab's operations, each declared once (lib/admin/shared/operation.ts): the
 * server actions (actions.ts) and the admin API's handlers (app/api/admins/**) are made from these.
 * Never yourself, never the last active administrator (service.ts). Server-only.
 */
import 'server-only';
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { defineOperation } from '../shared/operation';
import { adminInviteSchema, adminUpdateSchema } from './schema';
import { getAdmin, inviteAdmin, updateAdmin } from './service';

/** A new administrator without a password, their invitation in the outbox; 409 e-mail taken. */
export const inviteAdminOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'admin', action: 'create', summary: (input) => changeSummary(input) },
  input: adminInviteSchema,
  run: ({ input }) => inviteAdmin(prisma, input),
});

/** Deactivate (the account's sessions end at once), reactivate, and/or send a new invitation. */
export const updateAdminOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'admin', action: 'update' },
  id: true,
  input: adminUpdateSchema,
  run: async ({ id, input }, { actor, audit }) => {
    audit.entityId = id;
    const before = await getAdmin(prisma, id);
    const admin = await updateAdmin(prisma, actor.id, id, input);
    audit.summary = changeSummary({ email: admin.email, ...input }, { before: { email: null, isActive: before.isActive } });
    return admin;
  },
});
