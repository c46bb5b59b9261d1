import { NextResponse } from 'next/server';
import { articleNumberFromSegment } from '@/lib/catalogue/article-number';
import { CATALOGUE_API_MESSAGES } from '@/lib/catalogue/messages';
import { getProductDetail, PUBLIC_CATALOGUE_CACHE_CONTROL } from '@/lib/catalogue/queries';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';

/** GET /api/products/public/{articleNumber}: one product with its retailers; 404 when unknown or malformed. */
export function GET(request: Request, { params }: { params: Promise<{ articleNumber: string }> }) {
  return route(
    request,
    async () => {
      const articleNumber = articleNumberFromSegment((await params).articleNumber);
      const product = articleNumber ? await getProductDetail(articleNumber) : null;
      if (!product) throw new HttpError(404, CATALOGUE_API_MESSAGES.productNotFound);
      return NextResponse.json(product, { headers: { 'Cache-Control': PUBLIC_CATALOGUE_CACHE_CONTROL } });
    },
    { failure: CATALOGUE_API_MESSAGES.productFailed },
  );
}
