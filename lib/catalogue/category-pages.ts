/**
 * The catalogue's pages (docs/product.md: Category pages): a page per category at
 * `/produkter/{kategori}`, every product at `/produkter/alle`, each paged at a fixed number of cards
 * (`/produkter/{kategori}/side/{n}` from the second page), and the home page's first page. Pure.
 */
import { ALL_CATEGORIES, extractCategories, filterByCategory } from './categories';

/** Cards on a catalogue page (and on the home page): one, two or three full rows of the grid. */
export const CATALOGUE_PAGE_SIZE = 24;

/** The slug of every product ('Alle'); no real category ever gets it. */
export const ALL_SLUG = 'alle';

/** A category of the catalogue with its address. */
export interface CatalogueCategoryRef {
  /** The category as stored ('Lærpleie'); 'Alle' for every product. */
  name: string;
  /** Its part of the address ('laerpleie'). */
  slug: string;
}

const LETTERS: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ß: 'ss' };

/**
 * The address part of a category name: lower case, Norwegian letters spelled out (æ → ae, ø → o,
 * å → a), other accents dropped, anything else a hyphen ('EDEN Hageprodukter' → 'eden-hageprodukter').
 * 'kategori' when nothing is left.
 */
export function categorySlug(name: string): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[æøåß]/g, (c) => LETTERS[c])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'kategori';
}

/**
 * The categories with their slugs, in the order given (the category bar's: 'Alle' first, then
 * alphabetical). Slugs are unique: 'Alle' has `alle`; a category whose slug is taken (by 'alle' or
 * an earlier category: 'Tre-olje' after 'Tre olje') gets '-2', '-3', … in that order, so an address
 * only changes when a category with the same spelling-out is added before it.
 */
export function categoryRefs(names: readonly string[]): CatalogueCategoryRef[] {
  const taken = new Set<string>([ALL_SLUG]);
  return names.map((name) => {
    if (name === ALL_CATEGORIES) return { name, slug: ALL_SLUG };
    const base = categorySlug(name);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return { name, slug };
  });
}

/** The address of a catalogue page: `/produkter/{slug}`, from the second page `/produkter/{slug}/side/{n}`. */
export function cataloguePath(slug: string, page = 1): string {
  return page > 1 ? `/produkter/${slug}/side/${page}` : `/produkter/${slug}`;
}

/**
 * The page number of `/side/{n}`: a whole number from 2 up, written plainly ('2', not '02' or
 * '2.0'); anything else is null (the page answers 404: page 1 is the address without `/side`).
 */
export function pageParam(value: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page >= 2 ? page : null;
}

/** One page of a list of cards. */
export interface CataloguePage<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** The number of pages of `total` cards (at least 1: an empty list is one empty page). */
export function pageCountOf(total: number, pageSize = CATALOGUE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page `page` (from 1) of `items`, or null past the last page. */
export function pageOf<T>(items: readonly T[], page: number, pageSize = CATALOGUE_PAGE_SIZE): CataloguePage<T> | null {
  const pageCount = pageCountOf(items.length, pageSize);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return { items: items.slice((page - 1) * pageSize, page * pageSize), page, pageCount, total: items.length };
}

/**
 * The meta description of a category page: the category, how many products and the first few
 * names (the page's own, so every category reads differently in search results), at most 160 characters.
 */
export function categoryDescription(category: string, names: readonly string[], brand: string): string {
  const lead = category === ALL_CATEGORIES ? `Alle produktene fra ${brand}` : `${category} fra ${brand}`;
  const count = names.length === 1 ? '1 produkt' : `${names.length} produkter`;
  const tail = 'Se priser og størrelser, og finn nærmeste forhandler.';
  let examples = '';
  for (const name of names.slice(0, 3)) {
    const next = examples ? `${examples}, ${name}` : name;
    if (`${lead}: ${count}, blant annet ${next}. ${tail}`.length > 160) break;
    examples = next;
  }
  const text = examples ? `${lead}: ${count}, blant annet ${examples}. ${tail}` : `${lead}: ${count}. ${tail}`;
  return text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text;
}

/** The catalogue as the category bar shows it: every category with its slug, and the one at `slug` with its products. */
export interface CatalogueView<T> {
  categories: CatalogueCategoryRef[];
  /** The category at the slug asked for. */
  category: CatalogueCategoryRef;
  products: T[];
}

/** The category at `slug` ('alle': every product) with its products in list order, or null when no category has it. */
export function catalogueView<T extends { category: string | null }>(products: readonly T[], slug: string): CatalogueView<T> | null {
  const categories = categoryRefs(extractCategories(products));
  const category = categories.find((c) => c.slug === slug);
  if (!category) return null;
  return { categories, category, products: filterByCategory(products, category.name) };
}

/** What the structured data of a catalogue page needs. */
export interface CatalogueJsonLdInput {
  siteUrl: string;
  /** The category shown. */
  category: CatalogueCategoryRef;
  /** The page's products, in order, and where the page starts in the whole list (0 on the first page). */
  products: readonly { name: string; articleNumber: string }[];
  offset: number;
  total: number;
}

/** The heading of a catalogue page: the category, or 'Alle produkter'. */
export function catalogueHeading(category: CatalogueCategoryRef): string {
  return category.slug === ALL_SLUG ? 'Alle produkter' : category.name;
}

/**
 * The JSON-LD of a catalogue page (docs/product.md: Category pages): a BreadcrumbList (Hjem › Produkter ›
 * the category; 'Alle produkter' has Hjem › Alle produkter) and an ItemList of the page's products
 * with their positions in the whole list and their product pages.
 */
export function catalogueJsonLd({ siteUrl, category, products, offset, total }: CatalogueJsonLdInput): Record<string, unknown>[] {
  const crumbs = [
    { name: 'Hjem', url: `${siteUrl}/` },
    ...(category.slug === ALL_SLUG ? [] : [{ name: 'Produkter', url: `${siteUrl}${cataloguePath(ALL_SLUG)}` }]),
    { name: catalogueHeading(category), url: `${siteUrl}${cataloguePath(category.slug)}` },
  ];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: catalogueHeading(category),
      numberOfItems: total,
      itemListElement: products.map((product, index) => ({
        '@type': 'ListItem',
        position: offset + index + 1,
        name: product.name,
        url: `${siteUrl}/produkt/${encodeURIComponent(product.articleNumber)}`,
      })),
    },
  ];
}
