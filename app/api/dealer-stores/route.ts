import { route } from '@/lib/http/route';
import { prisma } from '@/lib/db';
import { listOwnStores } from '@/lib/dealers/store';

export const dynamic = 'force-dynamic';

/** GET /api/dealer-stores: the signed-in dealer's own store locations ('Min butikk'), by name. */
export function GET(request: Request) {
  return route(request, (user) => listOwnStores(prisma, user), { who: 'dealer' });
}
