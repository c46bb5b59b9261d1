import { prisma } from '@/lib/db';
import { retailerRequest } from '@/lib/admin/retailers/input';
import { retailerUpdateSchema } from '@/lib/admin/retailers/schema';
import { deleteRetailer, getRetailer, updateRetailer } from '@/lib/admin/retailers/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { runAdminRoute } from '@/lib/admin/shared/route';
import { changeSummary } from '@/lib/audit/summary';
import { pathId, route, validate } from '@/lib/http/route';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

/**
 * PATCH /api/retailers/{id}: any of `name`, `websiteUrl`, `removeLogo`, and (multipart only) a new
 * `logo`; administrators. 200 the shop · 400 · 401 · 403 · 404 · 409 same name · 413 · 415.
 */
export function PATCH(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'retailer', action: 'update' }, async (audit) => {
      const id = (audit.entityId = pathId((await params).id, ADMIN_MESSAGES.notFound));
      const input = await retailerRequest(request);
      const data = validate(retailerUpdateSchema, input.fields, ADMIN_MESSAGES.invalid);
      const before = await getRetailer(prisma, id);
      const retailer = await updateRetailer(prisma, storage(), id, data, input.logo);
      audit.summary = changeSummary({ name: retailer.name, websiteUrl: retailer.websiteUrl, logoUrl: retailer.logoUrl }, { before });
      return retailer;
    }),
  );
}

/** DELETE /api/retailers/{id}: the shop and its product links; answers { id, name, linkCount }. */
export function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'retailer', action: 'delete' }, async (audit) => {
      const result = await deleteRetailer(prisma, pathId((await params).id, ADMIN_MESSAGES.notFound));
      audit.summary = changeSummary({ name: result.name, linkCount: result.linkCount });
      return result;
    }),
  );
}
