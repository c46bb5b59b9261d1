import { prisma } from '@/lib/db';
import { courseRoute, pathId } from '@/lib/courses/http';
import { getCourse } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

/** GET /api/courses/{id}: one active course; 404 'Kurset ble ikke funnet'. */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return courseRoute(request, async () => getCourse(prisma, pathId((await params).id)));
}
