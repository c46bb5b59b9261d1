import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { advisorPath, answeredPaths } from '@/lib/catalogue/advisor';
import { getAdvisorCatalogue } from '@/lib/catalogue/advisor-queries';
import { extractCategories } from '@/lib/catalogue/categories';
import { cataloguePath, categoryRefs } from '@/lib/catalogue/category-pages';
import { listProductsForSitemap, listPublicProducts } from '@/lib/catalogue/queries';
import { listStoreSlugs } from '@/lib/dealers/store-details';
import { storeHref } from '@/lib/dealers/store-page';
import { CONTENT_DATES, dealersLastChanged, later } from '@/lib/seo/sitemap';
import { PLACE_PAGES_PATH, placePageHref } from '@/lib/dealers/finder';
import { listDealerPlaces } from '@/lib/dealers/place-pages';
import { siteConfig } from '@/lib/site';

/**
 * Every public page, every category's page (its first; the catalogue's last change), every product,
 * the Produktveileder's answers with products, the dealers' place pages and every store's page, each
 * with its last change (lib/seo/sitemap.ts says from what; the guide's pages change with the
 * catalogue; a store page with its location's).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection(); // built per request from the database (cached under the products tag)
  const base = siteConfig().siteUrl;
  const [products, catalogue, dealersChanged, advisor, places, stores] = await Promise.all([
    listProductsForSitemap(),
    listPublicProducts(),
    dealersLastChanged(),
    getAdvisorCatalogue(),
    listDealerPlaces(),
    listStoreSlugs(),
  ]);
  const newest = products.reduce((max, p) => (p.updatedAt > max ? p.updatedAt : max), '1970-01-01T00:00:00.000Z');
  // No locations and no audited change yet: the finder's own text is all the page has.
  const dealers = dealersChanged ?? CONTENT_DATES['/forhandlere'];
  const pages: MetadataRoute.Sitemap = [
    { url: `${base}/`, lastModified: newest, changeFrequency: 'weekly', priority: 1 },
    { url: `${base}/forhandlere`, lastModified: dealers, changeFrequency: 'monthly', priority: 0.8 },
    { url: `${base}${advisorPath()}`, lastModified: newest, changeFrequency: 'weekly', priority: 0.8 },
    { url: `${base}/om-oss`, lastModified: CONTENT_DATES['/om-oss'], changeFrequency: 'yearly', priority: 0.5 },
    { url: `${base}/kontakt`, lastModified: later(CONTENT_DATES['/kontakt'], newest), changeFrequency: 'yearly', priority: 0.5 },
    { url: `${base}/personvern`, lastModified: CONTENT_DATES['/personvern'], changeFrequency: 'yearly', priority: 0.2 },
    { url: `${base}/tilgjengelighet`, lastModified: CONTENT_DATES['/tilgjengelighet'], changeFrequency: 'yearly', priority: 0.2 },
  ];
  // The Produktveileder's answers that have products (lib/catalogue/advisor.ts), from the same cached catalogue.
  const answers = answeredPaths(advisor).map((path) => ({ url: `${base}${path}`, lastModified: newest, changeFrequency: 'weekly' as const, priority: 0.6 }));
  return [
    ...pages,
    ...answers,
    ...categoryRefs(extractCategories(catalogue)).map(({ slug }) => ({
      url: `${base}${cataloguePath(slug)}`,
      lastModified: newest,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
    // The place pages (docs/product.md: Place pages): the index and every place with a store, dated by the newest location change.
    ...(places.length ? [{ url: `${base}${PLACE_PAGES_PATH}`, lastModified: dealers, changeFrequency: 'monthly' as const, priority: 0.5 }] : []),
    ...places.map((place) => ({ url: `${base}${placePageHref(place.slug)}`, lastModified: dealers, changeFrequency: 'monthly' as const, priority: 0.6 })),
    ...products.map((p) => ({
      url: `${base}/produkt/${encodeURIComponent(p.articleNumber)}`,
      lastModified: p.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    })),
    ...stores.map((s) => ({ url: `${base}${storeHref(s.slug)}`, lastModified: s.updatedAt, changeFrequency: 'monthly' as const, priority: 0.6 })),
  ];
}
