/**
 * Stored sessions (docs/operations.md §13). Every sign-in — next-auth's credentials flow
 * (the `jwt` callback in options.ts) and the JSON calls (handlers.ts) — creates a row whose random
 * id (256 bits) goes into the session token; only its SHA-256 hash is stored. Every check of a
 * signed-in request (session.ts, next-auth's session endpoint) looks the row up together with the
 * account, so deleting it ends the session at once: logout, 'Logg ut overalt', a password change
 * or deactivation (lib/admin/dealers/service.ts). A session lasts SESSION_MAX_AGE_SECONDS from
 * sign-in, however often it is refreshed; expired rows are removed at sign-in, a bounded batch
 * at a time.
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '../db';
import type { Prisma } from '../generated/prisma/client';
import { SESSION_MAX_AGE_SECONDS } from './config';
import { encodeSession } from './token';
import { toSessionUser, USER_SELECT, type SessionUser } from './user';

/** Random bytes of a session id (256 bits). */
export const SESSION_ID_BYTES = 32;
/** Expired rows removed per sign-in, so one sign-in never does unbounded work. */
export const EXPIRED_SESSIONS_BATCH = 500;

type Db = PrismaClient | Prisma.TransactionClient;

/** The stored key of a session id: its SHA-256, hex. */
export function hashSessionId(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

/** Deletes up to `limit` sessions that expired before `now`; returns how many. */
export async function deleteExpiredSessions(client: Db, now = new Date(), limit = EXPIRED_SESSIONS_BATCH): Promise<number> {
  return client.$executeRaw`
    DELETE FROM "sessions" WHERE "id" IN (
      SELECT "id" FROM "sessions" WHERE "expiresAt" < ${now} ORDER BY "expiresAt" LIMIT ${limit}
    )`;
}

/** A new session for the user: its id (for the token only) and absolute expiry. */
export async function createSession(client: PrismaClient, userId: number, now = new Date()): Promise<{ sid: string; expiresAt: Date }> {
  await deleteExpiredSessions(client, now);
  const sid = randomBytes(SESSION_ID_BYTES).toString('base64url');
  // Whole seconds, as the token's exp is written.
  const expiresAt = new Date((Math.floor(now.getTime() / 1000) + SESSION_MAX_AGE_SECONDS) * 1000);
  await client.session.create({ data: { id: hashSessionId(sid), userId, createdAt: now, expiresAt } });
  return { sid, expiresAt };
}

/** Signs the user in: a new stored session and its token (the JSON login calls, tests). */
export async function startSession(client: PrismaClient, user: SessionUser): Promise<{ token: string; expiresAt: Date }> {
  const session = await createSession(client, user.id);
  return { token: await encodeSession(user, session), expiresAt: session.expiresAt };
}

/**
 * The active account of a session, with the session's expiry: null when the session id is
 * unknown or deleted, belongs to another user, has expired, or the account is inactive.
 */
export async function activeSession(
  client: PrismaClient,
  claims: { sid?: unknown; sub?: unknown } | null,
  now = new Date(),
): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  const userId = Number(claims?.sub);
  if (typeof claims?.sid !== 'string' || !claims.sid || !Number.isSafeInteger(userId) || userId <= 0) return null;
  const session = await client.session.findUnique({
    where: { id: hashSessionId(claims.sid) },
    select: { userId: true, expiresAt: true, user: { select: USER_SELECT } },
  });
  if (!session || session.userId !== userId || session.expiresAt <= now || !session.user.isActive) return null;
  return { user: toSessionUser(session.user), expiresAt: session.expiresAt };
}

/** Ends one session (logout); an unknown id is not an error. */
export async function endSession(client: Db, sid: unknown): Promise<void> {
  if (typeof sid !== 'string' || !sid) return;
  await client.session.deleteMany({ where: { id: hashSessionId(sid) } });
}

/** Ends every session of the user ('Logg ut overalt', password change, deactivation); returns how many. */
export async function endAllSessions(client: Db, userId: number): Promise<number> {
  const { count } = await client.session.deleteMany({ where: { userId } });
  return count;
}

/**
 * Ends every session of the user except the one named by `keepSid` ('Endre passord': the device
 * that changed the password stays signed in); returns how many ended.
 */
export async function endOtherSessions(client: Db, userId: number, keepSid: string): Promise<number> {
  const { count } = await client.session.deleteMany({ where: { userId, id: { not: hashSessionId(keepSid) } } });
  return count;
}

/**
 * Thrown by the `jwt` callback for a session that has ended (deleted, expired, account inactive).
 * next-auth 4.24 has no "no session" answer from the callback on GET /api/auth/session (a null
 * token would reach its encoder); a throw lands in its own catch, which answers `{}` and clears
 * the cookie — as for an expired token.
 */
export class SessionEndedError extends Error {
  constructor() {
    super('Session ended (signed out, expired, or the account is inactive)');
    this.name = 'SessionEndedError';
    // An expected event, not a fault: next-auth logs it with the stack, which says nothing here.
    this.stack = `${this.name}: ${this.message}`;
  }
}
