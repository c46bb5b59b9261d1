/**
 * Counts the operator can trust (docs/product.md: Oversikt) against a real database: each term,
 * postal search, advisor path and calculator product counted at most once per client address and
 * day (a salted hash, never the address, gone with the day), one client's junk capped so it cannot
 * crowd out the weekly cap of terms, the search page's rate limit, the advisor's misses and the
 * calculator's uses in the reads, the export and the clean-up. The `note…` calls record after the
 * answer: `after` is captured here and run by hand; the client address is the current request's
 * X-Socket-Address (tests/support/next-request.ts).
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextRequest } from 'next/server';
import { GET as demandGET } from '@/app/api/insight/demand/route';
import { OverviewTab } from '@/components/admin/insight/OverviewTab';
import { purgeOldDemand } from '@/lib/insight/cleanup';
import { firstVisitToday } from '@/lib/insight/dedupe';
import { DEMAND_KEYS_PER_CLIENT_DAY } from '@/lib/insight/limits';
import { advisorMisses, calculatorUses, unmatchedProductSearches, unmetPostalDemand } from '@/lib/insight/reads';
import {
  noteAdvisorMiss,
  noteAdvisorQuantity,
  noteCalculatorUse,
  noteProductSearch,
  noteUnmetPostalSearch,
  recordAdvisorMiss,
  recordCalculatorUse,
  recordUnmatchedProductSearch,
} from '@/lib/insight/record';
import { nearestProductNames, searchProducts } from '@/lib/catalogue/search';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { cloneTemplateDatabase, signedIn, type TestDatabase } from '../support/harness';
import { setNextRequest } from '../support/next-request';

// The search page's searches, watched: past its rate limit none may run.
jest.mock('@/lib/catalogue/search', () => {
  const actual = jest.requireActual<typeof import('@/lib/catalogue/search')>('@/lib/catalogue/search');
  return { ...actual, searchProducts: jest.fn(actual.searchProducts), nearestProductNames: jest.fn(actual.nearestProductNames) };
});

const pendingAfter: (() => Promise<unknown> | unknown)[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual<typeof import('next/server')>('next/server'),
  after: (task: () => Promise<unknown>) => void pendingAfter.push(task),
}));

let db: TestDatabase;
const NOW = new Date('2026-11-20T12:00:00Z'); // 2026-W47

beforeAll(async () => {
  db = await cloneTemplateDatabase('demand-counts');
  process.env.DATABASE_URL = db.url;
}, 120_000);

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db?.drop();
});

beforeEach(async () => {
  await db.prisma.$executeRawUnsafe(
    'TRUNCATE demand_postal_searches, demand_product_searches, demand_advisor_misses, demand_calculator_uses, demand_daily_seen, demand_day_salts, rate_limits',
  );
  pendingAfter.length = 0;
  setNextRequest();
});

/** Makes `address` the client of the next calls (the server program's X-Socket-Address). */
const from = (address: string) => setNextRequest({ 'x-socket-address': address });

/** Runs the recordings waiting for 'after the answer', one by one. */
async function flush(): Promise<void> {
  for (const task of pendingAfter.splice(0)) await task();
}

