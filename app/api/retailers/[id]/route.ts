import { deleteRetailerOperation, updateRetailerOperation } from '@/lib/admin/retailers/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/**
 * PATCH /api/retailers/{id}: any of `name`, `websiteUrl`, `removeLogo`, and (multipart only) a new
 * `logo`; administrators. 200 the shop · 400 · 401 · 403 · 404 · 409 same name · 413 · 415.
 */
export const PATCH = operationRoute(updateRetailerOperation);

/** DELETE /api/retailers/{id}: the shop and its product links; answers { id, name, linkCount }. */
export const DELETE = operationRoute(deleteRetailerOperation);
