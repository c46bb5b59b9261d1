import { NextResponse } from 'next/server';
import { CATALOGUE_API_MESSAGES } from '@/lib/catalogue/messages';
import { listPublicProducts, PUBLIC_CATALOGUE_CACHE_CONTROL, type PublicProduct } from '@/lib/catalogue/queries';
import { route } from '@/lib/http/route';

/**
 * GET /api/products/public: every product (articleNumber, name, imageUrl, category, and its sizes),
 * sorted by its lowest article number. A failure is logged and answered 500 { error, requestId }; the portal shows an
 * empty list then (docs/product.md §8).
 */
export function GET(request?: Request) {
  return route(
    request,
    async () => {
      const products = await listPublicProducts();
      const body: PublicProduct[] = products.map(({ articleNumber, name, imageUrl, category, variants }) => ({
        articleNumber,
        name,
        imageUrl,
        category,
        variants,
      }));
      return NextResponse.json(body, { headers: { 'Cache-Control': PUBLIC_CATALOGUE_CACHE_CONTROL } });
    },
    { failure: CATALOGUE_API_MESSAGES.listFailed },
  );
}
