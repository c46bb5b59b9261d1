/**
 * Dealer accounts as administrators manage them (docs/product.md: Admin panel): the paginated list
 * (with 'Venter på passord' while the invitation is open), add (no password: the dealer gets an
 * invitation e-mail through the outbox in the same transaction, lib/admin/shared/accounts.ts),
 * edit (a deactivation ends all of the dealer's sessions, lib/auth/sessions.ts; a new e-mail on a
 * pending account sends the invitation to the new address), 'Send invitasjon på nytt' and delete
 * (its sessions go with it). Administrators' own accounts are never touched here (404). Every
 * function takes validated data (schema.ts); the callers check the administrator role first.
 *
 * The store link ('Min butikk', lib/dealers/store.ts): an account lists the dealer locations it keeps
 * up to date in the portal. Add and edit set the links in the same transaction as the rest: the
 * locations listed are linked to this dealer (one linked to another dealer moves here), this
 * dealer's other locations are unlinked; an unknown id is a 400 on `stores` and nothing is saved.
 */
import 'server-only';
import type { PrismaClient } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { sendInvitation } from '../../auth/invitations';
import { endAllSessions } from '../../auth/sessions';
import { HttpError } from '../../http/errors';
import { ACCOUNT_SELECT, accountRow, createInvitedAccount, duplicateEmail, resendInvitation, resendInvitationIn, type AccountRow } from '../shared/accounts';
import { ADMIN_MESSAGES } from '../shared/messages';
import { locationSearchWhere } from '../locations/service';
import { paginate, type Page } from '../../pagination';
import { DEALER_MESSAGES, type DealerData, type DealerUpdate } from './schema';

/** A store location linked to a dealer account, as the list and the edit dialog show it. */
export interface DealerStore {
  id: string;
  name: string;
}

/** A dealer account as the admin list shows it: the account row and its linked stores, by name. */
export type DealerAccountRow = AccountRow & { stores: DealerStore[] };

const STORES = { select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] } satisfies Prisma.User$storesArgs;

/** The account columns (ACCOUNT_SELECT, shared with the administrators' list) and the linked stores. */
const DEALER_SELECT = { ...ACCOUNT_SELECT, stores: STORES } as const;

function dealerRow({ stores, ...row }: Prisma.UserGetPayload<{ select: typeof DEALER_SELECT }>): DealerAccountRow {
  return { ...accountRow(row), stores };
}

const storesOf = (tx: Prisma.TransactionClient, dealerId: number) => tx.dealerLocation.findMany({ where: { dealerId }, ...STORES });

/**
 * Links exactly these locations to the dealer: each listed one (moved from another dealer if need
 * be), none of its others. 400 on `stores` naming every unknown id (one message: the form shows one).
 */
