import { demoProducts } from '../../prisma/seed/data/products';
import { PRODUCT_CATEGORIES } from '../../prisma/seed/types';
import {
  ALL_SLUG,
  CATALOGUE_PAGE_SIZE,
  cataloguePath,
  catalogueJsonLd,
  catalogueView,
  categoryDescription,
  categoryRefs,
  categorySlug,
  pageCountOf,
  pageOf,
  pageParam,
} from './category-pages';

describe('categorySlug', () => {
  it('spells out the Norwegian letters, drops accents and joins words with hyphens', () => {
    expect(categorySlug('Lærpleie')).toBe('laerpleie');
    expect(categorySlug('Møbelpolish')).toBe('mobelpolish');
    expect(categorySlug('Åpen hage')).toBe('apen-hage');
    expect(categorySlug('EDEN Hageprodukter')).toBe('eden-hageprodukter');
    expect(categorySlug('  Crème & Café / Ølmøbler ')).toBe('creme-cafe-olmobler');
    expect(categorySlug('ÆØÅ')).toBe('aeoa');
  });

  it("gives 'kategori' when nothing is left, and at most 80 characters without a trailing hyphen", () => {
    expect(categorySlug('!!!')).toBe('kategori');
    expect(categorySlug('')).toBe('kategori');
    const long = categorySlug(`${'a'.repeat(79)} b`);
    expect(long).toBe('a'.repeat(79));
    expect(categorySlug('x'.repeat(200))).toHaveLength(80);
  });

  it('gives every demo category a distinct, stable address of plain letters', () => {
    const slugs = PRODUCT_CATEGORIES.map(categorySlug);
    expect(new Set(slugs).size).toBe(PRODUCT_CATEGORIES.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs).toContain('laerpleie');
  });
});

describe('categoryRefs', () => {
  it("gives 'Alle' the slug alle and the categories theirs, in the order given", () => {
    expect(categoryRefs(['Alle', 'Lærpleie', 'Treolje'])).toEqual([
      { name: 'Alle', slug: ALL_SLUG },
      { name: 'Lærpleie', slug: 'laerpleie' },
      { name: 'Treolje', slug: 'treolje' },
    ]);
  });

  it("never gives a category 'alle' or another category's slug: the later one gets -2, -3", () => {
    expect(categoryRefs(['Alle', 'alle', 'Tre olje', 'Tre-olje', 'tre  olje']).map((c) => c.slug)).toEqual([
      'alle',
      'alle-2',
      'tre-olje',
      'tre-olje-2',
      'tre-olje-3',
    ]);
  });
});

describe('cataloguePath and pageParam', () => {
  it('leaves /side off the first page', () => {
    expect(cataloguePath('treolje')).toBe('/produkter/treolje');
    expect(cataloguePath('treolje', 1)).toBe('/produkter/treolje');
    expect(cataloguePath('alle', 3)).toBe('/produkter/alle/side/3');
  });

  it('reads a plainly written page number from 2; page 1 and anything else is no page', () => {
    expect(pageParam('2')).toBe(2);
    expect(pageParam('42')).toBe(42);
    for (const bad of ['1', '0', '-2', '02', '2.0', '2a', '', ' 2', '1e3', '9999999']) expect(pageParam(bad)).toBeNull();
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 61 }, (_, i) => i + 1);

  it('cuts the list into pages of 24 with the last one shorter', () => {
    expect(CATALOGUE_PAGE_SIZE).toBe(24);
    expect(pageOf(items, 1)).toEqual({ items: items.slice(0, 24), page: 1, pageCount: 3, total: 61 });
    expect(pageOf(items, 3)?.items).toEqual([49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61]);
    expect(pageOf(items, 2)?.items).toHaveLength(24);
  });

  it('answers null past the last page and for a page that is not a whole number from 1', () => {
    expect(pageOf(items, 4)).toBeNull();
    expect(pageOf(items, 0)).toBeNull();
    expect(pageOf(items, 1.5)).toBeNull();
  });

  it('gives an empty list one empty page, and exact multiples no empty last page', () => {
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(pageCountOf(48)).toBe(2);
    expect(pageCountOf(49)).toBe(3);
    expect(pageOf(items.slice(0, 48), 3)).toBeNull();
  });

  it('puts every item on exactly one page, in order', () => {
    for (const total of [0, 1, 23, 24, 25, 61, 1000]) {
      const list = Array.from({ length: total }, (_, i) => i);
      const pages = Array.from({ length: pageCountOf(total) }, (_, i) => pageOf(list, i + 1)!);
      expect(pages.flatMap((p) => p.items)).toEqual(list);
      for (const p of pages) expect(p.items.length).toBeLessThanOrEqual(CATALOGUE_PAGE_SIZE);
    }
  });
});

