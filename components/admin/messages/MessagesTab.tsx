/**
 * The Meldinger tab (docs/product.md: Admin panel): contact messages and dealer applications, newest
 * first, as plain text with relative dates (a contact message with its topic, 'Emne'); one page number for both lists. Each has its status
 * (saved at once), the internal note and 'Svar' (the mail program, with a subject); an application
 * also 'Opprett forhandlerkonto' (or, once done, 'Konto opprettet' with the account's e-mail); ?status= filters
 * both lists on the server, and 'Last ned CSV' exports what the filter shows.
 */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { prisma } from '@/lib/db';
import { CONTACT_TOPIC_LABELS } from '@/lib/contact/fields';
import { getSite } from '@/lib/content/queries';
import { deleteInquiryAction, deleteMessageAction } from '@/lib/admin/messages/actions';
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUSES, replyHref, REPLY_SUBJECTS, statusFilter, type MessageStatus } from '@/lib/admin/messages/schema';
import { listContactMessages, listPartnerInquiries } from '@/lib/admin/messages/service';
import { ConfirmDialog, type ConfirmDialogProps } from '../kit/ConfirmDialog';
import { DataTable } from '../kit/DataTable';
import { EmailText } from '../kit/EmailText';
import { FilterBar } from '../kit/FilterBar';
import { formatDate, relativeTime } from '../kit/format';
import { AdminSection } from '../kit/SectionHeader';
import type { TabProps } from '../tab';
import { CreateAccountButton } from './CreateAccount';
import { NoteButton, StatusSelect } from './MessageHandling';
import { ACCOUNT_UI, CONFIRM_DELETE_MESSAGE, HANDLING_UI, MESSAGE_TOASTS, MESSAGES_UI } from './texts';

/** The CSV of a list with the current filter (GET ?format=csv, administrators): a download, not a page. */
function CsvLink({ path, status }: { path: string; status: MessageStatus | undefined }) {
  return (
    <Button component="a" size="small" variant="outlined" href={`${path}?format=csv${status ? `&status=${status}` : ''}`} download>
      {HANDLING_UI.csv}
    </Button>
  );
}

function When({ at, now }: { at: Date; now: Date }) {
  return (
    <time dateTime={at.toISOString()} title={formatDate(at, true)}>
      {relativeTime(at, now)}
    </time>
  );
}

/** A visitor's text as text; a long one folded after 80 characters. */
function MessageText({ text }: { text: string }) {
  if (text.length <= 80) return <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>;
  return (
    <details>
      <summary>{text.slice(0, 80)}…</summary>
      <p style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>{text}</p>
    </details>
  );
}

