/**
 * The store pages' slugs against PostgreSQL (docs/product.md: Store pages): the demo list's slugs,
 * the migration's backfill and insert trigger (the same rule in SQL as lib/dealers/store-slug.ts),
 * collisions, reserved words, a rename keeping its old address as a redirect, and resolving an address.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seedDealerLocations } from '@/prisma/seed';
import { createLocation, deleteLocation, importLocations, updateLocation } from '@/lib/admin/locations/service';
import { storeSlugBase } from '@/lib/dealers/store-slug';
import { newStoreSlugs, resolveStoreSlug } from '@/lib/dealers/store-slugs';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

const MIGRATION = path.join(process.cwd(), 'prisma/migrations/20261128193102_dealer_store_slug/migration.sql');

describe('store page slugs', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await cloneTemplateDatabase('store_slugs');
    process.env.DATABASE_URL = db.url;
    await seedDealerLocations(db.prisma);
  }, 120_000);

  afterAll(async () => {
    const { prisma } = await import('@/lib/db');
    await prisma.$disconnect();
    await db?.drop();
  });

  const slugOf = async (id: string) => (await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id }, select: { slug: true } })).slug;
  const location = (id: string, name: string, address: string) => ({ id, name, address, lat: null, lng: null });

  it('gives every demo store its own readable slug from name and place', async () => {
    const rows = await db.prisma.dealerLocation.findMany({ select: { id: true, name: true, address: true, slug: true }, orderBy: { id: 'asc' } });
    expect(rows).toHaveLength(112);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(112);
    for (const row of rows) expect(row.slug).toBe(storeSlugBase(row.name, row.address));
    expect(rows.find((r) => r.id === 'd001')?.slug).toBe('grensen-fargehandel-oslo');
    expect(rows.find((r) => r.id === 'd065')?.slug).toBe('bergen-fargehandel');
    expect(rows.find((r) => r.id === 'd112')?.slug).toBe('nordjysk-mobelpleje-aalborg');
  });

  it("the migration's SQL rule gives the demo list the slugs the application gives it, and its backfill fills every row", async () => {
    const sqlBases = await db.prisma.$queryRaw<Array<{ id: string; base: string; slug: string }>>`
      SELECT id, dealer_slug_base(name, address) AS base, slug FROM "DealerLocation" ORDER BY id`;
    for (const row of sqlBases) expect(row.base).toBe(row.slug);

    // The migration's backfill (its DO block) over rows without a slug gives them back the same ones.
    const backfill = /^DO \$\$[\s\S]*?^\$\$;$/m.exec(readFileSync(MIGRATION, 'utf8'))?.[0];
    expect(backfill).toContain('dealer_slug_free');
    const before = await db.prisma.dealerLocation.findMany({ select: { id: true, slug: true }, orderBy: { id: 'asc' } });
    await db.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('ALTER TABLE "DealerLocation" ALTER COLUMN slug DROP NOT NULL');
      await tx.$executeRawUnsafe('UPDATE "DealerLocation" SET slug = NULL');
      await tx.$executeRawUnsafe(backfill!);
      await tx.$executeRawUnsafe('ALTER TABLE "DealerLocation" ALTER COLUMN slug SET NOT NULL');
    });
    expect(await db.prisma.dealerLocation.findMany({ select: { id: true, slug: true }, orderBy: { id: 'asc' } })).toEqual(before);
  });

  it('numbers a second store of the same name and place, and never uses a route under /forhandlere', async () => {
    await createLocation(db.prisma, location('kopi-1', 'GRENSEN FARGEHANDEL AS', 'Grensen 10, 0159 Oslo'));
    await createLocation(db.prisma, location('kopi-2', 'Grensen Fargehandel', 'Grensen 12, 0159 Oslo'));
    expect(await slugOf('kopi-1')).toBe('grensen-fargehandel-oslo-2');
    expect(await slugOf('kopi-2')).toBe('grensen-fargehandel-oslo-3');
    await createLocation(db.prisma, location('ord-1', 'Sok', 'Ingen adresse'));
    await createLocation(db.prisma, location('ord-2', 'Sted', 'Ingen adresse'));
    expect(await slugOf('ord-1')).toBe('sok-2');
    expect(await slugOf('ord-2')).toBe('sted-2');
  });

  it('gives a row inserted without a slug one in the database (the trigger), by the same collision rule', async () => {
    await db.prisma.dealerLocation.createMany({
      data: [
        { id: 'raa-1', name: 'Rå Innsetting as', address: 'Gate 1, 5003 Bergen' },
        { id: 'raa-2', name: 'Rå Innsetting', address: 'Gate 2, 5003 Bergen' },
      ],
    });
    expect(await slugOf('raa-1')).toBe('ra-innsetting-bergen');
    expect(await slugOf('raa-2')).toBe('ra-innsetting-bergen-2');
  });

  it('the SQL rule and the application read the place alike: as written, not the register (Kristiansand S)', async () => {
    const cases: Array<[string, string]> = [
      ['Sørlandets Møbelpleie as', 'Markens gate 20, 4611 Kristiansand'],
      ['Sørlandets Møbelpleie as', 'Markens gate 20, 4611 Kristiansand S'],
      ['Butikken', 'Storgata 1, 0150 Oslo sentrum'],
      ['Butikken', 'Torgallmenningen 1, 5014 BERGEN'],
      ['Ålesund Farge', 'Keiser Wilhelms gate 1, 6003 Ålesund'],
      ['Nordjysk Møbelpleje a/s', 'Vestergade 5, 9000 Aalborg'],
      ['Hytta', 'Fjellveien 3, Hovden'],
      ['Hytta', 'Fjellveien 3'],
      ['Hytta', 'Langgata 18000, Et sted'],
      ['!!!', ''],
    ];
    for (const [name, address] of cases) {
      const [row] = await db.prisma.$queryRaw<Array<{ base: string }>>`SELECT dealer_slug_base(${name}, ${address}) AS base`;
      expect([name, address, row.base]).toEqual([name, address, storeSlugBase(name, address)]);
    }
    // A store the trigger (or the backfill) gave a slug keeps it at its first edit in the admin panel.
    await db.prisma.dealerLocation.create({ data: { id: 'kr-1', name: 'Sørlandets Møbelpleie as', address: 'Markens gate 20, 4611 Kristiansand' } });
    expect(await slugOf('kr-1')).toBe('sorlandets-mobelpleie-kristiansand');
    await updateLocation(db.prisma, 'kr-1', { ...location('kr-1', 'Sørlandets Møbelpleie as', 'Markens gate 22, 4611 Kristiansand') });
    expect(await slugOf('kr-1')).toBe('sorlandets-mobelpleie-kristiansand');
    expect(await db.prisma.dealerSlugRedirect.count({ where: { locationId: 'kr-1' } })).toBe(0);
  });

  it('keeps the slug while the name and place give the same base', async () => {
    await createLocation(db.prisma, location('fast-1', 'Fast Butikk as', 'Storgata 1, 2317 Hamar'));
    await updateLocation(db.prisma, 'fast-1', { ...location('fast-1', 'FAST BUTIKK AS', 'Storgata 99, 2317 Hamar') });
    expect(await slugOf('fast-1')).toBe('fast-butikk-hamar');
    expect(await db.prisma.dealerSlugRedirect.count({ where: { locationId: 'fast-1' } })).toBe(0);
    // A numbered slug keeps its number too.
    await updateLocation(db.prisma, 'kopi-1', { ...location('kopi-1', 'Grensen Fargehandel', 'Grensen 11, 0159 Oslo') });
    expect(await slugOf('kopi-1')).toBe('grensen-fargehandel-oslo-2');
  });

  it('a rename moves the page and keeps the old address as a redirect; renamed back, the first address returns', async () => {
    await createLocation(db.prisma, location('flytt-1', 'Flytte Farge as', 'Kirkegata 5, 3611 Kongsberg'));
    expect(await slugOf('flytt-1')).toBe('flytte-farge-kongsberg');
    expect(await resolveStoreSlug(db.prisma, 'flytte-farge-kongsberg')).toEqual({ kind: 'store', id: 'flytt-1', slug: 'flytte-farge-kongsberg' });

    await updateLocation(db.prisma, 'flytt-1', location('flytt-1', 'Flytte Farge og Tapet as', 'Kirkegata 5, 3611 Kongsberg'));
    expect(await slugOf('flytt-1')).toBe('flytte-farge-og-tapet-kongsberg');
    expect(await resolveStoreSlug(db.prisma, 'flytte-farge-kongsberg')).toEqual({ kind: 'redirect', slug: 'flytte-farge-og-tapet-kongsberg' });

    // Moved to another town: both earlier addresses lead to the newest one.
    await updateLocation(db.prisma, 'flytt-1', location('flytt-1', 'Flytte Farge og Tapet as', 'Storgata 1, 3510 Hønefoss'));
    expect(await slugOf('flytt-1')).toBe('flytte-farge-og-tapet-honefoss');
    for (const old of ['flytte-farge-kongsberg', 'flytte-farge-og-tapet-kongsberg'])
      expect(await resolveStoreSlug(db.prisma, old)).toEqual({ kind: 'redirect', slug: 'flytte-farge-og-tapet-honefoss' });

    // Renamed back: the first address is the page again, no longer a redirect.
    await updateLocation(db.prisma, 'flytt-1', location('flytt-1', 'Flytte Farge as', 'Kirkegata 5, 3611 Kongsberg'));
    expect(await slugOf('flytt-1')).toBe('flytte-farge-kongsberg');
    expect(await resolveStoreSlug(db.prisma, 'flytte-farge-kongsberg')).toMatchObject({ kind: 'store', id: 'flytt-1' });
    expect((await db.prisma.dealerSlugRedirect.findMany({ where: { locationId: 'flytt-1' }, orderBy: { slug: 'asc' } })).map((r) => r.slug)).toEqual([
      'flytte-farge-og-tapet-honefoss',
      'flytte-farge-og-tapet-kongsberg',
    ]);
  });

  it('another store never gets an address that redirects to a renamed one', async () => {
    // 'flytte-farge-og-tapet-kongsberg' now redirects to flytt-1.
    await createLocation(db.prisma, location('flytt-2', 'Flytte Farge og Tapet', 'Kirkegata 9, 3611 Kongsberg'));
    expect(await slugOf('flytt-2')).toBe('flytte-farge-og-tapet-kongsberg-2');
    expect(await resolveStoreSlug(db.prisma, 'flytte-farge-og-tapet-kongsberg')).toEqual({ kind: 'redirect', slug: 'flytte-farge-kongsberg' });
    expect(await newStoreSlugs(db.prisma, [{ id: 'ny', name: 'Flytte Farge og Tapet', address: 'Storgata 1, 3510 Hønefoss' }])).toEqual([
      'flytte-farge-og-tapet-honefoss-2',
    ]);
  });

  it('resolves nothing for an unknown or impossible address, and forgets the redirects of a deleted store', async () => {
    expect(await resolveStoreSlug(db.prisma, 'finnes-ikke')).toBeNull();
    expect(await resolveStoreSlug(db.prisma, 'Ikke-Slug')).toBeNull();
    expect(await resolveStoreSlug(db.prisma, 'sok')).toBeNull();
    await deleteLocation(db.prisma, 'flytt-1');
    expect(await resolveStoreSlug(db.prisma, 'flytte-farge-og-tapet-honefoss')).toBeNull();
    expect(await db.prisma.dealerSlugRedirect.count({ where: { locationId: 'flytt-1' } })).toBe(0);
  });

  it('the CSV import numbers new stores of one base in the file, and a renamed row redirects', async () => {
    const csv = [
      'imp-1;IMPORT FARGE AS;Torget 1, 7011 Trondheim;63.43;10.39',
      'imp-2;IMPORT FARGE;Torget 2, 7011 Trondheim;63.43;10.39',
      'd090;OPPDAL INTERIØR OG FARGE AS;Inge Krokanns veg 10, 7340 Oppdal;62.59;9.69',
    ].join('\n');
    const result = await importLocations(db.prisma, new TextEncoder().encode(csv));
    expect(result).toEqual({ created: 2, updated: 1, errors: [] });
    expect(await slugOf('imp-1')).toBe('import-farge-trondheim');
    expect(await slugOf('imp-2')).toBe('import-farge-trondheim-2');
    expect(await slugOf('d090')).toBe('oppdal-interior-og-farge');
    expect(await resolveStoreSlug(db.prisma, 'oppdal-interior')).toEqual({ kind: 'redirect', slug: 'oppdal-interior-og-farge' });
  });
});
