/**
 * 'Endre passord' (docs/product.md: Endre passord; docs/operations.md §13): a signed-in dealer or
 * administrator sets a new password after giving the current one. The check of the current
 * password is a sign-in attempt for the sign-in throttle (throttle.ts): counted per account and
 * address, slowed (429) past the free failures, so a stolen session cannot guess the password.
 * On success the hash is replaced and every other session of the account ends in one transaction;
 * the session that made the change stays signed in. The audit entry names the change, never the
 * password.
 */
import 'server-only';
import { recordPasswordChanged } from '../audit/auth';
import type { PrismaClient } from '../db';
import { hashPassword, verifyPassword } from './password';
import type { PasswordChangeData } from './schema';
import { endOtherSessions } from './sessions';
import { beginLoginAttempt, loginFailed, loginSucceeded } from './throttle';
import type { SessionUser } from './user';

export type PasswordChangeResult =
  { ok: true; endedSessions: number } | { ok: false; reason: 'wrong-password' } | { ok: false; reason: 'slowed'; retryAfterSeconds: number };

export async function changePassword(
  prisma: PrismaClient,
  input: { user: SessionUser; sid: string; ip: string; headers: Headers } & Pick<PasswordChangeData, 'currentPassword' | 'newPassword'>,
): Promise<PasswordChangeResult> {
  const { user } = input;
  const throttle = await beginLoginAttempt(user.email, input.ip);
  if (!throttle.allowed) return { ok: false, reason: 'slowed', retryAfterSeconds: throttle.retryAfterSeconds };

  const stored = await prisma.user.findUnique({ where: { id: user.id }, select: { passwordHash: true } });
  if (!stored?.passwordHash || !(await verifyPassword(stored.passwordHash, input.currentPassword))) {
    await loginFailed(user.email);
    return { ok: false, reason: 'wrong-password' };
  }
  await loginSucceeded(user.email, input.ip);

  const passwordHash = await hashPassword(input.newPassword);
  const endedSessions = await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    return endOtherSessions(tx, user.id, input.sid);
  });
  await recordPasswordChanged(prisma, user, endedSessions, input.headers);
  return { ok: true, endedSessions };
}
