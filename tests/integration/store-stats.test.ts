/**
 * What the site does for each store (docs/product.md: Dealer finder › What the site does for each
 * store), against a real database: per store and Oslo day, each kind once per client address (a
 * salted daily hash, never the address), crawlers never, the finder's results as appearances, the
 * 30-day figures and the retention. `after` is captured here and run by hand; the client address is
 * the current request's X-Socket-Address (tests/support/next-request.ts).
 */
import { NextRequest } from 'next/server';
import { GET as nearbyGET } from '@/app/api/dealer-locations/nearby/route';
import { GET as storesGET } from '@/app/api/insight/stores/route';
import {
  STORE_KEYS_PER_CLIENT_DAY,
  countStoreAppearances,
  countStoreEvent,
  countStorePageView,
  countStoreVisit,
  finderResultKey,
  noteStoreAppearances,
  noteStoreClick,
  purgeOldStoreStats,
  storeFigures,
} from '@/lib/dealers/stats';
import { PageViewGate } from '@/lib/dealers/page-view-gate';
import { cloneTemplateDatabase, signedIn, type TestDatabase } from '../support/harness';
import { setNextRequest } from '../support/next-request';

const pendingAfter: (() => Promise<unknown> | unknown)[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual<typeof import('next/server')>('next/server'),
  after: (task: () => Promise<unknown>) => void pendingAfter.push(task),
}));

let db: TestDatabase;
const NOW = new Date('2026-11-20T12:00:00Z');
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeAll(async () => {
  db = await cloneTemplateDatabase('store-stats');
  process.env.DATABASE_URL = db.url;
  await db.prisma.dealerLocation.createMany({
    data: [
      { id: 's1', name: 'Berg Interiør', address: 'Strandgaten 1, 5013 Bergen', lat: 60.3941, lng: 5.3242 },
      { id: 's2', name: 'Fjord Farge', address: 'Kaigaten 2, 5015 Bergen', lat: 60.39, lng: 5.33 },
      { id: 's3', name: 'Nord Maling', address: 'Storgata 3, 9008 Tromsø', lat: 69.65, lng: 18.96 },
    ],
  });
}, 120_000);

afterAll(async () => {
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db?.drop();
});

beforeEach(async () => {
  await db.prisma.$executeRawUnsafe('TRUNCATE dealer_store_stats, demand_daily_seen, demand_day_salts');
  pendingAfter.length = 0;
  setNextRequest();
});

async function flush(): Promise<void> {
  for (const task of pendingAfter.splice(0)) await task();
}

const from = (address: string, userAgent = BROWSER) => setNextRequest({ 'x-socket-address': address, 'user-agent': userAgent });

async function row(locationId: string, day: string) {
  return db.prisma.dealerStoreStat.findUnique({ where: { locationId_day: { locationId, day: new Date(`${day}T00:00:00Z`) } } });
}

describe('countStoreEvent', () => {
  it('adds one per call to the kind of each store for the Oslo day, in one row per store and day', async () => {
    await countStoreEvent(db.prisma, 'directions', ['s1'], NOW);
    await countStoreEvent(db.prisma, 'directions', ['s1'], NOW);
    await countStoreEvent(db.prisma, 'phone', ['s1', 's2', 's2'], NOW);
    expect(await row('s1', '2026-11-20')).toMatchObject({ views: 0, appearances: 0, directions: 2, website: 0, phone: 1 });
    expect(await row('s2', '2026-11-20')).toMatchObject({ directions: 0, phone: 1 });
  });

  it('counts 23:30 UTC on 31 December for 1 January, Oslo’s day', async () => {
    await countStoreEvent(db.prisma, 'website', ['s1'], new Date('2026-12-31T23:30:00Z'));
    expect(await row('s1', '2027-01-01')).toMatchObject({ website: 1 });
    expect(await row('s1', '2026-12-31')).toBeNull();
  });

  it('skips an unknown store instead of failing', async () => {
    expect(await countStoreEvent(db.prisma, 'views', ['nope', 's3'], NOW)).toBe(1);
    expect(await db.prisma.dealerStoreStat.count()).toBe(1);
  });
});

