import { prisma } from '@/lib/db';
import { COURSE_MESSAGES } from '@/lib/courses/errors';
import { courseRoute } from '@/lib/courses/http';
import { pathId } from '@/lib/http/route';
import { listModules } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

/** GET /api/courses/{id}/modules: the course's active modules in order. */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return courseRoute(request, async () => listModules(prisma, pathId((await params).id, COURSE_MESSAGES.courseNotFound)));
}
