import { deleteHazardPhraseOperation, updateHazardPhraseOperation } from '@/lib/admin/product-facts/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** PATCH /api/hazard-phrases/{code}: `{ text }`, the new wording ('P301+P310' as the code); administrators. 200 · 400 · 404. */
export const PATCH = operationRoute(updateHazardPhraseOperation, { param: 'code' });

/** DELETE /api/hazard-phrases/{code}: 200 `{ code, text }` · 409 while products carry the code. */
export const DELETE = operationRoute(deleteHazardPhraseOperation, { param: 'code' });
