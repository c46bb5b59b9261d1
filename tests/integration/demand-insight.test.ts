/**
 * The demand insight (docs/product.md: Oversikt) against a real database: the aggregate upserts
 * (postal code or normalised term, ISO week, count), the cap of distinct terms a week, the 365-day
 * clean-up, the tab's reads (unmet demand, work waiting, learning) and GET /api/insight/demand
 * (administrators only, JSON and a formula-safe CSV). The finder records after the answer: `after`
 * is captured here and run by hand.
 */
import { seedDealerLocations } from '@/prisma/seed';
import { GET as demandGET } from '@/app/api/insight/demand/route';
import { NextRequest } from 'next/server';
import { GET as nearbyGET } from '@/app/api/dealer-locations/nearby/route';
import { answerFinderSearch, findAssortmentProduct } from '@/lib/dealers/search';
import { purgeOldDemand } from '@/lib/insight/cleanup';
import { demandCsv, demandExport } from '@/lib/insight/export';
import { demandPoints, learningTrend, unmatchedProductSearches, unmetPostalDemand, workWaiting } from '@/lib/insight/reads';
import { demandTerm, recordUnmatchedProductSearch, recordUnmetPostalSearch } from '@/lib/insight/record';
import { cloneTemplateDatabase, signedIn, type TestDatabase } from '../support/harness';
import { setNextRequest } from '../support/next-request';

const pendingAfter: (() => Promise<unknown> | unknown)[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual<typeof import('next/server')>('next/server'),
  after: (task: () => Promise<unknown>) => void pendingAfter.push(task),
}));

let db: TestDatabase;
const NOW = new Date('2026-11-20T12:00:00Z'); // a Friday of 2026-W47 (Monday 2026-11-16)
const LAST_WEEK = new Date('2026-11-12T08:00:00Z'); // 2026-W46

beforeAll(async () => {
  db = await cloneTemplateDatabase('demand-insight');
  process.env.DATABASE_URL = db.url;
  await seedDealerLocations(db.prisma);
}, 120_000);

afterAll(async () => {
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db?.drop();
});

beforeEach(async () => {
  await db.prisma.demandPostalSearch.deleteMany();
  await db.prisma.demandProductSearch.deleteMany();
  await db.prisma.demandDailySeen.deleteMany();
  setNextRequest();
});

