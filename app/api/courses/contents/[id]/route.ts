import { deleteContentOperation, updateContentOperation } from '@/lib/admin/courses/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/**
 * PATCH /api/courses/contents/{id} (administrators): any fields (not the type), as JSON or as
 * multipart/form-data with a new `file`; a replaced file is removed when nothing else uses it.
 */
export const PATCH = operationRoute(updateContentOperation);

/** DELETE /api/courses/contents/{id} (administrators): the item, and its file unless another item uses it. */
export const DELETE = operationRoute(deleteContentOperation);
