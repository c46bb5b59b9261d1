/**
 * The Administratorer tab (docs/product.md: Admin panel): every administrator with status ('Aktiv',
 * 'Deaktivert', 'Venter på passord') and creation date, 'Inviter administrator', 'Deaktiver' /
 * 'Aktiver' with the confirmation, 'Send invitasjon på nytt'. The signed-in administrator's own row
 * is marked '(deg)' and cannot be deactivated (the server refuses it too: lib/admin/admins/service.ts).
 */
import Typography from '@mui/material/Typography';
import { currentUser } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { resendAdminInvitationAction, setAdminActiveAction } from '@/lib/admin/admins/actions';
import { listAdmins } from '@/lib/admin/admins/service';
import { accountStatus, ACCOUNT_STATUS_LABELS, type AccountStatus } from '@/lib/admin/shared/account-messages';
import { ActionButton } from '../kit/ActionButton';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DataTable } from '../kit/DataTable';
import { EmailText } from '../kit/EmailText';
import { formatDate } from '../kit/format';
import { AdminSection } from '../kit/SectionHeader';
import { StatusChip, type StatusTone } from '../kit/StatusChip';
import { InviteAdminButton } from './InviteAdmin';
import { ADMINS_TOASTS, ADMINS_UI } from './texts';

const TONE: Record<AccountStatus, StatusTone> = { active: 'success', inactive: 'neutral', pending: 'warning' };
/** The one row that is the signed-in administrator's: its hint's id is unique on the page. */
const SELF_HINT_ID = 'admins-self-hint';
const C = ADMINS_UI.columns;

export async function AdminsTab() {
  const [admins, me] = await Promise.all([listAdmins(prisma), currentUser()]);
  return (
    <AdminSection id="admins-title" title={ADMINS_UI.title(admins.length)} intro={ADMINS_UI.intro} actions={<InviteAdminButton />}>
      <DataTable
        labelledBy="admins-title"
        columns={[
          { key: 'name', label: C.name },
          { key: 'email', label: C.email },
          { key: 'status', label: C.status, nowrap: true },
          { key: 'created', label: C.created, nowrap: true },
        ]}
        rows={admins.map((a) => {
          const self = a.id === me?.id;
          const status = accountStatus(a);
          const activate = status === 'inactive';
          return {
            id: a.id,
            cells: {
              name: (
                <>
                  {a.name} {self && <strong>{ADMINS_UI.you}</strong>}
                </>
              ),
              email: <EmailText email={a.email} />,
              status: <StatusChip label={ACCOUNT_STATUS_LABELS[status]} tone={TONE[status]} />,
              created: <time dateTime={a.createdAt.toISOString()}>{formatDate(a.createdAt)}</time>,
            },
            actions: (
              <>
                {status === 'pending' && (
                  <ActionButton
                    label={ADMINS_UI.resend}
                    pendingLabel={ADMINS_UI.sending}
                    ariaLabel={ADMINS_UI.resendLabel(a.name)}
                    action={resendAdminInvitationAction.bind(null, a.id)}
                    success={ADMINS_TOASTS.resent(a.email)}
                    failure={ADMINS_TOASTS.updateFailure}
                  />
                )}
                <ConfirmDialog
                  label={activate ? ADMINS_UI.activate : ADMINS_UI.deactivate}
                  ariaLabel={activate ? ADMINS_UI.activateLabel(a.name) : ADMINS_UI.deactivateLabel(a.name)}
                  text={activate ? ADMINS_UI.confirmActivateText(a.name) : ADMINS_UI.confirmDeactivateText(a.name)}
                  confirmLabel={activate ? ADMINS_UI.activate : ADMINS_UI.deactivate}
                  pendingLabel={ADMINS_UI.working}
                  color={activate ? 'primary' : 'error'}
                  triggerProps={self ? { disabled: true, 'aria-describedby': SELF_HINT_ID } : undefined}
                  action={setAdminActiveAction.bind(null, a.id, { isActive: activate })}
                  success={activate ? ADMINS_TOASTS.activated : ADMINS_TOASTS.deactivated}
                  failure={ADMINS_TOASTS.updateFailure}
                />
                {self && (
                  <Typography id={SELF_HINT_ID} variant="body2" color="text.secondary">
                    {ADMINS_UI.selfHint}
                  </Typography>
                )}
              </>
            ),
          };
        })}
        empty={ADMINS_UI.empty}
      />
    </AdminSection>
  );
}
