import type { Metadata } from 'next';
import { pageParam } from '@/lib/catalogue/category-pages';
import { CatalogueRoute, catalogueMetadata, catalogueParams } from '../../catalogue-route';

type Props = { params: Promise<{ kategori: string; side: string }> };

/**
 * A category's further pages, `/produkter/{kategori}/side/{n}` from n = 2 (page 1 is
 * `/produkter/{kategori}`; '1', '02' or a page past the end answer 404). Cached like the first page.
 */
export const revalidate = 300;

export async function generateStaticParams(): Promise<Array<{ kategori: string; side: string }>> {
  return (await catalogueParams()).filter((p) => p.page > 1).map(({ kategori, page }) => ({ kategori, side: String(page) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kategori, side } = await params;
  return catalogueMetadata(kategori, pageParam(side));
}

export default async function CategoryPageN({ params }: Props) {
  const { kategori, side } = await params;
  return <CatalogueRoute slug={kategori} page={pageParam(side)} />;
}
