/**
 * Free-text queries are Unicode-normalised and page parameters never reach the database with a
 * NUL byte (issue 33), against a real database holding the demo catalogue and dealer list: a
 * decomposed or full-width query finds what the composed one finds through the search API, the
 * search page and the finder's API; the finder and search pages answer a query with U+0000
 * without a database error.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isValidElement, type ReactElement } from 'react';
import { NextRequest } from 'next/server';
import { LocalStorage } from '@/lib/storage';
import { seedCatalogue, seedDealerLocations } from '@/prisma/seed';
import { loadFinderDealers } from '@/lib/dealers/search';
import { logger } from '@/lib/logger';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

const DECOMPOSED = 'tresa\u030Ape'; // 'tresåpe', a + COMBINING RING ABOVE
const FULL_WIDTH = '\uFF54\uFF52\uFF45\uFF53\u00E5\uFF50\uFF45'; // 'ｔｒｅｓåｐｅ'

describe('query normalisation and page parameters', () => {
  let db: TestDatabase;
  let dir: string;
  let errorLog: jest.SpiedFunction<typeof logger.error>;

  beforeAll(async () => {
    db = await cloneTemplateDatabase('query_normalisation');
    process.env.DATABASE_URL = db.url;
    dir = await mkdtemp(path.join(os.tmpdir(), 'query-storage-'));
    await seedCatalogue(db.prisma, new LocalStorage(dir));
    await seedDealerLocations(db.prisma);
  }, 120_000);

  beforeEach(() => {
    errorLog = jest.spyOn(logger, 'error');
  });

  afterEach(() => errorLog.mockRestore());

  afterAll(async () => {
    const { prisma } = await import('@/lib/db');
    await prisma.$disconnect();
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  async function suggestions(q: string) {
    const { GET } = await import('@/app/api/products/search/route');
    const res = await GET(new NextRequest(`http://127.0.0.1:3000/api/products/search?q=${encodeURIComponent(q)}`));
    expect(res.status).toBe(200);
    return (await res.json()) as { query: string; products: { articleNumber: string }[] };
  }

  it("GET /api/products/search: 'tresa%CC%8Ape' and full-width 'ｔｒｅｓåｐｅ' find what 'tresåpe' finds", async () => {
    const composed = await suggestions('tresåpe');
    expect(composed.products.length).toBeGreaterThan(0);
    for (const q of [DECOMPOSED, FULL_WIDTH]) {
      const answer = await suggestions(q);
      expect(answer.query).toBe('tresåpe');
      expect(answer.products.map((p) => p.articleNumber)).toEqual(composed.products.map((p) => p.articleNumber));
    }
  });

  it('the search page /sok searches the normalised query', async () => {
    const { default: SearchPage } = await import('@/app/sok/page');
    const page = (await SearchPage({ searchParams: Promise.resolve({ q: DECOMPOSED }) })) as ReactElement;
    expect(JSON.stringify(page.props)).toContain('tresåpe');
    expect(JSON.stringify(page.props)).not.toContain(DECOMPOSED);
  });

  it("GET /api/dealer-locations: a decomposed 'å' finds the dealers the composed one finds", async () => {
    const all = await loadFinderDealers(db.prisma);
    const word = all.flatMap((d) => `${d.name} ${d.address}`.split(/[\s,]+/)).find((w) => w.includes('å') && w.length > 3);
    expect(word).toBeDefined();
    const { GET } = await import('@/app/api/dealer-locations/route');
    const ids = async (q: string) => {
      const res = await GET(new NextRequest(`http://127.0.0.1:3000/api/dealer-locations?q=${encodeURIComponent(q)}`));
      expect(res.status).toBe(200);
      return ((await res.json()) as { dealers: { id: string }[] }).dealers.map((d) => d.id);
    };
    const composed = await ids(word!);
    expect(composed.length).toBeGreaterThan(0);
    expect(await ids(word!.normalize('NFD'))).toEqual(composed);
  });

  it('the finder page (/forhandlere?q=a%00b → /forhandlere/sok) answers a NUL in any parameter without a database error', async () => {
    const { default: DealerSearchPage } = await import('@/app/forhandlere/sok/page');
    const { FinderPage } = await import('@/app/forhandlere/finder-page');
    for (const query of [
      { q: 'a\u0000b' },
      { q: ['\u0000', 'x'] },
      { postnummer: '0\u0000150' },
      { produkt: '10\u000010' },
      { kategori: 'Olje\u0000' },
      { side: '\u00002' },
      { 'uk\u0000jent': 'x' },
    ]) {
      const element = (await DealerSearchPage({ searchParams: Promise.resolve(query) })) as ReactElement<{ query: Record<string, unknown> }>;
      expect(isValidElement(element)).toBe(true);
      // Rendering the finder with what the page passes on runs its database queries.
      await expect(FinderPage(element.props as Parameters<typeof FinderPage>[0])).resolves.toBeTruthy();
      // And the finder itself, given the raw query, does not hand the NUL on either.
      await expect(FinderPage({ query })).resolves.toBeTruthy();
    }
    expect(errorLog).not.toHaveBeenCalled();
  });
});
