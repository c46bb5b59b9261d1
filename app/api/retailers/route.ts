import { prisma } from '@/lib/db';
import { retailerRequest } from '@/lib/admin/retailers/input';
import { retailerSchema } from '@/lib/admin/retailers/schema';
import { createRetailer, listRetailersWithCounts } from '@/lib/admin/retailers/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { runAdminRoute } from '@/lib/admin/shared/route';
import { changeSummary } from '@/lib/audit/summary';
import { requireAdmin } from '@/lib/auth/session';
import { route, validate } from '@/lib/http/route';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

/** GET /api/retailers: every online shop by name with its number of product links; administrators. */
export function GET(request: Request) {
  return route(request, async () => {
    await requireAdmin(request);
    return { items: await listRetailersWithCounts(prisma) };
  });
}

/**
 * POST /api/retailers: a new shop, administrators. multipart/form-data (`name`, `websiteUrl`,
 * optional `logo` checked by content; SVG refused) or JSON (`name`, `websiteUrl`).
 * 201 · 400 · 401 · 403 · 409 same name · 413 · 415 (docs/product.md: Nettbutikker).
 */
export function POST(request: Request) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'retailer', action: 'create' }, async (audit) => {
      const input = await retailerRequest(request);
      const data = validate(retailerSchema, input.fields, ADMIN_MESSAGES.invalid);
      const retailer = await createRetailer(prisma, storage(), data, input.logo);
      audit.entityId = retailer.id;
      audit.summary = changeSummary({ ...data, logoUrl: retailer.logoUrl });
      return Response.json(retailer, { status: 201 });
    }),
  );
}
