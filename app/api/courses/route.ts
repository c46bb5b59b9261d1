import { prisma } from '@/lib/db';
import { createCourseOperation } from '@/lib/admin/courses/operations';
import { operationRoute } from '@/lib/admin/shared/operation';
import { listCourses } from '@/lib/courses/service';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * GET /api/courses: the courses with their number of active modules — for dealers the active
 * ones, for administrators also the inactive ones (`isActive: false`); archived ones never.
 */
export function GET(request: Request) {
  return route(request, (user) => listCourses(prisma, { includeInactive: user.role === 'ADMIN' }), { who: 'dealer' });
}

/** POST /api/courses (administrators): 201 the new course, inactive unless `isActive` is sent · 400 field errors. */
export const POST = operationRoute(createCourseOperation, { status: 201 });