describe('recording', () => {
  it('counts postal searches per postal code and ISO week with one upsert each', async () => {
    await recordUnmetPostalSearch(db.prisma, '9170', NOW);
    await recordUnmetPostalSearch(db.prisma, '9170', NOW);
    await recordUnmetPostalSearch(db.prisma, '9170', LAST_WEEK);
    await recordUnmetPostalSearch(db.prisma, '4950', NOW);
    expect(await recordUnmetPostalSearch(db.prisma, 'abcd', NOW)).toBe(false);
    const rows = await unmetPostalDemand(db.prisma);
    expect(rows.map((r) => [r.week, r.postalCode, r.count])).toEqual([
      ['2026-W47', '9170', 2],
      ['2026-W47', '4950', 1],
      ['2026-W46', '9170', 1],
    ]);
    expect(rows[0].weekStart.toISOString().slice(0, 10)).toBe('2026-11-16');
    // Only the aggregate is stored: these are all the columns there are.
    const columns = await db.prisma.$queryRaw<{ column_name: string }[]>`
      SELECT column_name FROM information_schema.columns WHERE table_name IN ('demand_postal_searches', 'demand_product_searches') ORDER BY 1`;
    expect([...new Set(columns.map((c) => c.column_name))]).toEqual(['count', 'postalCode', 'product', 'term', 'weekStart']);
  });

  it('counts product searches by normalised, lower-case term; ignores empty terms and e-mail addresses; cuts at 100 characters', async () => {
    expect(demandTerm('  Teak\tOLJE  ')).toBe('teak olje');
    expect(demandTerm('   ')).toBe('');
    expect(demandTerm('ola@example.no')).toBe('');
    await recordUnmatchedProductSearch(db.prisma, 'Teak OLJE', NOW);
    await recordUnmatchedProductSearch(db.prisma, ' teak   olje ', NOW);
    expect(await recordUnmatchedProductSearch(db.prisma, '', NOW)).toBe(false);
    expect(await recordUnmatchedProductSearch(db.prisma, 'ola@example.no', NOW)).toBe(false);
    await recordUnmatchedProductSearch(db.prisma, 'Å'.repeat(150), NOW);
    const rows = await unmatchedProductSearches(db.prisma);
    expect(rows.map((r) => [r.term, r.count])).toEqual([
      ['teak olje', 2],
      ['å'.repeat(100), 1],
    ]);
  });

  it('keeps at most the cap of distinct terms a week; terms already counted still grow', async () => {
    expect(await recordUnmatchedProductSearch(db.prisma, 'a', NOW, 2)).toBe(true);
    expect(await recordUnmatchedProductSearch(db.prisma, 'b', NOW, 2)).toBe(true);
    expect(await recordUnmatchedProductSearch(db.prisma, 'c', NOW, 2)).toBe(false);
    expect(await recordUnmatchedProductSearch(db.prisma, 'a', NOW, 2)).toBe(true);
    // A new week starts with room again.
    expect(await recordUnmatchedProductSearch(db.prisma, 'c', new Date('2026-11-23T00:00:00Z'), 2)).toBe(true);
    const rows = await unmatchedProductSearches(db.prisma);
    expect(rows.map((r) => [r.week, r.term, r.count])).toEqual([
      ['2026-W48', 'c', 1],
      ['2026-W47', 'a', 2],
      ['2026-W47', 'b', 1],
    ]);
  });

  it('the finder records a search with no dealer within 100 km only after the answer, and none for a search that found dealers', async () => {
    pendingAfter.length = 0;
    const far = await answerFinderSearch(db.prisma, { postnummer: '9170' });
    expect(far?.message?.title).toBeDefined();
    await answerFinderSearch(db.prisma, { postnummer: '5003' });
    await answerFinderSearch(db.prisma, { postnummer: 'abcd' });
    // Narrowed to a category: not counted (the count is per product).
    await answerFinderSearch(db.prisma, { postnummer: '9170' }, { kind: 'category', category: 'Trepleie' });
    // The answer is there; nothing is written yet.
    expect(await db.prisma.demandPostalSearch.count()).toBe(0);
    expect(pendingAfter).toHaveLength(1);
    for (const task of pendingAfter.splice(0)) await task();
    expect((await unmetPostalDemand(db.prisma)).map((r) => [r.postalCode, r.count])).toEqual([['9170', 1]]);
  });
});

