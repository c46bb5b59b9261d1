import { prisma } from '@/lib/db';
import { COURSE_MESSAGES } from '@/lib/courses/errors';
import { pathId, route } from '@/lib/http/route';
import { courseProgress, getCourse } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

/** GET /api/courses/progress/{courseId}: { progress, completedAt, moduleProgress } of the signed-in user. */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(
    request,
    async (user) => {
      const course = await getCourse(prisma, pathId((await params).id, COURSE_MESSAGES.courseNotFound));
      return courseProgress(prisma, user.id, course.id);
    },
    { who: 'dealer' },
  );
}
