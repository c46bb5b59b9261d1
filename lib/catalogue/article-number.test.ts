import { articleSortKey, compareArticleNumbers } from './article-number';

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
