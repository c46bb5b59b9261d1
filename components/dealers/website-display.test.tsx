/**
 * @jest-environment node
 */
// A dealer's website as the finder's card and the place page show it (docs/product.md: Dealer
// finder): a host that mixes scripts in Punycode, even when it was stored as typed before the rule.
import { renderToString } from 'react-dom/server';
import { DealerCard } from './DealerCard';
import { PlacePage } from './PlacePage';
import { StorePage } from './StorePage';
import type { StoreDetails } from '@/lib/dealers/store-details';

// 'а' is U+0430 CYRILLIC SMALL LETTER A; 'ο' is U+03BF GREEK SMALL LETTER OMICRON.
const CYRILLIC = 'https://\u0430pple.com';
const GREEK = 'https://g\u03bfogle.com';

const dealer = (website: string) => ({
  id: 'd900',
  slug: 'testbutikken-oslo',
  name: 'Testbutikken',
  address: 'Storgata 1, 0155 Oslo',
  lat: 59.91,
  lng: 10.75,
  formattedAddress: null,
  phoneNumber: null,
  website,
  weeklyHours: null,
  specialDays: [],
});

describe("a dealer's website on the page", () => {
  it('is shown in Punycode on the finder card when its host mixes scripts', () => {
    const html = renderToString(<DealerCard dealer={dealer(CYRILLIC)} selected={false} onSelect={() => {}} />);
    expect(html).toContain('>xn--pple-43d.com<');
    expect(html).not.toContain('\u0430pple');
    const greek = renderToString(<DealerCard dealer={dealer(GREEK)} selected={false} onSelect={() => {}} />);
    expect(greek).toMatch(/>xn--[a-z0-9-]+\.com</);
    expect(greek).not.toContain('\u03bf');
  });

  it('stays readable on the card when its host is in one script', () => {
    expect(renderToString(<DealerCard dealer={dealer('https://blåbær.no/')} selected={false} onSelect={() => {}} />)).toContain('>blåbær.no<');
  });

  it('is shown in Punycode on the place page', () => {
    const { id, slug, name, address } = dealer(CYRILLIC);
    const html = renderToString(
      <PlacePage
        place={{
          slug: 'oslo',
          name: 'Oslo',
          postalCode: '0155',
          stores: [{ id, slug, name, address, postalCode: '0155', phoneNumber: null, website: CYRILLIC }],
        }}
      />,
    );
    expect(html).toContain('>xn--pple-43d.com<');
    expect(html).not.toContain('\u0430pple');
    expect(html).toContain('Forhandlere i Oslo (1)');
  });
});

describe("a website '/nettside' would not lead to", () => {
  // Reads as bank.no, leads to evil.example; as a Places lookup or an older writer may have stored it.
  const LURE = 'https://bank.no@evil.example/';
  const store: StoreDetails = {
    id: 'd900',
    slug: 'testbutikken-oslo',
    name: 'Testbutikken',
    address: { display: 'Storgata 1, 0155 Oslo', streetAddress: 'Storgata 1', postalCode: '0155', locality: 'Oslo', country: 'NO' },
    lat: null,
    lng: null,
    phoneNumber: null,
    website: LURE,
    weekly: null,
    specialDays: [],
    place: { name: 'Oslo', slug: 'oslo' },
    assortment: { everything: true, categories: [], products: [] },
    nearest: [],
    updatedAt: '2026-11-28T00:00:00.000Z',
  };
  const storePage = (website: string) =>
    renderToString(<StorePage store={{ ...store, website }} siteUrl="https://pleie.example" now={new Date('2026-12-01T10:00:00Z')} maps={null} />);

  it("is not shown on the store page, in its JSON-LD or as its 'Nettside' button", () => {
    const html = storePage(LURE);
    expect(html).not.toContain('/nettside');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('sameAs');
    // The same page with a real website has both.
    const real = storePage('https://testbutikken.example/');
    expect(real).toContain('/forhandlere/testbutikken-oslo/nettside');
    expect(real).toContain('"sameAs":["https://testbutikken.example/"]');
  });

  it('is not shown on the finder card or the place page', () => {
    const card = renderToString(<DealerCard dealer={dealer(LURE)} selected={false} onSelect={() => {}} />);
    expect(card).not.toContain('/nettside');
    expect(card).not.toContain('evil.example');
    const { id, slug, name, address } = dealer(LURE);
    const place = renderToString(
      <PlacePage
        place={{ slug: 'oslo', name: 'Oslo', postalCode: '0155', stores: [{ id, slug, name, address, postalCode: '0155', phoneNumber: null, website: LURE }] }}
      />,
    );
    expect(place).toContain('Testbutikken');
    expect(place).not.toContain('/nettside');
  });
});
