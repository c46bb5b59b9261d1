import { prisma } from '@/lib/db';
import { facebookFeed } from '@/lib/feeds/feeds';
import { feedResponse } from '@/lib/feeds/respond';
import { route } from '@/lib/http/route';
import { loadSite } from '@/lib/content/service';

export const dynamic = 'force-dynamic';

/** GET /feeds/facebook: public CSV product catalogue for Facebook and Instagram (Meta Commerce Manager). */
export function GET(request: Request) {
  return route(request, async () => {
    const site = await loadSite(prisma);
    return feedResponse(request, prisma, 'text/csv; charset=utf-8', () => facebookFeed(prisma, site));
  });
}
