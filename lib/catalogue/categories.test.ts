import { demoProducts } from '../../prisma/seed/data/products';
import { PRODUCT_CATEGORIES } from '../../prisma/seed/types';
import { ALL_CATEGORIES, extractCategories, filterByCategory } from './categories';

const products = [
  { articleNumber: '1', category: 'Trepleie' },
  { articleNumber: '2', category: 'Øko' },
  { articleNumber: '3', category: 'Lærpleie' },
  { articleNumber: '4', category: null },
  { articleNumber: '5', category: '   ' },
  { articleNumber: '6', category: 'Ærfugl' },
  { articleNumber: '7', category: 'Åpen' },
  { articleNumber: '8', category: 'Zebra' },
  { articleNumber: '9', category: 'Trepleie' },
  { articleNumber: '10', category: 'EDEN Hageprodukter' },
  { articleNumber: '11', category: '' },
];

describe('extractCategories', () => {
  it("puts 'Alle' first, then distinct categories in Norwegian order (Z < Æ < Ø < Å)", () => {
    expect(ALL_CATEGORIES).toBe('Alle');
    expect(extractCategories(products)).toEqual(['Alle', 'EDEN Hageprodukter', 'Lærpleie', 'Trepleie', 'Zebra', 'Ærfugl', 'Øko', 'Åpen']);
  });

  it('ignores blank categories and gives just Alle for no products', () => {
    expect(extractCategories([{ category: null }, { category: ' ' }, { category: '' }])).toEqual(['Alle']);
    expect(extractCategories([])).toEqual(['Alle']);
  });

  it("never lists 'Alle' twice and trims labels", () => {
    expect(extractCategories([{ category: 'Alle' }, { category: ' Tekstil ' }, { category: 'Tekstil' }])).toEqual(['Alle', 'Tekstil']);
  });

  it('lists every demo category', () => {
    expect(extractCategories(demoProducts)).toEqual(['Alle', ...[...PRODUCT_CATEGORIES].sort((a, b) => a.localeCompare(b, 'nb'))]);
  });
});

describe('filterByCategory', () => {
  it("returns every product, in order, for 'Alle'", () => {
    const all = filterByCategory(products, 'Alle');
    expect(all).toEqual(products);
    expect(all).not.toBe(products);
  });

  it('matches the category exactly', () => {
    expect(filterByCategory(products, 'Trepleie').map((p) => p.articleNumber)).toEqual(['1', '9']);
    expect(filterByCategory(products, 'trepleie')).toEqual([]);
    expect(filterByCategory(products, 'Trepl')).toEqual([]);
    expect(filterByCategory(products, 'Ukjent')).toEqual([]);
  });

  it('never matches blank categories', () => {
    expect(filterByCategory(products, '')).toEqual([]);
    expect(filterByCategory(products, '   ')).toEqual([]);
  });

  it('keeps the element type', () => {
    const filtered: { articleNumber: string; category: string | null }[] = filterByCategory(products, 'Øko');
    expect(filtered).toEqual([{ articleNumber: '2', category: 'Øko' }]);
  });
});
