import { NextResponse } from 'next/server';
import { isArticleNumber } from '@/lib/catalogue/article-number';
import { getProductDetail, PUBLIC_CATALOGUE_CACHE_CONTROL } from '@/lib/catalogue/queries';
import { logger } from '@/lib/logger';

const NOT_FOUND = { error: 'Produkt ikke funnet' };

function notFound() {
  return NextResponse.json(NOT_FOUND, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

/** The path segment as an article number, or null when it cannot be one. */
function articleNumberFrom(segment: unknown): string | null {
  if (typeof segment !== 'string') return null;
  let value = segment;
  if (value.includes('%')) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return isArticleNumber(value) ? value : null;
}

/** GET /api/products/public/{articleNumber}: one product with its retailers; 404 when unknown or malformed. */
export async function GET(_request: Request, { params }: { params: Promise<{ articleNumber: string }> }) {
  const articleNumber = articleNumberFrom((await params).articleNumber);
  if (!articleNumber) return notFound();
  try {
    const product = await getProductDetail(articleNumber);
    if (!product) return notFound();
    return NextResponse.json(product, { headers: { 'Cache-Control': PUBLIC_CATALOGUE_CACHE_CONTROL } });
  } catch (error) {
    logger.error({ err: error, articleNumber }, 'Product detail failed');
    return NextResponse.json(
      { error: 'Kunne ikke hente produktet' },
      { status: 500, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
