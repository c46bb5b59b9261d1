import { importProductsOperation } from '@/lib/admin/products/bulk/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** POST /api/products/import (multipart: file, token): the previewed file applied, all rows or none · 409 when the catalogue changed since. */
export const POST = operationRoute(importProductsOperation);
