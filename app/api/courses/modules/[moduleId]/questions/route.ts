import { prisma } from '@/lib/db';
import { COURSE_MESSAGES } from '@/lib/courses/errors';
import { courseRoute } from '@/lib/courses/http';
import { pathId } from '@/lib/http/route';
import { listQuestions } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

/** GET /api/courses/modules/{moduleId}/questions: the quiz without correct answers or explanations. */
export function GET(request: Request, { params }: { params: Promise<{ moduleId: string }> }) {
  return courseRoute(request, async () => listQuestions(prisma, pathId((await params).moduleId, COURSE_MESSAGES.moduleNotFound)));
}
