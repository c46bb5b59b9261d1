import { prisma } from '@/lib/db';
import { requireAdmin } from '@/lib/auth/session';
import { adminInviteSchema } from '@/lib/admin/admins/schema';
import { inviteAdmin, listAdmins } from '@/lib/admin/admins/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { runAdminRoute } from '@/lib/admin/shared/route';
import { changeSummary } from '@/lib/audit/summary';
import { jsonBody, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** GET /api/admins: every administrator account, oldest first, with invitationPending (never a hash). Administrators. */
export function GET(request: Request) {
  return route(request, async () => {
    await requireAdmin(request);
    return { items: await listAdmins(prisma) };
  });
}

/** POST /api/admins { email, name }: 201 the account without a password, its invitation in the outbox · 400 · 409 e-mail taken. */
export function POST(request: Request) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'admin', action: 'create' }, async (audit) => {
      const data = await jsonBody(request, adminInviteSchema, ADMIN_MESSAGES.invalid);
      audit.summary = changeSummary(data);
      const admin = await inviteAdmin(prisma, data);
      audit.entityId = admin.id;
      return Response.json(admin, { status: 201 });
    }),
  );
}
