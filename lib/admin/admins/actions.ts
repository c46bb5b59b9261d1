'use server';
/**
 * The Administratorer tab's server actions (docs/product.md: Admin panel): invite an administrator,
 * deactivate or reactivate one (never yourself, never the last active one: service.ts), and 'Send
 * invitasjon på nytt'. Invite and (de)activate are made from their one declaration (operations.ts),
 * shared with the API; the resend checks the administrator role itself (runAdminAction). Each
 * answers an ActionResult and is written to the audit log.
 */
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { recordId, runAdminAction } from '../shared/action';
import { runOperation } from '../shared/operation';
import { inviteAdminOperation, updateAdminOperation } from './operations';
import { resendAdminInvitation } from './service';

export async function inviteAdminAction(input: unknown) {
  return runOperation(inviteAdminOperation, { input }, (admin) => ({ id: admin.id }));
}

/** Deactivate or reactivate: PATCH /api/admins/{id} with `{ isActive }`. */
export async function setAdminActiveAction(id: unknown, isActive: unknown) {
  return runOperation(updateAdminOperation, { id, input: { isActive: isActive === true } }, (admin) => ({ id: admin.id, isActive: admin.isActive }));
}

export async function resendAdminInvitationAction(id: unknown) {
  return runAdminAction({ entity: 'admin', action: 'invite' }, async (audit) => {
    const admin = await resendAdminInvitation(prisma, (audit.entityId = recordId(id)));
    audit.summary = changeSummary({ email: admin.email });
    return { id: admin.id, expiresAt: admin.expiresAt };
  });
}
