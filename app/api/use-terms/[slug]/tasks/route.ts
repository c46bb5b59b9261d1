import { setUseTermTasksOperation } from '@/lib/admin/product-facts/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** PUT /api/use-terms/{slug}/tasks: `{ taskOrder }`, the term's routine in the Produktveileder; administrators. 200 · 400 · 401 · 403 · 404. */
export const PUT = operationRoute(setUseTermTasksOperation, { param: 'slug' });
