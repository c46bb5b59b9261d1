import { prisma } from '@/lib/db';
import { deletePartnerInquiry } from '@/lib/admin/messages/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { runAdminRoute } from '@/lib/admin/shared/route';
import { route, pathId } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** DELETE /api/partner-inquiries/{id}: administrators. */
export function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'partner_inquiry', action: 'delete' }, async () => deletePartnerInquiry(prisma, pathId((await params).id, ADMIN_MESSAGES.notFound))),
  );
}
