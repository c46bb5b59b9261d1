import { prisma } from '@/lib/db';
import { courseAdminRoute } from '@/lib/admin/courses/http';
import { questionSchema } from '@/lib/admin/courses/schema';
import { createQuestion } from '@/lib/admin/courses/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { changeSummary } from '@/lib/audit/summary';
import { COURSE_MESSAGES } from '@/lib/courses/errors';
import { courseRoute } from '@/lib/courses/http';
import { jsonBody, pathId } from '@/lib/http/route';
import { listQuestions } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ moduleId: string }> };

/** GET /api/courses/modules/{moduleId}/questions: the quiz without correct answers or explanations. */
export function GET(request: Request, { params }: Ctx) {
  return courseRoute(request, async () => listQuestions(prisma, pathId((await params).moduleId, COURSE_MESSAGES.moduleNotFound)));
}

/** POST /api/courses/modules/{moduleId}/questions (administrators): 201 the question with its right answers. */
export function POST(request: Request, { params }: Ctx) {
  return courseAdminRoute(request, { entity: 'quiz_question', action: 'create' }, async (audit) => {
    const moduleId = pathId((await params).moduleId, ADMIN_MESSAGES.notFound);
    const data = await jsonBody(request, questionSchema, ADMIN_MESSAGES.invalid);
    audit.summary = changeSummary({ moduleId, questionType: data.questionType, questionText: data.questionText });
    const question = await createQuestion(prisma, moduleId, data);
    audit.entityId = question.id;
    return Response.json(question, { status: 201 });
  });
}