describe('catalogueView', () => {
  const products = [
    { name: 'A', category: 'Treolje' },
    { name: 'B', category: 'Lærpleie' },
    { name: 'C', category: null },
    { name: 'D', category: 'Treolje' },
  ];

  it("finds the category by its slug with its products in list order; 'alle' gives every product", () => {
    const view = catalogueView(products, 'treolje')!;
    expect(view.category).toEqual({ name: 'Treolje', slug: 'treolje' });
    expect(view.products.map((p) => p.name)).toEqual(['A', 'D']);
    expect(view.categories.map((c) => c.slug)).toEqual(['alle', 'laerpleie', 'treolje']);
    expect(catalogueView(products, 'alle')!.products).toHaveLength(4);
  });

  it('answers null for an unknown slug, the category name itself or a differently written one', () => {
    for (const slug of ['ukjent', 'Treolje', 'lærpleie', 'TREOLJE', '']) expect(catalogueView(products, slug)).toBeNull();
  });

  it('finds every demo category, each with at least one product', () => {
    for (const category of new Set(demoProducts.map((p) => p.category))) {
      const view = catalogueView(demoProducts, categorySlug(category));
      expect(view?.category.name).toBe(category);
      expect(view!.products.length).toBeGreaterThan(0);
    }
  });
});

describe('categoryDescription', () => {
  it('names the category, the count and the first names that fit in 160 characters', () => {
    expect(categoryDescription('Treolje', ['Teakolje Natur', 'Hardvoksolje'], 'Nordisk Pleie')).toBe(
      'Treolje fra Nordisk Pleie: 2 produkter, blant annet Teakolje Natur, Hardvoksolje. Se priser og størrelser, og finn nærmeste forhandler.',
    );
    expect(categoryDescription('Alle', ['X'], 'Nordisk Pleie')).toBe(
      'Alle produktene fra Nordisk Pleie: 1 produkt, blant annet X. Se priser og størrelser, og finn nærmeste forhandler.',
    );
  });

  it('never exceeds 160 characters, whatever the names', () => {
    const long = categoryDescription('Spesialprodukter', ['x'.repeat(200), 'y'], 'Nordisk Pleie');
    expect(long).toBe('Spesialprodukter fra Nordisk Pleie: 2 produkter. Se priser og størrelser, og finn nærmeste forhandler.');
    expect(categoryDescription('k'.repeat(200), ['a'], 'b').length).toBeLessThanOrEqual(160);
  });
});

describe('catalogueJsonLd', () => {
  it('has the breadcrumb to the category and the page’s products at their places in the whole list', () => {
    const [crumbs, list] = catalogueJsonLd({
      siteUrl: 'https://x.example',
      category: { name: 'Lærpleie', slug: 'laerpleie' },
      products: [
        { name: 'Lærbalsam', articleNumber: '4010' },
        { name: 'Lær & såpe', articleNumber: 'E-7/1' },
      ],
      offset: 24,
      total: 26,
    });
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Hjem', item: 'https://x.example/' },
        { '@type': 'ListItem', position: 2, name: 'Produkter', item: 'https://x.example/produkter/alle' },
        { '@type': 'ListItem', position: 3, name: 'Lærpleie', item: 'https://x.example/produkter/laerpleie' },
      ],
    });
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Lærpleie',
      numberOfItems: 26,
      itemListElement: [
        { '@type': 'ListItem', position: 25, name: 'Lærbalsam', url: 'https://x.example/produkt/4010' },
        { '@type': 'ListItem', position: 26, name: 'Lær & såpe', url: 'https://x.example/produkt/E-7%2F1' },
      ],
    });
  });

  it("gives 'Alle produkter' a two-step breadcrumb", () => {
    const [crumbs, list] = catalogueJsonLd({ siteUrl: 'https://x.example', category: { name: 'Alle', slug: 'alle' }, products: [], offset: 0, total: 0 });
    expect((crumbs.itemListElement as unknown[]).length).toBe(2);
    expect(list.name).toBe('Alle produkter');
  });
});
