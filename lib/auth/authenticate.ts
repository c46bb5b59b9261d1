/**
 * Checks an e-mail and password against the user accounts (docs/product.md §2 and 6):
 * argon2id hashes, inactive accounts refused, the admin portal only for administrators, and the
 * sign-in throttle of throttle.ts (a slowed attempt is answered without checking the password).
 * The answer never tells whether the e-mail exists: unknown e-mails cost a hash verification too
 * and count against the same limits.
 */
import 'server-only';
import type { PrismaClient } from '../db';
import { hashPassword, verifyPassword } from './password';
import { beginLoginAttempt, loginFailed, loginSucceeded, type LoginThrottleDecision } from './throttle';
import type { SessionUser } from './user';
import { toSessionUser, USER_SELECT } from './user';

export type Portal = 'dealer' | 'admin';

export type AuthResult =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'slowed'; retryAfterSeconds: number; scope: Extract<LoginThrottleDecision, { slowed: true }>['scope'] };

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when the e-mail is unknown, so both cases take as long. */
function timingHash(): Promise<string> {
  dummyHash ??= hashPassword('no-such-account-timing-equaliser');
  return dummyHash;
}

export async function authenticate(prisma: PrismaClient, input: { email: string; password: string; portal: Portal; ip: string }): Promise<AuthResult> {
  const email = input.email.trim().toLowerCase();
  const throttle = await beginLoginAttempt(email, input.ip);
  if (!throttle.allowed) {
    return { ok: false, reason: 'slowed', retryAfterSeconds: throttle.retryAfterSeconds, scope: throttle.scope };
  }

  const user = await prisma.user.findUnique({ where: { email }, select: { ...USER_SELECT, passwordHash: true } });
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await timingHash()), input.password);
  // A pending invitation (no password yet) never signs in, whatever is typed.
  const allowed = Boolean(user?.passwordHash && passwordOk && user.isActive && (input.portal === 'dealer' || user.role === 'ADMIN'));
  if (!user || !allowed) {
    await loginFailed(email);
    return { ok: false, reason: 'invalid' };
  }
  await loginSucceeded(email, input.ip);
  return { ok: true, user: toSessionUser(user) };
}
