import { prisma } from '@/lib/db';
import { courseAdminRoute } from '@/lib/admin/courses/http';
import { moduleSchema } from '@/lib/admin/courses/schema';
import { createModule } from '@/lib/admin/courses/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { changeSummary } from '@/lib/audit/summary';
import { COURSE_MESSAGES } from '@/lib/courses/errors';
import { courseRoute } from '@/lib/courses/http';
import { jsonBody, pathId } from '@/lib/http/route';
import { listModules } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/courses/{id}/modules: the course's active modules in order. */
export function GET(request: Request, { params }: Ctx) {
  return courseRoute(request, async () => listModules(prisma, pathId((await params).id, COURSE_MESSAGES.courseNotFound)));
}

/** POST /api/courses/{id}/modules (administrators): 201 the new module, last unless `sortOrder` is sent. */
export function POST(request: Request, { params }: Ctx) {
  return courseAdminRoute(request, { entity: 'course_module', action: 'create' }, async (audit) => {
    const courseId = pathId((await params).id, ADMIN_MESSAGES.notFound);
    const data = await jsonBody(request, moduleSchema, ADMIN_MESSAGES.invalid);
    audit.summary = changeSummary({ courseId, ...data });
    const mod = await createModule(prisma, courseId, data);
    audit.entityId = mod.id;
    return Response.json(mod, { status: 201 });
  });
}
