/**
 * The store pages' slugs in the database (docs/product.md: Store pages): a new location's slug, a
 * renamed one's new slug with the old one kept as a redirect, and what a `/forhandlere/{slug}`
 * address names. The rule is store-slug.ts; the collision rule is the database's `dealer_slug_free`
 * (migration 20261128193102_dealer_store_slug: base, base-2, base-3…, never a slug another location
 * has or had, never 'sok' or 'sted'), so the application, the migration's backfill and the insert
 * trigger agree. Writers hold one advisory lock from choosing a slug to writing it (see withSlugLock).
 */
import 'server-only';
import type { PrismaClient } from '../db';
import type { Prisma } from '../generated/prisma/client';
import { RESERVED_STORE_SLUGS, isStoreSlug } from './store-page';
import { firstFreeSlug, slugHasBase, storeSlugBase } from './store-slug';

type Db = PrismaClient | Prisma.TransactionClient;

/** The advisory lock key of slug assignment (an arbitrary constant: 'slug' in ASCII). */
const SLUG_LOCK = 0x736c7567;

/**
 * Takes the transaction-scoped slug lock: two writers choosing a slug at once would pick the same
 * free one, and the second would fail on the unique index. Call inside a transaction.
 */
export async function withSlugLock(tx: Prisma.TransactionClient): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SLUG_LOCK}::int)`;
}

/** The first free slug of `base` for the location `id` (its own current and earlier slugs count as free). */
export async function freeStoreSlug(db: Db, base: string, id: string | null): Promise<string> {
  const [row] = await db.$queryRaw<Array<{ slug: string }>>`SELECT dealer_slug_free(${base}, ${id}::text) AS slug`;
  return row.slug;
}

/** A new location's slug (call under withSlugLock, before inserting it). */
export async function newStoreSlug(db: Db, location: { id: string; name: string; address: string }): Promise<string> {
  return freeStoreSlug(db, storeSlugBase(location.name, location.address), location.id);
}

/**
 * Slugs for many new locations at once (the CSV import; call under withSlugLock, before inserting
 * them): one read of every slug in use or kept as a redirect, then the rule of dealer_slug_free in
 * order, each new slug taken for the next.
 */
export async function newStoreSlugs(db: Db, locations: ReadonlyArray<{ id: string; name: string; address: string }>): Promise<string[]> {
  const rows = await db.$queryRaw<Array<{ slug: string }>>`
    SELECT slug FROM "DealerLocation" WHERE slug <> '' UNION SELECT slug FROM "DealerSlugRedirect"`;
  const taken = new Set(rows.map((r) => r.slug));
  return locations.map((location) => {
    const slug = firstFreeSlug(storeSlugBase(location.name, location.address), (s) => taken.has(s), RESERVED_STORE_SLUGS);
    taken.add(slug);
    return slug;
  });
}

/**
 * After a change of name or address: the location's slug for its new name and place. Unchanged
 * while the base stays (a new phone number, a corrected house number in the same place); else the
 * first free slug of the new base, the old one kept as a redirect to it and an earlier slug of its
 * own that comes back no longer redirecting. Call under withSlugLock, in the transaction that
 * writes the change. Returns the slug now in force.
 */
export async function renameStoreSlug(tx: Prisma.TransactionClient, location: { id: string; name: string; address: string }): Promise<string> {
  const row = await tx.dealerLocation.findUnique({ where: { id: location.id }, select: { slug: true } });
  if (!row) return '';
  const base = storeSlugBase(location.name, location.address);
  if (row.slug && slugHasBase(row.slug, base)) return row.slug;
  const slug = await freeStoreSlug(tx, base, location.id);
  if (slug === row.slug) return slug;
  await tx.dealerSlugRedirect.deleteMany({ where: { slug } });
  await tx.dealerLocation.update({ where: { id: location.id }, data: { slug } });
  if (row.slug) await tx.dealerSlugRedirect.create({ data: { slug: row.slug, locationId: location.id } });
  return slug;
}

/** What `/forhandlere/{slug}` names: a location (its id), an earlier slug of one (its slug now), or nothing. */
export type StoreSlugTarget = { kind: 'store'; id: string; slug: string } | { kind: 'redirect'; slug: string } | null;

export async function resolveStoreSlug(db: Db, slug: string): Promise<StoreSlugTarget> {
  if (!isStoreSlug(slug)) return null;
  const store = await db.dealerLocation.findUnique({ where: { slug }, select: { id: true, slug: true } });
  if (store) return { kind: 'store', ...store };
  const redirect = await db.dealerSlugRedirect.findUnique({ where: { slug }, select: { location: { select: { slug: true } } } });
  return redirect ? { kind: 'redirect', slug: redirect.location.slug } : null;
}