describe('once per client address, store and day', () => {
  it('ten clicks from one address count one; another address counts another; nothing of the address is stored', async () => {
    for (let i = 0; i < 10; i++) await countStoreVisit(db.prisma, '198.51.100.7', 'directions', 's1', NOW);
    await countStoreVisit(db.prisma, '203.0.113.9', 'directions', 's1', NOW);
    // Another kind and another store count on their own.
    await countStoreVisit(db.prisma, '198.51.100.7', 'website', 's1', NOW);
    await countStoreVisit(db.prisma, '198.51.100.7', 'directions', 's2', NOW);
    expect(await row('s1', '2026-11-20')).toMatchObject({ directions: 2, website: 1 });
    expect(await row('s2', '2026-11-20')).toMatchObject({ directions: 1 });
    const seen = await db.prisma.$queryRawUnsafe<{ text: string }[]>(`SELECT row_to_json(s)::text AS text FROM demand_daily_seen s`);
    expect(seen.length).toBeGreaterThan(0);
    for (const { text } of seen) expect(text).not.toMatch(/198\.51|203\.0/);
  });

  it('the same address counts again the next day', async () => {
    await countStoreVisit(db.prisma, '198.51.100.7', 'phone', 's1', NOW);
    await countStoreVisit(db.prisma, '198.51.100.7', 'phone', 's1', new Date('2026-11-21T12:00:00Z'));
    expect(await row('s1', '2026-11-20')).toMatchObject({ phone: 1 });
    expect(await row('s1', '2026-11-21')).toMatchObject({ phone: 1 });
  });

  it('a crawler (no visitor) counts nothing', async () => {
    expect(await countStoreVisit(db.prisma, null, 'views', 's1', NOW)).toBe(0);
    expect(await db.prisma.dealerStoreStat.count()).toBe(0);
  });

  it('one address adds at most STORE_KEYS_PER_CLIENT_DAY results of appearances a day', async () => {
    for (let i = 0; i < STORE_KEYS_PER_CLIENT_DAY + 5; i++) await countStoreAppearances(db.prisma, '198.51.100.7', ['s1'], `api?q=${i}`, NOW);
    expect(await row('s1', '2026-11-20')).toMatchObject({ appearances: STORE_KEYS_PER_CLIENT_DAY });
  });
});

describe('noteStoreClick and noteStoreAppearances (after the answer, the current request’s client)', () => {
  it('counts a browser’s click once, never a crawler’s', async () => {
    from('198.51.100.7');
    noteStoreClick('directions', 's1');
    noteStoreClick('directions', 's1');
    from('203.0.113.9', GOOGLEBOT);
    noteStoreClick('directions', 's1');
    expect(await db.prisma.dealerStoreStat.count()).toBe(0); // nothing before the answer is sent
    await flush();
    const today = (await db.prisma.dealerStoreStat.findFirst({ where: { locationId: 's1' } }))!;
    expect(today.directions).toBe(1);
  });

  it('a failing database loses the count and logs it, never throws', async () => {
    from('198.51.100.7');
    await db.prisma.$executeRawUnsafe('ALTER TABLE dealer_store_stats RENAME TO dealer_store_stats_away');
    try {
      noteStoreClick('website', 's1');
      await expect(flush()).resolves.toBeUndefined();
    } finally {
      await db.prisma.$executeRawUnsafe('ALTER TABLE dealer_store_stats_away RENAME TO dealer_store_stats');
    }
    expect(await db.prisma.dealerStoreStat.count()).toBe(0);
  });

  it('a finder result counts each store once per client and result, whatever the order of its parameters', async () => {
    from('198.51.100.7');
    noteStoreAppearances(['s1', 's2'], finderResultKey('side', { postnummer: '5013', side: '1' }));
    noteStoreAppearances(['s1', 's2'], finderResultKey('side', { side: '1', postnummer: '5013' }));
    noteStoreAppearances(['s1'], finderResultKey('side', { postnummer: '5014' }));
    await flush();
    const rows = await db.prisma.dealerStoreStat.findMany({ orderBy: { locationId: 'asc' } });
    expect(rows.map((r) => [r.locationId, r.appearances])).toEqual([
      ['s1', 2],
      ['s2', 1],
    ]);
  });

  it('GET /api/dealer-locations/nearby counts the stores of its result, not those beyond 100 km', async () => {
    from('198.51.100.7');
    const response = await nearbyGET(new NextRequest('http://127.0.0.1:3000/api/dealer-locations/nearby?lat=60.39&lng=5.32'));
    expect(response.status).toBe(200);
    await flush();
    const rows = await db.prisma.dealerStoreStat.findMany({ orderBy: { locationId: 'asc' } });
    expect(rows.map((r) => [r.locationId, r.appearances])).toEqual([
      ['s1', 1],
      ['s2', 1],
    ]);
  });
});

