/**
 * Forhandlere › Forhandlerkontoer (docs/product.md: Admin panel): the add form and the dealer accounts,
 * newest first, paginated; an account whose invitation is open shows 'Venter på passord' and 'Send
 * invitasjon på nytt'.
 */
import { prisma } from '@/lib/db';
import { listDealers } from '@/lib/admin/dealers/service';
import { AdminTable } from '../AdminTable';
import { Pager } from '../Pager';
import type { TabProps } from '../tab';
import adminStyles from '../admin.module.css';
import { ActiveSwitch, AddDealerForm, EditDealer, ResendInvitation } from './DealerForms';
import { ACCOUNT_STATUS_LABELS } from '@/lib/admin/shared/account-messages';
import { deleteDealerAction } from '@/lib/admin/dealers/actions';
import { ConfirmDelete } from '../ConfirmDelete';
import { confirmDeleteDealer, DEALER_TOASTS, DEALER_UI } from './texts';
import Link from 'next/link';

export async function DealerAccounts({ page, params }: TabProps) {
  // ?q= (the link from an application's 'Konto opprettet'): the accounts whose e-mail, name or company contains it.
  const q = params.q?.trim().slice(0, 200) || undefined;
  const list = await listDealers(prisma, page, q);
  return (
    <>
      <section aria-labelledby="add-dealer-title">
        <h2 id="add-dealer-title">Legg til forhandler</h2>
        <AddDealerForm />
      </section>
      <section aria-labelledby="dealers-title" className={adminStyles.section}>
        <h2 id="dealers-title">Forhandlere ({list.total})</h2>
        {q && (
          <p>
            {DEALER_UI.filtered(q)}{' '}
            <Link href="/admin?fane=forhandlere&del=kontoer" prefetch={false}>
              {DEALER_UI.showAll}
            </Link>
          </p>
        )}
        <AdminTable columns={['Navn', 'Firma', 'E-post', 'Status', 'Handling']}>
          {list.items.map((d) => (
            <tr key={d.id}>
              <td>{d.name}</td>
              <td>{d.company}</td>
              <td>{d.email}</td>
              <td>
                {/* Until the dealer has chosen a password the account cannot sign in: 'Venter på passord'. */}
                {d.invitationPending && d.isActive ? <span>{ACCOUNT_STATUS_LABELS.pending}</span> : <ActiveSwitch dealer={d} />}
              </td>
              <td className={adminStyles.actions}>
                {d.invitationPending && d.isActive && <ResendInvitation dealer={d} />}
                <EditDealer dealer={d} />
                <ConfirmDelete
                  label={`Slett ${d.name}`}
                  text={confirmDeleteDealer(d.name)}
                  action={deleteDealerAction.bind(null, d.id)}
                  success={DEALER_TOASTS.deleted}
                  failure={DEALER_TOASTS.deleteFailure}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
        {list.items.length === 0 && <p className="muted">Ingen forhandlere ennå.</p>}
        <Pager total={list.total} page={list.page} pageSize={list.pageSize} params={{ fane: 'forhandlere', del: 'kontoer', q }} />
      </section>
    </>
  );
}
