import { deleteProductOperation, updateProductOperation } from '@/lib/admin/products/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** PATCH /api/products/{id}: any field but the article number (400 if it would change). */
export const PATCH = operationRoute(updateProductOperation);

/** DELETE /api/products/{id}: the product and its retailer links. */
export const DELETE = operationRoute(deleteProductOperation);
