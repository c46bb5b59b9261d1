import { demoProducts } from '../../prisma/seed/data/products';
import { NOT_ARTICLE_NUMBERS } from '../../tests/support/article-numbers';
import { articleNumberFromSegment, articleSortKey, compareArticleNumbers, isArticleNumber } from './article-number';

describe('article number sorting', () => {
  it('reads the digits as a number', () => {
    expect(articleSortKey('1010')).toBe(1010);
    expect(articleSortKey('E-710')).toBe(710);
    expect(articleSortKey('AB-12-3')).toBe(123);
    expect(articleSortKey('ingen')).toBe(0);
  });

  it('sorts numerically, not as text', () => {
    const sorted = ['2010', 'E-710', '900', '10100'].sort(compareArticleNumbers);
    expect(sorted).toEqual(['E-710', '900', '2010', '10100']);
  });
});

describe('isArticleNumber', () => {
  it('accepts letters, digits, - and . starting with a letter or digit, and every demo article', () => {
    for (const n of ['1010', 'E-710', 'AB-12.3', 'x'.repeat(40), '7']) expect(isArticleNumber(n)).toBe(true);
    for (const p of demoProducts) expect(isArticleNumber(p.articleNumber)).toBe(true);
  });

  it.each(NOT_ARTICLE_NUMBERS.map((n) => [n]))('refuses %j', (n) => {
    expect(isArticleNumber(n)).toBe(false);
  });

  it('refuses what the admin form refused and the lookup let through before', () => {
    for (const n of ['AB_12', '-1010', '.1010', 'A..B']) expect(isArticleNumber(n)).toBe(false);
  });
});

describe('articleNumberFromSegment', () => {
  it('reads a path segment, percent-encoded or not, as an article number', () => {
    expect(articleNumberFromSegment('E-710')).toBe('E-710');
    expect(articleNumberFromSegment('E%2D710')).toBe('E-710');
    for (const segment of ['%zz', '..', 'a%2F..', 'a b', '', undefined, 42]) expect(articleNumberFromSegment(segment)).toBeNull();
  });
});
