/**
 * The Meldinger tab (docs/product.md: Admin panel): contact messages and dealer applications, newest
 * first, as plain text with relative dates; one page number for both lists.
 */
import { prisma } from '@/lib/db';
import { listContactMessages, listPartnerInquiries } from '@/lib/admin/messages/service';
import { AdminTable } from '../AdminTable';
import { relativeTime } from '../messages';
import { Pager } from '../Pager';
import type { TabProps } from '../tab';
import { CONFIRM_DELETE_MESSAGE, MESSAGE_TOASTS } from './texts';
import adminStyles from '../admin.module.css';
import { deleteInquiryAction, deleteMessageAction } from '@/lib/admin/messages/actions';
import { ConfirmDelete } from '../ConfirmDelete';

export async function MessagesTab({ page }: TabProps) {
  const [messages, inquiries] = await Promise.all([listContactMessages(prisma, page), listPartnerInquiries(prisma, page)]);
  const now = new Date();
  return (
    <>
      <section aria-labelledby="messages-title">
        <h2 id="messages-title">Meldinger ({messages.total})</h2>
        <AdminTable columns={['Dato', 'Navn', 'E-post', 'Melding', 'Handling']}>
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
        <AdminTable columns={['Dato', 'Navn og firma', 'Kontakt', 'Bransje og produkter', 'Melding', 'Handling']}>
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
      <Pager total={Math.max(messages.total, inquiries.total)} page={messages.page} pageSize={messages.pageSize} params={{ fane: 'meldinger' }} />
    </>
  );
}
