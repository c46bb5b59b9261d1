import { NextResponse, type NextRequest } from 'next/server';
import { prisma } from '@/lib/db';
import { FINDER_TOASTS, parseProductList, type AssortmentFilter, type NearbyResult } from '@/lib/dealers/finder';
import { ASSORTMENT_MESSAGES, parseNearbyQuery } from '@/lib/dealers/nearby-query';
import { findAssortmentCategory, findAssortmentProducts, searchByPosition, searchByPostalCode } from '@/lib/dealers/search';
import { HttpError } from '@/lib/http/errors';
import { isArticleNumber } from '@/lib/catalogue/article-number';
import { noteUnmetPostalSearch } from '@/lib/insight/record';
import { route } from '@/lib/http/route';
import { FINDER_PAGE_SIZE } from '@/lib/dealers/finder';
import { finderResultKey, noteStoreAppearances } from '@/lib/dealers/stats';

export const dynamic = 'force-dynamic';

/**
 * GET /api/dealer-locations/nearby?postnummer=0150 (or ?lat=59.9&lng=10.7): dealers within
 * 100 km, nearest first; `&product=` (an article number, or several separated by commas: those carrying all of them first) and `&category=` narrow it to the dealers
 * carrying that product (its category, or the product itself) or the category. 200 with a status for every valid query ('ok',
 * 'unknown-postal-code', 'no-coordinates', 'none-in-range'); 400 JSON for anything else; 404 for an
 * unknown product or category; 500 with the finder's failure text.
 */
export function GET(request: NextRequest) {
  return route(
    request,
    async () => {
      const parsed = parseNearbyQuery(request.nextUrl.searchParams);
      if (!parsed.ok) throw new HttpError(400, parsed.message);
      const { query } = parsed;
      const filters: AssortmentFilter[] = [];
      if (query.product !== undefined) {
        const product = await findAssortmentProducts(prisma, parseProductList(query.product, isArticleNumber) ?? []);
        if (!product) throw new HttpError(404, ASSORTMENT_MESSAGES.unknownProduct);
        filters.push(product);
      }
      if (query.category !== undefined) {
        const category = await findAssortmentCategory(prisma, query.category);
        if (!category) throw new HttpError(404, ASSORTMENT_MESSAGES.unknownCategory);
        filters.push(category);
      }
      const result: NearbyResult =
        'postnummer' in query
          ? await searchByPostalCode(prisma, query.postnummer, filters)
          : await searchByPosition(prisma, { lat: query.lat, lng: query.lng }, filters);
      // Demand insight, after the answer (lib/insight/record.ts): no dealer within 100 km, or none carrying the
      // product (a search narrowed to a category is not counted).
      const product = filters.length === 1 && filters[0].kind === 'product' ? filters[0].articleNumber : filters.length === 0 ? '' : null;
      if ('postnummer' in query && product !== null && result.status === 'none-in-range') noteUnmetPostalSearch(query.postnummer, product);
      // What the site does for each store: the first page of the result, as the finder shows it, are appearances (lib/dealers/stats.ts).
      noteStoreAppearances(
        result.dealers.slice(0, FINDER_PAGE_SIZE).map((d) => d.id),
        finderResultKey('api', Object.fromEntries(request.nextUrl.searchParams)),
      );
      return NextResponse.json(result, { headers: { 'Cache-Control': 'public, max-age=60' } });
    },
    { failure: FINDER_TOASTS.failure.description },
  );
}
