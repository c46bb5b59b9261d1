import { createHazardPhraseOperation, listHazardPhrasesOperation } from '@/lib/admin/product-facts/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** GET /api/hazard-phrases?q=: the CLP statement catalogue (H, EUH, P) with product counts; administrators. */
export const GET = operationRoute(listHazardPhrasesOperation);

/** POST /api/hazard-phrases: `{ code, text }`. 201 · 400 malformed code · 401 · 403 · 409 code in the catalogue (docs/product.md: Produktfakta). */
export const POST = operationRoute(createHazardPhraseOperation, { status: 201 });
