import { prisma } from '@/lib/db';
import { googleMerchantFeed } from '@/lib/feeds/feeds';
import { feedResponse } from '@/lib/feeds/respond';
import { route } from '@/lib/http/route';
import { loadSite } from '@/lib/content/service';

export const dynamic = 'force-dynamic';

/** GET /feeds/google-merchant: public RSS 2.0 product feed for Google Merchant Center (priced products). */
export function GET(request: Request) {
  return route(request, async () => {
    const site = await loadSite(prisma);
    return feedResponse(request, prisma, 'application/rss+xml; charset=utf-8', () => googleMerchantFeed(prisma, site));
  });
}
