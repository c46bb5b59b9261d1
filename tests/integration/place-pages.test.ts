/**
 * The place pages' listing (lib/dealers/place-pages.ts) against the demo dealer list: every
 * Norwegian store under the place Norway's postal register gives its postal code; the Danish
 * dealer under none.
 */
import { seedDealerLocations } from '@/prisma/seed';
import { findDealerPlace, loadDealerPlaces, placeDescription, placeFinderHref, placeHeading } from '@/lib/dealers/place-pages';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

describe('place pages', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await cloneTemplateDatabase('places');
    process.env.DATABASE_URL = db.url;
    await seedDealerLocations(db.prisma);
  }, 120_000);

  afterAll(async () => {
    const { prisma } = await import('@/lib/db');
    await prisma.$disconnect();
    await db?.drop();
  });

  it('lists every place with a store, its stores by name, and leaves the Danish dealer out', async () => {
    const places = await loadDealerPlaces(db.prisma);
    const total = await db.prisma.dealerLocation.count();
    // Every location but the one in Aalborg is in a Norwegian place.
    expect(places.reduce((sum, p) => sum + p.stores.length, 0)).toBe(total - 1);
    expect(places.flatMap((p) => p.stores.map((s) => s.id))).not.toContain('d112');
    expect(places.map((p) => p.name)).toEqual([...places.map((p) => p.name)].sort((a, b) => a.localeCompare(b, 'nb')));
    expect(new Set(places.map((p) => p.slug)).size).toBe(places.length);

    const bergen = places.find((p) => p.slug === 'bergen')!;
    expect(bergen.name).toBe('Bergen');
    expect(bergen.stores.map((s) => s.postalCode).sort()).toEqual(['5013', '5015', '5017', '5054']);
    expect(bergen.stores.map((s) => s.name)).toEqual([...bergen.stores.map((s) => s.name)].sort((a, b) => a.localeCompare(b, 'nb')));
    expect(bergen.stores.every((s) => s.slug.length > 0)).toBe(true);
    expect(placeHeading(bergen)).toBe('Forhandlere i Bergen (4)');
    // Each code once: the lowest is the finder's.
    expect(placeFinderHref(bergen)).toBe('/forhandlere?postnummer=5013');
    expect(placeDescription(bergen, 'Nordisk Pleie')).toMatch(/^Forhandlere av pleieprodukter for tre, lær og møbler fra Nordisk Pleie i Bergen: /);

    // The most common code wins: Tromsø's three stores share 9008.
    const tromso = places.find((p) => p.slug === 'tromso')!;
    expect(tromso).toMatchObject({ name: 'Tromsø', postalCode: '9008' });
    expect(tromso.stores).toHaveLength(3);
    // The register's places, as it writes them.
    expect(places.find((p) => p.slug === 'mo-i-rana')?.name).toBe('Mo i Rana');
    expect(places.find((p) => p.slug === 'kristiansand-s')?.stores).toHaveLength(3);
  });

  it('finds a place by its address part, and none for a place without a store', async () => {
    expect((await findDealerPlace('bergen'))?.stores).toHaveLength(4);
    expect(await findDealerPlace('aalborg')).toBeNull();
    expect(await findDealerPlace('longyearbyen')).toBeNull();
    expect(await findDealerPlace('Bergen')).toBeNull();
  });

  it('follows the locations: a store added in a new place gives it a page, one in Denmark does not', async () => {
    await db.prisma.dealerLocation.createMany({
      data: [
        { id: 'pl-1', slug: 'pl-1', name: 'Polarbutikken', address: 'Vei 1, 9170 Longyearbyen' },
        { id: 'pl-2', slug: 'pl-2', name: 'Dansk Butik', address: 'Algade 2, 9000 Aalborg' },
      ],
    });
    try {
      const places = await loadDealerPlaces(db.prisma);
      expect(places.find((p) => p.slug === 'longyearbyen')).toMatchObject({ name: 'Longyearbyen', postalCode: '9170', stores: [{ id: 'pl-1' }] });
      expect(places.flatMap((p) => p.stores.map((s) => s.id))).not.toContain('pl-2');
    } finally {
      await db.prisma.dealerLocation.deleteMany({ where: { id: { in: ['pl-1', 'pl-2'] } } });
    }
  });
});
