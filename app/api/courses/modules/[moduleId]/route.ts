import { deleteModuleOperation, updateModuleOperation } from '@/lib/admin/courses/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** PATCH /api/courses/modules/{moduleId} (administrators): any fields; `{ isActive }` shows or hides it. */
export const PATCH = operationRoute(updateModuleOperation, { param: 'moduleId' });

/** DELETE /api/courses/modules/{moduleId}[?confirm=true] (administrators): as DELETE /api/courses/{id}. */
export const DELETE = operationRoute(deleteModuleOperation, { param: 'moduleId' });
