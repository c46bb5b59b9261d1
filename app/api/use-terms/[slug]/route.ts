import { deleteUseTermOperation, renameUseTermOperation } from '@/lib/admin/product-facts/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** PATCH /api/use-terms/{slug}: `{ label }`, the slug kept; administrators. 200 · 400 · 401 · 403 · 404 · 409 same label. */
export const PATCH = operationRoute(renameUseTermOperation, { param: 'slug' });

/** DELETE /api/use-terms/{slug}: 200 `{ slug, label }` · 409 while products use it (the message says how many). */
export const DELETE = operationRoute(deleteUseTermOperation, { param: 'slug' });
