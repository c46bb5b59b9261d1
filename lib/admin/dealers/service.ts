/**
 * Dealer accounts as administrators manage them (docs/product.md: Admin panel): the paginated list,
 * add, edit (the password only when a new one is given; a new password or a deactivation ends all
 * of the dealer's sessions, lib/auth/sessions.ts) and delete (its sessions go with it).
 * Administrators' own accounts are never touched here (404). Every function takes validated data
 * (schema.ts); the callers check the administrator role first.
 *
 */
import 'server-only';
import type { PrismaClient } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { hashPassword } from '../../auth/password';
import { endAllSessions } from '../../auth/sessions';
import { HttpError } from '../../http/errors';
import { ADMIN_MESSAGES } from '../shared/messages';
import { paginate, type Page } from '../shared/pagination';
import { isUniqueViolation } from '../shared/prisma-errors';
import { DEALER_MESSAGES, type DealerData, type DealerUpdate } from './schema';

const DEALER_SELECT = { id: true, email: true, name: true, company: true, isActive: true, createdAt: true } as const;

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
    items: (window) => prisma.user.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: DEALER_SELECT, ...window }),
    count: () => prisma.user.count({ where }),
  });
}

export async function createDealer(prisma: PrismaClient, data: DealerData) {
  try {
    return await prisma.user.create({
      data: {
        email: data.email,
        passwordHash: await hashPassword(data.password),
        name: data.name,
        company: data.company,
        isActive: data.isActive ?? true,
        role: 'DEALER',
      },
      select: DEALER_SELECT,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, DEALER_MESSAGES.duplicateEmail, { email: [DEALER_MESSAGES.duplicateEmail] });
    throw error;
  }
}

/** One dealer account as the list shows it (an administrator's account: 404). */
export async function getDealer(prisma: PrismaClient, id: number) {
  const row = await prisma.user.findFirst({ where: { id, role: 'DEALER' }, select: DEALER_SELECT });
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return row;
}

/** Dealer accounts only; an administrator's account is not edited here (404). */
export async function updateDealer(prisma: PrismaClient, id: number, data: DealerUpdate) {
  const existing = await prisma.user.findFirst({ where: { id, role: 'DEALER' }, select: { id: true } });
  if (!existing) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  const { password, ...rest } = data;
  const passwordHash = password ? await hashPassword(password) : undefined;
  try {
    return await prisma.$transaction(async (tx) => {
      const updated = await tx.user.update({
        where: { id },
        data: { ...rest, ...(passwordHash ? { passwordHash } : {}) },
        select: DEALER_SELECT,
      });
      if (passwordHash || rest.isActive === false) await endAllSessions(tx, id);
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, DEALER_MESSAGES.duplicateEmail, { email: [DEALER_MESSAGES.duplicateEmail] });
    throw error;
  }
}

export async function deleteDealer(prisma: PrismaClient, id: number) {
  const { count } = await prisma.user.deleteMany({ where: { id, role: 'DEALER' } });
  if (count === 0) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return { id };
}