function Lines({ children }: { children: ReactNode[] }) {
  return (
    <>
      {children.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </>
  );
}

function DeleteMessage({ name, action }: { name: string; action: ConfirmDialogProps['action'] }) {
  return (
    <ConfirmDialog
      ariaLabel={MESSAGES_UI.deleteLabel(name)}
      text={CONFIRM_DELETE_MESSAGE}
      action={action}
      success={MESSAGE_TOASTS.deleted}
      failure={MESSAGE_TOASTS.deleteFailure}
    />
  );
}

function Reply({ name, email, subject }: { name: string; email: string; subject: string }) {
  return (
    <Button size="small" variant="outlined" href={replyHref(email, subject)} aria-label={HANDLING_UI.replyLabel(name)}>
      {HANDLING_UI.reply}
    </Button>
  );
}

export async function MessagesTab({ page, params }: TabProps) {
  const status = statusFilter(params.status);
  const [messages, inquiries] = await Promise.all([listContactMessages(prisma, page, status), listPartnerInquiries(prisma, page, status)]);
  const messageSubject = REPLY_SUBJECTS.message((await getSite()).companyName);
  const now = new Date();
  const mc = MESSAGES_UI.messageColumns;
  const ic = MESSAGES_UI.inquiryColumns;
  return (
    <>
      <FilterBar
        label={HANDLING_UI.filter}
        hidden={{ fane: 'meldinger' }}
        selects={[
          {
            name: 'status',
            label: HANDLING_UI.statusFilter,
            value: status,
            options: [{ value: '', label: HANDLING_UI.all }, ...MESSAGE_STATUSES.map((s) => ({ value: s, label: MESSAGE_STATUS_LABELS[s] }))],
          },
        ]}
      />
      <AdminSection id="messages-title" title={MESSAGES_UI.messagesTitle(messages.total)} actions={<CsvLink path="/api/contact-messages" status={status} />}>
        <DataTable
          labelledBy="messages-title"
          columns={[
            { key: 'date', label: mc.date, nowrap: true },
            { key: 'name', label: mc.name },
            { key: 'email', label: mc.email },
            { key: 'topic', label: mc.topic },
            { key: 'message', label: mc.message },
            { key: 'status', label: mc.status },
            { key: 'note', label: mc.note },
          ]}
          rows={messages.items.map((m) => ({
            id: m.id,
            cells: {
              date: <When at={m.createdAt} now={now} />,
              name: m.name,
              email: <EmailText email={m.email} />,
              topic: CONTACT_TOPIC_LABELS[m.topic],
              message: <MessageText text={m.message} />,
              status: <StatusSelect key={m.status} kind="message" id={m.id} name={m.name} status={m.status} />,
              note: <NoteButton key={m.note ?? ''} kind="message" id={m.id} name={m.name} note={m.note} />,
            },
            actions: (
              <>
                <Reply name={m.name} email={m.email} subject={messageSubject} />
                <DeleteMessage name={m.name} action={deleteMessageAction.bind(null, m.id)} />
              </>
            ),
          }))}
          empty={MESSAGES_UI.noMessages}
        />
      </AdminSection>
      <AdminSection
        id="inquiries-title"
        title={MESSAGES_UI.inquiriesTitle(inquiries.total)}
        actions={<CsvLink path="/api/partner-inquiries" status={status} />}
      >
        <DataTable
          labelledBy="inquiries-title"
          columns={[
            { key: 'date', label: ic.date, nowrap: true },
            { key: 'who', label: ic.who },
            { key: 'contact', label: ic.contact },
            { key: 'interest', label: ic.interest },
            { key: 'message', label: ic.message },
            { key: 'status', label: ic.status },
            { key: 'note', label: ic.note },
          ]}
          rows={inquiries.items.map((i) => ({
            id: i.id,
            cells: {
              date: <When at={i.createdAt} now={now} />,
              who: <Lines>{[i.name, i.company]}</Lines>,
              contact: <Lines>{[<EmailText key="e" email={i.email} />, i.phone]}</Lines>,
              interest: <Lines>{[i.industry, i.productInterest.join(', ')]}</Lines>,
              message: <MessageText text={i.message} />,
              status: <StatusSelect key={i.status} kind="inquiry" id={i.id} name={i.name} status={i.status} />,
              note: <NoteButton key={i.note ?? ''} kind="inquiry" id={i.id} name={i.name} note={i.note} />,
            },
            actions: (
              <>
                <Reply name={i.name} email={i.email} subject={REPLY_SUBJECTS.inquiry} />
                {i.dealer ? (
                  <Link href={`/admin?fane=forhandlere&del=kontoer&q=${encodeURIComponent(i.dealer.email)}`}>{ACCOUNT_UI.createdFor(i.dealer.email)}</Link>
                ) : (
                  <CreateAccountButton inquiry={{ id: i.id, name: i.name, company: i.company, email: i.email }} />
                )}
                <DeleteMessage name={i.name} action={deleteInquiryAction.bind(null, i.id)} />
              </>
            ),
          }))}
          empty={MESSAGES_UI.noInquiries}
          // One page number for both lists: the pager goes as far as the longer one.
          paging={{ total: Math.max(messages.total, inquiries.total), page: messages.page, pageSize: messages.pageSize }}
          params={{ fane: 'meldinger', status }}
        />
      </AdminSection>
    </>
  );
}
