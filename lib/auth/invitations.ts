/**
 * Invitations (docs/operations.md §13): an account created by an administrator — a dealer, an
 * administrator, a dealer from an application — gets no password from anyone; its owner receives an
 * e-mail (through the outbox) with a one-time link to choose one, valid 72 hours. A new invitation
 * voids the old link. Call inside the transaction that creates the account, so either both happen
 * or neither.
 */
import 'server-only';
import type { Prisma } from '../generated/prisma/client';
import type { PrismaClient } from '../db';
import { enqueueMail } from '../mail/outbox';
import { invitationMail } from '../mail/templates';
import { loadSite } from '../content/service';
import { siteConfig } from '../site';
import { issueToken, SET_PASSWORD_PATH } from './tokens';

export function setPasswordUrl(token: string, site = siteConfig()): string {
  return `${site.siteUrl}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

export async function sendInvitation(
  db: PrismaClient | Prisma.TransactionClient,
  user: { id: number; email: string; name: string; role: 'DEALER' | 'ADMIN' },
  now = new Date(),
): Promise<{ outboxId: number; expiresAt: Date }> {
  const { token, expiresAt } = await issueToken(db, user.id, 'INVITATION', now);
  const mail = invitationMail({ name: user.name, role: user.role, url: setPasswordUrl(token), expiresAt }, await loadSite(db));
  const outboxId = await enqueueMail(db, { kind: 'invitation', to: user.email, ...mail });
  return { outboxId, expiresAt };
}
