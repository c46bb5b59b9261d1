import { prisma } from '@/lib/db';
import { courseRoute } from '@/lib/courses/http';
import { listProgress } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

/** GET /api/courses/progress: the signed-in user's progress records (never anyone else's). */
export function GET(request: Request) {
  return courseRoute(request, (user) => listProgress(prisma, user.id));
}
