'use server';
/**
 * The Administratorer tab's server actions (docs/product.md: Admin panel): invite an administrator,
 * deactivate or reactivate one (never yourself, never the last active one: service.ts), and 'Send
 * invitasjon på nytt'. Each is made from its one declaration (operations.ts), answers an
 * ActionResult and is written to the audit log.
 */
import { operationAction } from '../shared/operation';
import { inviteAdminOperation, resendAdminInvitationOperation, updateAdminOperation } from './operations';

export const inviteAdminAction = operationAction(inviteAdminOperation, (admin) => ({ id: admin.id }));

/** Deactivate or reactivate: `{ isActive }`, as PATCH /api/admins/{id}. */
export const setAdminActiveAction = operationAction(updateAdminOperation, (admin) => ({ id: admin.id, isActive: admin.isActive }));

export const resendAdminInvitationAction = operationAction(resendAdminInvitationOperation, (admin) => ({ id: admin.id, expiresAt: admin.expiresAt }));
