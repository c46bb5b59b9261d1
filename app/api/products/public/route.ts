import { NextResponse } from 'next/server';
import { listPublicProducts, PUBLIC_CATALOGUE_CACHE_CONTROL, type PublicProduct } from '@/lib/catalogue/queries';
import { logger } from '@/lib/logger';

/** GET /api/products/public: every product (articleNumber, name, imageUrl, category), sorted by article number. */
export async function GET() {
  try {
    const products = await listPublicProducts();
    const body: PublicProduct[] = products.map(({ articleNumber, name, imageUrl, category }) => ({
      articleNumber,
      name,
      imageUrl,
      category,
    }));
    return NextResponse.json(body, { headers: { 'Cache-Control': PUBLIC_CATALOGUE_CACHE_CONTROL } });
  } catch (error) {
    logger.error({ err: error }, 'Public product list failed');
    return NextResponse.json(
      { error: 'Kunne ikke hente produkter' },
      { status: 500, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
