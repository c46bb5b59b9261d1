import { productJsonLd, type StructuredProduct, type StructuredVariant } from './structured-data';
import { unitPriceText } from './units';

const SITE = { siteUrl: 'https://www.nordiskpleie.no', brandName: 'Nordisk Pleie', companyName: 'Nordisk Pleie AS' };

const ONE_SIZE: StructuredProduct = {
  articleNumber: '1030',
  name: 'Møbelpolish Spray 400 ml',
  imageUrl: '/media/products/1030.jpg',
  category: 'Møbelpolish',
  description: 'Gir glans.',
  variants: [{ articleNumber: '1030', sizeLabel: null, recommendedPriceNok: 249, gtin: '7038010009457', imageUrl: null }],
};

/** A product in three sizes: the product's own number is the first size's; the middle one has its own picture. */
const THREE_SIZES: StructuredProduct = {
  articleNumber: '3010',
  name: 'Teakolje Natur',
  imageUrl: '/media/products/3010.jpg',
  category: 'Treolje',
  description: 'Olje for teak og andre tette treslag.',
  variants: [
    { articleNumber: '3010', sizeLabel: '500 ml', recommendedPriceNok: 189, gtin: '7038010009464', imageUrl: null },
    { articleNumber: '3011', sizeLabel: '1 l', recommendedPriceNok: 329, gtin: '7038010009471', imageUrl: '/media/products/3011.jpg' },
    { articleNumber: '3012', sizeLabel: '2,5 l', recommendedPriceNok: 699.5, gtin: null, imageUrl: null },
  ],
};

const OFFER_BASE = {
  '@type': 'Offer',
  priceCurrency: 'NOK',
  availability: 'https://schema.org/InStock',
  itemCondition: 'https://schema.org/NewCondition',
  seller: { '@type': 'Organization', name: 'Nordisk Pleie AS' },
};

/** The JSON-LD as a crawler reads it: written out as JSON (components/seo/JsonLd.tsx), then parsed. */
function parsed(product: StructuredProduct): Record<string, unknown> | null {
  const data = productJsonLd(product, SITE);
  return data === null ? null : (JSON.parse(JSON.stringify(data)) as Record<string, unknown>);
}

describe('productJsonLd: a product sold in one size', () => {
  it('is a Product with its offer, brand, identifiers and absolute addresses', () => {
    expect(productJsonLd(ONE_SIZE, SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Møbelpolish Spray 400 ml',
      sku: '1030',
      mpn: '1030',
      gtin13: '7038010009457',
      image: ['https://www.nordiskpleie.no/media/products/1030.jpg'],
      description: 'Gir glans.',
      category: 'Møbelpolish',
      brand: { '@type': 'Brand', name: 'Nordisk Pleie' },
      url: 'https://www.nordiskpleie.no/produkt/1030',
      offers: { ...OFFER_BASE, price: '249.00', url: 'https://www.nordiskpleie.no/produkt/1030' },
    });
  });

  it('names its size when it has one, and uses the size’s own picture', () => {
    const data = productJsonLd({ ...ONE_SIZE, variants: [{ ...ONE_SIZE.variants[0], sizeLabel: '400 ml', imageUrl: '/media/products/egen.jpg' }] }, SITE);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Møbelpolish Spray 400 ml',
      size: '400 ml',
      image: ['https://www.nordiskpleie.no/media/products/egen.jpg'],
    });
  });

  it('has no GTIN property without a GTIN, no category or description when blank', () => {
    const data = productJsonLd({ ...ONE_SIZE, category: null, description: '', variants: [{ ...ONE_SIZE.variants[0], gtin: null }] }, SITE)!;
    expect(Object.keys(data).filter((k) => k.startsWith('gtin'))).toEqual([]);
    expect(data).not.toHaveProperty('category');
    expect(data).not.toHaveProperty('description');
    expect(data).toHaveProperty('offers');
  });

  it('names the GTIN by its length, keeps remote images and encodes the article number', () => {
    const variant = (over: Partial<StructuredVariant>) => ({
      ...ONE_SIZE,
      articleNumber: 'E-710',
      variants: [{ ...ONE_SIZE.variants[0], articleNumber: 'E-710', ...over }],
    });
    const data = productJsonLd({ ...variant({ gtin: '96385074', recommendedPriceNok: 1249.5 }), imageUrl: 'https://cdn.example/a.jpg' }, SITE)!;
    expect(data.gtin8).toBe('96385074');
    expect(data.image).toEqual(['https://cdn.example/a.jpg']);
    expect(data.url).toBe('https://www.nordiskpleie.no/produkt/E-710');
    expect((data.offers as { price: string }).price).toBe('1249.50');
    expect(productJsonLd(variant({ gtin: '10614141000415' }), SITE)!.gtin14).toBe('10614141000415');
    expect(productJsonLd(variant({ gtin: '036000291452' }), SITE)!.gtin12).toBe('036000291452');
  });

  it('emits nothing without a price: Google rejects a Product without offers, review or rating', () => {
    expect(productJsonLd({ ...ONE_SIZE, variants: [{ ...ONE_SIZE.variants[0], recommendedPriceNok: null }] }, SITE)).toBeNull();
  });
});

