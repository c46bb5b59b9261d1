import { prisma } from '@/lib/db';
import { messageUpdateSchema } from '@/lib/admin/messages/schema';
import { deletePartnerInquiry, getPartnerInquiryHandling, updatePartnerInquiry } from '@/lib/admin/messages/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { runAdminRoute } from '@/lib/admin/shared/route';
import { changeSummary } from '@/lib/audit/summary';
import { jsonBody, route, pathId } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** PATCH /api/partner-inquiries/{id}: status and/or internal note, administrators (docs/product.md: Meldinger). */
export function PATCH(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'partner_inquiry', action: 'update' }, async (audit) => {
      const id = (audit.entityId = pathId((await params).id, ADMIN_MESSAGES.notFound));
      const data = await jsonBody(request, messageUpdateSchema, ADMIN_MESSAGES.invalid);
      audit.summary = changeSummary(data, { before: await getPartnerInquiryHandling(prisma, id) });
      return updatePartnerInquiry(prisma, id, data);
    }),
  );
}

/** DELETE /api/partner-inquiries/{id}: administrators. */
export function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'partner_inquiry', action: 'delete' }, async () => deletePartnerInquiry(prisma, pathId((await params).id, ADMIN_MESSAGES.notFound))),
  );
}
