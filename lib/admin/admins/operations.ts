/**
 * The Administratorer tab's operations, each declared once (lib/admin/shared/operation.ts): the
 * server actions (actions.ts) and the admin API's handlers (app/api/admins/**) are made from these.
 * Never yourself, never the last active administrator (service.ts). Server-only.
 */
import 'server-only';
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { defineOperation, READ_ONLY } from '../shared/operation';
import { adminInviteSchema, adminUpdateSchema } from './schema';
import { getAdmin, inviteAdmin, listAdmins, resendAdminInvitation, updateAdmin } from './service';

/** GET /api/admins: every administrator account, oldest first (never a password hash). */
export const listAdminsOperation = defineOperation({
  who: 'admin',
  run: async () => ({ items: await listAdmins(prisma) }),
  audit: READ_ONLY,
});

/** A new administrator without a password, their invitation in the outbox; 409 e-mail taken. */
export const inviteAdminOperation = defineOperation({
  who: 'admin',
  input: adminInviteSchema,
  run: ({ input }) => inviteAdmin(prisma, input),
  audit: { entity: 'admin', action: 'create', summary: ({ input }) => changeSummary(input) },
});

/** Deactivate (the account's sessions end at once), reactivate, and/or send a new invitation. */
export const updateAdminOperation = defineOperation({
  who: 'admin',
  id: true,
  input: adminUpdateSchema,
  before: ({ id }) => getAdmin(prisma, id),
  run: ({ id, input }, { actor }) => updateAdmin(prisma, actor.id, id, input),
  audit: {
    entity: 'admin',
    action: 'update',
    summary: ({ input, result, before }) => changeSummary({ email: result.email, ...input }, { before: { email: null, isActive: before.isActive } }),
  },
});

/** 'Send invitasjon på nytt': a new link for an administrator who has not set a password yet. */
export const resendAdminInvitationOperation = defineOperation({
  who: 'admin',
  id: true,
  run: ({ id }) => resendAdminInvitation(prisma, id),
  audit: { entity: 'admin', action: 'invite', summary: ({ result }) => changeSummary({ email: result.email }) },
});