describe('once per client address and day', () => {
  it('the red-team case: 120 searches for postal code 9170, 60 of them from one address, add one per distinct address', async () => {
    for (let i = 0; i < 60; i++) {
      from('198.51.100.7');
      noteUnmetPostalSearch('9170');
    }
    for (let i = 0; i < 60; i++) {
      from(`203.0.113.${i % 30}`); // 30 more addresses, two searches each
      noteUnmetPostalSearch('9170');
    }
    await flush();
    expect((await unmetPostalDemand(db.prisma)).map((r) => [r.postalCode, r.count])).toEqual([['9170', 31]]);
  });

  it('a postal search for a product is its own key; an IPv6 client is one client for its whole /64', async () => {
    from('2001:db8:1:2::5');
    noteUnmetPostalSearch('9170', '1030');
    from('2001:db8:1:2:ffff::9');
    noteUnmetPostalSearch('9170', '1030');
    noteUnmetPostalSearch('9170');
    await flush();
    expect((await unmetPostalDemand(db.prisma)).map((r) => [r.postalCode, r.product, r.count])).toEqual([
      ['9170', '', 1],
      ['9170', '1030', 1],
    ]);
  });

  it('a term counts once per address and day, again from another address or on another day', async () => {
    expect(await firstVisitToday(db.prisma, '198.51.100.7', 'term', 'teakolje', NOW)).toBe(true);
    expect(await firstVisitToday(db.prisma, '198.51.100.7', 'term', 'teakolje', NOW)).toBe(false);
    expect(await firstVisitToday(db.prisma, '198.51.100.8', 'term', 'teakolje', NOW)).toBe(true);
    // The same key of another kind is another key.
    expect(await firstVisitToday(db.prisma, '198.51.100.7', 'calculator', 'teakolje', NOW)).toBe(true);
    const tomorrow = new Date('2026-11-21T00:00:01Z');
    expect(await firstVisitToday(db.prisma, '198.51.100.7', 'term', 'teakolje', tomorrow)).toBe(true);
  });

  it('stores only hashes: never the address, and a new day forgets the days before with their salt', async () => {
    await firstVisitToday(db.prisma, '198.51.100.7', 'term', 'teakolje', NOW);
    const rows = await db.prisma.$queryRaw<{ hash: string; day: Date }[]>`SELECT "hash", "day" FROM demand_daily_seen`;
    expect(rows).toHaveLength(2); // the key's hash and the client's count of new keys
    for (const row of rows) expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify(await db.prisma.$queryRaw`SELECT * FROM demand_daily_seen`) + JSON.stringify(await db.prisma.demandDaySalt.findMany());
    expect(everything).not.toContain('198.51.100.7');
    expect(everything).not.toContain('teakolje');
    const columns = await db.prisma.$queryRaw<{ column_name: string }[]>`
      SELECT column_name FROM information_schema.columns WHERE table_name IN ('demand_daily_seen', 'demand_day_salts') ORDER BY 1`;
    expect([...new Set(columns.map((c) => c.column_name))]).toEqual(['count', 'day', 'hash', 'salt']);

    // The next day draws a new salt and deletes the day before's salt and hashes.
    await firstVisitToday(db.prisma, '198.51.100.7', 'term', 'teakolje', new Date('2026-11-21T08:00:00Z'));
    const days = await db.prisma.$queryRaw<
      { day: string }[]
    >`SELECT DISTINCT "day"::text AS day FROM demand_daily_seen UNION SELECT "day"::text FROM demand_day_salts`;
    expect(days.map((d) => d.day)).toEqual(['2026-11-21']);
  });

  it('the daily clean-up deletes the hashes and salts of past days', async () => {
    await firstVisitToday(db.prisma, '198.51.100.7', 'term', 'teakolje', NOW);
    expect(await purgeOldDemand(db.prisma, new Date('2026-11-22T03:00:00Z'))).toBe(3);
    expect(await db.prisma.demandDailySeen.count()).toBe(0);
    expect(await db.prisma.demandDaySalt.count()).toBe(0);
  });
});

describe('one client cannot crowd out the weekly cap', () => {
  it(`one address adds at most ${DEMAND_KEYS_PER_CLIENT_DAY} new keys of a kind a day`, async () => {
    let added = 0;
    for (let i = 0; i < 60; i++) if (await firstVisitToday(db.prisma, '198.51.100.7', 'term', `junk-${i}`, NOW)) added++;
    expect(added).toBe(DEMAND_KEYS_PER_CLIENT_DAY);
    // Other clients, and the same client's other kinds, are not held back.
    expect(await firstVisitToday(db.prisma, '198.51.100.8', 'term', 'junk-1', NOW)).toBe(true);
    expect(await firstVisitToday(db.prisma, '198.51.100.7', 'postal', '9170/', NOW)).toBe(true);
  });

  it('the red-team case: 4,922 junk searches on /sok from one address add exactly 20 terms (the per-client cap; the rate limit aside); a real term searched by three visitors counts 3', async () => {
    for (let i = 0; i < 4922; i++) {
      from('198.51.100.66');
      noteProductSearch(`qx${i.toString(36)}zv`, 0);
    }
    await flush();
    const junk = await unmatchedProductSearches(db.prisma);
    expect(junk).toHaveLength(DEMAND_KEYS_PER_CLIENT_DAY);
    // The first 20 of them, each once.
    expect(junk.map((r) => r.term).sort()).toEqual(Array.from({ length: DEMAND_KEYS_PER_CLIENT_DAY }, (_, i) => `qx${i.toString(36)}zv`).sort());
    expect(junk.every((r) => r.count === 1)).toBe(true);
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      from(address);
      noteProductSearch('Teakrens for båt', 0);
    }
    await flush();
    expect((await unmatchedProductSearches(db.prisma)).find((r) => r.term === 'teakrens for båt')?.count).toBe(3);
  }, 300_000);

  it('the weekly cap still holds, and a term already counted grows past it', async () => {
    expect(await recordUnmatchedProductSearch(db.prisma, 'a', NOW, 1)).toBe(true);
    expect(await recordUnmatchedProductSearch(db.prisma, 'b', NOW, 1)).toBe(false);
    expect(await recordUnmatchedProductSearch(db.prisma, 'a', NOW, 1)).toBe(true);
  });
});

