/**
 * Checks an e-mail and password against the user accounts (docs/product.md §2 and 6):
 * argon2id hashes, inactive accounts refused, the admin portal only for administrators, and the
 * brute-force limits of throttle.ts. The answer never tells whether the e-mail exists: unknown
 * e-mails cost a hash verification too and count against the same limits.
 */
import 'server-only';
import type { PrismaClient } from '../db';
import { hashPassword, verifyPassword } from './password';
import { loginBlockedFor, recordLoginFailure, recordLoginSuccess } from './throttle';
import type { SessionUser } from './user';
import { toSessionUser, USER_SELECT } from './user';

export type Portal = 'dealer' | 'admin';

export type AuthResult =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when the e-mail is unknown, so both cases take as long. */
function timingHash(): Promise<string> {
  dummyHash ??= hashPassword('no-such-account-timing-equaliser');
  return dummyHash;
}

export async function authenticate(
  prisma: PrismaClient,
  input: { email: string; password: string; portal: Portal; ip: string },
): Promise<AuthResult> {
  const email = input.email.trim().toLowerCase();
  const blockedFor = await loginBlockedFor(email, input.ip);
  if (blockedFor > 0) return { ok: false, reason: 'locked', retryAfterSeconds: blockedFor };

  const user = await prisma.user.findUnique({ where: { email }, select: { ...USER_SELECT, passwordHash: true } });
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await timingHash()), input.password);
  const allowed = Boolean(user && passwordOk && user.isActive && (input.portal === 'dealer' || user.role === 'ADMIN'));
  if (!user || !allowed) {
    await recordLoginFailure(email, input.ip);
    return { ok: false, reason: 'invalid' };
  }
  await recordLoginSuccess(email);
  return { ok: true, user: toSessionUser(user) };
}
