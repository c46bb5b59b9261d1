import { moveUseTermOperation } from '@/lib/admin/product-facts/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** POST /api/use-terms/{slug}/move: `{ direction: 'up' | 'down' }`, one place; administrators. 200 the term · 400 · 404. */
export const POST = operationRoute(moveUseTermOperation, { param: 'slug' });
