import { prisma } from '@/lib/db';
import { contentBody, courseAdminRoute } from '@/lib/admin/courses/http';
import { contentSchema } from '@/lib/admin/courses/schema';
import { createContent } from '@/lib/admin/courses/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { changeSummary } from '@/lib/audit/summary';
import { COURSE_MESSAGES } from '@/lib/courses/errors';
import { courseRoute } from '@/lib/courses/http';
import { pathId } from '@/lib/http/route';
import { listContents } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ moduleId: string }> };

/** GET /api/courses/modules/{moduleId}/contents: the content items (text as sanitised HTML). */
export function GET(request: Request, { params }: Ctx) {
  return courseRoute(request, async () => listContents(prisma, pathId((await params).moduleId, COURSE_MESSAGES.moduleNotFound)));
}

/**
 * POST /api/courses/modules/{moduleId}/contents (administrators): JSON, or multipart/form-data
 * with the fields and `file` (image or audio, checked by content). 201 the item · 400 · 404 ·
 * 413 over the limit · 415 another body type or a file that is not what the type needs.
 */
export function POST(request: Request, { params }: Ctx) {
  return courseAdminRoute(request, { entity: 'course_content', action: 'create' }, async (audit) => {
    const moduleId = pathId((await params).moduleId, ADMIN_MESSAGES.notFound);
    const data = await contentBody(request, contentSchema);
    audit.summary = changeSummary({ moduleId, contentType: data.contentType, title: data.title });
    const item = await createContent(prisma, moduleId, data);
    audit.entityId = item.id;
    return Response.json(item, { status: 201 });
  });
}
