'use server';
/**
 * The Administratorer tab's server actions (docs/product.md: Admin panel): invite an administrator,
 * deactivate or reactivate one (never yourself, never the last active one: service.ts), and 'Send
 * invitasjon på nytt'. Each checks the administrator role itself (runAdminAction), validates with
 * the shared schema, answers an ActionResult and is written to the audit log.
 */
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { parseInput, recordId, runAdminAction } from '../shared/action';
import { adminInviteSchema } from './schema';
import { getAdmin, inviteAdmin, resendAdminInvitation, setAdminActive } from './service';

export async function inviteAdminAction(input: unknown) {
  return runAdminAction({ entity: 'admin', action: 'create' }, async (audit) => {
    const data = parseInput(adminInviteSchema, input);
    audit.summary = changeSummary(data);
    const admin = await inviteAdmin(prisma, data);
    audit.entityId = admin.id;
    return { id: admin.id };
  });
}

export async function setAdminActiveAction(id: unknown, isActive: unknown) {
  return runAdminAction({ entity: 'admin', action: 'update' }, async (audit, actor) => {
    const adminId = (audit.entityId = recordId(id));
    const active = isActive === true;
    const before = await getAdmin(prisma, adminId);
    const admin = await setAdminActive(prisma, actor.id, adminId, active);
    audit.summary = changeSummary({ email: admin.email, isActive: active }, { before: { email: null, isActive: before.isActive } });
    return { id: admin.id, isActive: admin.isActive };
  });
}

export async function resendAdminInvitationAction(id: unknown) {
  return runAdminAction({ entity: 'admin', action: 'invite' }, async (audit) => {
    const admin = await resendAdminInvitation(prisma, (audit.entityId = recordId(id)));
    audit.summary = changeSummary({ email: admin.email });
    return { id: admin.id, expiresAt: admin.expiresAt };
  });
}
