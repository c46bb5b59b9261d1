import { prisma } from '@/lib/db';
import { courseRoute, pathId } from '@/lib/courses/http';
import { listModules } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

/** GET /api/courses/{id}/modules: the course's active modules in order. */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return courseRoute(request, async () => listModules(prisma, pathId((await params).id)));
}
