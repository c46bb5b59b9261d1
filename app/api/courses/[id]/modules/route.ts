import { prisma } from '@/lib/db';
import { createModuleOperation } from '@/lib/admin/courses/operations';
import { operationRoute } from '@/lib/admin/shared/operation';
import { COURSE_MESSAGES } from '@/lib/courses/errors';
import { pathId, route } from '@/lib/http/route';
import { listModules } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/courses/{id}/modules: the course's active modules in order. */
export function GET(request: Request, { params }: Ctx) {
  return route(request, async () => listModules(prisma, pathId((await params).id, COURSE_MESSAGES.courseNotFound)), { who: 'dealer' });
}

/** POST /api/courses/{id}/modules (administrators): 201 the new module, last unless `sortOrder` is sent. */
export const POST = operationRoute(createModuleOperation, { status: 201 });
