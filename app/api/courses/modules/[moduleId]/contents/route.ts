import { prisma } from '@/lib/db';
import { createContentOperation } from '@/lib/admin/courses/operations';
import { operationRoute } from '@/lib/admin/shared/operation';
import { COURSE_MESSAGES } from '@/lib/courses/errors';
import { pathId, route } from '@/lib/http/route';
import { listContents } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ moduleId: string }> };

/** GET /api/courses/modules/{moduleId}/contents: the content items (text as sanitised HTML). */
export function GET(request: Request, { params }: Ctx) {
  return route(request, async () => listContents(prisma, pathId((await params).moduleId, COURSE_MESSAGES.moduleNotFound)), { who: 'dealer' });
}

/**
 * POST /api/courses/modules/{moduleId}/contents (administrators): JSON, or multipart/form-data
 * with the fields and `file` (image or audio, checked by content). 201 the item · 400 · 404 ·
 * 413 over the limit · 415 another body type or a file that is not what the type needs.
 */
export const POST = operationRoute(createContentOperation, { param: 'moduleId', status: 201 });
