import { prisma } from '@/lib/db';
import { deleteCourseOperation, updateCourseOperation } from '@/lib/admin/courses/operations';
import { operationRoute } from '@/lib/admin/shared/operation';
import { COURSE_MESSAGES } from '@/lib/courses/errors';
import { getCourse } from '@/lib/courses/service';
import { pathId, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/courses/{id}: one course — active for dealers, also inactive for administrators; 404 'Kurset ble ikke funnet'. */
export function GET(request: Request, { params }: Ctx) {
  return route(
    request,
    async (user) => getCourse(prisma, pathId((await params).id, COURSE_MESSAGES.courseNotFound), { includeInactive: user.role === 'ADMIN' }),
    { who: 'dealer' },
  );
}

/** PATCH /api/courses/{id} (administrators): any fields; `{ isActive }` activates or deactivates. */
export const PATCH = operationRoute(updateCourseOperation);

/**
 * DELETE /api/courses/{id}[?confirm=true] (administrators): without dealers' progress the course
 * is deleted; with progress 409 `{ error, progressCount }` unless confirmed, then archived.
 */
export const DELETE = operationRoute(deleteCourseOperation);
