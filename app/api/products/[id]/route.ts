import { prisma } from '@/lib/db';
import { requireAdmin } from '@/lib/auth/session';
import { productUpdateSchema } from '@/lib/admin/products/schema';
import { deleteProduct, updateProduct } from '@/lib/admin/products/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { jsonBody, route, pathId } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ id: string }> };

/** PATCH /api/products/{id}: any field but the article number (400 if it would change). */
export function PATCH(request: Request, { params }: Ctx) {
  return route(request, async () => {
    await requireAdmin(request);
    const id = pathId((await params).id, ADMIN_MESSAGES.notFound);
    return updateProduct(prisma, id, await jsonBody(request, productUpdateSchema, ADMIN_MESSAGES.invalid, 256 * 1024));
  });
}

/** DELETE /api/products/{id}: the product and its retailer links. */
export function DELETE(request: Request, { params }: Ctx) {
  return route(request, async () => {
    await requireAdmin(request);
    return deleteProduct(prisma, pathId((await params).id, ADMIN_MESSAGES.notFound));
  });
}
