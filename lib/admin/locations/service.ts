/**
 * Dealer locations of the finder, as administrators manage them: list (search, paginated), add,
 * edit, delete and the CSV import in the documented format (id;name;address;latitude;longitude and
 * optionally the categories and products it carries; no header, names re-cased — lib/dealers/csv.ts). A change of name or address drops the stored
 * Places details, so the next lookup fetches them for the new place. Every write revalidates the
 * finder's cached list at once. The list names the dealer account linked to each location and the
 * latest change that dealer made in the portal ('Min butikk', lib/dealers/store.ts). The import's limits and texts are in limits.ts.
 * Each location gets its store page's slug on creation; a change of name or place that changes it keeps
 * the old one as a redirect (lib/dealers/store-slugs.ts).
 */
import 'server-only';
import { expireTag } from '../../cache';
import type { PrismaClient } from '../../db';
import { Prisma } from '../../generated/prisma/client';
import { parseDealerCsv, type DealerRowError } from '../../dealers/csv';
import { recaseDealerName } from '../../dealers/names';
import { readWeeklyHours, type SpecialDay, type WeeklyHours } from '../../dealers/hours-core';
import { DEALERS_TAG } from '../../dealers/search';
import { newStoreSlug, newStoreSlugs, renameStoreSlug, withSlugLock } from '../../dealers/store-slugs';
import { HttpError } from '../../http/errors';
import { ADMIN_MESSAGES } from '../shared/messages';
import { paginate, type Page } from '../../pagination';
import { isUniqueViolation } from '../shared/prisma-errors';
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './limits';
import { LOCATION_MESSAGES, locationSchema, type LocationData, type LocationUpdate } from './schema';

/** The finder's cached list reads the 'dealers' tag. */
const finderChanged = () => expireTag(DEALERS_TAG);

const LOCATION_SELECT = {
  id: true,
  name: true,
  address: true,
  lat: true,
  lng: true,
  phoneNumber: true,
  website: true,
  lastUpdated: true,
  categories: true,
  products: true,
  /** The dealer account that keeps the store up to date in the portal ('Min butikk'), and its latest change there. */
  dealer: { select: { email: true } },
  storeEditedAt: true,
  storeEditedBy: true,
  /** The store page, /forhandlere/{slug}. */
  slug: true,
  weeklyHours: true,
  hoursEditedAt: true,
  specialDays: { select: { date: true, periods: true, note: true }, orderBy: { date: 'asc' } },
} as const;

/** The special days as rows to write. */
const specialDayRows = (days: readonly SpecialDay[]) => days.map((d) => ({ date: new Date(`${d.date}T00:00:00Z`), periods: d.periods, note: d.note }));

/** The hours of a save: the week (stamped as a person's: Places no longer overwrites it) and the special days (the list replaces the stored one). */
function hoursData(data: { weeklyHours?: WeeklyHours; specialDays?: SpecialDay[] }, now: Date, replace: boolean, stored: unknown = null) {
  // The week as it was (the dialog sends it with every save): no change, no stamp, so Google may still fill it.
  const changed = data.weeklyHours && JSON.stringify(data.weeklyHours) !== JSON.stringify(readWeeklyHours(stored));
  return {
    ...(changed ? { weeklyHours: data.weeklyHours, hoursEditedAt: now } : {}),
    ...(data.specialDays ? { specialDays: { ...(replace ? { deleteMany: {} } : {}), create: specialDayRows(data.specialDays) } } : {}),
  };
}

/** Locations whose id, name or address contains the (trimmed) text, any case; all without one. */
export function locationSearchWhere(term: string | undefined): Prisma.DealerLocationWhereInput {
  return term
    ? {
        OR: [
          { id: { contains: term, mode: 'insensitive' } },
          { name: { contains: term, mode: 'insensitive' } },
          { address: { contains: term, mode: 'insensitive' } },
        ],
      }
    : {};
}

export async function listLocations(prisma: PrismaClient, page: Page, q?: string) {
  const where = locationSearchWhere(q?.trim());
  return paginate(page, {
    items: (window) => prisma.dealerLocation.findMany({ where, orderBy: [{ name: 'asc' }, { id: 'asc' }], select: LOCATION_SELECT, ...window }),
    count: () => prisma.dealerLocation.count({ where }),
  });
}

export async function createLocation(prisma: PrismaClient, data: LocationData) {
  try {
    const name = recaseDealerName(data.name);
    const row = await prisma.$transaction(async (tx) => {
      await withSlugLock(tx);
      const slug = await newStoreSlug(tx, { id: data.id, name, address: data.address });
      return tx.dealerLocation.create({
        data: {
          id: data.id,
          name,
          address: data.address,
          lat: data.lat,
          lng: data.lng,
          categories: data.categories ?? [],
          products: data.products ?? [],
          slug,
          ...hoursData(data, new Date(), false),
        },
        select: LOCATION_SELECT,
      });
    });
    finderChanged();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, LOCATION_MESSAGES.duplicate, { id: [LOCATION_MESSAGES.duplicate] });
    throw error;
  }
}

/** One location as the list shows it (404 when there is none). */
export async function getLocation(prisma: PrismaClient, id: string) {
  const row = await prisma.dealerLocation.findUnique({ where: { id }, select: LOCATION_SELECT });
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return row;
}

const PLACES_RESET = { formattedAddress: null, phoneNumber: null, website: null, placeId: null, lastUpdated: null };
/** A moved store whose dealer keeps its own details ('Min butikk'): only Google's part is dropped. */
const PLACES_RESET_KEEPING_DEALERS = { formattedAddress: null, placeId: null, lastUpdated: null };
/** Hours a person entered (the dealer or an administrator) stay with a moved store; Google's go. */
const placesReset = (row: { storeEditedAt: Date | null; hoursEditedAt: Date | null }) => ({
  ...(row.storeEditedAt ? PLACES_RESET_KEEPING_DEALERS : PLACES_RESET),
  ...(row.storeEditedAt || row.hoursEditedAt ? {} : { weeklyHours: Prisma.DbNull }),
});

