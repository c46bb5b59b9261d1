import { createProductOperation, listProductsOperation } from '@/lib/admin/products/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** GET /api/products?page=&pageSize=&q=&category=: every stored field, for administrators. 400 when q or category holds control characters or is over 200 characters. */
export const GET = operationRoute(listProductsOperation);

/** POST /api/products: 201 { id, articleNumber } · 400 field errors · 409 article number taken. HTML is sanitised. */
export const POST = operationRoute(createProductOperation, { status: 201 });
