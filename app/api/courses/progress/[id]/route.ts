import { prisma } from '@/lib/db';
import { courseRoute, pathId } from '@/lib/courses/http';
import { courseProgress, getCourse } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

/** GET /api/courses/progress/{courseId}: { progress, completedAt, moduleProgress } of the signed-in user. */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return courseRoute(request, async (user) => {
    const course = await getCourse(prisma, pathId((await params).id));
    return courseProgress(prisma, user.id, course.id);
  });
}
