/**
 * What each dealer carries (docs/product.md §2 and Admin panel): the finder's product and category
 * filters on the nearby search, the finder page and GET /api/dealer-locations/nearby, and the
 * administrator's edits and CSV import, against a real database holding the demo dealer list (three
 * of its shops narrowed: d003 and d065 'Lærpleie', d068 'Treolje, Trepleie, Gulvbeskyttelse' and
 * the product 1010).
 */
import { NextRequest } from 'next/server';
import { seedDealerLocations } from '@/prisma/seed';
import { type AssortmentFilter, type NearbyResult } from '@/lib/dealers/finder';
import {
  answerFinderPage,
  dealersCarrying,
  findAssortmentProduct,
  loadAssortmentCategories,
  loadFinderDealers,
  searchByPosition,
  searchByPostalCode,
} from '@/lib/dealers/search';
import { importLocations, updateLocation } from '@/lib/admin/locations/service';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

const BERGEN = ['d065', 'd066', 'd067', 'd068'];
const category = (name: string): AssortmentFilter => ({ kind: 'category', category: name });

describe('what each dealer carries', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await cloneTemplateDatabase('assortment');
    process.env.DATABASE_URL = db.url;
    await seedDealerLocations(db.prisma);
    // A polish in two sizes, a leather balm and a wood oil.
    await db.prisma.product.create({
      data: {
        articleNumber: '1010',
        name: 'Møbelpolish Klassisk',
        category: 'Møbelpolish',
        imageUrl: '/x.jpg',
        variants: { create: [{ articleNumber: '1010' }, { articleNumber: '1020' }] },
      },
    });
    await db.prisma.product.create({
      data: { articleNumber: '3010', name: 'Lærbalsam', category: 'Lærpleie', imageUrl: '/x.jpg', variants: { create: [{ articleNumber: '3010' }] } },
    });
    await db.prisma.product.create({
      data: { articleNumber: '4010', name: 'Teakolje', category: 'Treolje', imageUrl: '/x.jpg', variants: { create: [{ articleNumber: '4010' }] } },
    });
  }, 120_000);

  afterAll(async () => {
    const { prisma } = await import('@/lib/db');
    await prisma.$disconnect();
    await db?.drop();
  });

  it('seeds three narrowed shops; every other location carries everything', async () => {
    const narrowed = await db.prisma.dealerLocation.findMany({
      where: { OR: [{ NOT: { categories: { isEmpty: true } } }, { NOT: { products: { isEmpty: true } } }] },
      select: { id: true, categories: true, products: true },
      orderBy: { id: 'asc' },
    });
    expect(narrowed).toEqual([
      { id: 'd003', categories: ['Lærpleie'], products: [] },
      { id: 'd065', categories: ['Lærpleie'], products: [] },
      { id: 'd068', categories: ['Treolje', 'Trepleie', 'Gulvbeskyttelse'], products: ['1010'] },
    ]);
  });

  it('narrows the nearby search in SQL, nearest first, and counts only those carrying it', async () => {
    const all = await searchByPostalCode(db.prisma, '5003');
    const ids = all.dealers.map((d) => d.id);
    expect(BERGEN.every((id) => ids.includes(id))).toBe(true);

    const polish = await searchByPostalCode(db.prisma, '5003', [category('Møbelpolish')]);
    expect(polish.status).toBe('ok');
    expect(polish.total).toBe(all.total - 2);
    expect(polish.dealers.map((d) => d.id)).toEqual(ids.filter((id) => id !== 'd065' && id !== 'd068'));
    const km = polish.dealers.map((d) => d.distanceKm);
    expect(km).toEqual([...km].sort((a, b) => a - b));

    const leather = await searchByPosition(db.prisma, { lat: 60.39, lng: 5.32 }, [category('Lærpleie')]);
    expect(leather.dealers.map((d) => d.id)).toContain('d065');
    expect(leather.dealers.map((d) => d.id)).not.toContain('d068');
  });

  it('counts a single product a location lists (by its own or a size’s article number), not its whole category', async () => {
    const classic = (await findAssortmentProduct(db.prisma, '1010'))!;
    const ids = (await searchByPostalCode(db.prisma, '5003', [classic])).dealers.map((d) => d.id);
    expect(ids).toContain('d068'); // lists 1010 besides its wood-care categories
    expect(ids).not.toContain('d065');
    await db.prisma.dealerLocation.update({ where: { id: 'd068' }, data: { products: ['1020'] } });
    try {
      expect((await searchByPostalCode(db.prisma, '5003', [classic])).dealers.map((d) => d.id)).toContain('d068');
      expect((await searchByPostalCode(db.prisma, '5003', [category('Møbelpolish')])).dealers.map((d) => d.id)).not.toContain('d068');
    } finally {
      await db.prisma.dealerLocation.update({ where: { id: 'd068' }, data: { products: ['1010'] } });
    }
    const all = await loadFinderDealers(db.prisma);
    expect(dealersCarrying(all, classic).map((d) => d.id)).toContain('d068');
    expect(dealersCarrying(all, category('Møbelpolish')).map((d) => d.id)).not.toContain('d068');
  });

  it('finds a product by its own or a size’s article number, and offers the products’ categories', async () => {
    const group = { kind: 'product', articleNumber: '1010', name: 'Møbelpolish Klassisk', category: 'Møbelpolish', articleNumbers: ['1010', '1020'] };
    expect(await findAssortmentProduct(db.prisma, '1010')).toEqual(group);
    expect(await findAssortmentProduct(db.prisma, '1020')).toEqual(group);
    expect(await findAssortmentProduct(db.prisma, '9999')).toBeNull();
    expect(await loadAssortmentCategories(db.prisma)).toEqual(['Lærpleie', 'Møbelpolish', 'Treolje']);
  });

  it('lists only the dealers carrying the filter, without their categories', async () => {
    const all = await loadFinderDealers(db.prisma);
    const polish = dealersCarrying(all, { kind: 'category', category: 'Møbelpolish' });
    expect(polish).toHaveLength(all.length - 3);
    expect(polish[0]).not.toHaveProperty('categories');
    expect(dealersCarrying(all, null)).toHaveLength(all.length);
  });

  describe('answerFinderPage (?produkt=, ?kategori= with or without ?postnummer=)', () => {
    it('narrows the postal search to the product, with its name for the heading', async () => {
      const { initial, filter } = await answerFinderPage(db.prisma, { postnummer: '5003', produkt: '1020' });
      expect(filter).toMatchObject({ kind: 'product', articleNumber: '1010', name: 'Møbelpolish Klassisk' });
      expect(initial?.result?.dealers.map((d) => d.id)).not.toContain('d065');
      expect(initial?.result?.dealers.map((d) => d.id)).toContain('d068');
      expect(initial?.message.description).toMatch(/^Fant \d+ forhandler\(e\) i nærheten$/);
    });

    it('takes a category, and the product before a category', async () => {
      expect((await answerFinderPage(db.prisma, { kategori: 'Lærpleie' })).filter).toEqual({ kind: 'category', category: 'Lærpleie' });
      expect((await answerFinderPage(db.prisma, { kategori: 'Lærpleie', produkt: '4010' })).filter).toMatchObject({ kind: 'product', category: 'Treolje' });
      expect(await answerFinderPage(db.prisma, { kategori: '' })).toEqual({ initial: null, filter: null });
    });

    it('shows every dealer with a message for an unknown product or category', async () => {
      expect(await answerFinderPage(db.prisma, { produkt: '9999' })).toEqual({
        initial: { postnummer: '', result: null, message: expect.objectContaining({ title: 'Ukjent produkt' }) },
        filter: null,
      });
      expect((await answerFinderPage(db.prisma, { kategori: 'x'.repeat(81) })).initial?.message.title).toBe('Ukjent kategori');
      // Text PostgreSQL cannot take (NUL) never reaches the database.
      expect((await answerFinderPage(db.prisma, { produkt: '10\u000010' })).initial?.message.title).toBe('Ukjent produkt');
      expect((await answerFinderPage(db.prisma, { kategori: 'L\u0000r' })).initial?.message.title).toBe('Ukjent kategori');
    });

    it("answers 'none-in-range', naming the product, when nobody near carries it", async () => {
      await db.prisma.product.create({
        data: {
          articleNumber: '9010',
          name: 'Hagepleie',
          category: 'EDEN Hageprodukter',
          imageUrl: '/x.jpg',
          variants: { create: [{ articleNumber: '9010' }] },
        },
      });
      const everything = (await db.prisma.dealerLocation.findMany({ where: { categories: { isEmpty: true } }, select: { id: true } })).map((d) => d.id);
      await db.prisma.dealerLocation.updateMany({ where: { id: { in: everything } }, data: { categories: ['Møbelpolish'] } });
      try {
        expect(await searchByPostalCode(db.prisma, '5003', [category('EDEN Hageprodukter')])).toMatchObject({ status: 'none-in-range', total: 0, dealers: [] });
        const { initial } = await answerFinderPage(db.prisma, { postnummer: '5003', produkt: '9010' });
        expect(initial).toMatchObject({
          result: null,
          message: { title: 'Ingen forhandlere funnet', description: 'Fant ingen forhandlere med Hagepleie innen 100 km fra dette postnummeret' },
        });
      } finally {
        await db.prisma.dealerLocation.updateMany({ where: { id: { in: everything } }, data: { categories: [] } });
        await db.prisma.product.delete({ where: { articleNumber: '9010' } });
      }
    });
  });

  describe('GET /api/dealer-locations/nearby with product= and category=', () => {
    const call = async (query: string) => {
      const { GET } = await import('@/app/api/dealer-locations/nearby/route');
      return GET(new NextRequest(`http://localhost/api/dealer-locations/nearby${query}`));
    };

    it('narrows the search by a product (its category) or a category', async () => {
      const byProduct = (await (await call('?postnummer=5003&product=3010')).json()) as NearbyResult;
      expect(byProduct.dealers.map((d) => d.id)).toContain('d065');
      expect(byProduct.dealers.map((d) => d.id)).not.toContain('d068');
      const byCategory = (await (await call(`?lat=60.39&lng=5.32&category=${encodeURIComponent('Treolje')}`)).json()) as NearbyResult;
      expect(byCategory.dealers.map((d) => d.id)).toContain('d068');
      expect(byCategory.dealers.map((d) => d.id)).not.toContain('d065');
      // Both: carrying both categories.
      const both = (await (await call(`?postnummer=5003&product=3010&category=Treolje`)).json()) as NearbyResult;
      expect(both.dealers.map((d) => d.id).filter((id) => BERGEN.includes(id))).toEqual(expect.arrayContaining(['d066', 'd067']));
      expect(both.dealers.map((d) => d.id)).not.toContain('d065');
      expect(both.dealers.map((d) => d.id)).not.toContain('d068');
    });

    it.each([
      ['?postnummer=5003&product=9999', 404, 'Ukjent produkt'],
      ['?postnummer=5003&category=Ingen', 404, 'Ukjent kategori'],
      ['?postnummer=5003&product=', 400, 'Produktet må være et artikkelnummer på 1–40 tegn, eller opptil 12 artikkelnumre skilt med komma'],
      ['?postnummer=5003&product=10%0010', 400, 'Produktet må være et artikkelnummer på 1–40 tegn, eller opptil 12 artikkelnumre skilt med komma'],
      ['?postnummer=5003&category=%C3%A6%00', 400, 'Kategorien må være 1–80 tegn'],
      ['?postnummer=5003&category=1&category=2', 400, 'Hver parameter kan bare oppgis én gang'],
    ])('answers %p with %p', async (query, status, error) => {
      const res = await call(query);
      expect(res.status).toBe(status);
      expect((await res.json()).error).toBe(error);
    });
  });

  describe('the administrator', () => {
    it('edits what a location carries; an edit without it keeps it', async () => {
      await updateLocation(db.prisma, 'd001', {
        name: 'Grensen Fargehandel as',
        address: 'Grensen 8, 0159 Oslo',
        lat: 59.9138,
        lng: 10.744,
        categories: ['Møbelpolish'],
        products: ['3010'],
      });
      await updateLocation(db.prisma, 'd001', { name: 'Grensen Fargehandel as', address: 'Grensen 8, 0159 Oslo', lat: 59.9138, lng: 10.744 });
      expect(await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'd001' } })).toMatchObject({ categories: ['Møbelpolish'], products: ['3010'] });
      await updateLocation(db.prisma, 'd001', {
        name: 'Grensen Fargehandel as',
        address: 'Grensen 8, 0159 Oslo',
        lat: 59.9138,
        lng: 10.744,
        categories: [],
        products: [],
      });
      expect(await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'd001' } })).toMatchObject({ categories: [], products: [] });
    });

    it('imports the sixth and seventh fields: lists, blank = everything, left out = unchanged', async () => {
      const csv = [
        'imp-1;Ny lærbutikk;Vei 1, 5003 Bergen;60.39;5.32;Lærpleie, Møbelpolish;4010',
        'imp-2;Ny butikk;Vei 2, 5003 Bergen;60.39;5.32',
        'd065;BERGEN FARGEHANDEL AS;Strandgaten 50, 5013 Bergen;60.3950;5.3220',
        'd068;FJØSANGER JERNVARE AS;Fjøsangerveien 30, 5054 Bergen;60.3745;5.3425;',
      ].join('\n');
      expect(await importLocations(db.prisma, new TextEncoder().encode(csv))).toEqual({ created: 2, updated: 2, errors: [] });
      const rows = await db.prisma.dealerLocation.findMany({
        where: { id: { in: ['imp-1', 'imp-2', 'd065', 'd068'] } },
        select: { id: true, categories: true, products: true },
        orderBy: { id: 'asc' },
      });
      expect(rows).toEqual([
        { id: 'd065', categories: ['Lærpleie'], products: [] },
        { id: 'd068', categories: [], products: [] },
        { id: 'imp-1', categories: ['Lærpleie', 'Møbelpolish'], products: ['4010'] },
        { id: 'imp-2', categories: [], products: [] },
      ]);
      const bad = await importLocations(db.prisma, new TextEncoder().encode(`imp-3;X;Vei 3;;;${'k'.repeat(81)}\nimp-4;Y;Vei 4;;;;10/10`));
      expect(bad.errors).toEqual([
        { line: 1, message: 'En kategori må være 1–80 tegn' },
        { line: 2, message: 'Et artikkelnummer er 1–40 bokstaver, tall, punktum eller bindestrek' },
      ]);
    });
  });
});
