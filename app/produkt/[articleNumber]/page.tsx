import type { Metadata } from 'next';
import { listPublicProducts } from '@/lib/catalogue/queries';
import { findProduct, productMetadata, ProductPageView } from './product-page';

type Props = { params: Promise<{ articleNumber: string }> };

/**
 * Every product page is prerendered at build time and served from the full-route cache; a
 * product change revalidates it at once (tag 'products'), new products render on first visit.
 * The calculator's answers (`?areal=…&strok=…`) are ./mengde/page.tsx: this page never reads its
 * query, so it stays static.
 */
export const revalidate = 300;

/** Every size's URL (docs/product.md: Sizes): each opens its product with that size selected. */
export async function generateStaticParams(): Promise<Array<{ articleNumber: string }>> {
  return (await listPublicProducts()).flatMap((p) => p.variants.map((v) => ({ articleNumber: v.articleNumber })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata(params);
}

export default async function ProductPage({ params }: Props) {
  return <ProductPageView found={await findProduct(params)} />;
}
