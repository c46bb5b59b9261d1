import { updateAdminOperation } from '@/lib/admin/admins/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/**
 * PATCH /api/admins/{id} { isActive?, resendInvitation? }: deactivate (the account's sessions end at
 * once), reactivate, or send a new invitation. 404 unknown · 409 your own account, the last active
 * administrator, or an invitation to an account that already has a password.
 */
export const PATCH = operationRoute(updateAdminOperation);
