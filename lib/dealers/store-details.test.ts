import type { PublicProduct } from '../catalogue/queries';
import { addressParts, storeAssortment } from './store-details';

jest.mock('server-only', () => ({}));

describe('addressParts', () => {
  it('splits a Norwegian address with the postal register', () => {
    expect(addressParts('Grensen 8, 0159 Oslo', null)).toEqual({
      display: 'Grensen 8, 0159 Oslo',
      streetAddress: 'Grensen 8',
      postalCode: '0159',
      locality: 'Oslo',
      country: 'NO',
    });
    expect(addressParts('Jernbanegata 20, 8622 Mo i Rana', 'Jernbanegata 20, 8622 Mo i Rana, Norge').display).toBe('Jernbanegata 20, 8622 Mo i Rana, Norge');
  });

  it('keeps a foreign address as written, without a country', () => {
    expect(addressParts('Vestergade 5, 9000 Aalborg', null)).toEqual({
      display: 'Vestergade 5, 9000 Aalborg',
      streetAddress: 'Vestergade 5',
      postalCode: '9000',
      locality: 'Aalborg',
      country: null,
    });
    expect(addressParts('Fjellveien 3', null)).toMatchObject({ streetAddress: 'Fjellveien 3', postalCode: null, locality: null, country: null });
  });
});

describe('storeAssortment', () => {
  const product = (articleNumber: string, name: string, category: string, sizes: string[] = []) =>
    ({ articleNumber, name, category, variants: [articleNumber, ...sizes].map((n) => ({ articleNumber: n })) }) as unknown as PublicProduct;
  const catalogue = [
    product('1010', 'Møbelpolish Klassisk', 'Møbelpolish', ['1020']),
    product('2010', 'Lærbalsam', 'Lærpleie'),
    product('3010', 'Teakolje', 'Treolje'),
  ];

  it('carries everything when it lists nothing', () => {
    expect(storeAssortment({ categories: [], products: [] }, catalogue)).toEqual({ everything: true, categories: [], products: [] });
  });

  it('links its categories (Norwegian order) and its products, a size by its own number; drops what the catalogue lacks', () => {
    expect(storeAssortment({ categories: ['Treolje', 'Lærpleie', 'Utgått'], products: ['1020', '9999', '1020'] }, catalogue)).toEqual({
      everything: false,
      categories: [
        { name: 'Lærpleie', href: '/produkter/laerpleie' },
        { name: 'Treolje', href: '/produkter/treolje' },
        { name: 'Utgått', href: null },
      ],
      products: [{ articleNumber: '1020', name: 'Møbelpolish Klassisk', href: '/produkt/1020' }],
    });
  });
});
