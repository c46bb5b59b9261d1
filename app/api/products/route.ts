import { prisma } from '@/lib/db';
import { requireAdmin } from '@/lib/auth/session';
import { productSchema } from '@/lib/admin/products/schema';
import { createProduct, listProducts } from '@/lib/admin/products/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { pageFrom } from '@/lib/pagination';
import { runAdminRoute } from '@/lib/admin/shared/route';
import { changeSummary } from '@/lib/audit/summary';
import { jsonBody, route, searchParam } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** GET /api/products?page=&pageSize=&q=&category=: every stored field, for administrators. 400 when q or category holds control characters or is over 200 characters. */
export function GET(request: Request) {
  return route(request, async () => {
    await requireAdmin(request);
    const params = new URL(request.url).searchParams;
    return listProducts(prisma, pageFrom(params), { q: searchParam(params, 'q'), category: searchParam(params, 'category') });
  });
}

/** POST /api/products: 201 { id, articleNumber } · 400 field errors · 409 article number taken. HTML is sanitised. */
export function POST(request: Request) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'product', action: 'create' }, async (audit) => {
      const data = await jsonBody(request, productSchema, ADMIN_MESSAGES.invalid, 256 * 1024);
      audit.summary = changeSummary(data);
      const product = await createProduct(prisma, data);
      audit.entityId = product.id;
      return Response.json(product, { status: 201 });
    }),
  );
}
