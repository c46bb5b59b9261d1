/**
 * The 'E-post' tab (docs/product.md: Admin panel, E-post; docs/operations.md §5): the outbox,
 * newest first, read on the server (administrators only), with a status filter (?status=) and
 * server-side pages; shown by the client list with MUI. Without SMTP a notice says that nothing
 * is sent and the messages are read here.
 */
import { requireAdminPage } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { env } from '@/lib/env';
import { mailKindLabel } from '@/lib/mail/messages';
import { listOutbox, outboxStatusFilter } from '@/lib/mail/outbox';
import { Pager } from '../Pager';
import type { TabProps } from '../tab';
import { OutboxList, type OutboxItem } from './OutboxList';

const dateTime = new Intl.DateTimeFormat('nb-NO', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Oslo' });

export async function OutboxTab({ page, params }: TabProps) {
  await requireAdminPage();
  const status = outboxStatusFilter(params.status);
  const list = await listOutbox(prisma, page, { status });
  const items: OutboxItem[] = list.items.map((m) => ({
    id: m.id,
    kind: mailKindLabel(m.kind),
    to: m.to,
    replyTo: m.replyTo,
    subject: m.subject,
    text: m.text,
    html: m.html,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    createdAt: m.createdAt.toISOString(),
    created: dateTime.format(m.createdAt),
    sent: m.sentAt ? dateTime.format(m.sentAt) : null,
    nextAttempt: m.status === 'pending' ? dateTime.format(m.nextAttemptAt) : null,
  }));
  return (
    <>
      <OutboxList items={items} total={list.total} status={status} smtpConfigured={Boolean(env().SMTP_HOST)} />
      <Pager total={list.total} page={list.page} pageSize={list.pageSize} params={{ fane: 'epost', status, pageSize: params.pageSize }} />
    </>
  );
}
