/**
 * 'Min butikk' (docs/product.md: Dealer portal): a dealer keeps its own store locations up to date —
 * opening hours, phone, website and what the store carries. An administrator links the account to
 * its locations (lib/admin/dealers); only the linked account may read or change a location here
 * (403 for every other account, administrators included: they have the admin panel). A change
 * shows in the finder at once (the 'dealers' cache tag), is written to the audit log as
 * 'Endret av forhandler' with what changed, and is stamped on the row (storeEditedAt/-By) for the
 * admin list. From the first change on, the phone, website and hours are the dealer's: a Places
 * lookup no longer overwrites them (lib/dealers/places/details.ts).
 */
import 'server-only';
import { expireTag } from '../cache';
import type { PrismaClient } from '../db';
import { recordAudit } from '../audit/service';
import { changeSummary } from '../audit/summary';
import type { SessionUser } from '../auth/user';
import { HttpError } from '../http/errors';
import { isPlausibleDealerId } from './places/fields';
import { norwegianPlaceOfAddress } from './postal-register';
import { DEALERS_TAG } from './search';
import { STORE_MESSAGES, type StoreData } from './store-schema';
import { osloToday, readPeriods, readWeeklyHours, specialDaysText, weeklyHoursText, type SpecialDay, type WeeklyHours } from './hours-core';

export const STORE_SELECT = {
  id: true,
  name: true,
  address: true,
  phoneNumber: true,
  website: true,
  weeklyHours: true,
  specialDays: { select: { date: true, periods: true, note: true }, orderBy: { date: 'asc' } },
  categories: true,
  products: true,
  storeEditedAt: true,
  storeEditedBy: true,
} as const;

export interface OwnStore {
  id: string;
  name: string;
  address: string;
  phoneNumber: string | null;
  website: string | null;
  /** lib/dealers/hours.ts WeeklyHours; null when unknown. */
  weeklyHours: WeeklyHours | null;
  /** Its special days from today on (Oslo), by date. */
  specialDays: SpecialDay[];
  categories: string[];
  products: string[];
  storeEditedAt: Date | null;
  storeEditedBy: string | null;
}

type StoreRow = Omit<OwnStore, 'weeklyHours' | 'specialDays'> & {
  weeklyHours: unknown;
  specialDays: { date: Date; periods: unknown; note: string | null }[];
};

/** A stored special day (a DATE column, read as midnight UTC) as lib/dealers/hours.ts has it. */
export function specialDayOfRow(row: { date: Date; periods: unknown; note: string | null }): SpecialDay {
  return { date: row.date.toISOString().slice(0, 10), periods: readPeriods(row.periods), note: row.note };
}

/** The special days of a row from `today` on. */
export function comingSpecialDaysOfRows(rows: readonly { date: Date; periods: unknown; note: string | null }[], today = osloToday()): SpecialDay[] {
  return rows.map(specialDayOfRow).filter((d) => d.date >= today);
}

function present(row: StoreRow): OwnStore {
  return { ...row, weeklyHours: readWeeklyHours(row.weeklyHours), specialDays: comingSpecialDaysOfRows(row.specialDays) };
}

/**
 * Where the finder shows the store: a postal search of its address's Norwegian postal code, else the
 * finder ('9000 Aalborg' would search around Tromsø).
 */
export function finderLinkFor(store: Pick<OwnStore, 'address'>): string {
  const code = norwegianPlaceOfAddress(store.address)?.postalCode;
  return code ? `/forhandlere?postnummer=${code}` : '/forhandlere';
}

/** The store locations linked to the account, by name. */
export async function listOwnStores(prisma: PrismaClient, user: Pick<SessionUser, 'id'>): Promise<OwnStore[]> {
  const rows = await prisma.dealerLocation.findMany({ where: { dealerId: user.id }, select: STORE_SELECT, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  return rows.map(present);
}

/** One of the account's own stores; 403 for any other id, known or not (no probing which exist). */
export async function getOwnStore(prisma: PrismaClient, user: Pick<SessionUser, 'id'>, id: string): Promise<OwnStore> {
  // An id no location can have (U+0000, which PostgreSQL refuses, among them) is nobody's store.
  if (!isPlausibleDealerId(id)) throw new HttpError(403, STORE_MESSAGES.notYours);
  const row = await prisma.dealerLocation.findFirst({ where: { id, dealerId: user.id }, select: STORE_SELECT });
  if (!row) throw new HttpError(403, STORE_MESSAGES.notYours);
  return present(row);
}

/**
 * Saves the dealer's change to its own store (403 otherwise), in one transaction with the check,
 * so an unlink at the same moment cannot let it through. Writes the audit entry, then expires the
 * finder's cache.
 */
export async function updateOwnStore(
  prisma: PrismaClient,
  user: Pick<SessionUser, 'id' | 'email'>,
  id: string,
  data: StoreData,
  context: { ip?: string | null; now?: Date } = {},
): Promise<OwnStore> {
  const now = context.now ?? new Date();
  if (!isPlausibleDealerId(id)) throw new HttpError(403, STORE_MESSAGES.notYours);
  const { before, after } = await prisma.$transaction(async (tx) => {
    const before = await tx.dealerLocation.findFirst({ where: { id, dealerId: user.id }, select: STORE_SELECT });
    if (!before) throw new HttpError(403, STORE_MESSAGES.notYours);
    // Guarded on the link again, so an administrator's unlink between the read and the write wins.
    const { count } = await tx.dealerLocation.updateMany({
      where: { id, dealerId: user.id },
      data: {
        phoneNumber: data.phoneNumber,
        website: data.website,
        weeklyHours: data.weeklyHours,
        hoursEditedAt: now,
        ...(data.categories ? { categories: data.categories } : {}),
        ...(data.products ? { products: data.products } : {}),
        storeEditedAt: now,
        storeEditedBy: user.email,
      },
    });
    if (count === 0) throw new HttpError(403, STORE_MESSAGES.notYours);
    if (data.specialDays) {
      // The list as sent replaces the stored one (days before today drop off with it).
      await tx.dealerSpecialDay.deleteMany({ where: { locationId: id } });
      await tx.dealerSpecialDay.createMany({
        data: data.specialDays.map((d) => ({ locationId: id, date: new Date(`${d.date}T00:00:00Z`), periods: d.periods, note: d.note })),
      });
    }
    const after = await tx.dealerLocation.findUniqueOrThrow({ where: { id }, select: STORE_SELECT });
    return { before: present(before), after: present(after) };
  });
  expireTag(DEALERS_TAG);
  // Lists as text, so the entry names the hours and categories themselves, not their count.
  const readable = (row: OwnStore) => ({
    phoneNumber: row.phoneNumber,
    website: row.website,
    weeklyHours: weeklyHoursText(row.weeklyHours),
    specialDays: specialDaysText(row.specialDays),
    categories: row.categories.join(', '),
    products: row.products.join(', '),
  });
  await recordAudit(prisma, {
    action: 'store_update',
    entity: 'location',
    entityId: id,
    actorId: user.id,
    actorEmail: user.email,
    summary: changeSummary(readable(after), { before: readable(before) }),
    ip: context.ip ?? null,
    at: now,
  });
  return after;
}
