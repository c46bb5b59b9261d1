import { prisma } from '@/lib/db';
import { inviteAdminOperation } from '@/lib/admin/admins/operations';
import { listAdmins } from '@/lib/admin/admins/service';
import { operationRoute } from '@/lib/admin/shared/operation';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** GET /api/admins: every administrator account, oldest first, with invitationPending (never a hash). Administrators. */
export function GET(request: Request) {
  return route(
    request,
    async () => {
      return { items: await listAdmins(prisma) };
    },
    { who: 'admin' },
  );
}

/** POST /api/admins { email, name }: 201 the account without a password, its invitation in the outbox · 400 · 409 e-mail taken. */
export const POST = operationRoute(inviteAdminOperation, { status: 201 });
