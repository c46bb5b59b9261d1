import { prisma } from '@/lib/db';
import { createQuestionOperation } from '@/lib/admin/courses/operations';
import { operationRoute } from '@/lib/admin/shared/operation';
import { COURSE_MESSAGES } from '@/lib/courses/errors';
import { pathId, route } from '@/lib/http/route';
import { listQuestions } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ moduleId: string }> };

/** GET /api/courses/modules/{moduleId}/questions: the quiz without correct answers or explanations. */
export function GET(request: Request, { params }: Ctx) {
  return route(request, async () => listQuestions(prisma, pathId((await params).moduleId, COURSE_MESSAGES.moduleNotFound)), { who: 'dealer' });
}

/** POST /api/courses/modules/{moduleId}/questions (administrators): 201 the question with its right answers. */
export const POST = operationRoute(createQuestionOperation, { param: 'moduleId', status: 201 });
