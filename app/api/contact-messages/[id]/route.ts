import { prisma } from '@/lib/db';
import { deleteContactMessage } from '@/lib/admin/messages/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { runAdminRoute } from '@/lib/admin/shared/route';
import { route, pathId } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** DELETE /api/contact-messages/{id}: administrators. */
export function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'contact_message', action: 'delete' }, async () => deleteContactMessage(prisma, pathId((await params).id, ADMIN_MESSAGES.notFound))),
  );
}