describe('productJsonLd: a product in several sizes', () => {
  it('is a ProductGroup whose hasVariant lists each size as a Product with its Offer', () => {
    expect(productJsonLd(THREE_SIZES, SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Teakolje Natur',
      productGroupID: '3010',
      variesBy: ['https://schema.org/size'],
      description: 'Olje for teak og andre tette treslag.',
      category: 'Treolje',
      image: ['https://www.nordiskpleie.no/media/products/3010.jpg'],
      brand: { '@type': 'Brand', name: 'Nordisk Pleie' },
      url: 'https://www.nordiskpleie.no/produkt/3010',
      hasVariant: [
        {
          '@type': 'Product',
          name: 'Teakolje Natur 500 ml',
          sku: '3010',
          mpn: '3010',
          gtin13: '7038010009464',
          size: '500 ml',
          image: ['https://www.nordiskpleie.no/media/products/3010.jpg'],
          url: 'https://www.nordiskpleie.no/produkt/3010',
          offers: { ...OFFER_BASE, price: '189.00', url: 'https://www.nordiskpleie.no/produkt/3010' },
        },
        {
          '@type': 'Product',
          name: 'Teakolje Natur 1 l',
          sku: '3011',
          mpn: '3011',
          gtin13: '7038010009471',
          size: '1 l',
          image: ['https://www.nordiskpleie.no/media/products/3011.jpg'],
          url: 'https://www.nordiskpleie.no/produkt/3011',
          offers: { ...OFFER_BASE, price: '329.00', url: 'https://www.nordiskpleie.no/produkt/3011' },
        },
        {
          '@type': 'Product',
          name: 'Teakolje Natur 2,5 l',
          sku: '3012',
          mpn: '3012',
          size: '2,5 l',
          image: ['https://www.nordiskpleie.no/media/products/3010.jpg'],
          url: 'https://www.nordiskpleie.no/produkt/3012',
          offers: { ...OFFER_BASE, price: '699.50', url: 'https://www.nordiskpleie.no/produkt/3012' },
        },
      ],
    });
  });

  it('leaves unpriced sizes out of hasVariant, and emits nothing when no size has a price', () => {
    const oneUnpriced = { ...THREE_SIZES, variants: THREE_SIZES.variants.map((v, i) => (i === 1 ? { ...v, recommendedPriceNok: null } : v)) };
    const data = productJsonLd(oneUnpriced, SITE)!;
    expect(data['@type']).toBe('ProductGroup');
    expect((data.hasVariant as { sku: string }[]).map((v) => v.sku)).toEqual(['3010', '3012']);

    const unpriced = { ...THREE_SIZES, variants: THREE_SIZES.variants.map((v) => ({ ...v, recommendedPriceNok: null })) };
    expect(productJsonLd(unpriced, SITE)).toBeNull();
    expect(productJsonLd({ ...THREE_SIZES, variants: [] }, SITE)).toBeNull();
  });
});