describe('the search page', () => {
  it('is rate limited per address like the suggestions, before it searches: past the limit no search runs, nothing is counted, the message says when to try again', async () => {
    const { default: SearchPage } = await import('@/app/sok/page');
    const render = async (q: string) => renderToStaticMarkup((await SearchPage({ searchParams: Promise.resolve({ q }) })) as ReactElement);
    const searches = jest.mocked(searchProducts);
    const nearest = jest.mocked(nearestProductNames);
    process.env.SEARCH_RATE_LIMIT_PER_MINUTE = '3';
    try {
      from('198.51.100.9');
      searches.mockClear();
      for (let i = 0; i < 3; i++) expect(await render(`zzfinnesikke${i}`)).toContain(`Ingen treff på «zzfinnesikke${i}»`);
      expect(searches).toHaveBeenCalledTimes(3);
      searches.mockClear();
      nearest.mockClear();
      const refused = await render('zzblokkert');
      expect(refused).toMatch(/For mange søk\. Prøv igjen om \d+ sekunder?\./);
      expect(refused).not.toContain('Ingen treff');
      expect(searches).not.toHaveBeenCalled();
      expect(nearest).not.toHaveBeenCalled();
      await flush();
      // The three searches within the limit are counted (each once); the refused one is not.
      expect((await unmatchedProductSearches(db.prisma)).map((r) => r.term).sort()).toEqual(['zzfinnesikke0', 'zzfinnesikke1', 'zzfinnesikke2']);
      // Another address is within its own limit: searched and counted.
      from('198.51.100.10');
      expect(await render('zzblokkert')).toContain('Ingen treff på «zzblokkert»');
      expect(searches).toHaveBeenCalledTimes(1);
      await flush();
      expect((await unmatchedProductSearches(db.prisma)).find((r) => r.term === 'zzblokkert')?.count).toBe(1);
    } finally {
      delete process.env.SEARCH_RATE_LIMIT_PER_MINUTE;
    }
  });

  it('never stores a term that holds personal data', async () => {
    from('198.51.100.11');
    for (const term of ['+47 912 34 567', '010190 12345', 'ola.nordmann(at)example.com', 'ola@example.no']) noteProductSearch(term, 0);
    await flush();
    expect(await unmatchedProductSearches(db.prisma)).toEqual([]);
  });
});

