/**
 * The nearby-dealer search and GET /api/dealer-locations/nearby against a real database holding
 * the demo dealer list (112 locations, 2 without coordinates, 1 in Denmark).
 */
import { NextRequest } from 'next/server';
import { seedDealerLocations } from '@/prisma/seed';
import { postalPrefixCentres } from '@/lib/dealers/postal-prefixes';
import { distanceKm, SEARCH_RADIUS_KM } from '@/lib/dealers/geo';
import { carries, FINDER_TOASTS, foundToast, type AssortmentFilter, type NearbyResult } from '@/lib/dealers/finder';
import {
  answerFinderSearch,
  centreForPostalCode,
  dealersNear,
  loadFinderDealers,
  prefixCentre,
  searchByPosition,
  searchByPostalCode,
} from '@/lib/dealers/search';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

describe('dealer search', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await cloneTemplateDatabase('dealers');
    process.env.DATABASE_URL = db.url;
    await seedDealerLocations(db.prisma);
  }, 120_000);

  afterAll(async () => {
    const { prisma } = await import('@/lib/db');
    await prisma.$disconnect();
    await db?.drop();
  });

  describe('prefixCentre', () => {
    it('tries the 3-character prefix before the 2-character one', () => {
      const three = postalPrefixCentres.find((p) => p.prefix.length === 3)!;
      const two = postalPrefixCentres.find((p) => p.prefix === three.prefix.slice(0, 2))!;
      expect(prefixCentre(`${three.prefix}9`)).toEqual({ lat: three.lat, lng: three.lng });
      // A code sharing only the 2-character prefix gets the region's centre.
      const other = `${three.prefix.slice(0, 2)}${three.prefix[2] === '9' ? '8' : '9'}9`;
      if (!postalPrefixCentres.some((p) => p.prefix === other.slice(0, 3))) {
        expect(prefixCentre(other)).toEqual({ lat: two.lat, lng: two.lng });
      }
      expect(prefixCentre('zz99')).toBeNull();
    });
  });

  describe('centreForPostalCode', () => {
    it('takes a dealer whose address contains the code first', async () => {
      const dealer = await db.prisma.dealerLocation.findFirstOrThrow({ where: { address: { contains: '0159' } } });
      expect(await centreForPostalCode(db.prisma, '0159')).toEqual({ lat: dealer.lat, lng: dealer.lng });
    });

    it('matches the code as a whole number only', async () => {
      await db.prisma.dealerLocation.create({ data: { id: 'tmp-street', name: 'Gatenummer', address: 'Langgata 18000, 9999 Et sted', lat: 1, lng: 1 } });
      try {
        // '1800' is inside '18000' but is not that dealer's postal code: the prefix table answers.
        expect(await centreForPostalCode(db.prisma, '1800')).not.toEqual({ lat: 1, lng: 1 });
      } finally {
        await db.prisma.dealerLocation.delete({ where: { id: 'tmp-street' } });
      }
    });

    it('falls back to the prefix table, then gives up', async () => {
      expect(await centreForPostalCode(db.prisma, '0001')).toEqual(prefixCentre('0001'));
      expect(await centreForPostalCode(db.prisma, 'abcd')).toBeNull();
    });

    it("never takes a dealer outside Norway: 9000 (Tromsø's range) is not Aalborg's 9000", async () => {
      const aalborg = await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'd112' } });
      expect(aalborg.address).toBe('Vestergade 5, 9000 Aalborg');
      expect(await centreForPostalCode(db.prisma, '9000')).toEqual(prefixCentre('9000'));
    });

    it("takes a Norwegian dealer's code, not a number in another dealer's street", async () => {
      // A code in the register (0159 Oslo) written as a house number in Denmark does not count.
      await db.prisma.dealerLocation.create({ data: { id: 'a-dk', name: 'Dansk', address: 'Vej 0159, 9000 Aalborg', lat: 57, lng: 10 } });
      try {
        const oslo = await db.prisma.dealerLocation.findFirstOrThrow({ where: { address: { contains: '0159 Oslo' } } });
        expect(await centreForPostalCode(db.prisma, '0159')).toEqual({ lat: oslo.lat, lng: oslo.lng });
      } finally {
        await db.prisma.dealerLocation.delete({ where: { id: 'a-dk' } });
      }
    });

    it('answers a code the postal register does not place without a database query', async () => {
      // Every use of the client is counted (its models and raw queries alike).
      const counted = (): { client: typeof db.prisma; uses: string[] } => {
        const uses: string[] = [];
        const client = new Proxy(db.prisma, {
          get(target, name, receiver) {
            if (typeof name === 'string' && (name.startsWith('$') || name in target)) uses.push(name);
            return Reflect.get(target, name, receiver);
          },
        });
        return { client, uses };
      };
      for (const code of ['1234', '2099', 'abcd', 'ab12']) {
        const { client, uses } = counted();
        expect(await searchByPostalCode(client, code)).toEqual({ status: 'unknown-postal-code', centre: null, dealers: [], total: 0, place: null });
        expect(await centreForPostalCode(client, code)).toBeNull();
        expect({ code, uses }).toEqual({ code, uses: [] });
      }
      // The counter sees the queries of a code the register places.
      const { client, uses } = counted();
      expect((await searchByPostalCode(client, '0150')).status).toBe('ok');
      expect(uses.length).toBeGreaterThan(0);
    });
  });

  describe('searchByPostalCode', () => {
    it('returns dealers within 100 km, nearest first, none without coordinates', async () => {
      const result = await searchByPostalCode(db.prisma, '0150');
      expect(result.status).toBe('ok');
      expect(result.dealers.length).toBeGreaterThan(5);
      expect(result.total).toBe(result.dealers.length);
      const distances = result.dealers.map((d) => d.distanceKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const d of result.dealers) {
        expect(d.distanceKm).toBeLessThanOrEqual(SEARCH_RADIUS_KM);
        expect(distanceKm(result.centre!, { lat: d.lat, lng: d.lng })).toBeCloseTo(d.distanceKm, 9);
      }
      // The bounding box misses nobody: compare with a full scan.
      const all = await loadFinderDealers(db.prisma);
      const expected = all.filter((d) => d.lat !== null && d.lng !== null && distanceKm(result.centre!, { lat: d.lat, lng: d.lng }) <= 100);
      expect(result.dealers.map((d) => d.id).sort()).toEqual(expected.map((d) => d.id).sort());
    });

    it('answers unknown-postal-code and none-in-range', async () => {
      expect(await searchByPostalCode(db.prisma, 'abcd')).toEqual({ status: 'unknown-postal-code', centre: null, dealers: [], total: 0, place: null });
      // Svalbard's prefix (917x) is far from every dealer.
      const far = await searchByPosition(db.prisma, { lat: 78.22, lng: 15.65 });
      expect(far).toMatchObject({ status: 'none-in-range', dealers: [] });
    });

    it("searches 9000 around Tromsø's dealers, never the Danish dealer whose address has 9000", async () => {
      const result = await searchByPostalCode(db.prisma, '9000');
      expect(result.status).toBe('ok');
      expect(result.place).toEqual({ label: '9000 Tromsø', name: 'Tromsø', href: '/forhandlere/sted/tromso' });
      expect(result.dealers.map((d) => d.id)).not.toContain('d112');
      expect(result.dealers.length).toBeGreaterThanOrEqual(3);
      const tromso = result.dealers.filter((d) => d.address.endsWith('9008 Tromsø'));
      expect(tromso).toHaveLength(3);
      // Tromsø's dealers are the nearest, none at 0 km from Aalborg.
      expect(result.dealers.slice(0, 3)).toEqual(tromso);
      expect(result.dealers.every((d) => d.lat > 68)).toBe(true);
    });

    it("labels the searched code with the register's place ('0150 Oslo') and links its place page", async () => {
      const result = await searchByPostalCode(db.prisma, '0150');
      expect(result.place).toEqual({ label: '0150 Oslo', name: 'Oslo', href: '/forhandlere/sted/oslo' });
      // A position search has no postal code, so no place.
      expect((await searchByPosition(db.prisma, { lat: 59.91, lng: 10.75 })).place).toBeNull();
      // A place without a dealer among those found has no page to link: Longyearbyen (9170) finds none.
      expect(await searchByPostalCode(db.prisma, '9170')).toMatchObject({
        status: 'none-in-range',
        place: { label: '9170 Longyearbyen', name: 'Longyearbyen', href: null },
      });
    });

    it('answers no-coordinates when no dealer has any', async () => {
      const other = await cloneTemplateDatabase('dealers_nocoords');
      try {
        await other.prisma.dealerLocation.create({ data: { id: 'x1', name: 'Uten kart', address: 'Et sted 1, 0150 Oslo' } });
        expect((await searchByPostalCode(other.prisma, '0150')).status).toBe('no-coordinates');
      } finally {
        await other.drop();
      }
    });
  });

  it('dealersNear uses the exact distance at the edge of the box', async () => {
    const centre = { lat: 59.9139, lng: 10.7522 };
    const { dealers: near, total } = await dealersNear(db.prisma, centre, 5);
    expect(total).toBe(near.length);
    for (const d of near) expect(d.distanceKm).toBeLessThanOrEqual(5);
  });

  it('dealersNear returns the nearest up to the limit and counts them all', async () => {
    const centre = { lat: 59.9139, lng: 10.7522 };
    const all = await dealersNear(db.prisma, centre);
    const capped = await dealersNear(db.prisma, centre, 100, 3);
    expect(capped.total).toBe(all.total);
    expect(capped.dealers.map((d) => d.id)).toEqual(all.dealers.slice(0, 3).map((d) => d.id));
  });

  it('dealersNear gives exactly the nearest of a brute-force measure, however the dealers cluster', async () => {
    // Svalbard: no demo dealer there. Clusters at several distances, so the first guess of the
    // radius (from the density counted) is sometimes too small and has to grow.
    const centre = { lat: 78.2, lng: 15.6 };
    let seed = 7;
    const next = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const at = (km: number, bearing: number) => ({
      lat: centre.lat + (km / 111.2) * Math.cos(bearing),
      lng: centre.lng + (km / (111.2 * Math.cos((centre.lat * Math.PI) / 180))) * Math.sin(bearing),
    });
    const rows = [
      ...Array.from({ length: 3 }, (_, i) => ({ id: `sv-near-${i}`, ...at(1 + i, next() * 6.28) })),
      ...Array.from({ length: 40 }, (_, i) => ({ id: `sv-ring-${i}`, ...at(85 + next() * 14, next() * 6.28) })),
      ...Array.from({ length: 10 }, (_, i) => ({ id: `sv-out-${i}`, ...at(101 + next() * 20, next() * 6.28) })),
      ...Array.from({ length: 12 }, (_, i) => ({ id: `sv-mid-${i}`, ...at(30 + next() * 30, next() * 6.28) })),
    ];
    // What each carries: everything, a category, or a single product (the filters below count both parts).
    const assortment = (i: number) =>
      [
        { categories: [], products: [] },
        { categories: ['Lærpleie'], products: [] },
        { categories: [], products: ['7001'] },
      ][i % 3];
    const stocked = rows.map((r, i) => ({ ...r, ...assortment(i) }));
    await db.prisma.dealerLocation.createMany({ data: stocked.map((r) => ({ ...r, name: `Svalbard ${r.id}`, address: 'Vei 1, 9170 Longyearbyen' })) });
    try {
      const filters: AssortmentFilter[] = [
        { kind: 'category', category: 'Lærpleie' },
        { kind: 'product', articleNumber: '7001', name: 'Test', category: 'Trepleie', articleNumbers: ['7001', '7002'] },
      ];
      for (const filter of filters) {
        const carried = stocked
          .filter((r) => carries(r, filter))
          .map((r) => ({ id: r.id, km: distanceKm(centre, r) }))
          .filter((r) => r.km <= SEARCH_RADIUS_KM)
          .sort((a, b) => a.km - b.km);
        for (const limit of [2, 7, 500]) {
          const { dealers, total } = await dealersNear(db.prisma, centre, SEARCH_RADIUS_KM, limit, [filter]);
          expect({ filter: filter.kind, limit, total, ids: dealers.map((d) => d.id) }).toEqual({
            filter: filter.kind,
            limit,
            total: carried.length,
            ids: carried.slice(0, limit).map((r) => r.id),
          });
        }
      }
      const expected = rows
        .map((r) => ({ id: r.id, km: distanceKm(centre, r) }))
        .filter((r) => r.km <= SEARCH_RADIUS_KM)
        .sort((a, b) => a.km - b.km);
      expect(expected).toHaveLength(55);
      for (const limit of [1, 3, 4, 5, 14, 15, 16, 30, 54, 55, 56, 500]) {
        const { dealers, total } = await dealersNear(db.prisma, centre, SEARCH_RADIUS_KM, limit);
        expect({ limit, total, ids: dealers.map((d) => d.id) }).toEqual({ limit, total: 55, ids: expected.slice(0, limit).map((r) => r.id) });
      }
    } finally {
      await db.prisma.dealerLocation.deleteMany({ where: { id: { startsWith: 'sv-' } } });
    }
  });

  describe('answerFinderSearch (the finder page answering ?postnummer=)', () => {
    it('answers nothing without a postal code', async () => {
      expect(await answerFinderSearch(db.prisma, {})).toBeNull();
    });

    it('answers 4 digits with the nearby result, nearest first, and the found message', async () => {
      const outcome = await answerFinderSearch(db.prisma, { postnummer: '5003' });
      expect(outcome?.postnummer).toBe('5003');
      expect(outcome?.message).toEqual(foundToast(outcome?.result?.total ?? -1));
      const km = outcome!.result!.dealers.map((d) => d.distanceKm);
      expect(km.length).toBeGreaterThan(2);
      expect(km).toEqual([...km].sort((a, b) => a - b));
    });

    it('answers the form sent without JavaScript with the typed-search rules and the search statuses', async () => {
      expect((await answerFinderSearch(db.prisma, { postnummer: 'abcd', kilde: 'skjema' }))?.message).toEqual(FINDER_TOASTS.unknownPostalCode);
      expect(await answerFinderSearch(db.prisma, { postnummer: '9170', kilde: 'skjema' })).toEqual({
        postnummer: '9170',
        result: null,
        message: FINDER_TOASTS.noneInRange,
      });
      expect((await answerFinderSearch(db.prisma, { postnummer: '12', kilde: 'skjema' }))?.message.title).toBe('Ugyldig postnummer');
      expect((await answerFinderSearch(db.prisma, { postnummer: '12' }))?.message.title).toBe('Ugyldig postnummer i URL');
    });

    it('answers a failing search with the failure message instead of an error page', async () => {
      const broken = { ...db.prisma, dealerLocation: { findFirst: () => Promise.reject(new Error('database down')) } } as unknown as typeof db.prisma;
      expect(await answerFinderSearch(broken, { postnummer: '5003' })).toEqual({ postnummer: '5003', result: null, message: FINDER_TOASTS.failure });
    });
  });

  describe('GET /api/dealer-locations/nearby', () => {
    const call = async (query: string) => {
      const { GET } = await import('@/app/api/dealer-locations/nearby/route');
      return GET(new NextRequest(`http://localhost/api/dealer-locations/nearby${query}`));
    };

    it('answers a postal search', async () => {
      const res = await call('?postnummer=0150');
      expect(res.status).toBe(200);
      const body = (await res.json()) as NearbyResult;
      expect(body.status).toBe('ok');
      expect(body.place).toEqual({ label: '0150 Oslo', name: 'Oslo', href: '/forhandlere/sted/oslo' });
      expect(body.dealers[0]).toEqual(expect.objectContaining({ id: expect.any(String), name: expect.any(String), distanceKm: expect.any(Number) }));
    });

    it("answers 9000 with Tromsø's dealers and a code the register lacks as unknown", async () => {
      const tromso = (await (await call('?postnummer=9000')).json()) as NearbyResult;
      expect(tromso.place?.label).toBe('9000 Tromsø');
      expect(tromso.dealers.map((d) => d.id)).not.toContain('d112');
      expect(tromso.dealers[0].address).toMatch(/9008 Tromsø$/);
      const unknown = await call('?postnummer=1234');
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toEqual({ status: 'unknown-postal-code', centre: null, dealers: [], total: 0, place: null });
    });

    it('answers a position search', async () => {
      const body = (await (await call('?lat=60.39&lng=5.32')).json()) as NearbyResult;
      expect(body.status).toBe('ok');
      expect(body.dealers.every((d) => d.distanceKm <= 100)).toBe(true);
    });

    it.each([
      '',
      '?postnummer=',
      '?postnummer=12',
      `?postnummer=${'9'.repeat(10_000)}`,
      '?postnummer=%00%00%00%00',
      '?postnummer=<scr',
      '?postnummer=0150&postnummer=0151',
      '?lat=1e400&lng=0',
      '?lat=91&lng=0',
      '?lat=&lng=',
      '?foo=bar',
    ])('answers 400 JSON for %p', async (query) => {
      const res = await call(query);
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    });
  });
});
