/**
 * The e-mail outbox (docs/operations.md: E-post): every e-mail the site sends is first written to
 * the `outbox_messages` table — in the same transaction as the change that causes it where there is
 * one — and delivered by the sender (sender.ts) with retries and back-off. Without SMTP the rows stay
 * 'pending' and administrators read them in the panel (Admin › E-post), so invitations and
 * password resets work end to end in the demo.
 */
import 'server-only';
import type { PrismaClient } from '../db';
import { FORM_MESSAGES } from '../form-messages';
import { HttpError } from '../http/errors';
import { OUTBOX_MESSAGES } from './messages';
import type { Prisma } from '../generated/prisma/client';
import type { MailContent } from './layout';
import { kickOutboxSoon } from './sender';

export const MAIL_KINDS = ['invitation', 'password_reset', 'contact_notification', 'partner_notification', 'sds_revision'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export type OutboxDb = PrismaClient | Prisma.TransactionClient;

export interface OutgoingMail extends MailContent {
  kind: MailKind;
  to: string;
  replyTo?: string;
}

/**
 * Writes one message to the outbox; returns its id. Delivery happens in sender.ts: a run starts
 * shortly after (in the background) and the interval run catches anything it misses.
 */
export async function enqueueMail(db: OutboxDb, mail: OutgoingMail): Promise<number> {
  const row = await db.outboxMessage.create({
    data: {
      kind: mail.kind,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject.slice(0, 300),
      text: mail.text,
      html: mail.html,
    },
    select: { id: true },
  });
  kickOutboxSoon();
  return row.id;
}

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** ?status= as a status, or undefined for anything else ('Alle'). */
export const outboxStatusFilter = (value: string | undefined): OutboxStatus | undefined =>
  (OUTBOX_STATUSES as readonly (string | undefined)[]).includes(value) ? (value as OutboxStatus) : undefined;

/**
 * 'Send på nytt' (Admin › E-post): a failed message goes back to 'pending' with its attempts
 * counted afresh and is due at once; the last error stays until the next attempt. 404 when it
 * does not exist, 409 when it has not failed.
 */
export async function retryFailedMessage(prisma: PrismaClient, id: number) {
  const { count } = await prisma.outboxMessage.updateMany({
    where: { id, status: 'failed' },
    data: { status: 'pending', attempts: 0, nextAttemptAt: new Date() },
  });
  const row = await prisma.outboxMessage.findUnique({ where: { id }, select: { id: true, to: true, subject: true, kind: true, status: true } });
  if (!row) throw new HttpError(404, FORM_MESSAGES.notFound);
  if (count === 0) throw new HttpError(409, OUTBOX_MESSAGES.notFailed);
  return row;
}

/** The outbox as administrators read it (GET /api/outbox, the panel): newest first, whole messages. */
export async function listOutbox(
  prisma: PrismaClient,
  page: { page: number; pageSize: number },
  filter: { status?: (typeof OUTBOX_STATUSES)[number]; to?: string } = {},
) {
  const where: Prisma.OutboxMessageWhereInput = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.to ? { to: { equals: filter.to.trim(), mode: 'insensitive' } } : {}),
  };
  const [items, total] = await Promise.all([
    prisma.outboxMessage.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (page.page - 1) * page.pageSize, take: page.pageSize }),
    prisma.outboxMessage.count({ where }),
  ]);
  return { items, total, ...page };
}
