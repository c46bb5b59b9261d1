import { prisma } from '@/lib/db';
import { confirmedDelete, courseAdminRoute } from '@/lib/admin/courses/http';
import { moduleUpdateSchema } from '@/lib/admin/courses/schema';
import { deleteModule, moduleDeleteInfo, updateModule } from '@/lib/admin/courses/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { changeSummary } from '@/lib/audit/summary';
import { jsonBody, pathId } from '@/lib/http/route';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ moduleId: string }> };

/** PATCH /api/courses/modules/{moduleId} (administrators): any fields; `{ isActive }` shows or hides it. */
export function PATCH(request: Request, { params }: Ctx) {
  return courseAdminRoute(request, { entity: 'course_module', action: 'update' }, async (audit) => {
    const id = (audit.entityId = pathId((await params).moduleId, ADMIN_MESSAGES.notFound));
    const data = await jsonBody(request, moduleUpdateSchema, ADMIN_MESSAGES.invalid);
    audit.summary = changeSummary(data);
    return updateModule(prisma, id, data);
  });
}

/** DELETE /api/courses/modules/{moduleId}[?confirm=true] (administrators): as DELETE /api/courses/{id}. */
export function DELETE(request: Request, { params }: Ctx) {
  return courseAdminRoute(request, { entity: 'course_module', action: 'delete' }, async (audit) => {
    const info = await moduleDeleteInfo(prisma, pathId((await params).moduleId, ADMIN_MESSAGES.notFound));
    audit.entityId = info.id;
    audit.summary = changeSummary({ title: info.title, progressCount: info.progressCount });
    return deleteModule(prisma, storage(), info.id, { confirm: confirmedDelete(request) });
  });
}