/**
 * Google's rules for product variants, encoded from its documentation (Search Central, 'Product
 * variant structured data (ProductGroup, Product)',
 * https://developers.google.com/search/docs/appearance/structured-data/product-variants, and the
 * merchant-listing Product and Offer properties it refers to,
 * https://developers.google.com/search/docs/appearance/structured-data/merchant-listing):
 *
 * - ProductGroup: `name` required; the grouping properties the page is about — `hasVariant` (the
 *   variants nested in the group), `productGroupID` (the group's id, the 'parent sku'; or each
 *   variant's `inProductGroupWithID`) and `variesBy`; `brand` and `description` recommended
 *   (`aggregateRating` and `review` too: the site has no reviews). All are checked as present.
 * - Each variant is a Product with the merchant-listing requirements — `name`, `image`, `offers` —
 *   a unique id (`sku` or a GTIN), its own `url` when variants have their own pages, a name of its
 *   own, and the property each `variesBy` names (`size`).
 * - Offer: `price` and `priceCurrency` required (a number with a full stop, no currency sign; an
 *   ISO 4217 code); `availability` and `itemCondition` recommended (schema.org enumeration URLs).
 * - `variesBy` takes the schema.org URLs of color, size, suggestedAge, suggestedGender, material,
 *   pattern.
 * - `productGroupID` (or each variant's `inProductGroupWithID`) identifies the group.
 */
const GOOGLE = {
  productGroup: {
    required: ['name'],
    grouping: ['hasVariant', 'productGroupID', 'variesBy'],
    recommended: ['brand', 'description'],
    /** Recommended, but the site has no data for them. */
    notAvailable: ['aggregateRating', 'review'],
  },
  variant: {
    required: ['name', 'image', 'offers'],
    recommended: ['sku', 'url'],
    /** One of these identifies the variant. */
    uniqueId: ['sku', 'gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14'],
  },
  offer: {
    required: ['price', 'priceCurrency'],
    recommended: ['availability', 'itemCondition'],
    /** Merchant-listing Offer properties the site has no data for (it does not sell or ship). */
    notAvailable: ['shippingDetails', 'hasMerchantReturnPolicy'],
  },
  variesBy: [
    'https://schema.org/color',
    'https://schema.org/size',
    'https://schema.org/suggestedAge',
    'https://schema.org/suggestedGender',
    'https://schema.org/material',
    'https://schema.org/pattern',
  ],
} as const;

type Json = Record<string, unknown>;

/** The names of the listed properties a node lacks (blank strings and empty lists count as missing). */
function missing(node: Json, properties: readonly string[]): string[] {
  return properties.filter((p) => {
    const value = node[p];
    return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  });
}

