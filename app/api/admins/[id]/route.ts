import { prisma } from '@/lib/db';
import { adminUpdateSchema } from '@/lib/admin/admins/schema';
import { getAdmin, updateAdmin } from '@/lib/admin/admins/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { runAdminRoute } from '@/lib/admin/shared/route';
import { changeSummary } from '@/lib/audit/summary';
import { jsonBody, pathId, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * PATCH /api/admins/{id} { isActive?, resendInvitation? }: deactivate (the account's sessions end at
 * once), reactivate, or send a new invitation. 404 unknown · 409 your own account, the last active
 * administrator, or an invitation to an account that already has a password.
 */
export function PATCH(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'admin', action: 'update' }, async (audit, actor) => {
      const id = (audit.entityId = pathId((await params).id, ADMIN_MESSAGES.notFound));
      const data = await jsonBody(request, adminUpdateSchema, ADMIN_MESSAGES.invalid);
      const before = await getAdmin(prisma, id);
      const admin = await updateAdmin(prisma, actor.id, id, data);
      audit.summary = changeSummary({ email: admin.email, ...data }, { before: { email: null, isActive: before.isActive } });
      return admin;
    }),
  );
}
