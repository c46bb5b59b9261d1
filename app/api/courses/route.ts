import { prisma } from '@/lib/db';
import { courseRoute } from '@/lib/courses/http';
import { listCourses } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

/** GET /api/courses: the active courses with their number of active modules. */
export function GET(request: Request) {
  return courseRoute(request, () => listCourses(prisma));
}
