/**
 * The Produktveileder against the real test database holding the demo catalogue and dealers
 * (docs/product.md §2, 'Produktveileder'): the routine for 'teak og hardved ute' + beskytte (ute)
 * from the demo facts; the operator's task order (PUT /api/use-terms/{slug}/tasks and its action:
 * administrators only, 400 on an unknown or repeated task, the catalogue tag expired, one audit
 * entry) changing the answer; the finder narrowed to several products (`?produkt=3010,E-720`):
 * the dealers carrying any of them, those carrying all of them first, in the list, the nearby
 * search and GET /api/dealer-locations/nearby, while `?produkt=<nr>` answers as before.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { revalidateTag } from 'next/cache';
import { NextRequest } from 'next/server';
import { PUT as tasksPUT } from '@/app/api/use-terms/[slug]/tasks/route';
import { GET as nearbyGET } from '@/app/api/dealer-locations/nearby/route';
import { GET as listGET } from '@/app/api/dealer-locations/route';
import * as factActions from '@/lib/admin/product-facts/actions';
import { FACT_VOCABULARY_MESSAGES } from '@/lib/admin/product-facts/schema';
import { advisorRoutine, advisorState, answeredPaths, routineFinderLink, type AdvisorTerm } from '@/lib/catalogue/advisor';
import { loadAdvisorCatalogue } from '@/lib/catalogue/advisor-queries';
import { MAX_FILTER_PRODUCTS, carriesAll, productsFinderHref, type NearbyResult } from '@/lib/dealers/finder';
import { findAssortmentProducts, loadFinderPage, resolveFinderAssortment, searchByPostalCode } from '@/lib/dealers/search';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { LocalStorage } from '@/lib/storage';
import { seedCatalogue, seedDealerLocations } from '@/prisma/seed';
import { cloneTemplateDatabase, jsonRequest, routeContext, setNextRequest, signedIn, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let dir: string;
let admin: string;
let dealer: string;

const TEAK = 'teak-og-hardved-ute';
const termOf = async (slug: string): Promise<AdvisorTerm> => (await loadAdvisorCatalogue(db.prisma)).terms.find((t) => t.slug === slug)!;
const teakRoutine = async () => {
  const catalogue = await loadAdvisorCatalogue(db.prisma);
  return advisorRoutine(
    catalogue,
    catalogue.terms.find((t) => t.slug === TEAK)!,
    'ute',
    'beskytte',
  );
};

beforeAll(async () => {
  db = await cloneTemplateDatabase('advisor');
  process.env.DATABASE_URL = db.url;
  dir = await mkdtemp(path.join(os.tmpdir(), 'advisor-'));
  await seedCatalogue(db.prisma, new LocalStorage(dir));
  await seedDealerLocations(db.prisma);
  admin = (await signedIn(db, 'admin', { email: 'admin@veileder.no' })).cookie;
  dealer = (await signedIn(db, 'dealer', { email: 'dealer@veileder.no' })).cookie;
}, 180_000);

afterAll(async () => {
  setNextRequest(undefined);
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db?.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('the routine from the demo data', () => {
  it("answers 'teak og hardved ute' + beskytte (ute) with the cleaners first, then at least two protecting products", async () => {
    const routine = await teakRoutine();
    expect(routine.steps.map((s) => s.task)).toEqual(['rengjore', 'beskytte']);
    const [clean, protect] = routine.steps;
    expect(clean.items.map((i) => i.product.articleNumber)).toEqual(expect.arrayContaining(['E-720']));
    expect(protect.items.length).toBeGreaterThanOrEqual(2);
    expect(protect.goal).toBe(true);
    expect(routine.articleNumbers.length).toBeGreaterThanOrEqual(3);
    for (const item of routine.steps.flatMap((s) => s.items)) {
      expect(item.product.uses).toContain(TEAK);
      expect(['ute', 'inne-og-ute']).toContain(item.product.setting);
      expect(item.uses[0]).toBe('Teak og hardved ute');
    }
    // Sizes and prices come along.
    expect(protect.items[0].product.variants.length).toBeGreaterThan(0);
    expect(protect.items.some((i) => i.product.variants.some((v) => v.recommendedPriceNok !== null))).toBe(true);
  });

  it("gives every answer a 'Finn forhandler som har dem' the finder reads as a filter of all its products (at most 12, the goal's first)", async () => {
    const catalogue = await loadAdvisorCatalogue(db.prisma);
    const paths = answeredPaths(catalogue);
    expect(paths.length).toBeGreaterThan(0);
    let capped = 0;
    for (const path of paths) {
      const state = advisorState(catalogue.terms, path.split('/').slice(2));
      if (state?.step !== 'result') throw new Error(`not an answer: ${path}`);
      const routine = advisorRoutine(catalogue, state.term, state.place, state.goal);
      const link = routineFinderLink(routine)!;
      expect(link.articleNumbers.length).toBeLessThanOrEqual(MAX_FILTER_PRODUCTS);
      expect(link.total).toBe(new Set(routine.articleNumbers).size);
      if (link.total > link.articleNumbers.length) capped += 1;
      const goalItems = routine.steps.find((s) => s.goal)!.items.map((i) => i.product.articleNumber);
      expect(link.articleNumbers.slice(0, goalItems.length)).toEqual(goalItems.slice(0, MAX_FILTER_PRODUCTS));
      // The finder page's read of the link's query (app/forhandlere/sok/page.tsx).
      const query = Object.fromEntries(new URL(link.href, 'http://localhost').searchParams);
      const { filter, message } = await resolveFinderAssortment(db.prisma, query);
      expect(message).toBeNull();
      const named = filter?.kind === 'products' ? filter.products.map((p) => p.articleNumber) : filter?.kind === 'product' ? [filter.articleNumber] : [];
      expect([path, named]).toEqual([path, link.articleNumbers]);
    }
    // The demo has routines over the finder's limit (e.g. oljet tre, inne, beskytte).
    expect(capped).toBeGreaterThan(0);
  });

  it('lists the answers that have products for the sitemap, and leaves out those without', async () => {
    const paths = answeredPaths(await loadAdvisorCatalogue(db.prisma));
    expect(paths).toContain('/veileder/teak-og-hardved-ute/ute/beskytte');
    expect(paths).not.toContain('/veileder/messing-og-metall/inne/beskytte');
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("the operator's task order (Produktfakta › Bruksområder › Rutine)", () => {
  it('is for administrators only', async () => {
    for (const [cookie, status] of [
      [undefined, 401],
      [dealer, 403],
    ] as const) {
      const res = await tasksPUT(jsonRequest('PUT', `/api/use-terms/${TEAK}/tasks`, { taskOrder: ['beskytte'] }, { cookie }), routeContext({ slug: TEAK }));
      expect(res.status).toBe(status);
      setNextRequest(cookie ? { cookie } : undefined);
      expect(await factActions.setUseTermTasksAction(TEAK, { taskOrder: ['beskytte'] })).toMatchObject({ ok: false, status });
    }
    expect((await termOf(TEAK)).taskOrder).toEqual(['rengjore', 'beskytte', 'vedlikeholde']);
  });

  it('refuses an unknown or repeated task with 400 and the message; 404 for an unknown term', async () => {
    for (const taskOrder of [['polere'], ['beskytte', 'beskytte'], 'beskytte']) {
      const res = await tasksPUT(jsonRequest('PUT', `/api/use-terms/${TEAK}/tasks`, { taskOrder }, { cookie: admin }), routeContext({ slug: TEAK }));
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(FACT_VOCABULARY_MESSAGES.taskOrder);
    }
    const missing = await tasksPUT(
      jsonRequest('PUT', '/api/use-terms/finnes-ikke/tasks', { taskOrder: [] }, { cookie: admin }),
      routeContext({ slug: 'finnes-ikke' }),
    );
    expect(missing.status).toBe(404);
    expect((await termOf(TEAK)).taskOrder).toEqual(['rengjore', 'beskytte', 'vedlikeholde']);
  });

  it('changes the answer at once: without the cleaning step the routine is the protecting products only', async () => {
    (revalidateTag as jest.Mock).mockClear();
    setNextRequest({ cookie: admin });
    const saved = await factActions.setUseTermTasksAction(TEAK, { taskOrder: ['beskytte', '', 'vedlikeholde'] });
    expect(saved).toMatchObject({ ok: true, data: { slug: TEAK, taskOrder: ['beskytte', 'vedlikeholde'] } });
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
    expect((await teakRoutine()).steps.map((s) => s.task)).toEqual(['beskytte']);
    const audit = await db.prisma.auditEvent.findMany({ where: { entity: 'use_term', entityId: TEAK } });
    expect(audit.map((e) => e.action)).toEqual(['update']);
    expect(audit[0].summary).toContain('taskOrder');

    const res = await tasksPUT(
      jsonRequest('PUT', `/api/use-terms/${TEAK}/tasks`, { taskOrder: ['rengjore', 'beskytte', 'vedlikeholde'] }, { cookie: admin }),
      routeContext({ slug: TEAK }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ slug: TEAK, taskOrder: ['rengjore', 'beskytte', 'vedlikeholde'] });
    expect((await teakRoutine()).steps.map((s) => s.task)).toEqual(['rengjore', 'beskytte']);
  });
});

describe('the finder narrowed to several products', () => {
  const ROUTINE = ['E-720', '3010'];

  beforeAll(async () => {
    // Near Bergen: d066 lists only the cleaner, d067 both; d065 'Lærpleie' carries neither.
    await db.prisma.dealerLocation.update({ where: { id: 'd066' }, data: { products: ['E-720'], categories: [] } });
    await db.prisma.dealerLocation.update({ where: { id: 'd067' }, data: { products: ['E-720', '3010'], categories: [] } });
  });

  it('reads ?produkt=E-720,3010 as both product groups; one number stays the one-product filter', async () => {
    const both = await resolveFinderAssortment(db.prisma, { produkt: 'E-720,3010' });
    expect(both.filter).toMatchObject({ kind: 'products', products: [{ articleNumber: 'E-720' }, { articleNumber: '3010' }] });
    const one = await resolveFinderAssortment(db.prisma, { produkt: '3010' });
    expect(one.filter).toMatchObject({ kind: 'product', articleNumber: '3010' });
    // Unknown numbers are left out; none known is the unknown-product message.
    expect((await resolveFinderAssortment(db.prisma, { produkt: '3010,XX-999' })).filter).toMatchObject({ kind: 'product', articleNumber: '3010' });
    expect((await resolveFinderAssortment(db.prisma, { produkt: 'XX-998,XX-999' })).message?.title).toBe('Ukjent produkt');
    expect((await resolveFinderAssortment(db.prisma, { produkt: '3010,,<b>' })).filter).toBeNull();
    expect(productsFinderHref(ROUTINE)).toBe('/forhandlere?produkt=E-720%2C3010');
  });

  it('lists the dealers carrying any of them, those carrying all of them first', async () => {
    const filter = (await findAssortmentProducts(db.prisma, ROUTINE))!;
    const list = await loadFinderPage(db.prisma, { filter, q: 'bergen' });
    const ids = list.dealers.map((d) => d.id);
    expect(ids).toContain('d066');
    expect(ids).toContain('d067');
    expect(ids).not.toContain('d065');
    expect(ids.indexOf('d067')).toBeLessThan(ids.indexOf('d066'));
    const stocked = await db.prisma.dealerLocation.findMany({ where: { id: { in: ids } }, select: { id: true, categories: true, products: true } });
    const all = new Map(stocked.map((d) => [d.id, carriesAll(d, filter)]));
    const firstPartial = ids.findIndex((id) => !all.get(id));
    expect(ids.slice(firstPartial).every((id) => !all.get(id))).toBe(true);

    const near = await searchByPostalCode(db.prisma, '5003', [filter]);
    const nearIds = near.dealers.map((d) => d.id);
    expect(nearIds).not.toContain('d065');
    expect(nearIds.indexOf('d067')).toBeLessThan(nearIds.indexOf('d066'));
    const nearStock = await db.prisma.dealerLocation.findMany({ where: { id: { in: nearIds } }, select: { id: true, categories: true, products: true } });
    const nearAll = new Map(nearStock.map((d) => [d.id, carriesAll(d, filter)]));
    const partialFrom = nearIds.findIndex((id) => !nearAll.get(id));
    expect(partialFrom).toBeGreaterThan(0);
    expect(nearIds.slice(partialFrom).every((id) => !nearAll.get(id))).toBe(true);
    // Within each part, nearest first.
    const km = near.dealers.map((d) => d.distanceKm);
    expect(km.slice(0, partialFrom)).toEqual([...km.slice(0, partialFrom)].sort((a, b) => a - b));
    expect(near.dealers.every((d) => !('carriesAll' in d))).toBe(true);
  });

  it('answers the same through GET /api/dealer-locations/nearby and GET /api/dealer-locations; one product as before', async () => {
    const res = await nearbyGET(new NextRequest('http://localhost/api/dealer-locations/nearby?postnummer=5003&product=E-720,3010'));
    expect(res.status).toBe(200);
    const ids = ((await res.json()) as NearbyResult).dealers.map((d) => d.id);
    expect(ids.indexOf('d067')).toBeLessThan(ids.indexOf('d066'));
    expect(ids).not.toContain('d065');
    const one = await nearbyGET(new NextRequest('http://localhost/api/dealer-locations/nearby?postnummer=5003&product=E-720'));
    const oneIds = ((await one.json()) as NearbyResult).dealers.map((d) => d.id);
    expect(oneIds).toContain('d066');
    expect(oneIds).toContain('d067');
    const list = await listGET(new NextRequest('http://localhost/api/dealer-locations?q=bergen&product=E-720,3010'));
    expect(list.status).toBe(200);
    const bad = await nearbyGET(
      new NextRequest(`http://localhost/api/dealer-locations/nearby?postnummer=5003&product=${Array.from({ length: 13 }, (_, i) => `A${i}`).join(',')}`),
    );
    expect(bad.status).toBe(400);
  });
});