/** Every problem Google's rules above would report for a ProductGroup; empty when it passes. */
function productGroupProblems(group: Json): string[] {
  const problems: string[] = [];
  if (group['@context'] !== 'https://schema.org') problems.push('@context');
  if (group['@type'] !== 'ProductGroup') problems.push(`@type ${String(group['@type'])}`);
  for (const p of missing(group, [...GOOGLE.productGroup.required, ...GOOGLE.productGroup.grouping, ...GOOGLE.productGroup.recommended])) {
    problems.push(`ProductGroup.${p} missing`);
  }
  const variesBy = (group.variesBy ?? []) as string[];
  for (const v of variesBy) if (!(GOOGLE.variesBy as readonly string[]).includes(v)) problems.push(`variesBy ${v} not supported`);
  const variants = (group.hasVariant ?? []) as Json[];
  const skus = new Set<string>();
  const urls = new Set<string>();
  const names = new Set<string>();
  variants.forEach((variant, i) => {
    const at = `hasVariant[${i}]`;
    if (variant['@type'] !== 'Product') problems.push(`${at}.@type`);
    for (const p of missing(variant, [...GOOGLE.variant.required, ...GOOGLE.variant.recommended])) problems.push(`${at}.${p} missing`);
    if (missing(variant, GOOGLE.variant.uniqueId).length === GOOGLE.variant.uniqueId.length) problems.push(`${at} has no id`);
    // Each variesBy property, by its short name, on each variant.
    for (const v of variesBy) if (missing(variant, [v.replace('https://schema.org/', '')]).length) problems.push(`${at} lacks ${v}`);
    const images = (Array.isArray(variant.image) ? variant.image : [variant.image]) as string[];
    if (!images.every((src) => /^https:\/\//.test(src))) problems.push(`${at}.image not absolute`);
    if (typeof variant.url !== 'string' || !variant.url.startsWith('https://www.nordiskpleie.no/')) problems.push(`${at}.url`);
    if (skus.has(String(variant.sku))) problems.push(`${at}.sku repeats`);
    if (urls.has(String(variant.url))) problems.push(`${at}.url repeats`);
    if (names.has(String(variant.name)) || variant.name === group.name) problems.push(`${at}.name not its own`);
    skus.add(String(variant.sku));
    urls.add(String(variant.url));
    names.add(String(variant.name));
    const offer = (variant.offers ?? {}) as Json;
    if (offer['@type'] !== 'Offer') problems.push(`${at}.offers.@type`);
    for (const p of missing(offer, [...GOOGLE.offer.required, ...GOOGLE.offer.recommended])) problems.push(`${at}.offers.${p} missing`);
    if (!/^\d+(\.\d+)?$/.test(String(offer.price))) problems.push(`${at}.offers.price ${String(offer.price)}`);
    if (!/^[A-Z]{3}$/.test(String(offer.priceCurrency))) problems.push(`${at}.offers.priceCurrency`);
    if (!/^https:\/\/schema\.org\/\w+$/.test(String(offer.availability))) problems.push(`${at}.offers.availability`);
    if (!/^https:\/\/schema\.org\/\w+Condition$/.test(String(offer.itemCondition))) problems.push(`${at}.offers.itemCondition`);
  });
  return problems;
}

describe("a three-size product's JSON-LD against Google's product-variant rules", () => {
  it('has every required and recommended property Google lists, with values of the right form', () => {
    const group = parsed(THREE_SIZES)!;
    expect(productGroupProblems(group)).toEqual([]);
    expect(group.hasVariant).toHaveLength(3);
    expect(group.variesBy).toEqual(['https://schema.org/size']);
  });

  it('finds the problems it checks for (the check is not vacuous)', () => {
    const group = parsed(THREE_SIZES)!;
    const [first, second] = group.hasVariant as Json[];
    const broken = {
      ...group,
      variesBy: ['https://schema.org/volume'],
      brand: undefined,
      productGroupID: '',
      hasVariant: [
        { ...first, size: undefined, offers: { ...(first.offers as Json), price: '189,00 kr' } },
        { ...second, sku: first.sku, gtin13: undefined, name: group.name },
      ],
    };
    expect(productGroupProblems(broken)).toEqual(
      expect.arrayContaining([
        'ProductGroup.brand missing',
        'ProductGroup.productGroupID missing',
        'variesBy https://schema.org/volume not supported',
        'hasVariant[0] lacks https://schema.org/volume',
        'hasVariant[0].offers.price 189,00 kr',
        'hasVariant[1].sku repeats',
        'hasVariant[1].name not its own',
      ]),
    );
  });

  it('a one-size product passes the merchant-listing rules for a Product as well', () => {
    const product = parsed(ONE_SIZE)!;
    expect(missing(product, [...GOOGLE.variant.required, ...GOOGLE.variant.recommended, 'brand', 'description'])).toEqual([]);
    const offer = product.offers as Json;
    expect(missing(offer, [...GOOGLE.offer.required, ...GOOGLE.offer.recommended])).toEqual([]);
  });

  it('emits no Product or ProductGroup for a three-size product with no priced size', () => {
    expect(parsed({ ...THREE_SIZES, variants: THREE_SIZES.variants.map((v) => ({ ...v, recommendedPriceNok: null })) })).toBeNull();
  });
});

/**
 * Unit pricing (Google's merchant listing: `Offer.priceSpecification` a `UnitPriceSpecification`
 * whose `referenceQuantity` is the item's measure — unit_pricing_measure — and whose
 * `referenceQuantity.valueReference` is the base measure — unit_pricing_base_measure —, each a
 * `QuantitativeValue` with `value` and a UN/CEFACT `unitCode`).
 */
describe('the unit price of a size with a net quantity', () => {
  const withQuantities: StructuredProduct = {
    ...THREE_SIZES,
    variants: [
      { ...THREE_SIZES.variants[0], netQuantity: 500, netUnit: 'ml' },
      { ...THREE_SIZES.variants[1], netQuantity: 1, netUnit: 'l' },
      { ...THREE_SIZES.variants[2], netQuantity: null, netUnit: null },
    ],
  };

  it('is a UnitPriceSpecification of the offer: the price for the net quantity, compared per litre', () => {
    const [half, litre, none] = (parsed(withQuantities)!.hasVariant as Json[]).map((v) => v.offers as Json);
    expect(half.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: '189.00',
      priceCurrency: 'NOK',
      referenceQuantity: {
        '@type': 'QuantitativeValue',
        value: 500,
        unitCode: 'MLT',
        valueReference: { '@type': 'QuantitativeValue', value: 1, unitCode: 'LTR' },
      },
    });
    expect(half.price).toBe('189.00');
    expect((litre.priceSpecification as Json).referenceQuantity).toMatchObject({ value: 1, unitCode: 'LTR', valueReference: { value: 1, unitCode: 'LTR' } });
    // Without a net quantity the offer is as before.
    expect(none).not.toHaveProperty('priceSpecification');
    expect(productGroupProblems(parsed(withQuantities)!)).toEqual([]);
  });

  it('uses the UN/CEFACT codes of grams, kilograms and pieces, and gives the same unit price the page shows', () => {
    const one = (netQuantity: number, netUnit: string) =>
      (parsed({ ...ONE_SIZE, variants: [{ ...ONE_SIZE.variants[0], netQuantity, netUnit }] })!.offers as Json).priceSpecification as Json;
    expect(one(200, 'g').referenceQuantity).toMatchObject({ value: 200, unitCode: 'GRM', valueReference: { value: 1, unitCode: 'KGM' } });
    expect(one(2.5, 'kg').referenceQuantity).toMatchObject({ value: 2.5, unitCode: 'KGM', valueReference: { value: 1, unitCode: 'KGM' } });
    expect(one(48, 'stk').referenceQuantity).toMatchObject({ value: 48, unitCode: 'H87', valueReference: { value: 1, unitCode: 'H87' } });
    // 249.00 for 400 ml: 622.50 per litre, as unitPriceText gives it.
    const spec = one(400, 'ml');
    const ref = spec.referenceQuantity as Json;
    expect(Number(spec.price) / ((ref.value as number) / 1000)).toBeCloseTo(622.5, 2);
    expect(unitPriceText(249, 400, 'ml')).toBe('622,50\u00a0kr/l');
  });

  it('is left out for a net quantity of 0 or an unknown unit', () => {
    const offerOf = (netQuantity: number, netUnit: string) =>
      parsed({ ...ONE_SIZE, variants: [{ ...ONE_SIZE.variants[0], netQuantity, netUnit }] })!.offers as Json;
    expect(offerOf(0, 'ml')).not.toHaveProperty('priceSpecification');
    expect(offerOf(1, 'gallon')).not.toHaveProperty('priceSpecification');
  });
});
