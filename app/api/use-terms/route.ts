import { createUseTermOperation, listUseTermsOperation } from '@/lib/admin/product-facts/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** GET /api/use-terms: the uses vocabulary ('Passer til') in list order, each with its product count; administrators. */
export const GET = operationRoute(listUseTermsOperation);

/** POST /api/use-terms: `{ label }`, a new term at the end (slug from the label). 201 · 400 · 401 · 403 · 409 same label (docs/product.md: Produktfakta). */
export const POST = operationRoute(createUseTermOperation, { status: 201 });
