/**
 * Catalogue reads shared by pages and route handlers, cached under the `products` tag;
 * every product write revalidates that tag.
 */
import { unstable_cache } from 'next/cache';
import { prisma } from '../db';

export const PRODUCTS_TAG = 'products';

export interface PublicProduct {
  articleNumber: string;
  name: string;
  imageUrl: string;
  category: string | null;
}

async function loadPublicProducts(): Promise<PublicProduct[]> {
  const rows = await prisma.product.findMany({
    select: { articleNumber: true, name: true, imageUrl: true, category: true },
    orderBy: [{ sortKey: 'asc' }, { articleNumber: 'asc' }],
  });
  // Blank categories count as none (spec section 3).
  return rows.map((r) => ({ ...r, category: r.category.trim() || null }));
}

/** Every product, sorted by the numeric part of the article number. */
export const listPublicProducts = unstable_cache(loadPublicProducts, ['public-products'], {
  tags: [PRODUCTS_TAG],
  revalidate: 300,
});
