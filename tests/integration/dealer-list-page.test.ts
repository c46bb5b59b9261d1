/**
 * A page of the finder's list (docs/product.md §2, 'The finder at any size') against a real
 * database holding the demo dealer list: the database's text filter and paging agree with the
 * browser's rule (filterDealers) over the full list, and GET /api/dealer-locations answers them.
 */
import { NextRequest } from 'next/server';
import { seedDealerLocations } from '@/prisma/seed';
import { FINDER_PAGE_SIZE, filterDealers, type AssortmentFilter, type FinderDealer, type FinderListPage } from '@/lib/dealers/finder';
import { dealersCarrying, loadFinderDealers, loadFinderPage } from '@/lib/dealers/search';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

describe('the finder list, a page at a time', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await cloneTemplateDatabase('dealer_list_page');
    process.env.DATABASE_URL = db.url;
    await seedDealerLocations(db.prisma);
    await db.prisma.product.create({
      data: {
        articleNumber: '1030',
        name: 'Møbelpolish Spray',
        category: 'Møbelpolish',
        imageUrl: '/x.jpg',
        variants: { create: [{ articleNumber: '1030' }] },
      },
    });
  }, 120_000);

  afterAll(async () => {
    const { prisma } = await import('@/lib/db');
    await prisma.$disconnect();
    await db?.drop();
  });

  /** Every page of a query, concatenated. */
  async function allPages(q: string, filter: AssortmentFilter | null = null): Promise<FinderDealer[]> {
    const first = await loadFinderPage(db.prisma, { q, filter });
    const rest = [];
    for (let page = 2; page <= first.pageCount; page++) rest.push(...(await loadFinderPage(db.prisma, { q, filter, page })).dealers);
    return [...first.dealers, ...rest];
  }

  it('pages every dealer by name, FINDER_PAGE_SIZE at a time, each on exactly one page', async () => {
    const all = await loadFinderDealers(db.prisma);
    expect(all).toHaveLength(112);
    const first = await loadFinderPage(db.prisma);
    expect(first).toMatchObject({ total: 112, page: 1, pageCount: Math.ceil(112 / FINDER_PAGE_SIZE) });
    expect(first.dealers).toHaveLength(FINDER_PAGE_SIZE);
    expect((await allPages('')).map((d) => d.id)).toEqual(all.map((d) => d.id));
    // Past the last page: the last page.
    const last = await loadFinderPage(db.prisma, { page: 999 });
    expect(last.page).toBe(first.pageCount);
    expect(last.dealers.map((d) => d.id)).toEqual(all.slice((first.pageCount - 1) * FINDER_PAGE_SIZE).map((d) => d.id));
  });

  it.each(['bergen', 'BERGEN', 'fag', 'fagm', 'FAGMØB', 'fagmøbler', 'økern', 'Ø', 'på', 'oslo', '0159', 'as', '%', '_', 'finnes ikke noe sted', '  '])(
    'the text %p matches the same dealers as the browser rule, over every location',
    async (q) => {
      const all = await loadFinderDealers(db.prisma);
      const expected = filterDealers(all, q).map((d) => d.id);
      const first = await loadFinderPage(db.prisma, { q });
      expect(first.total).toBe(expected.length);
      expect((await allPages(q)).map((d) => d.id)).toEqual(expected);
    },
  );

  it('narrows to what a dealer carries, with the text', async () => {
    const all = await loadFinderDealers(db.prisma);
    const category = { kind: 'category' as const, category: 'Lærpleie' };
    const product = { kind: 'product' as const, articleNumber: '1010', name: 'Møbelpolish Klassisk', category: 'Møbelpolish', articleNumbers: ['1010'] };
    for (const filter of [category, product]) {
      for (const q of ['', 'bergen']) {
        const expected = filterDealers(dealersCarrying(all, filter), q).map((d) => d.id);
        expect((await allPages(q, filter)).map((d) => d.id)).toEqual(expected);
      }
    }
  });

  it('GET /api/dealer-locations answers a page, and refuses bad queries', async () => {
    const { GET } = await import('@/app/api/dealer-locations/route');
    const get = (query: string) => GET(new NextRequest(`http://localhost/api/dealer-locations${query}`));
    const res = await get('?q=fag&side=1');
    expect(res.status).toBe(200);
    const page = (await res.json()) as FinderListPage<FinderDealer>;
    expect(page).toMatchObject({ total: 11, page: 1, pageCount: 1 });
    for (const d of page.dealers) expect(d.name).toMatch(/fagm[øo]bler/i);
    const second = (await (await get('?side=2')).json()) as FinderListPage<FinderDealer>;
    expect(second.page).toBe(2);
    expect(second.dealers).toHaveLength(Math.min(FINDER_PAGE_SIZE, 112 - FINDER_PAGE_SIZE));
    // d065 Bergen Fargehandel carries only 'Lærpleie'.
    const all = (await (await get('?q=bergen')).json()) as FinderListPage<FinderDealer>;
    const bergen = (await (await get('?q=bergen&product=1030')).json()) as FinderListPage<FinderDealer>;
    expect(all.dealers.map((d) => d.id)).toContain('d065');
    expect(bergen.dealers.map((d) => d.id)).not.toContain('d065');
    expect(bergen.total).toBe(all.total - 2);
    for (const [query, message] of [
      ['?side=0', 'Siden må være et helt tall fra 1 til 1000000'],
      ['?side=abc', 'Siden må være et helt tall fra 1 til 1000000'],
      [`?q=${'x'.repeat(101)}`, 'Søketeksten kan være på høyst 100 tegn'],
      ['?q=a&q=b', 'Hver parameter kan bare oppgis én gang'],
      ['?page=2', 'Ukjent parameter i søket'],
    ]) {
      const bad = await get(query);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: message });
    }
    expect((await get('?product=9999')).status).toBe(404);
    expect((await get('?category=Finnes%20ikke')).status).toBe(404);
  });
});
