'use client';
/**
 * The administrators' list and its dialogs (MUI): 'Inviter administrator' (name and e-mail,
 * validated with adminInviteSchema here and by the server action), the confirmation of 'Deaktiver'
 * and 'Aktiver', and 'Send invitasjon på nytt'. The own row's button is disabled with the reason
 * beside it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { inviteAdminAction, resendAdminInvitationAction, setAdminActiveAction } from '@/lib/admin/admins/actions';
import { adminInviteSchema, type AdminInvite } from '@/lib/admin/admins/schema';
import { ACCOUNT_STATUS_LABELS, type AccountStatus } from '@/lib/admin/shared/account-messages';
import type { ActionResult } from '@/lib/admin/shared/result';
import { applyFieldErrors, failureToast } from '../action-form';
import { ADMINS_TOASTS, ADMINS_UI } from './texts';

export interface AdminListRow {
  id: number;
  name: string;
  email: string;
  status: AccountStatus;
  /** The creation date as shown (formatted on the server). */
  created: string;
  createdAt: string;
}

const STATUS_COLOR = { active: 'success', inactive: 'default', pending: 'warning' } as const;

/** Runs an action: the toast, and a fresh render on success. */
function useAdminAction() {
  const { toast } = useToast();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = async <T,>(action: () => Promise<ActionResult<T>>, success: Parameters<typeof toast>[0], failure: Parameters<typeof toast>[0]) => {
    const result = await action().catch(() => null);
    if (result?.ok) {
      toast(success);
      startTransition(() => router.refresh());
    } else {
      toast(result ? failureToast(failure, result) : { ...failure, variant: 'destructive' });
    }
    return result;
  };
  return { run, pending };
}

export function AdminList({ admins, selfId }: { admins: AdminListRow[]; selfId: number | null }) {
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<AdminListRow | null>(null);
  const { run, pending } = useAdminAction();
  const selfHintId = useId();

  return (
    <Box component="section" aria-labelledby="admins-title">
      <Stack direction="row" sx={{ mb: 1, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }} useFlexGap spacing={1}>
        <Typography id="admins-title" variant="h5" component="h2">
          {ADMINS_UI.title(admins.length)}
        </Typography>
        <Button variant="contained" onClick={() => setInviting(true)}>
          {ADMINS_UI.invite}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {ADMINS_UI.intro}
      </Typography>
      {admins.length === 0 ? (
        <Typography color="text.secondary">{ADMINS_UI.empty}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined" aria-busy={pending}>
          <Table size="small" aria-labelledby="admins-title">
            <TableHead>
              <TableRow>
                {ADMINS_UI.columns.map((c) => (
                  <TableCell key={c}>{c}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {admins.map((a) => {
                const self = a.id === selfId;
                return (
                  <TableRow key={a.id}>
                    <TableCell>
                      {a.name} {self && <strong>{ADMINS_UI.you}</strong>}
                    </TableCell>
                    <TableCell>{a.email}</TableCell>
                    <TableCell>
                      <Chip size="small" label={ACCOUNT_STATUS_LABELS[a.status]} color={STATUS_COLOR[a.status]} variant={a.status === 'inactive' ? 'outlined' : 'filled'} />
                    </TableCell>
                    <TableCell>
                      <time dateTime={a.createdAt}>{a.created}</time>
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                        {a.status === 'pending' && (
                          <Button
                            size="small"
                            variant="outlined"
                            aria-label={ADMINS_UI.resendLabel(a.name)}
                            onClick={() => void run(() => resendAdminInvitationAction(a.id), ADMINS_TOASTS.resent(a.email), ADMINS_TOASTS.updateFailure)}
                          >
                            {ADMINS_UI.resend}
                          </Button>
                        )}
                        <Button
                          size="small"
                          variant="outlined"
                          color={a.status === 'inactive' ? 'primary' : 'error'}
                          disabled={self}
                          aria-label={a.status === 'inactive' ? ADMINS_UI.activateLabel(a.name) : ADMINS_UI.deactivateLabel(a.name)}
                          aria-describedby={self ? selfHintId : undefined}
                          onClick={() => setConfirming(a)}
                        >
                          {a.status === 'inactive' ? ADMINS_UI.activate : ADMINS_UI.deactivate}
                        </Button>
                        {self && (
                          <Typography id={selfHintId} variant="body2" color="text.secondary">
                            {ADMINS_UI.selfHint}
                          </Typography>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      {confirming && <ConfirmStatus admin={confirming} onClose={() => setConfirming(null)} run={run} />}
    </Box>
  );
}

function ConfirmStatus({ admin, onClose, run }: { admin: AdminListRow; onClose: () => void; run: ReturnType<typeof useAdminAction>['run'] }) {
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const textId = useId();
  const activate = admin.status === 'inactive';

  const confirm = async () => {
    setWorking(true);
    setError(null);
    const result = await run(
      () => setAdminActiveAction(admin.id, activate),
      activate ? ADMINS_TOASTS.activated : ADMINS_TOASTS.deactivated,
      ADMINS_TOASTS.updateFailure,
    );
    setWorking(false);
    if (result?.ok) onClose();
    else if (result) setError(result.error);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{activate ? ADMINS_UI.confirmActivate(admin.name) : ADMINS_UI.confirmDeactivate(admin.name)}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText id={textId}>{activate ? ADMINS_UI.confirmActivateText(admin.name) : ADMINS_UI.confirmDeactivateText(admin.name)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ADMINS_UI.cancel}</Button>
        <Button variant="contained" color={activate ? 'primary' : 'error'} disabled={working} onClick={() => void confirm()}>
          {working ? ADMINS_UI.working : activate ? ADMINS_UI.activate : ADMINS_UI.deactivate}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const EMPTY: AdminInvite = { name: '', email: '' };

function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { run } = useAdminAction();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AdminInvite>({ resolver: zodResolver(adminInviteSchema) as never, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const titleId = useId();

  const close = () => {
    form.reset(EMPTY);
    setError(null);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await run(() => inviteAdminAction(values), ADMINS_TOASTS.invited(values.email), ADMINS_TOASTS.inviteFailure);
    if (result?.ok) close();
    else if (result) {
      applyFieldErrors(form, result);
      if (!result.fieldErrors) setError(result.error);
    }
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{ADMINS_UI.invite}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label="Navn" required autoFocus {...form.register('name')} error={Boolean(errors.name)} helperText={errors.name?.message} />
            <TextField label="E-post" type="email" required {...form.register('email')} error={Boolean(errors.email)} helperText={errors.email?.message} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{ADMINS_UI.cancel}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? ADMINS_UI.sending : ADMINS_UI.inviteSubmit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
