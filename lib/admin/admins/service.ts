/**
 * Administrator accounts (docs/product.md: Admin panel, Administratorer; docs/operations.md §13):
 * the list, invite (no password: the invitation e-mail goes to the outbox in the same transaction),
 * deactivate (every session of the account ends at once) and reactivate, 'Send invitasjon på
 * nytt'. Two rules hold under concurrent changes: nobody deactivates their own account, and the
 * last active administrator who can sign in is never deactivated — status changes are serialised
 * by a transaction-scoped advisory lock and the count is taken inside it. The callers check the
 * administrator role first and pass the acting administrator.
 */
import 'server-only';
import type { PrismaClient } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { endAllSessions } from '../../auth/sessions';
import { HttpError } from '../../http/errors';
import { siteConfig } from '../../site';
import { ACCOUNT_SELECT, accountRow, createInvitedAccountNow, resendInvitation, resendInvitationIn, type AccountRow } from '../shared/accounts';
import { ADMIN_MESSAGES } from '../shared/messages';
import { ADMIN_ACCOUNT_MESSAGES, type AdminInvite, type AdminUpdate } from './schema';

/** Any constant key for pg_advisory_xact_lock: one lock for every change of an administrator's status. */
const ADMIN_STATUS_LOCK = 18_0005;

/** Every administrator, oldest first (a short list: no paging). */
export async function listAdmins(prisma: PrismaClient): Promise<AccountRow[]> {
  const rows = await prisma.user.findMany({ where: { role: 'ADMIN' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: ACCOUNT_SELECT });
  return rows.map(accountRow);
}

export async function getAdmin(prisma: PrismaClient, id: number): Promise<AccountRow> {
  const row = await prisma.user.findFirst({ where: { id, role: 'ADMIN' }, select: ACCOUNT_SELECT });
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return accountRow(row);
}

/** A new administrator without a password; the invitation is in the outbox when this returns. 409 e-mail taken. */
export function inviteAdmin(prisma: PrismaClient, data: AdminInvite): Promise<AccountRow> {
  return createInvitedAccountNow(prisma, { email: data.email, name: data.name, company: siteConfig().companyName, role: 'ADMIN' });
}

/**
 * Deactivates or reactivates an administrator. 404 unknown (or a dealer), 409 for the acting
 * administrator's own account, 409 when it would leave no active administrator who can sign in.
 * A deactivation ends all the account's sessions in the same transaction.
 */
export function setAdminActive(prisma: PrismaClient, actorId: number, id: number, isActive: boolean): Promise<AccountRow> {
  return updateAdmin(prisma, actorId, id, { isActive });
}

async function setActiveIn(tx: Prisma.TransactionClient, actorId: number, id: number, isActive: boolean): Promise<AccountRow> {
  if (id === actorId) throw new HttpError(409, ADMIN_ACCOUNT_MESSAGES.self);
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMIN_STATUS_LOCK}::bigint)`;
  const target = await tx.user.findFirst({ where: { id, role: 'ADMIN' }, select: { id: true, isActive: true } });
  if (!target) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  if (!isActive && target.isActive) {
    const others = await tx.user.count({ where: { role: 'ADMIN', isActive: true, passwordHash: { not: null }, id: { not: id } } });
    if (others === 0) throw new HttpError(409, ADMIN_ACCOUNT_MESSAGES.lastAdmin);
  }
  const row = await tx.user.update({ where: { id }, data: { isActive }, select: ACCOUNT_SELECT });
  if (!isActive) await endAllSessions(tx, id);
  return accountRow(row);
}

/** PATCH /api/admins/{id}: the status change and/or a new invitation, all or nothing. */
export async function updateAdmin(prisma: PrismaClient, actorId: number, id: number, data: AdminUpdate): Promise<AccountRow> {
  if (data.isActive !== undefined && id === actorId) throw new HttpError(409, ADMIN_ACCOUNT_MESSAGES.self);
  return prisma.$transaction(async (tx) => {
    let row = data.isActive !== undefined ? await setActiveIn(tx, actorId, id, data.isActive) : null;
    if (data.resendInvitation) row = await resendInvitationIn(tx, id, 'ADMIN');
    if (row) return row;
    const found = await tx.user.findFirst({ where: { id, role: 'ADMIN' }, select: ACCOUNT_SELECT });
    if (!found) throw new HttpError(404, ADMIN_MESSAGES.notFound);
    return accountRow(found);
  });
}

export function resendAdminInvitation(prisma: PrismaClient, id: number) {
  return resendInvitation(prisma, id, 'ADMIN');
}
