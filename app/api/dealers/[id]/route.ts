import { prisma } from '@/lib/db';
import { dealerUpdateSchema } from '@/lib/admin/dealers/schema';
import { deleteDealer, getDealer, updateDealer } from '@/lib/admin/dealers/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { runAdminRoute } from '@/lib/admin/shared/route';
import { changeSummary } from '@/lib/audit/summary';
import { jsonBody, route, pathId } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ id: string }> };

/**
 * PATCH /api/dealers/{id}: any of email, name, company, isActive; `resendInvitation: true` sends a new
 * invitation (409 when the dealer already has a password or is deactivated). A `password` is refused (400).
 */
export function PATCH(request: Request, { params }: Ctx) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'dealer', action: 'update' }, async (audit) => {
      const id = (audit.entityId = pathId((await params).id, ADMIN_MESSAGES.notFound));
      const data = await jsonBody(request, dealerUpdateSchema, ADMIN_MESSAGES.invalid);
      audit.summary = changeSummary(data, { before: await getDealer(prisma, id) });
      return updateDealer(prisma, id, data);
    }),
  );
}

/** DELETE /api/dealers/{id}: the dealer account and its course progress. */
export function DELETE(request: Request, { params }: Ctx) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'dealer', action: 'delete' }, async (audit) => {
      const dealer = await getDealer(prisma, pathId((await params).id, ADMIN_MESSAGES.notFound));
      audit.summary = changeSummary({ email: dealer.email, company: dealer.company });
      return deleteDealer(prisma, dealer.id);
    }),
  );
}
