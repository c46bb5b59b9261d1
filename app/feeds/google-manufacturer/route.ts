import { prisma } from '@/lib/db';
import { googleManufacturerFeed } from '@/lib/feeds/manufacturer';
import { feedResponse } from '@/lib/feeds/respond';
import { route } from '@/lib/http/route';
import { loadSite } from '@/lib/content/service';

export const dynamic = 'force-dynamic';

/** GET /feeds/google-manufacturer: public RSS 2.0 product data for Google Manufacturer Center (every size). */
export function GET(request: Request) {
  return route(request, async () => {
    const site = await loadSite(prisma);
    return feedResponse(request, prisma, 'application/rss+xml; charset=utf-8', () => googleManufacturerFeed(prisma, site));
  });
}