describe('unmet demand per product', () => {
  it('counts a postal search narrowed to a product when no dealer within 100 km carries it, with the product', async () => {
    // One dealer near Longyearbyen, carrying leather care only.
    await db.prisma.product.upsert({
      where: { articleNumber: '88010' },
      update: {},
      create: { articleNumber: '88010', name: 'Testpolish', category: 'Møbelpleie', imageUrl: '', variants: { create: [{ articleNumber: '88010' }] } },
    });
    await db.prisma.dealerLocation.create({
      data: { id: 'ins-svalbard', name: 'Svalbard Lær', address: 'Vei 1, 9170 Longyearbyen', lat: 78.22, lng: 15.64, categories: ['Lærpleie'] },
    });
    try {
      const polish = await findAssortmentProduct(db.prisma, '88010');
      expect(polish?.category).not.toBe('Lærpleie');
      pendingAfter.length = 0;
      // A dealer within 100 km: nothing counted without the product…
      expect((await answerFinderSearch(db.prisma, { postnummer: '9170' }))?.result?.total).toBe(1);
      // …but with it, no dealer carries it: counted with the product.
      setNextRequest({ 'x-socket-address': '203.0.113.1' });
      expect((await answerFinderSearch(db.prisma, { postnummer: '9170' }, polish))?.result).toBeNull();
      // The API does the same (another visitor: each visitor's search counts once a day).
      setNextRequest({ 'x-socket-address': '203.0.113.2' });
      await nearbyGET(new NextRequest('http://localhost/api/dealer-locations/nearby?postnummer=9170&product=88010'));
      for (const task of pendingAfter.splice(0)) await task();
      const rows = await unmetPostalDemand(db.prisma);
      expect(rows.map((r) => [r.postalCode, r.product, r.productName, r.count])).toEqual([['9170', '88010', 'Testpolish', 2]]);
      expect(demandExport(rows, []).postalSearches[0]).toMatchObject({ product: '88010', productName: 'Testpolish' });
    } finally {
      await db.prisma.dealerLocation.delete({ where: { id: 'ins-svalbard' } });
    }
  });

  it('refuses a product that is not an article number', async () => {
    expect(await recordUnmetPostalSearch(db.prisma, '9170', NOW, 'ikke et nummer!')).toBe(false);
    expect(await db.prisma.demandPostalSearch.count()).toBe(0);
  });
});

describe('retention', () => {
  it('deletes the weeks that started more than 365 days ago, keeps the rest', async () => {
    const old = new Date('2025-11-10T12:00:00Z'); // week of 2025-11-10: 375 days before NOW
    const kept = new Date('2025-11-24T12:00:00Z'); // week of 2025-11-24: 361 days before NOW
    await recordUnmetPostalSearch(db.prisma, '9170', old);
    await recordUnmetPostalSearch(db.prisma, '9170', kept);
    await recordUnmatchedProductSearch(db.prisma, 'gammel', old);
    await recordUnmatchedProductSearch(db.prisma, 'ny', kept);
    expect(await purgeOldDemand(db.prisma, NOW)).toBe(2);
    expect((await unmetPostalDemand(db.prisma)).map((r) => r.week)).toEqual(['2025-W48']);
    expect((await unmatchedProductSearches(db.prisma)).map((r) => r.term)).toEqual(['ny']);
  });
});

