import type { StoreDetails } from './store-details';
import { storeDescription, storeTitle } from './store-seo';
import { storeCrumbs, storeJsonLd } from './store-structured-data';

const WEEK = [...Array(5).fill([{ opens: '09:00', closes: '18:00' }]), [{ opens: '10:00', closes: '16:00' }], []];

const store: StoreDetails = {
  id: 'd001',
  slug: 'grensen-fargehandel-oslo',
  name: 'Grensen Fargehandel as',
  address: { display: 'Grensen 8, 0159 Oslo', streetAddress: 'Grensen 8', postalCode: '0159', locality: 'Oslo', country: 'NO' },
  lat: 59.9138,
  lng: 10.744,
  phoneNumber: '22 41 10 15',
  website: 'https://grensen-farge.example',
  weekly: WEEK,
  specialDays: [{ date: '2026-12-24', periods: [{ opens: '10:00', closes: '13:00' }], note: 'Julaften' }],
  place: { name: 'Oslo', slug: 'oslo' },
  assortment: { everything: true, categories: [], products: [] },
  nearest: [],
  updatedAt: '2026-11-28T00:00:00.000Z',
};

describe('storeJsonLd', () => {
  const [business, breadcrumbs] = storeJsonLd(store, 'https://pleie.example', '2026-12-01');

  it('is a HomeGoodsStore with its address, position, phone, page and website', () => {
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HomeGoodsStore',
      '@id': 'https://pleie.example/forhandlere/grensen-fargehandel-oslo#butikk',
      name: 'Grensen Fargehandel as',
      url: 'https://pleie.example/forhandlere/grensen-fargehandel-oslo',
      telephone: '22 41 10 15',
      sameAs: ['https://grensen-farge.example/'],
      address: { '@type': 'PostalAddress', streetAddress: 'Grensen 8', postalCode: '0159', addressLocality: 'Oslo', addressCountry: 'NO' },
      geo: { '@type': 'GeoCoordinates', latitude: 59.9138, longitude: 10.744 },
    });
  });

  it('specifies the week, and the special days and closed public holidays ahead', () => {
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '09:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '16:00' },
    ]);
    const special = business.specialOpeningHoursSpecification as Array<Record<string, string>>;
    expect(special).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      opens: '10:00',
      closes: '13:00',
      validFrom: '2026-12-24',
      validThrough: '2026-12-24',
    });
    // Christmas Day, a Friday: a public holiday the store would have been open on.
    expect(special).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: '2026-12-25',
      validThrough: '2026-12-25',
    });
    expect(special.every((s) => s.validFrom >= '2026-12-01')).toBe(true);
  });

  it('leaves out what it does not know: no position, no phone, no week', () => {
    const [bare] = storeJsonLd(
      {
        ...store,
        lat: null,
        lng: null,
        phoneNumber: null,
        website: null,
        weekly: null,
        specialDays: [],
        address: { ...store.address, postalCode: null, locality: null, country: null },
      },
      'https://pleie.example',
      '2026-12-01',
    );
    for (const key of ['geo', 'telephone', 'sameAs', 'openingHoursSpecification', 'specialOpeningHoursSpecification']) expect(bare).not.toHaveProperty(key);
    expect(bare.address).toEqual({ '@type': 'PostalAddress', streetAddress: 'Grensen 8' });
  });

  it('specifies the special days also when the week is unknown (without the public holidays)', () => {
    const [noWeek] = storeJsonLd({ ...store, weekly: null }, 'https://pleie.example', '2026-12-01');
    expect(noWeek).not.toHaveProperty('openingHoursSpecification');
    expect(noWeek.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', opens: '10:00', closes: '13:00', validFrom: '2026-12-24', validThrough: '2026-12-24' },
    ]);
  });

  it("names as sameAs only a website '/nettside' leads to", () => {
    const sameAsOf = (website: string) => storeJsonLd({ ...store, website }, 'https://pleie.example', '2026-12-01')[0].sameAs;
    expect(sameAsOf('https://\u0430pple.com')).toEqual(['https://xn--pple-43d.com/']);
    expect(sameAsOf('https://bank.no@evil.example')).toBeUndefined();
    expect(sameAsOf('javascript:alert(1)')).toBeUndefined();
    expect(sameAsOf('ikke en adresse')).toBeUndefined();
  });

  it('has the breadcrumb Hjem › Forhandlere › place › store (no place outside Norway)', () => {
    expect((breadcrumbs.itemListElement as Array<{ name: string; item: string }>).map((i) => [i.name, i.item])).toEqual([
      ['Hjem', 'https://pleie.example/'],
      ['Forhandlere', 'https://pleie.example/forhandlere'],
      ['Oslo', 'https://pleie.example/forhandlere/sted/oslo'],
      ['Grensen Fargehandel as', 'https://pleie.example/forhandlere/grensen-fargehandel-oslo'],
    ]);
    expect(storeCrumbs({ ...store, place: null }).map((c) => c.name)).toEqual(['Hjem', 'Forhandlere', 'Grensen Fargehandel as']);
  });
});

describe('title and description', () => {
  it('names the place unless the name holds it', () => {
    expect(storeTitle(store)).toBe('Grensen Fargehandel as, Oslo – forhandler');
    expect(storeTitle({ ...store, name: 'Bergen Fargehandel as', address: { ...store.address, locality: 'Bergen' } })).toBe(
      'Bergen Fargehandel as – forhandler',
    );
    expect(storeTitle({ ...store, address: { ...store.address, locality: null } })).toBe('Grensen Fargehandel as – forhandler');
  });

  it('says what it carries within 160 characters', () => {
    // The closing sentence is left out when it would pass 160 characters.
    expect(storeDescription(store)).toBe('Grensen Fargehandel as, Grensen 8, 0159 Oslo. Fører hele sortimentet vårt av pleieprodukter for tre, lær og møbler.');
    const narrowed = storeDescription({
      ...store,
      assortment: {
        everything: false,
        categories: [{ name: 'Lærpleie', href: '/produkter/laerpleie' }],
        products: [{ articleNumber: '1010', name: 'Møbelpolish Klassisk', href: '/produkt/1010' }],
      },
    });
    expect(narrowed).toBe(
      'Grensen Fargehandel as, Grensen 8, 0159 Oslo. Fører Lærpleie, Møbelpolish Klassisk. Se åpningstider, veibeskrivelse og kontaktinformasjon.',
    );
    for (const text of [storeDescription(store), narrowed]) expect(text.length).toBeLessThanOrEqual(160);
    const long = storeDescription({ ...store, name: 'N'.repeat(200) });
    expect(long.length).toBe(160);
    expect(long.endsWith('…')).toBe(true);
  });
});
