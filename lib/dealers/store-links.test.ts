import { storeLinks, storePath } from './store-links';

describe('storeLinks', () => {
  it('gives the counting links under the store page', () => {
    expect(storeLinks('berg-interior-bergen')).toEqual({
      directions: '/forhandlere/berg-interior-bergen/vei',
      website: '/forhandlere/berg-interior-bergen/nettside',
      phone: '/forhandlere/berg-interior-bergen/ring',
    });
  });

  it('encodes a slug that is not URL-safe', () => {
    expect(storePath('a b/c')).toBe('/forhandlere/a%20b%2Fc');
    expect(storeLinks('a b').directions).toBe('/forhandlere/a%20b/vei');
  });
});
