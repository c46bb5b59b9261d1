/**
 * The 'E-post' tab (docs/product.md: Admin panel, E-post; docs/operations.md §5): the outbox,
 * newest first, read on the server (administrators only), with a status filter (?status=) and
 * server-side pages, on the admin kit's table. Without SMTP a notice says that nothing is sent and
 * the messages are read here; 'Les' opens a message, 'Send på nytt' queues a failed one again.
 */
import Alert from '@mui/material/Alert';
import { requireAdminPage } from '@/lib/auth/session';
import { resendOutboxMessageAction } from '@/lib/admin/outbox/actions';
import { prisma } from '@/lib/db';
import { env } from '@/lib/env';
import { mailKindLabel, OUTBOX_STATUS_LABELS, type OutboxStatusName } from '@/lib/mail/messages';
import { listOutbox, outboxStatusFilter } from '@/lib/mail/outbox';
import { ActionButton } from '../kit/ActionButton';
import { DataTable } from '../kit/DataTable';
import { EmailText } from '../kit/EmailText';
import { FilterBar } from '../kit/FilterBar';
import { formatDate, formatNumber } from '../kit/format';
import { AdminSection } from '../kit/SectionHeader';
import { StatusChip, type StatusTone } from '../kit/StatusChip';
import type { TabProps } from '../tab';
import { ReadMessageButton } from './ReadMessage';
import { OUTBOX_TOASTS, OUTBOX_UI } from './texts';

const TONE: Record<OutboxStatusName, StatusTone> = { pending: 'neutral', sending: 'info', sent: 'success', failed: 'error' };
const STATUSES = Object.keys(OUTBOX_STATUS_LABELS) as OutboxStatusName[];
const C = OUTBOX_UI.columns;

export async function OutboxTab({ page, params }: TabProps) {
  await requireAdminPage();
  const status = outboxStatusFilter(params.status);
  const list = await listOutbox(prisma, page, { status });
  return (
    <AdminSection id="outbox-title" title={OUTBOX_UI.title(list.total)} intro={OUTBOX_UI.intro}>
      {env().SMTP_HOST ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {OUTBOX_UI.smtpMissing}
        </Alert>
      )}
      <FilterBar
        label={OUTBOX_UI.filter}
        hidden={{ fane: 'epost' }}
        selects={[
          {
            name: 'status',
            label: OUTBOX_UI.status,
            value: status,
            options: [{ value: '', label: OUTBOX_UI.all }, ...STATUSES.map((s) => ({ value: s, label: OUTBOX_STATUS_LABELS[s] }))],
          },
        ]}
      />
      <DataTable
        labelledBy="outbox-title"
        columns={[
          { key: 'created', label: C.created, nowrap: true },
          { key: 'to', label: C.to },
          { key: 'subject', label: C.subject },
          { key: 'kind', label: C.kind, hideBelow: 'sm' },
          { key: 'status', label: C.status, nowrap: true },
          { key: 'attempts', label: C.attempts, align: 'right', hideBelow: 'sm' },
          { key: 'error', label: C.lastError, hideBelow: 'md' },
        ]}
        rows={list.items.map((m) => ({
          id: m.id,
          cells: {
            created: <time dateTime={m.createdAt.toISOString()}>{formatDate(m.createdAt, true)}</time>,
            to: <EmailText email={m.to} />,
            subject: m.subject,
            kind: mailKindLabel(m.kind),
            status: <StatusChip label={OUTBOX_STATUS_LABELS[m.status]} tone={TONE[m.status]} />,
            attempts: formatNumber(m.attempts),
            error: m.lastError ?? '–',
          },
          actions: (
            <>
              <ReadMessageButton
                message={{
                  subject: m.subject,
                  text: m.text,
                  html: m.html,
                  facts: [
                    [OUTBOX_UI.to, m.to],
                    [OUTBOX_UI.replyTo, m.replyTo],
                    [OUTBOX_UI.kind, mailKindLabel(m.kind)],
                    [OUTBOX_UI.status, OUTBOX_STATUS_LABELS[m.status]],
                    [OUTBOX_UI.created, formatDate(m.createdAt, true)],
                    [OUTBOX_UI.sent, m.sentAt ? formatDate(m.sentAt, true) : null],
                    [OUTBOX_UI.nextAttempt, m.status === 'pending' ? formatDate(m.nextAttemptAt, true) : null],
                    [OUTBOX_UI.attempts, formatNumber(m.attempts)],
                    [OUTBOX_UI.lastError, m.lastError],
                  ],
                }}
              />
              {m.status === 'failed' ? (
                <ActionButton
                  label={OUTBOX_UI.resend}
                  pendingLabel={OUTBOX_UI.resending}
                  ariaLabel={OUTBOX_UI.resendLabel(m.subject)}
                  action={resendOutboxMessageAction.bind(null, m.id)}
                  success={OUTBOX_TOASTS.resent}
                  failure={OUTBOX_TOASTS.failure}
                />
              ) : null}
            </>
          ),
        }))}
        empty={status ? OUTBOX_UI.emptyFiltered(OUTBOX_STATUS_LABELS[status]) : OUTBOX_UI.empty}
        paging={{ total: list.total, page: list.page, pageSize: list.pageSize }}
        params={{ fane: 'epost', status, pageSize: params.pageSize }}
      />
    </AdminSection>
  );
}