describe('advisor answers without a product and calculator uses', () => {
  it('counts an advisor path per week, once per address and day; refuses a path the advisor cannot ask', async () => {
    await db.prisma.useTerm.upsert({ where: { slug: 'kork' }, update: {}, create: { slug: 'kork', label: 'Kork' } });
    from('198.51.100.20');
    noteAdvisorMiss({ material: 'kork', setting: 'ute', task: 'fjerne-flekker' });
    noteAdvisorMiss({ material: 'kork', setting: 'ute', task: 'fjerne-flekker' });
    from('198.51.100.21');
    noteAdvisorMiss({ material: 'kork', setting: 'ute', task: 'fjerne-flekker' });
    noteAdvisorMiss({ material: 'Kork!', setting: 'ute', task: 'fjerne-flekker' });
    noteAdvisorMiss({ material: 'kork', setting: 'på taket', task: 'fjerne-flekker' });
    noteAdvisorMiss({ material: 'kork', setting: 'ute', task: 'male' });
    await flush();
    expect(await recordAdvisorMiss(db.prisma, { material: 'x'.repeat(61), setting: 'ute', task: 'beskytte' })).toBe(false);
    expect((await advisorMisses(db.prisma)).map((r) => [r.materialLabel, r.settingLabel, r.taskLabel, r.count])).toEqual([
      ['Kork', 'Ute', 'Fjerne flekker', 2],
    ]);
    // A material since deleted shows its key.
    await recordAdvisorMiss(db.prisma, { material: 'slettet-materiale', setting: 'inne', task: 'beskytte' }, NOW);
    expect((await advisorMisses(db.prisma)).find((r) => r.material === 'slettet-materiale')?.materialLabel).toBe('slettet-materiale');
  });

  it('counts calculator uses per product and week, once per address and day', async () => {
    from('198.51.100.30');
    noteCalculatorUse('3010');
    noteCalculatorUse('3010');
    from('198.51.100.31');
    noteCalculatorUse('3010');
    noteCalculatorUse('ikke et nummer!');
    await flush();
    expect(await recordCalculatorUse(db.prisma, '../x')).toBe(false);
    const rows = await calculatorUses(db.prisma);
    expect(rows.map((r) => [r.product, r.count])).toEqual([['3010', 2]]);
  });

  it('keeps 365 days like the other counts', async () => {
    await recordAdvisorMiss(db.prisma, { material: 'kork', setting: 'ute', task: 'beskytte' }, new Date('2025-11-10T12:00:00Z'));
    await recordAdvisorMiss(db.prisma, { material: 'kork', setting: 'ute', task: 'beskytte' }, new Date('2025-11-24T12:00:00Z'));
    await recordCalculatorUse(db.prisma, '3010', new Date('2025-11-10T12:00:00Z'));
    await recordCalculatorUse(db.prisma, '3010', new Date('2025-11-24T12:00:00Z'));
    expect(await purgeOldDemand(db.prisma, NOW)).toBe(2);
    expect((await advisorMisses(db.prisma)).map((r) => r.week)).toEqual(['2025-W48']);
    expect((await calculatorUses(db.prisma)).map((r) => r.week)).toEqual(['2025-W48']);
  });

  it('GET /api/insight/demand answers both, as JSON and in the CSV', async () => {
    const admin = await signedIn(db, 'admin');
    const product = await db.prisma.product.upsert({
      where: { articleNumber: '88020' },
      update: {},
      create: { articleNumber: '88020', name: 'Testolje', category: 'Trepleie', imageUrl: '', variants: { create: [{ articleNumber: '88020' }] } },
    });
    await db.prisma.useTerm.upsert({ where: { slug: 'kork' }, update: {}, create: { slug: 'kork', label: 'Kork' } });
    await recordAdvisorMiss(db.prisma, { material: 'kork', setting: 'inne-og-ute', task: 'reparere' }, NOW);
    await recordCalculatorUse(db.prisma, product.articleNumber, NOW);
    const get = (query = '') => demandGET(new Request(`http://127.0.0.1/api/insight/demand${query}`, { headers: { cookie: admin.cookie } }));
    const json = await (await get()).json();
    expect(json.advisorMisses).toEqual([
      {
        week: '2026-W47',
        weekStart: '2026-11-16',
        material: 'kork',
        materialLabel: 'Kork',
        setting: 'inne-og-ute',
        settingLabel: 'Inne og ute',
        task: 'reparere',
        taskLabel: 'Reparere',
        count: 1,
      },
    ]);
    expect(json.calculatorUses).toEqual([{ week: '2026-W47', weekStart: '2026-11-16', product: product.articleNumber, productName: product.name, count: 1 }]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await (await get('?format=csv')).arrayBuffer()));
    expect(csv).toContain('Uke;Uke starter;Materiale;Inne/ute;Ønsker;Veiledersvar uten produkt;Materiale (nøkkel);Inne/ute (nøkkel);Ønsker (nøkkel)\r\n');
    expect(csv).toContain('2026-W47;2026-11-16;Kork;Inne og ute;Reparere;1;kork;inne-og-ute;reparere\r\n');
    expect(csv).toContain('Uke;Uke starter;Produkt (art.nr);Produktnavn;Bruk av mengdekalkulatoren\r\n');
    expect(csv).toContain(`2026-W47;2026-11-16;${product.articleNumber};${product.name};1\r\n`);
  });

  it('the Oversikt tab shows both tables beside the searches without results', async () => {
    const admin = await signedIn(db, 'admin');
    await db.prisma.useTerm.upsert({ where: { slug: 'kork' }, update: {}, create: { slug: 'kork', label: 'Kork' } });
    await db.prisma.product.upsert({
      where: { articleNumber: '88021' },
      update: {},
      create: { articleNumber: '88021', name: 'Korkolje', category: 'Trepleie', imageUrl: '', variants: { create: [{ articleNumber: '88021' }] } },
    });
    await recordAdvisorMiss(db.prisma, { material: 'kork', setting: 'ute', task: 'fjerne-flekker' });
    await recordCalculatorUse(db.prisma, '88021');
    await recordCalculatorUse(db.prisma, '88021');
    setNextRequest({ cookie: admin.cookie });
    const html = renderToStaticMarkup((await OverviewTab()) as ReactElement);
    const table = (title: string) => {
      const id = new RegExp(`<h3[^>]*id="([^"]+)"[^>]*>${title}</h3>`).exec(html)?.[1];
      expect(id).toBeDefined();
      return new RegExp(`<table[^>]*aria-labelledby="${id}"[^>]*>([\\s\\S]*?)</table>`).exec(html)?.[1] ?? '';
    };
    expect(table('Produktsøk uten treff')).toContain('>Søkeord<');
    expect(html).toContain('Ingen produktsøk uten treff i perioden.');
    const advisor = table('Veiledersvar uten produkt');
    for (const cell of ['Materiale', 'Inne/ute', 'Ønsker', 'Svar', 'Kork', 'Ute', 'Fjerne flekker']) expect(advisor).toContain(`>${cell}<`);
    const calculator = table('Bruk av mengdekalkulatoren');
    expect(calculator).toContain('>Korkolje (88021)<');
    expect(calculator).toMatch(/>2<\/td>/);
  });
});

