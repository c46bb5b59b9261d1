import { prisma } from '@/lib/db';
import { requireAdmin } from '@/lib/auth/session';
import { dealerUpdateSchema } from '@/lib/admin/dealers/schema';
import { deleteDealer, updateDealer } from '@/lib/admin/dealers/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { jsonBody, route, pathId } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ id: string }> };

/** PATCH /api/dealers/{id}: any of email, password (empty: unchanged), name, company, isActive. */
export function PATCH(request: Request, { params }: Ctx) {
  return route(request, async () => {
    await requireAdmin(request);
    const id = pathId((await params).id, ADMIN_MESSAGES.notFound);
    return updateDealer(prisma, id, await jsonBody(request, dealerUpdateSchema, ADMIN_MESSAGES.invalid));
  });
}

/** DELETE /api/dealers/{id}: the dealer account and its course progress. */
export function DELETE(request: Request, { params }: Ctx) {
  return route(request, async () => {
    await requireAdmin(request);
    return deleteDealer(prisma, pathId((await params).id, ADMIN_MESSAGES.notFound));
  });
}