describe('countStorePageView (reported by the server’s edge)', () => {
  it('counts a view of the slug’s store once per client and day; a crawler, an unknown or an earlier slug count nothing', async () => {
    const { slug } = await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 's1' } });
    await db.prisma.dealerSlugRedirect.upsert({ where: { slug: 'berg-gammel' }, update: {}, create: { slug: 'berg-gammel', locationId: 's1' } });
    const headers = (address: string, userAgent = BROWSER) => new Headers({ 'x-socket-address': address, 'user-agent': userAgent });
    expect(await countStorePageView(db.prisma, slug, headers('198.51.100.7'), NOW)).toBe(1);
    expect(await countStorePageView(db.prisma, slug, headers('198.51.100.7'), NOW)).toBe(0);
    expect(await countStorePageView(db.prisma, slug, headers('203.0.113.9'), NOW)).toBe(1);
    expect(await countStorePageView(db.prisma, slug, headers('192.0.2.1', GOOGLEBOT), NOW)).toBe(0);
    expect(await countStorePageView(db.prisma, 'finnes-ikke', headers('192.0.2.2'), NOW)).toBe(0);
    expect(await countStorePageView(db.prisma, 'berg-gammel', headers('192.0.2.3'), NOW)).toBe(0);
    expect(await row('s1', '2026-11-20')).toMatchObject({ views: 2 });
  });

  it('remembers the visits it let through: a repeat costs no query, even when the database would count it again', async () => {
    const { slug } = await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 's2' } });
    const headers = new Headers({ 'x-socket-address': '198.51.100.20', 'user-agent': BROWSER });
    const gate = new PageViewGate({ capacity: 100, maxInFlight: 4 });
    expect(await countStorePageView(db.prisma, slug, headers, NOW, gate)).toBe(1);
    // The database's once-a-day record gone: only the gate stops the second count.
    await db.prisma.$executeRawUnsafe('TRUNCATE demand_daily_seen');
    expect(await countStorePageView(db.prisma, slug, headers, NOW, gate)).toBe(0);
    expect(await countStorePageView(db.prisma, slug, headers, NOW, new PageViewGate({ capacity: 100, maxInFlight: 4 }))).toBe(1);
    expect(gate.running).toBe(0);
  });

  it('drops views while the cap of counts under way is reached, and counts again once they finish', async () => {
    const { slug } = await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 's2' } });
    const headers = (address: string) => new Headers({ 'x-socket-address': address, 'user-agent': BROWSER });
    const gate = new PageViewGate({ capacity: 100, maxInFlight: 1 });
    const first = countStorePageView(db.prisma, slug, headers('198.51.100.31'), NOW, gate);
    expect(await countStorePageView(db.prisma, slug, headers('198.51.100.32'), NOW, gate)).toBe(0);
    expect(await first).toBe(1);
    expect(gate.running).toBe(0);
    expect(await countStorePageView(db.prisma, slug, headers('198.51.100.32'), NOW, gate)).toBe(1);
  });
});

