/**
 * Dealer accounts as administrators manage them (docs/product.md: Admin panel): the paginated list
 * (with 'Venter på passord' while the invitation is open), add (no password: the dealer gets an
 * invitation e-mail through the outbox in the same transaction, lib/admin/shared/accounts.ts),
 * edit (a deactivation ends all of the dealer's sessions, lib/auth/sessions.ts; a new e-mail on a
 * pending account sends the invitation to the new address), 'Send invitasjon på nytt' and delete
 * (its sessions go with it). Administrators' own accounts are never touched here (404). Every
 * function takes validated data (schema.ts); the callers check the administrator role first.
 */
import 'server-only';
import type { PrismaClient } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { sendInvitation } from '../../auth/invitations';
import { endAllSessions } from '../../auth/sessions';
import { HttpError } from '../../http/errors';
import { ACCOUNT_SELECT, accountRow, createInvitedAccountNow, duplicateEmail, resendInvitation, resendInvitationIn } from '../shared/accounts';
import { ADMIN_MESSAGES } from '../shared/messages';
import { paginate, type Page } from '../../pagination';
import type { DealerData, DealerUpdate } from './schema';

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
      (await prisma.user.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: ACCOUNT_SELECT, ...window })).map(accountRow),
    count: () => prisma.user.count({ where }),
  });
}

/** A new dealer without a password; the invitation is in the outbox when this returns. 409 e-mail taken. */
export function createDealer(prisma: PrismaClient, data: DealerData) {
  return createInvitedAccountNow(prisma, { email: data.email, name: data.name, company: data.company, isActive: data.isActive, role: 'DEALER' });
}

/** One dealer account as the list shows it (an administrator's account: 404). */
export async function getDealer(prisma: PrismaClient, id: number) {
  const row = await prisma.user.findFirst({ where: { id, role: 'DEALER' }, select: ACCOUNT_SELECT });
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return accountRow(row);
}

/** Dealer accounts only; an administrator's account is not edited here (404). */
export async function updateDealer(prisma: PrismaClient, id: number, data: DealerUpdate) {
  // `password` never gets here: the schema refuses it.
  const { resendInvitation: resend, email, name, company, isActive } = data;
  const fields = { email, name, company, isActive };
  try {
    const updated = await prisma.$transaction(async (tx) => {
      const before = await tx.user.findFirst({ where: { id, role: 'DEALER' }, select: ACCOUNT_SELECT });
      if (!before) throw new HttpError(404, ADMIN_MESSAGES.notFound);
      const row = await tx.user.update({ where: { id }, data: fields, select: ACCOUNT_SELECT });
      if (fields.isActive === false) await endAllSessions(tx, id);
      // 'Send invitasjon på nytt' in the same transaction: refused (409), nothing above is kept either.
      if (resend) return resendInvitationIn(tx, id, 'DEALER');
      // The open invitation went to the old address: the new one gets a fresh link (the old stops working).
      if (row.passwordHash === null && row.isActive && fields.email !== undefined && fields.email !== before.email) {
        await sendInvitation(tx, { id, email: row.email, name: row.name, role: 'DEALER' });
      }
      return accountRow(row);
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
