import { prisma } from '@/lib/db';
import { contentBody, courseAdminRoute } from '@/lib/admin/courses/http';
import { contentUpdateSchema } from '@/lib/admin/courses/schema';
import { deleteContent, updateContent } from '@/lib/admin/courses/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { changeSummary } from '@/lib/audit/summary';
import { pathId } from '@/lib/http/route';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ id: string }> };

/**
 * PATCH /api/courses/contents/{id} (administrators): any fields (not the type), as JSON or as
 * multipart/form-data with a new `file`; a replaced file is removed when nothing else uses it.
 */
export function PATCH(request: Request, { params }: Ctx) {
  return courseAdminRoute(request, { entity: 'course_content', action: 'update' }, async (audit) => {
    const id = (audit.entityId = pathId((await params).id, ADMIN_MESSAGES.notFound));
    const stored = await prisma.moduleContent.findUnique({ where: { id }, select: { contentType: true } });
    const data = await contentBody(request, contentUpdateSchema, stored?.contentType);
    audit.summary = changeSummary(data);
    return updateContent(prisma, storage(), id, data);
  });
}

/** DELETE /api/courses/contents/{id} (administrators): the item, and its file unless another item uses it. */
export function DELETE(request: Request, { params }: Ctx) {
  return courseAdminRoute(request, { entity: 'course_content', action: 'delete' }, async (audit) => {
    audit.entityId = pathId((await params).id, ADMIN_MESSAGES.notFound);
    return deleteContent(prisma, storage(), audit.entityId);
  });
}
