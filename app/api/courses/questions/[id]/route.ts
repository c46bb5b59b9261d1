import { prisma } from '@/lib/db';
import { courseAdminRoute } from '@/lib/admin/courses/http';
import { questionUpdateSchema } from '@/lib/admin/courses/schema';
import { deleteQuestion, updateQuestion } from '@/lib/admin/courses/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { changeSummary } from '@/lib/audit/summary';
import { jsonBody, pathId } from '@/lib/http/route';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ id: string }> };

/** PATCH /api/courses/questions/{id} (administrators): any fields; past attempts keep what they were asked and their grade. */
export function PATCH(request: Request, { params }: Ctx) {
  return courseAdminRoute(request, { entity: 'quiz_question', action: 'update' }, async (audit) => {
    const id = (audit.entityId = pathId((await params).id, ADMIN_MESSAGES.notFound));
    const data = await jsonBody(request, questionUpdateSchema, ADMIN_MESSAGES.invalid);
    audit.summary = changeSummary(data);
    return updateQuestion(prisma, storage(), id, data);
  });
}

/** DELETE /api/courses/questions/{id} (administrators): past attempts stay in the reports (questionId null). */
export function DELETE(request: Request, { params }: Ctx) {
  return courseAdminRoute(request, { entity: 'quiz_question', action: 'delete' }, async (audit) => {
    audit.entityId = pathId((await params).id, ADMIN_MESSAGES.notFound);
    return deleteQuestion(prisma, storage(), audit.entityId);
  });
}
