/**
 * 'Glemt passord?' (docs/product.md: Glemt passord; docs/operations.md §13). Anyone may ask for a
 * reset link for an e-mail address; the answer never tells whether the address has an account.
 *
 * Limits (rate-limiter-flexible, lib/security/rate-limit.ts), checked in this order:
 * - per client IP: PASSWORD_FORGOT_LIMITS.ip requests an hour; past it the caller gets 429 (this
 *   reveals nothing about any address);
 * - per e-mail address as typed (known or not): PASSWORD_FORGOT_LIMITS.address an hour;
 * - per account: PASSWORD_FORGOT_LIMITS.account a day (one account, however it is asked for).
 * Past an address or account limit the answer is the same 202, but nothing is sent.
 *
 * For an existing, active account a new reset token is issued (older reset links stop working) and
 * the e-mail is written to the outbox, with an audit entry `password_reset_requested`. That work is
 * not awaited by the request (its answer would otherwise be slower for existing accounts than for
 * unknown ones, a timing oracle); it runs on in the server process, and tests wait for it with
 * settlePasswordResetWork().
 */
import 'server-only';
import { recordAudit } from '../audit/service';
import { loadSite } from '../content/service';
import type { PrismaClient } from '../db';
import { logger } from '../logger';
import { enqueueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/templates';
import { consumeRateLimit, type RateLimitRule } from '../security/rate-limit';
import { setPasswordUrl } from './invitations';
import { issueToken } from './tokens';

export const PASSWORD_FORGOT_LIMITS = {
  ip: { name: 'pw-forgot-ip', points: 20, windowSeconds: 60 * 60 },
  address: { name: 'pw-forgot-address', points: 5, windowSeconds: 60 * 60 },
  account: { name: 'pw-forgot-account', points: 5, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export type PasswordForgotResult =
  /** Answered 202 with the neutral message (whether or not anything is sent). */
  | { ok: true }
  /** Too many requests from this client address: 429. */
  | { ok: false; retryAfterSeconds: number };

const pending = new Set<Promise<void>>();

/** Resolves when every reset e-mail started so far is written (tests). */
export async function settlePasswordResetWork(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/** Issues the token, writes the e-mail to the outbox (one transaction) and records the request. */
export async function sendPasswordReset(
  prisma: PrismaClient,
  user: { id: number; email: string; name: string },
  ip: string | null,
  now = new Date(),
): Promise<{ outboxId: number; expiresAt: Date }> {
  const result = await prisma.$transaction(async (tx) => {
    const { token, expiresAt } = await issueToken(tx, user.id, 'PASSWORD_RESET', now);
    const mail = passwordResetMail({ name: user.name, url: setPasswordUrl(token), expiresAt }, await loadSite(tx));
    const outboxId = await enqueueMail(tx, { kind: 'password_reset', to: user.email, ...mail });
    return { outboxId, expiresAt };
  });
  await recordAudit(prisma, {
    action: 'password_reset_requested',
    entity: 'session',
    entityId: user.id,
    actorId: null,
    actorEmail: user.email,
    summary: 'lenke for nytt passord sendt',
    ip,
  });
  return result;
}

export async function requestPasswordReset(prisma: PrismaClient, input: { email: string; ip: string }): Promise<PasswordForgotResult> {
  const byIp = await consumeRateLimit(PASSWORD_FORGOT_LIMITS.ip, input.ip);
  if (!byIp.allowed) return { ok: false, retryAfterSeconds: byIp.retryAfterSeconds };
  const byAddress = await consumeRateLimit(PASSWORD_FORGOT_LIMITS.address, input.email);
  if (!byAddress.allowed) return { ok: true };

  const user = await prisma.user.findUnique({
    where: { email: input.email },
    select: { id: true, email: true, name: true, isActive: true },
  });
  if (!user?.isActive) return { ok: true };

  const work = (async () => {
    const byAccount = await consumeRateLimit(PASSWORD_FORGOT_LIMITS.account, String(user.id));
    if (!byAccount.allowed) return;
    await sendPasswordReset(prisma, user, input.ip);
  })()
    .catch((err: unknown) => logger.error({ err, userId: user.id }, 'Password reset e-mail not written'))
    .finally(() => pending.delete(work));
  pending.add(work);
  return { ok: true };
}
