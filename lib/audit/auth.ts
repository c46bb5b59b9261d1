/**
 * Sign-ins and logouts in the audit log (docs/operations.md: Audit log). Called once at each
 * place an attempt is decided (lib/auth/handlers.ts for the JSON calls, lib/auth/options.ts for
 * next-auth's credentials provider and its sign-out event); like every audit write they never fail
 * the sign-in. A failed sign-in keeps the e-mail as typed (bounded); never a password.
 */
import 'server-only';
import type { AuthResult } from '../auth/authenticate';
import type { PrismaClient } from '../db';
import { env } from '../env';
import { clientIp } from '../security/client-ip';
import { recordAudit } from './service';
import type { AuditAction } from './types';

/** An attempt's action: success, a wrong e-mail/password (or account/portal refused), or refused by the back-off. */
export function signInAction(result: AuthResult): AuditAction {
  if (result.ok) return 'sign_in_success';
  return result.reason === 'invalid' ? 'sign_in_failure' : 'sign_in_slowed';
}

export function recordSignIn(prisma: PrismaClient, attempt: { email: string; portal: string; headers: Headers }, result: AuthResult): Promise<void> {
  return recordAudit(prisma, {
    action: signInAction(result),
    entity: 'session',
    entityId: result.ok ? result.user.id : null,
    actorId: result.ok ? result.user.id : null,
    actorEmail: result.ok ? result.user.email : attempt.email.trim(),
    summary: attempt.portal === 'admin' ? 'portal: admin' : 'portal: forhandler',
    ip: clientIp(attempt.headers, env().TRUST_PROXY_HOPS),
  });
}

/** A logout by the signed-in user (the session token's claims); none is logged without one. */
export async function recordLogout(prisma: PrismaClient, claims: { sub?: unknown; email?: unknown } | null, headers?: Headers): Promise<void> {
  const id = Number(claims?.sub);
  if (!claims || !Number.isSafeInteger(id) || id <= 0) return;
  await recordAudit(prisma, {
    action: 'logout',
    entity: 'session',
    entityId: id,
    actorId: id,
    actorEmail: typeof claims.email === 'string' ? claims.email : null,
    ip: headers ? clientIp(headers, env().TRUST_PROXY_HOPS) : null,
  });
}

/**
 * 'Endre passord': the user changed their own password and `endedSessions` other sessions ended.
 * The password and its hash are only named, never written.
 */
export function recordPasswordChanged(prisma: PrismaClient, user: { id: number; email: string }, endedSessions: number, headers: Headers): Promise<void> {
  return recordAudit(prisma, {
    action: 'password_change',
    entity: 'session',
    entityId: user.id,
    actorId: user.id,
    actorEmail: user.email,
    summary: `password: endret; andre økter avsluttet: ${endedSessions}`,
    ip: clientIp(headers, env().TRUST_PROXY_HOPS),
  });
}

/** 'Logg ut overalt': every session of the user ended by the user. */
export function recordSessionsEnded(prisma: PrismaClient, user: { id: number; email: string }, headers: Headers): Promise<void> {
  return recordAudit(prisma, {
    action: 'session_ended',
    entity: 'session',
    entityId: user.id,
    actorId: user.id,
    actorEmail: user.email,
    summary: 'alle økter avsluttet',
    ip: clientIp(headers, env().TRUST_PROXY_HOPS),
  });
}

/**
 * A password set through a one-time link (lib/auth/tokens.ts): `invitation_accepted` for an
 * invitation, `password_reset` for a reset. Names the sessions ended, never the token or password.
 */
export function recordPasswordSetWithToken(
  prisma: PrismaClient,
  holder: { userId: number; email: string; purpose: 'INVITATION' | 'PASSWORD_RESET' },
  endedSessions: number,
  headers: Headers,
): Promise<void> {
  return recordAudit(prisma, {
    action: holder.purpose === 'INVITATION' ? 'invitation_accepted' : 'password_reset',
    entity: 'session',
    entityId: holder.userId,
    actorId: holder.userId,
    actorEmail: holder.email,
    summary: `password: satt via lenke; økter avsluttet: ${endedSessions}`,
    ip: clientIp(headers, env().TRUST_PROXY_HOPS),
  });
}
