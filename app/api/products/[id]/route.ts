import { prisma } from '@/lib/db';
import { productUpdateSchema } from '@/lib/admin/products/schema';
import { deleteProduct, getProductForEdit, updateProduct } from '@/lib/admin/products/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { runAdminRoute } from '@/lib/admin/shared/route';
import { changeSummary } from '@/lib/audit/summary';
import { jsonBody, route, pathId } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ id: string }> };

/** PATCH /api/products/{id}: any field but the article number (400 if it would change). */
export function PATCH(request: Request, { params }: Ctx) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'product', action: 'update' }, async (audit) => {
      const id = (audit.entityId = pathId((await params).id, ADMIN_MESSAGES.notFound));
      const data = await jsonBody(request, productUpdateSchema, ADMIN_MESSAGES.invalid, 256 * 1024);
      audit.summary = changeSummary(data, { before: await getProductForEdit(prisma, id) });
      return updateProduct(prisma, id, data);
    }),
  );
}

/** DELETE /api/products/{id}: the product and its retailer links. */
export function DELETE(request: Request, { params }: Ctx) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'product', action: 'delete' }, async (audit) => {
      const product = await getProductForEdit(prisma, pathId((await params).id, ADMIN_MESSAGES.notFound));
      audit.summary = changeSummary({ articleNumber: product.articleNumber, name: product.name });
      return deleteProduct(prisma, product.id);
    }),
  );
}