describe('the calculator in the browser and in the advisor', () => {
  const beacon = async (articleNumber: string, headers: Record<string, string> = {}) => {
    const { POST } = await import('@/app/api/insight/calculator/[articleNumber]/route');
    const request = new NextRequest(`http://127.0.0.1/api/insight/calculator/${encodeURIComponent(articleNumber)}`, { method: 'POST', headers });
    setNextRequest(request);
    return POST(request, { params: Promise.resolve({ articleNumber }) });
  };

  beforeAll(async () => {
    await db.prisma.product.upsert({
      where: { articleNumber: '88030' },
      update: {},
      create: {
        articleNumber: '88030',
        name: 'Dekkolje',
        category: 'Trepleie',
        imageUrl: '',
        coverageMinM2PerL: 8,
        coverageMaxM2PerL: 12,
        variants: { create: [{ articleNumber: '88030' }, { articleNumber: '88031', position: 1 }] },
      },
    });
    await db.prisma.product.upsert({
      where: { articleNumber: '88040' },
      update: {},
      create: { articleNumber: '88040', name: 'Uten dekkevne', category: 'Trepleie', imageUrl: '', variants: { create: [{ articleNumber: '88040' }] } },
    });
  });

  it('POST /api/insight/calculator/{nr}: 204, counted once per product, client and day (a size counts for its product)', async () => {
    const visitor = { 'x-socket-address': '198.51.100.40' };
    for (const nr of ['88030', '88030', '88031']) {
      const res = await beacon(nr, visitor);
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
    }
    expect((await beacon('88030', { 'x-socket-address': '198.51.100.41' })).status).toBe(204);
    await flush();
    expect((await calculatorUses(db.prisma)).map((r) => [r.product, r.count])).toEqual([['88030', 2]]);
  });

  it('404 for an unknown or malformed article number and for a product without a calculator; nothing counted', async () => {
    for (const nr of ['99999', '../x', '88040']) {
      const res = await beacon(nr, { 'x-socket-address': '198.51.100.42' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'Produkt ikke funnet' });
    }
    await flush();
    expect(await calculatorUses(db.prisma)).toEqual([]);
  });

  it('429 with Retry-After past the limit per client address', async () => {
    process.env.SEARCH_RATE_LIMIT_PER_MINUTE = '2';
    try {
      const visitor = { 'x-socket-address': '198.51.100.43' };
      expect((await beacon('88030', visitor)).status).toBe(204);
      expect((await beacon('88030', visitor)).status).toBe(204);
      const refused = await beacon('88030', visitor);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ code: 'rate_limited' });
      expect((await beacon('88030', { 'x-socket-address': '198.51.100.44' })).status).toBe(204);
    } finally {
      delete process.env.SEARCH_RATE_LIMIT_PER_MINUTE;
    }
  });

  it('a crawler is answered but never counted, in any count', async () => {
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await beacon('88030', { 'x-socket-address': '198.51.100.45', 'user-agent': bot })).status).toBe(204);
    setNextRequest({ 'x-socket-address': '198.51.100.45', 'user-agent': bot });
    noteProductSearch('zzrobot', 0);
    noteUnmetPostalSearch('9170');
    noteAdvisorMiss({ material: 'kork', setting: 'ute', task: 'beskytte' });
    await flush();
    expect(await calculatorUses(db.prisma)).toEqual([]);
    expect(await unmatchedProductSearches(db.prisma)).toEqual([]);
    expect(await unmetPostalDemand(db.prisma)).toEqual([]);
    expect(await advisorMisses(db.prisma)).toEqual([]);
    // The same from a browser counts.
    setNextRequest({
      'x-socket-address': '198.51.100.45',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    });
    noteProductSearch('zzrobot', 0);
    await flush();
    expect((await unmatchedProductSearches(db.prisma)).map((r) => r.term)).toEqual(['zzrobot']);
  });

  it("the advisor's treatment step with a valid area counts each product it shows a quantity for; no area or a bad one counts nothing", async () => {
    const products = [
      { articleNumber: '88030', coverageMinM2PerL: 8, coverageMaxM2PerL: 12 },
      { articleNumber: '88040', coverageMinM2PerL: null, coverageMaxM2PerL: null },
    ];
    from('198.51.100.46');
    noteAdvisorQuantity(products, undefined);
    noteAdvisorQuantity(products, 'tolv');
    await flush();
    expect(await calculatorUses(db.prisma)).toEqual([]);
    noteAdvisorQuantity(products, '20');
    await flush();
    expect((await calculatorUses(db.prisma)).map((r) => [r.product, r.count])).toEqual([['88030', 1]]);
  });
});

