import { storeLinks } from './store-links';
import { storeHref } from './store-page';

describe('storeLinks', () => {
  it('gives the counting links under the store page', () => {
    expect(storeLinks('berg-interior-bergen')).toEqual({
      directions: '/forhandlere/berg-interior-bergen/vei',
      website: '/forhandlere/berg-interior-bergen/nettside',
      phone: '/forhandlere/berg-interior-bergen/ring',
    });
  });

  it('is under the store page (storeHref; a slug is URL-safe by its pattern)', () => {
    expect(storeLinks('grensen-fargehandel-oslo-2').phone).toBe(`${storeHref('grensen-fargehandel-oslo-2')}/ring`);
  });
});
