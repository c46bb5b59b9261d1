/**
 * A store page's content against PostgreSQL (docs/product.md: Store pages): the store with its
 * nearest stores, one without coordinates, an earlier slug, an unknown one; and a special day a
 * dealer enters in 'Min butikk' (closed on a date) on the page's hours and in its JSON-LD.
 */
import { seedDealerLocations } from '@/prisma/seed';
import { loadPublicProducts } from '@/lib/catalogue/queries';
import { addDays } from '@/lib/dealers/hours-core';
import { osloToday } from '@/lib/dealers/hours-schema';
import { updateOwnStore } from '@/lib/dealers/store';
import { storeSchema } from '@/lib/dealers/store-schema';
import { loadStorePage } from '@/lib/dealers/store-details';
import { storeJsonLd } from '@/lib/dealers/store-structured-data';
import { cloneTemplateDatabase, signedIn, type TestDatabase } from '../support/harness';

describe('store page content', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await cloneTemplateDatabase('store_page');
    process.env.DATABASE_URL = db.url;
    await seedDealerLocations(db.prisma);
  }, 120_000);

  afterAll(async () => {
    const { prisma } = await import('@/lib/db');
    await prisma.$disconnect();
    await db?.drop();
  });

  const load = async (slug: string) => loadStorePage(db.prisma, slug, await loadPublicProducts(db.prisma));

  it('a store with its place and the five nearest other stores, nearest first, itself never among them', async () => {
    const answer = await load('grensen-fargehandel-oslo');
    expect(answer?.kind).toBe('store');
    if (answer?.kind !== 'store') return;
    const { store } = answer;
    expect(store).toMatchObject({ id: 'd001', name: 'Grensen Fargehandel as', place: { name: 'Oslo', slug: 'oslo' } });
    expect(store.address).toMatchObject({ streetAddress: 'Grensen 8', postalCode: '0159', locality: 'Oslo', country: 'NO' });
    expect(store.nearest).toHaveLength(5);
    expect(store.nearest.map((n) => n.id)).not.toContain('d001');
    const distances = store.nearest.map((n) => n.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const n of store.nearest) expect(n.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it('a store without coordinates has no nearest stores; an unknown slug is nothing; an earlier slug names the new one', async () => {
    const skarnes = await load('mobelhuset-pa-skarnes');
    expect(skarnes).toMatchObject({ kind: 'store', store: { lat: null, lng: null, nearest: [] } });
    expect(await load('finnes-ikke')).toBeNull();
    await db.prisma.dealerSlugRedirect.create({ data: { slug: 'grensen-farge-oslo', locationId: 'd001' } });
    expect(await load('grensen-farge-oslo')).toEqual({ kind: 'redirect', slug: 'grensen-fargehandel-oslo' });
  });

  it("a special day entered in 'Min butikk' (closed on a date) is on the page's hours and in specialOpeningHoursSpecification", async () => {
    const dealer = await signedIn(db, 'dealer');
    await db.prisma.dealerLocation.update({ where: { id: 'd090' }, data: { dealerId: dealer.id } });
    const date = addDays(osloToday(), 10);
    const open = { closed: false, periods: [{ opens: '09:00', closes: '17:00' }] };
    await updateOwnStore(
      db.prisma,
      dealer,
      'd090',
      storeSchema.parse({
        phoneNumber: '72 40 12 34',
        website: '',
        weeklyHours: Array.from({ length: 7 }, () => open),
        specialDays: [{ date, closed: true, periods: [], note: 'Varetelling' }],
      }),
    );
    const answer = await load('oppdal-interior');
    if (answer?.kind !== 'store') throw new Error('no store page');
    expect(answer.store.specialDays).toEqual([{ date, periods: [], note: 'Varetelling' }]);
    const [business] = storeJsonLd(answer.store, 'https://pleie.example', osloToday());
    expect(business.specialOpeningHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: date,
      validThrough: date,
    });
    expect(business.telephone).toBe('72 40 12 34');
  });
});