describe("the day's salt", () => {
  it('many first counts of a new day at once all get the one salt (none fails)', async () => {
    const day = new Date('2026-11-23T09:00:00Z');
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => firstVisitToday(db.prisma, `198.51.100.${100 + i}`, 'term', 'samtidig', day)));
    expect(results).toEqual(Array(12).fill(true));
    expect(await db.prisma.demandDaySalt.count()).toBe(1);
  });

  it("a count that waited while another drew the day's salt reads the salt drawn (its own INSERT … SELECT saw no row)", async () => {
    const { prisma } = await import('@/lib/db');
    const drawn = 'ab'.repeat(32);
    let pending: Promise<boolean> | undefined;
    await db.prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`INSERT INTO demand_day_salts ("day", "salt") VALUES ('2026-11-24'::date, ${drawn})`;
        pending = firstVisitToday(prisma, '198.51.100.120', 'term', 'venter', new Date('2026-11-24T09:00:00Z'));
        pending.catch(() => undefined); // awaited below
        // Go on once that count is waiting for this transaction's row (a lock wait, not a timer).
        for (;;) {
          const [{ n }] = await db.prisma.$queryRaw<{ n: number }[]>`
            SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%demand_day_salts%'`;
          if (n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
      { timeout: 30_000 },
    );
    await expect(pending).resolves.toBe(true);
    expect((await db.prisma.demandDaySalt.findMany({ where: { day: new Date('2026-11-24') } })).map((r) => r.salt)).toEqual([drawn]);
  });
});
