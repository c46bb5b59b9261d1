import { prisma } from '@/lib/db';
import { COURSE_MESSAGES } from '@/lib/courses/errors';
import { courseRoute } from '@/lib/courses/http';
import { pathId } from '@/lib/http/route';
import { getCourse } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

/** GET /api/courses/{id}: one active course; 404 'Kurset ble ikke funnet'. */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return courseRoute(request, async () => getCourse(prisma, pathId((await params).id, COURSE_MESSAGES.courseNotFound)));
}
