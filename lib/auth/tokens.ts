/**
 * One-time links (docs/operations.md §13): invitations (a new dealer or administrator sets the first
 * password, valid 72 hours) and password resets ('Glemt passord?', valid 1 hour). The link carries a
 * random 256-bit token; only its SHA-256 is stored (auth_tokens). A token works once: using it and
 * issuing a newer token of the same purpose for the same account both set `usedAt`. Setting a
 * password through a token ends every session of the account.
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '../db';
import type { AuthTokenPurpose, Prisma } from '../generated/prisma/client';
import { hashPassword } from './password';
import { endAllSessions } from './sessions';

type Db = PrismaClient | Prisma.TransactionClient;

export const TOKEN_BYTES = 32;
export const TOKEN_TTL_MS: Record<AuthTokenPurpose, number> = {
  INVITATION: 72 * 60 * 60 * 1000,
  PASSWORD_RESET: 60 * 60 * 1000,
};

/** The path of the page that takes a token (app/auth/nytt-passord; lib/auth/routes.ts). */
export { SET_PASSWORD_PATH } from './routes';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A syntactically possible token (base64url of TOKEN_BYTES); anything else is never looked up. */
export function isTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/**
 * A new token for the account; every older unused token of the same purpose stops working.
 * Returns the plain token (for the link only: it is not stored) and its expiry.
 */
export async function issueToken(db: Db, userId: number, purpose: AuthTokenPurpose, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS[purpose]);
  await db.authToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: now } });
  await db.authToken.create({ data: { tokenHash: hashToken(token), userId, purpose, expiresAt, createdAt: now } });
  return { token, expiresAt };
}

export interface TokenHolder {
  userId: number;
  purpose: AuthTokenPurpose;
  email: string;
  name: string;
  role: 'DEALER' | 'ADMIN';
  expiresAt: Date;
}

/** The account a usable token belongs to (unused, unexpired, account active), or null. Reads only. */
export async function findUsableToken(db: Db, token: unknown, now = new Date()): Promise<TokenHolder | null> {
  if (!isTokenShaped(token)) return null;
  const row = await db.authToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { userId: true, purpose: true, expiresAt: true, usedAt: true, user: { select: { email: true, name: true, role: true, isActive: true } } },
  });
  if (!row || row.usedAt || row.expiresAt <= now || !row.user.isActive) return null;
  return { userId: row.userId, purpose: row.purpose, email: row.user.email, name: row.user.name, role: row.user.role, expiresAt: row.expiresAt };
}

/**
 * Sets the account's password through a token, in one transaction: the token is claimed (a
 * concurrent second use finds it used), the hash replaced, every session ended and every other
 * open token of the account voided. Null when the token is not usable.
 */
export async function setPasswordWithToken(
  prisma: PrismaClient,
  token: unknown,
  password: string,
  now = new Date(),
): Promise<(TokenHolder & { endedSessions: number }) | null> {
  const holder = await findUsableToken(prisma, token, now);
  if (!holder) return null;
  const passwordHash = await hashPassword(password);
  return prisma.$transaction(async (tx) => {
    const claimed = await tx.authToken.updateMany({
      where: { tokenHash: hashToken(token as string), usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) return null;
    await tx.user.update({ where: { id: holder.userId }, data: { passwordHash } });
    await tx.authToken.updateMany({ where: { userId: holder.userId, usedAt: null }, data: { usedAt: now } });
    const endedSessions = await endAllSessions(tx, holder.userId);
    return { ...holder, endedSessions };
  });
}

/** Removes tokens that expired more than a day ago (called with the other clean-ups). */
export async function deleteStaleTokens(db: Db, now = new Date()): Promise<number> {
  const { count } = await db.authToken.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } } });
  return count;
}