describe('the tab’s reads', () => {
  it('places each postal code at its prefix centre with its total (unknown prefixes left off the map)', async () => {
    await recordUnmetPostalSearch(db.prisma, '9170', NOW);
    await recordUnmetPostalSearch(db.prisma, '9170', LAST_WEEK);
    const points = demandPoints(await unmetPostalDemand(db.prisma));
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ postalCode: '9170', count: 2 });
    expect(points[0].lat).toBeGreaterThan(69);
    expect(demandPoints([{ weekStart: NOW, week: '2026-W47', postalCode: '0000', product: '', productName: '', count: 1 }]).length).toBeLessThanOrEqual(1);
  });

  it('counts the work waiting in the other tabs', async () => {
    const before = await workWaiting(db.prisma, NOW);
    await db.prisma.contactMessage.create({ data: { name: 'Kari', email: 'kari@example.no', message: 'Hei', antiSpamAnswer: '7' } });
    await db.prisma.partnerInquiry.create({
      data: {
        name: 'Per',
        company: 'Per AS',
        email: 'per@example.no',
        phone: '12345678',
        industry: 'Maling',
        productInterest: [],
        message: 'Hei',
        antiSpamAnswer: '7',
      },
    });
    await db.prisma.outboxMessage.create({ data: { kind: 'invitation', to: 'x@example.no', subject: 'S', text: 'T', html: '<p>T</p>', status: 'failed' } });
    await db.prisma.product.create({
      data: {
        articleNumber: '99001',
        name: 'Uten pris',
        category: 'Test',
        imageUrl: '',
        variants: { create: [{ articleNumber: '99001', recommendedPriceNok: null }] },
      },
    });
    await db.prisma.dealerLocation.create({ data: { id: 'ins-1', name: 'Uten koordinater', address: 'Gate 1, 9170 Longyearbyen' } });
    await db.prisma.$executeRaw`UPDATE "DealerLocation" SET "updatedAt" = ${new Date('2025-06-01T00:00:00Z')} WHERE id = 'ins-1'`;
    const after = await workWaiting(db.prisma, NOW);
    expect(after).toEqual({
      newMessages: before.newMessages + 1,
      newApplications: before.newApplications + 1,
      failedEmails: before.failedEmails + 1,
      productsWithoutPrice: before.productsWithoutPrice + 1,
      productsWithoutImage: before.productsWithoutImage + 1,
      locationsWithoutCoordinates: before.locationsWithoutCoordinates + 1,
      locationsNotUpdated: before.locationsNotUpdated + 1,
    });
  });

  it('compares completions this month with last month and lists the courses whose completions fell', async () => {
    const course = await db.prisma.course.create({ data: { title: 'Oljekurs', description: 'Om olje', category: 'Olje' } });
    const steady = await db.prisma.course.create({ data: { title: 'Lærkurs', description: 'Om lær', category: 'Lær' } });
    const dealers = await Promise.all([1, 2, 3].map(() => signedIn(db, 'dealer')));
    const done = (dealerId: number, courseId: number, at: string) =>
      db.prisma.courseProgress.create({ data: { dealerId, courseId, progress: 100, completedAt: new Date(at) } });
    await done(dealers[0].id, course.id, '2026-11-10T10:00:00Z'); // this month, last 30 days
    await done(dealers[1].id, course.id, '2026-10-05T10:00:00Z'); // last month, the 30 days before
    await done(dealers[2].id, course.id, '2026-10-10T10:00:00Z'); // last month, the 30 days before
    await done(dealers[0].id, steady.id, '2026-11-02T10:00:00Z'); // this month; nothing before: not falling
    const trend = await learningTrend(db.prisma, NOW);
    expect(trend.thisMonth).toBe(2);
    expect(trend.lastMonth).toBe(2);
    expect(trend.falling).toEqual([{ courseId: course.id, title: 'Oljekurs', recent: 1, previous: 2 }]);
  });
});

describe('GET /api/insight/demand', () => {
  const get = (who?: string, query = '') => demandGET(new Request(`http://127.0.0.1/api/insight/demand${query}`, { headers: who ? { cookie: who } : {} }));

  it('answers 401 for nobody and 403 for a dealer', async () => {
    expect((await get()).status).toBe(401);
    const dealer = await signedIn(db, 'dealer');
    expect((await get(dealer.cookie)).status).toBe(403);
  });

  it('answers every week kept as JSON, and as a formula-safe CSV', async () => {
    const admin = await signedIn(db, 'admin');
    await recordUnmetPostalSearch(db.prisma, '9170', NOW);
    await recordUnmatchedProductSearch(db.prisma, '=HYPERLINK("x")', NOW);
    const json = await get(admin.cookie);
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({
      postalSearches: [{ week: '2026-W47', weekStart: '2026-11-16', postalCode: '9170', product: null, productName: null, count: 1 }],
      productSearches: [{ week: '2026-W47', weekStart: '2026-11-16', term: '=hyperlink("x")', count: 1 }],
      advisorMisses: [],
      calculatorUses: [],
    });
    const csv = await get(admin.cookie, '?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="ettersporsel-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM (Excel reads UTF-8)
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toContain('2026-W47;2026-11-16;9170;1;;\r\n');
    expect(text).toContain(`2026-W47;2026-11-16;"'=hyperlink(""x"")";1`);
    expect(text).toBe(demandCsv(demandExport(await unmetPostalDemand(db.prisma), await unmatchedProductSearches(db.prisma))));
    expect((await get(admin.cookie, '?format=xml')).status).toBe(400);
  });
});
