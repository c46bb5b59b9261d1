import { prisma } from '@/lib/db';
import { courseAdminRoute } from '@/lib/admin/courses/http';
import { courseSchema } from '@/lib/admin/courses/schema';
import { createCourse } from '@/lib/admin/courses/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { changeSummary } from '@/lib/audit/summary';
import { courseRoute } from '@/lib/courses/http';
import { listCourses } from '@/lib/courses/service';
import { jsonBody } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * GET /api/courses: the courses with their number of active modules — for dealers the active
 * ones, for administrators also the inactive ones (`isActive: false`); archived ones never.
 */
export function GET(request: Request) {
  return courseRoute(request, (user) => listCourses(prisma, { includeInactive: user.role === 'ADMIN' }));
}

/** POST /api/courses (administrators): 201 the new course, inactive unless `isActive` is sent · 400 field errors. */
export function POST(request: Request) {
  return courseAdminRoute(request, { entity: 'course', action: 'create' }, async (audit) => {
    const data = await jsonBody(request, courseSchema, ADMIN_MESSAGES.invalid);
    audit.summary = changeSummary(data);
    const course = await createCourse(prisma, data);
    audit.entityId = course.id;
    return Response.json(course, { status: 201 });
  });
}
