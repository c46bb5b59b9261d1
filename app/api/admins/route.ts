import { inviteAdminOperation, listAdminsOperation } from '@/lib/admin/admins/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** GET /api/admins: every administrator account, oldest first, with invitationPending (never a hash). Administrators. */
export const GET = operationRoute(listAdminsOperation);

/** POST /api/admins { email, name }: 201 the account without a password, its invitation in the outbox · 400 · 409 e-mail taken. */
export const POST = operationRoute(inviteAdminOperation, { status: 201 });
