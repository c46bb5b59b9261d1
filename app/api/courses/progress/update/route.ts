import { prisma } from '@/lib/db';
import { COURSE_MESSAGES } from '@/lib/courses/errors';
import { COURSE_BODY_MAX_BYTES } from '@/lib/courses/http';
import { jsonBody, route } from '@/lib/http/route';
import { progressUpdateSchema } from '@/lib/courses/schema';
import { recordModuleOpened } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

/**
 * POST /api/courses/progress/update { courseId, moduleId, completed, progress }: the module was
 * opened. The server records that and recomputes the course progress itself; `completed` and
 * `progress` from the browser are ignored.
 */
export function POST(request: Request) {
  return route(
    request,
    async (user) => {
      const body = await jsonBody(request, progressUpdateSchema, COURSE_MESSAGES.invalidAnswer, COURSE_BODY_MAX_BYTES);
      return recordModuleOpened(prisma, user, body.courseId, body.moduleId);
    },
    { who: 'dealer' },
  );
}
