import { prisma } from '@/lib/db';
import { COURSE_MESSAGES } from '@/lib/courses/errors';
import { courseRoute } from '@/lib/courses/http';
import { pathId } from '@/lib/http/route';
import { listContents } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

/** GET /api/courses/modules/{moduleId}/contents: the content items (text as sanitised HTML). */
export function GET(request: Request, { params }: { params: Promise<{ moduleId: string }> }) {
  return courseRoute(request, async () => listContents(prisma, pathId((await params).moduleId, COURSE_MESSAGES.moduleNotFound)));
}
