import type { Metadata } from 'next';
import { CatalogueRoute, catalogueMetadata, catalogueParams } from './catalogue-route';

type Props = { params: Promise<{ kategori: string }> };

/**
 * A category's first page, `/produkter/{kategori}` (`alle`: every product; docs/product.md:
 * Category pages). Prerendered at build time and served from the full-route cache like the home
 * page; a product change (tag 'products') revalidates it at once.
 */
export const revalidate = 300;

export async function generateStaticParams(): Promise<Array<{ kategori: string }>> {
  return (await catalogueParams()).filter((p) => p.page === 1).map(({ kategori }) => ({ kategori }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return catalogueMetadata((await params).kategori, 1);
}

export default async function CategoryPage({ params }: Props) {
  return <CatalogueRoute slug={(await params).kategori} page={1} />;
}
