import { prisma } from '@/lib/db';
import { createRetailerOperation, retailerCreateBody } from '@/lib/admin/retailers/operations';
import { listRetailersWithCounts } from '@/lib/admin/retailers/service';
import { operationRoute } from '@/lib/admin/shared/operation';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** GET /api/retailers: every online shop by name with its number of product links; administrators. */
export function GET(request: Request) {
  return route(
    request,
    async () => {
      return { items: await listRetailersWithCounts(prisma) };
    },
    { who: 'admin' },
  );
}

/**
 * POST /api/retailers: a new shop, administrators. multipart/form-data (`name`, `websiteUrl`,
 * optional `logo` checked by content; SVG refused) or JSON (`name`, `websiteUrl`).
 * 201 · 400 · 401 · 403 · 409 same name · 413 · 415 (docs/product.md: Nettbutikker).
 */
export const POST = operationRoute(createRetailerOperation, { status: 201, input: retailerCreateBody });
