import Link from 'next/link';
import { CategoryIcon } from '@/components/catalogue/category-icons';
import { ProductCard } from '@/components/catalogue/ProductCard';
import { ProductList, type CatalogueCategory } from '@/components/catalogue/ProductList';
import { AdvisorLink, CataloguePager } from '@/components/catalogue/CatalogueLinks';
import { JsonLd } from '@/components/seo/JsonLd';
import {
  ALL_SLUG,
  CATALOGUE_PAGE_SIZE,
  cataloguePath,
  catalogueHeading,
  catalogueJsonLd,
  type CatalogueCategoryRef,
  type CataloguePage as Page,
} from '@/lib/catalogue/category-pages';
import type { PublicProduct } from '@/lib/catalogue/queries';
import styles from './catalogue.module.css';

/**
 * The category bar's chips: each category's page, the one shown current. On the home page
 * (`current` null) 'Alle' is current and stays on the page (`#products`).
 */
export function categoryChips(categories: readonly CatalogueCategoryRef[], current: string | null): CatalogueCategory[] {
  return categories.map(({ name, slug }) => ({
    name,
    href: current === null && slug === ALL_SLUG ? '#products' : cataloguePath(slug),
    icon: <CategoryIcon category={name} />,
    current: current === null ? slug === ALL_SLUG : slug === current,
  }));
}

/** The cards of a page; the first row's images are fetched early. */
export function productCards(products: readonly PublicProduct[]) {
  return products.map((product, index) => ({
    key: product.articleNumber,
    card: <ProductCard product={product} priority={index < 3} />,
  }));
}

/**
 * A catalogue page (docs/product.md: Category pages): breadcrumb, heading, count, the advisor's
 * entry point, the category bar with this category current, one page of cards and the pager.
 */
export function CataloguePage({
  siteUrl,
  categories,
  category,
  list,
}: {
  siteUrl: string;
  categories: readonly CatalogueCategoryRef[];
  category: CatalogueCategoryRef;
  list: Page<PublicProduct>;
}) {
  const heading = catalogueHeading(category);
  const offset = (list.page - 1) * CATALOGUE_PAGE_SIZE;
  return (
    <section aria-labelledby="catalogue-title" className={styles.cataloguePage}>
      {catalogueJsonLd({ siteUrl, category, products: list.items, offset, total: list.total }).map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
      <div className="container">
        <nav aria-label="Brødsmulesti" className={styles.breadcrumb}>
          <ol>
            <li>
              <Link href="/" prefetch={false}>
                Hjem
              </Link>
            </li>
            {category.slug !== ALL_SLUG && (
              <li>
                <Link href={cataloguePath(ALL_SLUG)} prefetch={false}>
                  Produkter
                </Link>
              </li>
            )}
            <li>
              {list.page > 1 ? (
                <Link href={cataloguePath(category.slug)} prefetch={false}>
                  {heading}
                </Link>
              ) : (
                <span aria-current="page">{heading}</span>
              )}
            </li>
          </ol>
        </nav>
        <h1 id="catalogue-title" className={styles.catalogueTitle}>
          {heading}
        </h1>
        {/* The count heads the cards (their names are h3). */}
        <h2 className={styles.catalogueCount}>
          {list.total === 1 ? '1 produkt' : `${list.total} produkter`}
          {list.pageCount > 1 && ` · side ${list.page} av ${list.pageCount}`}
        </h2>
        <AdvisorLink />
        <ProductList categories={categoryChips(categories, category.slug)} items={productCards(list.items)} emptyText="Ingen produkter i denne kategorien." />
        <CataloguePager slug={category.slug} page={list.page} pageCount={list.pageCount} label={`Sider i ${heading}`} />
      </div>
    </section>
  );
}