describe('storeFigures', () => {
  it('sums the last 30 days (today included) against the 30 before, zeros for a store with none', async () => {
    const at = (day: string, data: Partial<Record<'views' | 'directions' | 'phone', number>>) =>
      db.prisma.dealerStoreStat.create({ data: { locationId: 's1', day: new Date(`${day}T00:00:00Z`), ...data } });
    await at('2026-11-20', { views: 3, directions: 1 }); // today
    await at('2026-10-22', { views: 2 }); // the first day of the last 30
    await at('2026-10-21', { views: 5, phone: 2 }); // the last day of the 30 before
    await at('2026-09-22', { views: 7 }); // the first day of the 30 before
    await at('2026-09-21', { views: 100 }); // older: in neither
    const figures = await storeFigures(db.prisma, ['s1', 's2'], NOW);
    expect(figures.get('s1')).toEqual({
      current: { views: 5, appearances: 0, directions: 1, website: 0, phone: 0 },
      previous: { views: 12, appearances: 0, directions: 0, website: 0, phone: 2 },
    });
    expect(figures.get('s2')).toEqual({
      current: { views: 0, appearances: 0, directions: 0, website: 0, phone: 0 },
      previous: { views: 0, appearances: 0, directions: 0, website: 0, phone: 0 },
    });
  });
});

describe('purgeOldStoreStats', () => {
  it('deletes the days older than 400, keeps the 400th', async () => {
    await db.prisma.dealerStoreStat.createMany({
      data: [
        { locationId: 's1', day: new Date('2025-10-16T00:00:00Z'), views: 1 }, // 400 days before 2026-11-20
        { locationId: 's1', day: new Date('2025-10-15T00:00:00Z'), views: 1 },
      ],
    });
    expect(await purgeOldStoreStats(db.prisma, NOW)).toBe(1);
    expect((await db.prisma.dealerStoreStat.findMany()).map((r) => r.day.toISOString().slice(0, 10))).toEqual(['2025-10-16']);
  });
});

describe('GET /api/insight/stores', () => {
  const get = (query = '', cookie?: string) => storesGET(new Request(`http://127.0.0.1/api/insight/stores${query}`, { headers: cookie ? { cookie } : {} }));

  it('is for administrators only: 401 without a session, 403 for a dealer', async () => {
    expect((await get('?format=csv')).status).toBe(401);
    const dealer = await signedIn(db, 'dealer');
    expect((await get('?format=csv', dealer.cookie)).status).toBe(403);
    expect((await get('', dealer.cookie)).status).toBe(403);
  });

  it('answers every store with the last 30 days and the 30 before, as JSON and as CSV', async () => {
    const admin = await signedIn(db, 'admin');
    const today = new Date();
    await countStoreEvent(db.prisma, 'directions', ['s1'], today);
    await countStoreEvent(db.prisma, 'views', ['s1', 's2'], today);
    await countStoreEvent(db.prisma, 'phone', ['s2'], new Date(today.getTime() - 40 * 86_400_000));
    const json = await (await get('', admin.cookie)).json();
    expect(json.stores.map((s: { id: string }) => s.id)).toEqual(['s1', 's2', 's3']); // by name
    expect(json.stores[0]).toMatchObject({
      name: 'Berg Interiør',
      current: { views: 1, appearances: 0, directions: 1, website: 0, phone: 0 },
      previous: { views: 0, phone: 0 },
    });
    expect(json.stores[1]).toMatchObject({ current: { views: 1, phone: 0 }, previous: { phone: 1 } });

    const response = await get('?format=csv', admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="butikktall-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[2]).toBe(
      'Id;Navn;Adresse;Visninger av butikksiden (siste 30 dager);Visninger av butikksiden (30 dager før);Vist i forhandlersøket (siste 30 dager);Vist i forhandlersøket (30 dager før);Klikk på «Vis vei» (siste 30 dager);Klikk på «Vis vei» (30 dager før);Klikk på «Nettside» (siste 30 dager);Klikk på «Nettside» (30 dager før);Klikk på telefonnummeret (siste 30 dager);Klikk på telefonnummeret (30 dager før)',
    );
    expect(lines[3]).toBe('s1;Berg Interiør;Strandgaten 1, 5013 Bergen;1;0;0;0;1;0;0;0;0;0');
    expect(lines[4]).toBe('s2;Fjord Farge;Kaigaten 2, 5015 Bergen;1;0;0;0;0;0;0;0;0;1');
  });

  it('refuses an unknown format with 400', async () => {
    const admin = await signedIn(db, 'admin');
    expect((await get('?format=xlsx', admin.cookie)).status).toBe(400);
  });
});
