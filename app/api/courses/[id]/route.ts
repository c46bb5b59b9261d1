import { prisma } from '@/lib/db';
import { confirmedDelete, courseAdminRoute } from '@/lib/admin/courses/http';
import { courseUpdateSchema } from '@/lib/admin/courses/schema';
import { courseDeleteInfo, deleteCourse, updateCourse } from '@/lib/admin/courses/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { changeSummary } from '@/lib/audit/summary';
import { COURSE_MESSAGES } from '@/lib/courses/errors';
import { courseRoute } from '@/lib/courses/http';
import { getCourse } from '@/lib/courses/service';
import { jsonBody, pathId } from '@/lib/http/route';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/courses/{id}: one course — active for dealers, also inactive for administrators; 404 'Kurset ble ikke funnet'. */
export function GET(request: Request, { params }: Ctx) {
  return courseRoute(request, async (user) =>
    getCourse(prisma, pathId((await params).id, COURSE_MESSAGES.courseNotFound), { includeInactive: user.role === 'ADMIN' }),
  );
}

/** PATCH /api/courses/{id} (administrators): any fields; `{ isActive }` activates or deactivates. */
export function PATCH(request: Request, { params }: Ctx) {
  return courseAdminRoute(request, { entity: 'course', action: 'update' }, async (audit) => {
    const id = (audit.entityId = pathId((await params).id, ADMIN_MESSAGES.notFound));
    const data = await jsonBody(request, courseUpdateSchema, ADMIN_MESSAGES.invalid);
    audit.summary = changeSummary(data);
    return updateCourse(prisma, storage(), id, data);
  });
}

/**
 * DELETE /api/courses/{id}[?confirm=true] (administrators): without dealers' progress the course
 * is deleted; with progress 409 `{ error, progressCount }` unless confirmed, then archived.
 */
export function DELETE(request: Request, { params }: Ctx) {
  return courseAdminRoute(request, { entity: 'course', action: 'delete' }, async (audit) => {
    const info = await courseDeleteInfo(prisma, pathId((await params).id, ADMIN_MESSAGES.notFound));
    audit.entityId = info.id;
    audit.summary = changeSummary({ title: info.title, progressCount: info.progressCount });
    return deleteCourse(prisma, storage(), info.id, { confirm: confirmedDelete(request) });
  });
}