export async function updateLocation(prisma: PrismaClient, id: string, data: LocationUpdate) {
  const name = recaseDealerName(data.name);
  const row = await prisma.$transaction(async (tx) => {
    // The slug lock first (the order the CSV import takes its locks in), then the row, read under
    // FOR UPDATE in the writing transaction: a Places lookup or a dealer's save between the read
    // and the write cannot be overwritten with what was read before it.
    await withSlugLock(tx);
    const [locked] = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM "DealerLocation" WHERE id = ${id} FOR UPDATE`;
    if (!locked) throw new HttpError(404, ADMIN_MESSAGES.notFound);
    const existing = await tx.dealerLocation.findUniqueOrThrow({
      where: { id },
      select: { name: true, address: true, storeEditedAt: true, hoursEditedAt: true, weeklyHours: true },
    });
    const moved = name !== existing.name || data.address !== existing.address;
    await tx.dealerLocation.update({
      where: { id },
      data: {
        name,
        address: data.address,
        lat: data.lat,
        lng: data.lng,
        ...(data.categories ? { categories: data.categories } : {}),
        ...(data.products ? { products: data.products } : {}),
        ...(moved ? placesReset(existing) : {}),
        // After the reset: hours entered in this save win.
        ...hoursData(data, new Date(), true, existing.weeklyHours),
      },
    });
    // A new name or place may give the store page a new address; the old one then redirects to it.
    if (moved) await renameStoreSlug(tx, { id, name, address: data.address });
    return tx.dealerLocation.findUniqueOrThrow({ where: { id }, select: LOCATION_SELECT });
  });
  finderChanged();
  return row;
}

export async function deleteLocation(prisma: PrismaClient, id: string) {
  const { count } = await prisma.dealerLocation.deleteMany({ where: { id } });
  if (count === 0) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  finderChanged();
  return { id };
}

export interface ImportResult {
  created: number;
  updated: number;
  errors: DealerRowError[];
}

/** A CSV row under the location form's own schema (id pattern, lengths, the text rule): its first refusal, or null. */
function formRule(row: LocationData): string | null {
  const parsed = locationSchema.safeParse(row);
  return parsed.success ? null : [...new Set(parsed.error.issues.map((issue) => issue.message))].join('; ');
}

/**
 * Imports the semicolon file: all or nothing. Every row goes through the location form's schema. A file with any invalid line changes nothing and
 * answers every line's error; a valid one adds new ids and updates known ones (keeping their
 * Places details unless the name or address changed), in one transaction.
 */
export async function importLocations(prisma: PrismaClient, bytes: Uint8Array): Promise<ImportResult> {
  if (bytes.byteLength === 0) throw new HttpError(400, IMPORT_MESSAGES.missing);
  if (bytes.byteLength > MAX_IMPORT_BYTES) throw new HttpError(413, IMPORT_MESSAGES.tooLarge);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(415, IMPORT_MESSAGES.notText);
  }
  if (text.includes('\u0000')) throw new HttpError(415, IMPORT_MESSAGES.notText);
  let parsed: ReturnType<typeof parseDealerCsv>;
  try {
    parsed = parseDealerCsv(text, formRule);
  } catch (error) {
    // csv-parse refuses broken quoting with a line number in its message.
    const line = (error as { lines?: number }).lines ?? 0;
    return { created: 0, updated: 0, errors: [{ line, message: 'Filen kunne ikke leses (feil i anførselstegn?)' }] };
  }
  const { rows, errors } = parsed;
  if (rows.length + errors.length > MAX_IMPORT_ROWS) throw new HttpError(413, IMPORT_MESSAGES.tooManyRows);
  if (errors.length > 0 || rows.length === 0) {
    return { created: 0, updated: 0, errors: errors.length > 0 ? errors : [{ line: 0, message: IMPORT_MESSAGES.missing }] };
  }

  const result = await prisma.$transaction(
    async (tx) => {
      await withSlugLock(tx);
      const known = new Map(
        (
          await tx.dealerLocation.findMany({
            where: { id: { in: rows.map((r) => r.id) } },
            select: { id: true, name: true, address: true, storeEditedAt: true, hoursEditedAt: true },
          })
        ).map((r) => [r.id, r]),
      );
      const fresh = rows.filter((r) => !known.has(r.id));
      // A row of five fields: a new location carries everything, a known one keeps its assortment.
      if (fresh.length > 0) {
        const slugs = await newStoreSlugs(tx, fresh);
        await tx.dealerLocation.createMany({
          data: fresh.map(({ categories, products, ...row }, i) => ({ ...row, categories: categories ?? [], products: products ?? [], slug: slugs[i] })),
        });
      }
      let updated = 0;
      for (const row of rows) {
        const before = known.get(row.id);
        if (!before) continue;
        const moved = before.name !== row.name || before.address !== row.address;
        await tx.dealerLocation.update({
          where: { id: row.id },
          data: {
            name: row.name,
            address: row.address,
            lat: row.lat,
            lng: row.lng,
            ...(row.categories ? { categories: row.categories, products: row.products ?? [] } : {}),
            ...(moved ? placesReset(before) : {}),
          },
        });
        if (moved) await renameStoreSlug(tx, row);
        updated += 1;
      }
      return { created: fresh.length, updated, errors: [] };
    },
    { timeout: 60_000 },
  );
  finderChanged();
  return result;
}
