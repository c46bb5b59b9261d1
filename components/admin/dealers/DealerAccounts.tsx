/**
 * Forhandlere › Forhandlerkontoer (docs/product.md: Admin panel): the add form and the dealer accounts,
 * newest first, searchable (?q=: e-mail, name or company) and paginated. Each account shows its status
 * ('Aktiv', 'Deaktivert', or 'Venter på passord' while the invitation is open, then with 'Send
 * invitasjon på nytt'), the store locations it keeps up to date in the portal ('Butikker', set in
 * 'Rediger'), the 'Aktiv' switch, 'Rediger' and 'Slett'.
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { prisma } from '@/lib/db';
import { deleteDealerAction } from '@/lib/admin/dealers/actions';
import { listDealers } from '@/lib/admin/dealers/service';
import { ACCOUNT_STATUS_LABELS, accountStatus, type AccountStatus } from '@/lib/admin/shared/account-messages';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DataTable, type Column } from '../kit/DataTable';
import { FilterBar } from '../kit/FilterBar';
import { AdminSection } from '../kit/SectionHeader';
import { StatusChip, type StatusTone } from '../kit/StatusChip';
import type { TabProps } from '../tab';
import { ActiveSwitch, AddDealerForm, EditDealer, ResendInvitation, type DealerRow } from './DealerForms';
import { confirmDeleteDealer, DEALER_TOASTS, DEALER_UI } from './texts';

const TONES: Record<AccountStatus, StatusTone> = { active: 'success', inactive: 'neutral', pending: 'warning' };

const COLUMNS = [
  { key: 'name', label: DEALER_UI.name, minWidth: 140 },
  { key: 'company', label: DEALER_UI.company, minWidth: 140 },
  { key: 'email', label: DEALER_UI.email, nowrap: true },
  { key: 'stores', label: DEALER_UI.storesColumn, minWidth: 140, hideBelow: 'sm' },
  { key: 'status', label: DEALER_UI.status, nowrap: true },
] as const satisfies readonly Column[];

const HIDDEN = { fane: 'forhandlere', del: 'kontoer' };

export async function DealerAccounts({ page, params }: TabProps) {
  // ?q= (the link from an application's 'Konto opprettet'): the accounts whose e-mail, name or company contains it.
  const q = params.q?.trim().slice(0, 200) || undefined;
  const list = await listDealers(prisma, page, q);
  return (
    <>
      <AdminSection id="add-dealer-title" title={DEALER_UI.addTitle}>
        <AddDealerForm />
      </AdminSection>
      <AdminSection id="dealers-title" title={DEALER_UI.listTitle(list.total)}>
        <FilterBar
          label={DEALER_UI.searchLabel}
          hidden={HIDDEN}
          texts={[{ name: 'q', label: DEALER_UI.search, value: q, placeholder: DEALER_UI.searchPlaceholder }]}
        />
        {q && (
          <Typography sx={{ mb: 2 }}>
            {DEALER_UI.filtered(q)} <Link href="/admin?fane=forhandlere&del=kontoer">{DEALER_UI.showAll}</Link>
          </Typography>
        )}
        <DataTable
          labelledBy="dealers-title"
          columns={COLUMNS}
          empty={q ? DEALER_UI.emptyFiltered : DEALER_UI.empty}
          paging={list}
          params={{ ...HIDDEN, q }}
          rows={list.items.map(({ id, email, name, company, isActive, invitationPending, stores }) => {
            // Plain props for the client islands.
            const d: DealerRow = { id, email, name, company, isActive, invitationPending, stores };
            const status = accountStatus(d);
            return {
              id: d.id,
              cells: {
                name: d.name,
                company: d.company,
                email: d.email,
                stores: d.stores.length > 0 ? d.stores.map((s) => s.name).join(', ') : DEALER_UI.noStores,
                status: <StatusChip label={ACCOUNT_STATUS_LABELS[status]} tone={TONES[status]} />,
              },
              actions: (
                <>
                  {/* Until the dealer has chosen a password the account cannot sign in: a new link instead of the switch. */}
                  {status === 'pending' ? <ResendInvitation dealer={d} /> : <ActiveSwitch key={String(d.isActive)} dealer={d} />}
                  <EditDealer dealer={d} />
                  <ConfirmDialog
                    ariaLabel={DEALER_UI.deleteLabel(d.name)}
                    text={confirmDeleteDealer(d.name)}
                    action={deleteDealerAction.bind(null, d.id)}
                    success={DEALER_TOASTS.deleted}
                    failure={DEALER_TOASTS.deleteFailure}
                  />
                </>
              ),
            };
          })}
        />
      </AdminSection>
    </>
  );
}
