/**
 * Accounts an administrator creates (docs/operations.md §13): a dealer, an administrator or a dealer
 * from an application gets no password from anyone. The account is created with no password hash
 * (it cannot sign in) and its invitation — a one-time link, valid 72 hours — is written to the
 * e-mail outbox in the same transaction: no account without its invitation, no invitation without
 * its account. 'Send invitasjon på nytt' issues a new link and voids the old one.
 */
import 'server-only';
import type { PrismaClient } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { sendInvitation } from '../../auth/invitations';
import { HttpError } from '../../http/errors';
import { ACCOUNT_MESSAGES } from './account-messages';
import { ADMIN_MESSAGES } from './messages';
import { isUniqueViolation } from './prisma-errors';

type Role = 'DEALER' | 'ADMIN';

/** The columns of an account row in the admin lists (the hash is read only to tell whether one is set). */
export const ACCOUNT_SELECT = { id: true, email: true, name: true, company: true, isActive: true, createdAt: true, passwordHash: true } as const;

export type AccountRow = {
  id: number;
  email: string;
  name: string;
  company: string;
  isActive: boolean;
  createdAt: Date;
  /** True until the owner has set a password through the invitation link. */
  invitationPending: boolean;
};

/** The row without its password hash: only whether one is set. */
export function accountRow({ passwordHash, ...row }: { passwordHash: string | null } & Omit<AccountRow, 'invitationPending'>): AccountRow {
  return { ...row, invitationPending: passwordHash === null };
}

/** 409 with the e-mail field's message when the address is taken. */
export function duplicateEmail(error: unknown): unknown {
  return isUniqueViolation(error) ? new HttpError(409, ACCOUNT_MESSAGES.duplicateEmail, { email: [ACCOUNT_MESSAGES.duplicateEmail] }) : error;
}

/**
 * Creates the account without a password and writes its invitation to the outbox. Call inside a
 * transaction (`tx`), so a failed invitation leaves no account. 409 when the e-mail is taken.
 */
export async function createInvitedAccount(
  tx: Prisma.TransactionClient,
  data: { email: string; name: string; company: string; role: Role; isActive?: boolean },
  now = new Date(),
): Promise<AccountRow> {
  const user = await tx.user.create({
    data: { email: data.email, passwordHash: null, name: data.name, company: data.company, role: data.role, isActive: data.isActive ?? true },
    select: ACCOUNT_SELECT,
  });
  await sendInvitation(tx, { id: user.id, email: user.email, name: user.name, role: data.role }, now);
  return accountRow(user);
}

/** The same, in its own transaction. */
export async function createInvitedAccountNow(prisma: PrismaClient, data: Parameters<typeof createInvitedAccount>[1]): Promise<AccountRow> {
  try {
    return await prisma.$transaction((tx) => createInvitedAccount(tx, data));
  } catch (error) {
    throw duplicateEmail(error);
  }
}

/**
 * 'Send invitasjon på nytt': a new link to an account of the role that has no password yet (the
 * old link stops working). 404 unknown account (or another role), 409 when it already has a
 * password (its owner uses 'Glemt passord?') or is deactivated.
 */
export function resendInvitation(prisma: PrismaClient, id: number, role: Role, now = new Date()): Promise<AccountRow & { expiresAt: Date }> {
  return prisma.$transaction((tx) => resendInvitationIn(tx, id, role, now));
}

/** The same inside the caller's transaction (an update that also resends is all or nothing). */
export async function resendInvitationIn(tx: Prisma.TransactionClient, id: number, role: Role, now = new Date()): Promise<AccountRow & { expiresAt: Date }> {
  const user = await tx.user.findFirst({ where: { id, role }, select: ACCOUNT_SELECT });
  if (!user) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  if (user.passwordHash !== null) throw new HttpError(409, ACCOUNT_MESSAGES.alreadyHasPassword);
  if (!user.isActive) throw new HttpError(409, ACCOUNT_MESSAGES.inactive);
  const { expiresAt } = await sendInvitation(tx, { id: user.id, email: user.email, name: user.name, role }, now);
  return { ...accountRow(user), expiresAt };
}
