/**
 * The catalogue's pages (docs/product.md: Category pages), shared by `/produkter/{kategori}` and
 * `/produkter/{kategori}/side/{n}`: the category by its slug, one page of its products. An unknown
 * category or a page past the end renders the site's 404 with the 404 status (never notFound() in
 * the page's shell: docs/architecture.md §12, 'A page').
 */
import type { Metadata } from 'next';
import SiteNotFound from '@/app/not-found';
import { NotFoundStatus } from '@/app/produkt/[articleNumber]/not-found-status';
import { CataloguePage } from '@/components/catalogue/CataloguePage';
import { catalogueHeading, cataloguePath, catalogueView, categoryDescription, categoryRefs, pageCountOf, pageOf } from '@/lib/catalogue/category-pages';
import { extractCategories, filterByCategory } from '@/lib/catalogue/categories';
import { listPublicProducts } from '@/lib/catalogue/queries';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site';

async function find(slug: string, page: number | null) {
  if (page === null) return null;
  const view = catalogueView(await listPublicProducts(), slug);
  if (!view) return null;
  const list = pageOf(view.products, page);
  return list ? { ...view, list } : null;
}

/** Every category's every page, prerendered at build time (more are rendered on their first visit). */
export async function catalogueParams(): Promise<Array<{ kategori: string; page: number }>> {
  const products = await listPublicProducts();
  return categoryRefs(extractCategories(products)).flatMap(({ name, slug }) =>
    Array.from({ length: pageCountOf(filterByCategory(products, name).length) }, (_, i) => ({ kategori: slug, page: i + 1 })),
  );
}

export async function catalogueMetadata(slug: string, page: number | null): Promise<Metadata> {
  const found = await find(slug, page);
  if (!found) return { title: '404 Page Not Found', robots: { index: false } };
  const { category, products, list } = found;
  const heading = catalogueHeading(category);
  return pageMetadata({
    title: list.page > 1 ? `${heading} – side ${list.page}` : heading,
    description: categoryDescription(
      category.name,
      products.map((p) => p.name),
      siteConfig().brandName,
    ),
    path: cataloguePath(category.slug, list.page),
  });
}

export async function CatalogueRoute({ slug, page }: { slug: string; page: number | null }) {
  const found = await find(slug, page);
  if (!found) {
    return (
      <>
        <SiteNotFound />
        <NotFoundStatus />
      </>
    );
  }
  return <CataloguePage siteUrl={siteConfig().siteUrl} categories={found.categories} category={found.category} list={found.list} />;
}