async function linkStores(tx: Prisma.TransactionClient, dealerId: number, ids: readonly string[]) {
  const known = new Set((await tx.dealerLocation.findMany({ where: { id: { in: [...ids] } }, select: { id: true } })).map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new HttpError(400, ADMIN_MESSAGES.invalid, { stores: [DEALER_MESSAGES.unknownStore(unknown)] });
  await tx.dealerLocation.updateMany({ where: { dealerId, id: { notIn: [...ids] } }, data: { dealerId: null } });
  if (ids.length > 0) await tx.dealerLocation.updateMany({ where: { id: { in: [...ids] } }, data: { dealerId } });
}

/** Of these locations, those linked to another account than `dealerId`, with its e-mail (for the audit entry of a move). */
export async function storesLinkedElsewhere(prisma: PrismaClient, ids: readonly string[], dealerId?: number): Promise<{ id: string; email: string }[]> {
  if (ids.length === 0) return [];
  const rows = await prisma.dealerLocation.findMany({
    where: { id: { in: [...ids] }, dealerId: dealerId === undefined ? { not: null } : { not: dealerId } },
    select: { id: true, dealer: { select: { email: true } } },
    orderBy: { id: 'asc' },
  });
  return rows.flatMap((row) => (row.dealer ? [{ id: row.id, email: row.dealer.email }] : []));
}

/** At most this many locations in the picker's answer. */
export const MAX_STORE_OPTIONS = 20;

/** A location as the edit dialog's picker offers it: where it is and which account it is linked to now. */
export interface StoreOption {
  id: string;
  name: string;
  address: string;
  dealer: { id: number; email: string } | null;
}

/**
 * The picker's options: locations whose id, name or address contains `q` (all without one), by
 * name, at most MAX_STORE_OPTIONS; a location whose id is exactly `q` comes first.
 */
export async function searchStoreOptions(prisma: PrismaClient, q?: string): Promise<StoreOption[]> {
  const term = q?.trim();
  const select = { id: true, name: true, address: true, dealer: { select: { id: true, email: true } } } as const;
  const where = locationSearchWhere(term);
  const [exact, matches] = await Promise.all([
    term ? prisma.dealerLocation.findUnique({ where: { id: term }, select }) : null,
    prisma.dealerLocation.findMany({ where, orderBy: [{ name: 'asc' }, { id: 'asc' }], select, take: MAX_STORE_OPTIONS }),
  ]);
  return exact ? [exact, ...matches.filter((row) => row.id !== exact.id)].slice(0, MAX_STORE_OPTIONS) : matches;
}

export async function listDealers(prisma: PrismaClient, page: Page, q?: string) {
  const term = q?.trim();
  const where: Prisma.UserWhereInput = {
    role: 'DEALER',
    ...(term
      ? {
          OR: [
            { email: { contains: term, mode: 'insensitive' } },
            { name: { contains: term, mode: 'insensitive' } },
            { company: { contains: term, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
  return paginate(page, {
    items: async (window) =>
      (await prisma.user.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: DEALER_SELECT, ...window })).map(dealerRow),
    count: () => prisma.user.count({ where }),
  });
}

/**
 * A new dealer without a password, linked to `stores`; the invitation is in the outbox when this
 * returns. 409 e-mail taken, 400 an unknown store (no account then either).
 */
export async function createDealer(prisma: PrismaClient, data: DealerData): Promise<DealerAccountRow> {
  try {
    return await prisma.$transaction(async (tx) => {
      const account = await createInvitedAccount(tx, { email: data.email, name: data.name, company: data.company, isActive: data.isActive, role: 'DEALER' });
      if (data.stores?.length) await linkStores(tx, account.id, data.stores);
      return { ...account, stores: await storesOf(tx, account.id) };
    });
  } catch (error) {
    throw duplicateEmail(error);
  }
}

/** One dealer account as the list shows it, with its stores (an administrator's account: 404). */
export async function getDealer(prisma: PrismaClient, id: number): Promise<DealerAccountRow> {
  const row = await prisma.user.findFirst({ where: { id, role: 'DEALER' }, select: DEALER_SELECT });
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return dealerRow(row);
}

/**
 * Dealer accounts only; an administrator's account is not edited here (404). `stores` replaces the
 * account's store links in the same transaction (400 on an unknown id, nothing saved).
 */
export async function updateDealer(prisma: PrismaClient, id: number, data: DealerUpdate): Promise<DealerAccountRow & { expiresAt?: Date }> {
  // `password` never gets here: the schema refuses it.
  const { resendInvitation: resend, email, name, company, isActive, stores } = data;
  const fields = { email, name, company, isActive };
  try {
    const updated = await prisma.$transaction(async (tx) => {
      const before = await tx.user.findFirst({ where: { id, role: 'DEALER' }, select: ACCOUNT_SELECT });
      if (!before) throw new HttpError(404, ADMIN_MESSAGES.notFound);
      const row = await tx.user.update({ where: { id }, data: fields, select: ACCOUNT_SELECT });
      if (fields.isActive === false) await endAllSessions(tx, id);
      if (stores) await linkStores(tx, id, stores);
      const linked = await storesOf(tx, id);
      // 'Send invitasjon på nytt' in the same transaction: refused (409), nothing above is kept either.
      if (resend) return { ...(await resendInvitationIn(tx, id, 'DEALER')), stores: linked };
      // The open invitation went to the old address: the new one gets a fresh link (the old stops working).
      if (row.passwordHash === null && row.isActive && fields.email !== undefined && fields.email !== before.email) {
        await sendInvitation(tx, { id, email: row.email, name: row.name, role: 'DEALER' });
      }
      return { ...accountRow(row), stores: linked };
    });
    return updated;
  } catch (error) {
    throw duplicateEmail(error);
  }
}

/** 'Send invitasjon på nytt' (pending accounts only: 409 otherwise). */
export function resendDealerInvitation(prisma: PrismaClient, id: number) {
  return resendInvitation(prisma, id, 'DEALER');
}

export async function deleteDealer(prisma: PrismaClient, id: number) {
  const { count } = await prisma.user.deleteMany({ where: { id, role: 'DEALER' } });
  if (count === 0) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return { id };
}
