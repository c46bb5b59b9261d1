/**
 * The Meldinger tab (docs/product.md: Admin panel): contact messages and dealer applications, newest
 * first, as plain text with relative dates; one page number for both lists. Each has its status
 * (saved at once), the internal note and 'Svar' (the mail program, with a subject); an application
 * also 'Opprett forhandlerkonto' (or, once done, 'Konto opprettet' with the account's e-mail); ?status= filters
 * both lists on the server, and 'Last ned CSV' exports what the filter shows.
 */
import Link from 'next/link';
import { prisma } from '@/lib/db';
import { getSite } from '@/lib/content/queries';
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUSES, replyHref, REPLY_SUBJECTS, statusFilter, type MessageStatus } from '@/lib/admin/messages/schema';
import { listContactMessages, listPartnerInquiries } from '@/lib/admin/messages/service';
import { AdminTable } from '../AdminTable';
import { relativeTime } from '../messages';
import { Pager } from '../Pager';
import type { TabProps } from '../tab';
import { ACCOUNT_UI, CONFIRM_DELETE_MESSAGE, HANDLING_UI, MESSAGE_TOASTS } from './texts';
import { CreateAccountButton } from './CreateAccount';
import { NoteButton, StatusSelect } from './MessageHandling';
import adminStyles from '../admin.module.css';
import { deleteInquiryAction, deleteMessageAction } from '@/lib/admin/messages/actions';
import { ConfirmDelete } from '../ConfirmDelete';

/** ?status= links: 'Alle' and each status, the current one marked. */
function StatusFilter({ current }: { current: MessageStatus | undefined }) {
  const options: [MessageStatus | undefined, string][] = [[undefined, HANDLING_UI.all], ...MESSAGE_STATUSES.map((s): [MessageStatus, string] => [s, MESSAGE_STATUS_LABELS[s]])];
  return (
    <nav className={adminStyles.subnav} aria-label={HANDLING_UI.filter}>
      {options.map(([status, label]) => (
        <Link
          key={label}
          href={status ? `/admin?fane=meldinger&status=${status}` : '/admin?fane=meldinger'}
          prefetch={false}
          aria-current={status === current ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** The CSV of a list with the current filter (GET ?format=csv, administrators). */
const csvHref = (path: string, status: MessageStatus | undefined) => `${path}?format=csv${status ? `&status=${status}` : ''}`;

export async function MessagesTab({ page, params }: TabProps) {
  const status = statusFilter(params.status);
  const [messages, inquiries] = await Promise.all([listContactMessages(prisma, page, status), listPartnerInquiries(prisma, page, status)]);
  const messageSubject = REPLY_SUBJECTS.message((await getSite()).companyName);
  const now = new Date();
  return (
    <>
      <StatusFilter current={status} />
      <section aria-labelledby="messages-title">
        <h2 id="messages-title">Meldinger ({messages.total})</h2>
        <p>
          <a href={csvHref('/api/contact-messages', status)} download>
            {HANDLING_UI.csv}
          </a>
        </p>
        <AdminTable columns={['Dato', 'Navn', 'E-post', 'Melding', 'Status', 'Notat', 'Handling']}>
          {messages.items.map((m) => (
            <tr key={m.id}>
              <td>
                <time dateTime={m.createdAt.toISOString()} title={m.createdAt.toLocaleString('nb-NO')}>
                  {relativeTime(m.createdAt, now)}
                </time>
              </td>
              <td>{m.name}</td>
              <td>{m.email}</td>
              <td className={adminStyles.message}>
                {m.message.length > 80 ? (
                  <details>
                    <summary>{m.message.slice(0, 80)}…</summary>
                    <p style={{ whiteSpace: 'pre-wrap' }}>{m.message}</p>
                  </details>
                ) : (
                  <span style={{ whiteSpace: 'pre-wrap' }}>{m.message}</span>
                )}
              </td>
              <td>
                <StatusSelect key={m.status} kind="message" id={m.id} name={m.name} status={m.status} />
              </td>
              <td className={adminStyles.message}>
                <NoteButton key={m.note ?? ''} kind="message" id={m.id} name={m.name} note={m.note} />
              </td>
              <td>
                <a className="btn-outlined" href={replyHref(m.email, messageSubject)} aria-label={HANDLING_UI.replyLabel(m.name)}>
                  {HANDLING_UI.reply}
                </a>{' '}
                <ConfirmDelete
                  label={`Slett melding fra ${m.name}`}
                  text={CONFIRM_DELETE_MESSAGE}
                  action={deleteMessageAction.bind(null, m.id)}
                  success={MESSAGE_TOASTS.deleted}
                  failure={MESSAGE_TOASTS.deleteFailure}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
        {messages.items.length === 0 && <p className="muted">Ingen meldinger.</p>}
      </section>
      <section aria-labelledby="inquiries-title" className={adminStyles.section}>
        <h2 id="inquiries-title">Forhandlersøknader ({inquiries.total})</h2>
        <p>
          <a href={csvHref('/api/partner-inquiries', status)} download>
            {HANDLING_UI.csv}
          </a>
        </p>
        <AdminTable columns={['Dato', 'Navn og firma', 'Kontakt', 'Bransje og produkter', 'Melding', 'Status', 'Notat', 'Handling']}>
          {inquiries.items.map((i) => (
            <tr key={i.id}>
              <td>
                <time dateTime={i.createdAt.toISOString()}>{relativeTime(i.createdAt, now)}</time>
              </td>
              <td>
                {i.name}
                <br />
                {i.company}
              </td>
              <td>
                {i.email}
                <br />
                {i.phone}
              </td>
              <td>
                {i.industry}
                <br />
                {i.productInterest.join(', ')}
              </td>
              <td className={adminStyles.message} style={{ whiteSpace: 'pre-wrap' }}>
                {i.message}
              </td>
              <td>
                <StatusSelect key={i.status} kind="inquiry" id={i.id} name={i.name} status={i.status} />
              </td>
              <td className={adminStyles.message}>
                <NoteButton key={i.note ?? ''} kind="inquiry" id={i.id} name={i.name} note={i.note} />
              </td>
              <td>
                <a className="btn-outlined" href={replyHref(i.email, REPLY_SUBJECTS.inquiry)} aria-label={HANDLING_UI.replyLabel(i.name)}>
                  {HANDLING_UI.reply}
                </a>{' '}
                {i.dealer ? (
                  <Link href={`/admin?fane=forhandlere&del=kontoer&q=${encodeURIComponent(i.dealer.email)}`} prefetch={false}>
                    {ACCOUNT_UI.createdFor(i.dealer.email)}
                  </Link>
                ) : (
                  <CreateAccountButton inquiry={{ id: i.id, name: i.name, company: i.company, email: i.email }} />
                )}{' '}
                <ConfirmDelete
                  label={`Slett melding fra ${i.name}`}
                  text={CONFIRM_DELETE_MESSAGE}
                  action={deleteInquiryAction.bind(null, i.id)}
                  success={MESSAGE_TOASTS.deleted}
                  failure={MESSAGE_TOASTS.deleteFailure}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
        {inquiries.items.length === 0 && <p className="muted">Ingen søknader.</p>}
      </section>
      {/* One page number for both lists: the pager goes as far as the longer one. */}
      <Pager total={Math.max(messages.total, inquiries.total)} page={messages.page} pageSize={messages.pageSize} params={{ fane: 'meldinger', status }} />
    </>
  );
}
