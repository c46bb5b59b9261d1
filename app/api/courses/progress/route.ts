import { prisma } from '@/lib/db';
import { listProgress } from '@/lib/courses/service';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** GET /api/courses/progress: the signed-in user's progress records (never anyone else's). */
export function GET(request: Request) {
  return route(request, (user) => listProgress(prisma, user.id), { who: 'dealer' });
}
