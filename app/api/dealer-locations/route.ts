import { NextResponse, type NextRequest } from 'next/server';
import { prisma } from '@/lib/db';
import { FINDER_TOASTS, parseProductList } from '@/lib/dealers/finder';
import { ASSORTMENT_MESSAGES, parseListQuery } from '@/lib/dealers/nearby-query';
import { findAssortmentCategory, findAssortmentProducts, finderListPage } from '@/lib/dealers/search';
import { HttpError } from '@/lib/http/errors';
import { isArticleNumber } from '@/lib/catalogue/article-number';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * GET /api/dealer-locations?q=bergen&side=2&product=1030 (each optional): a page of the finder's
 * list (docs/product.md §2, 'The finder at any size'), by name, at most 50 dealers, with the count
 * of all that match: the text filter and the pager of /forhandlere fetch it when JavaScript runs
 * (without JavaScript the page answers the same query itself). 400 JSON for a bad query; 404 for an
 * unknown product or category; 500 with the finder's failure text.
 */
export function GET(request: NextRequest) {
  return route(
    request,
    async () => {
      const parsed = parseListQuery(request.nextUrl.searchParams);
      if (!parsed.ok) throw new HttpError(400, parsed.message);
      const { query } = parsed;
      let filter = null;
      if (query.product !== undefined) {
        filter = await findAssortmentProducts(prisma, parseProductList(query.product, isArticleNumber) ?? []);
        if (!filter) throw new HttpError(404, ASSORTMENT_MESSAGES.unknownProduct);
      } else if (query.category !== undefined) {
        filter = await findAssortmentCategory(prisma, query.category);
        if (!filter) throw new HttpError(404, ASSORTMENT_MESSAGES.unknownCategory);
      }
      const page = await finderListPage({ q: query.q ?? '', filter, page: query.side ?? 1 });
      return NextResponse.json(page, { headers: { 'Cache-Control': 'public, max-age=60' } });
    },
    { failure: FINDER_TOASTS.failure.description },
  );
}
