import { productJsonLd, type StructuredProduct } from './structured-data';

const SITE = { siteUrl: 'https://www.nordiskpleie.no', brandName: 'Nordisk Pleie', companyName: 'Nordisk Pleie AS' };
const PRODUCT: StructuredProduct = {
  articleNumber: '1010',
  name: 'Møbelpolish Klassisk',
  imageUrl: '/media/products/1010.jpg',
  category: 'Møbelpolish',
  description: 'Gir glans.',
  recommendedPriceNok: 249,
  gtin: '7038010009457',
};

describe('productJsonLd', () => {
  it('describes a priced product with an offer, brand, identifiers and absolute addresses', () => {
    expect(productJsonLd(PRODUCT, SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Møbelpolish Klassisk',
      sku: '1010',
      mpn: '1010',
      gtin13: '7038010009457',
      image: ['https://www.nordiskpleie.no/media/products/1010.jpg'],
      description: 'Gir glans.',
      category: 'Møbelpolish',
      brand: { '@type': 'Brand', name: 'Nordisk Pleie' },
      url: 'https://www.nordiskpleie.no/produkt/1010',
      offers: {
        '@type': 'Offer',
        price: '249.00',
        priceCurrency: 'NOK',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: 'https://www.nordiskpleie.no/produkt/1010',
        seller: { '@type': 'Organization', name: 'Nordisk Pleie AS' },
      },
    });
  });

  it('has no offer without a price, and no GTIN property without a GTIN', () => {
    const data = productJsonLd({ ...PRODUCT, recommendedPriceNok: null, gtin: null, category: null, description: '' }, SITE);
    expect(data).not.toHaveProperty('offers');
    expect(Object.keys(data).filter((k) => k.startsWith('gtin'))).toEqual([]);
    expect(data).not.toHaveProperty('category');
    expect(data).not.toHaveProperty('description');
  });

  it('names the GTIN by its length, keeps remote images and encodes the article number', () => {
    const data = productJsonLd({ ...PRODUCT, articleNumber: 'E-710', gtin: '96385074', imageUrl: 'https://cdn.example/a.jpg', recommendedPriceNok: 1249.5 }, SITE);
    expect(data.gtin8).toBe('96385074');
    expect(data.image).toEqual(['https://cdn.example/a.jpg']);
    expect(data.url).toBe('https://www.nordiskpleie.no/produkt/E-710');
    expect((data.offers as { price: string }).price).toBe('1249.50');
    expect(productJsonLd({ ...PRODUCT, gtin: '10614141000415' }, SITE).gtin14).toBe('10614141000415');
    expect(productJsonLd({ ...PRODUCT, gtin: '036000291452' }, SITE).gtin12).toBe('036000291452');
  });
});
