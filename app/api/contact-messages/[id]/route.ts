import { prisma } from '@/lib/db';
import { requireAdmin } from '@/lib/auth/session';
import { deleteContactMessage } from '@/lib/admin/messages/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { route, pathId } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** DELETE /api/contact-messages/{id}: administrators. */
export function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(request, async () => {
    await requireAdmin(request);
    return deleteContactMessage(prisma, pathId((await params).id, ADMIN_MESSAGES.notFound));
  });
}
