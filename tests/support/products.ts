/**
 * Test products written straight to the database, the way the catalogue stores them (docs/product.md:
 * Sizes): a product row and its sizes, the first carrying the product's own article number unless
 * `sizes` names it elsewhere.
 */
import { articleSortKey } from '@/lib/catalogue/article-number';
import type { PrismaClient } from '@/lib/db';

export interface TestSize {
  articleNumber: string;
  sizeLabel?: string | null;
  gtin?: string | null;
  recommendedPriceNok?: number | string | null;
  imageUrl?: string | null;
}

export interface TestProduct {
  articleNumber: string;
  name?: string;
  category?: string;
  imageUrl?: string;
  description?: string | null;
  instructions?: string | null;
  youtubeUrl?: string | null;
  /** The main size's price and GTIN when `sizes` is not given. */
  recommendedPriceNok?: number | string | null;
  gtin?: string | null;
  sizes?: TestSize[];
}

/** Creates a product with its sizes (one size by default) and answers its id and article number. */
export async function createTestProduct(prisma: PrismaClient, product: TestProduct): Promise<{ id: number; articleNumber: string }> {
  const { sizes, recommendedPriceNok, gtin, ...fields } = product;
  const list = sizes ?? [{ articleNumber: product.articleNumber, recommendedPriceNok, gtin }];
  return prisma.product.create({
    data: {
      name: `Produkt ${product.articleNumber}`,
      category: 'Treolje',
      imageUrl: 'https://cdn.example/produkt.jpg',
      ...fields,
      sortKey: Math.min(...list.map((s) => articleSortKey(s.articleNumber))),
      variants: {
        create: list.map((s, position) => ({
          articleNumber: s.articleNumber,
          sortKey: articleSortKey(s.articleNumber),
          sizeLabel: s.sizeLabel ?? null,
          gtin: s.gtin ?? null,
          recommendedPriceNok: s.recommendedPriceNok ?? null,
          imageUrl: s.imageUrl ?? null,
          position,
        })),
      },
    },
    select: { id: true, articleNumber: true },
  });
}
