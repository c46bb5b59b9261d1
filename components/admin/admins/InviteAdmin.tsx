'use client';
/**
 * 'Inviter administrator' (docs/product.md: Admin panel, Administratorer): name and e-mail,
 * validated with adminInviteSchema here and by the server action; the new administrator chooses
 * the password through the invitation link.
 */
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormTextField } from '../kit/fields';
import { FormDialog } from '../kit/FormDialog';
import { useDialogAction } from '../kit/useAdminAction';
import { useAdminForm } from '../kit/useAdminForm';
import { inviteAdminAction } from '@/lib/admin/admins/actions';
import { adminInviteSchema } from '@/lib/admin/admins/schema';
import { ADMINS_TOASTS, ADMINS_UI } from './texts';

const EMPTY = { name: '', email: '' };

export function InviteAdminButton() {
  const [open, setOpen] = useState(false);
  const form = useAdminForm(adminInviteSchema, EMPTY);
  const { submit, error, clearError } = useDialogAction();

  const close = () => {
    setOpen(false);
    clearError();
    form.reset(EMPTY);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit(() => inviteAdminAction(values), { success: ADMINS_TOASTS.invited(values.email), failure: ADMINS_TOASTS.inviteFailure, form });
    if (result?.ok) close();
  });

  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {ADMINS_UI.invite}
      </Button>
      <FormDialog
        open={open}
        title={ADMINS_UI.invite}
        error={error}
        submitting={form.formState.isSubmitting}
        submitLabel={ADMINS_UI.inviteSubmit}
        submittingLabel={ADMINS_UI.sending}
        maxWidth="sm"
        onSubmit={(e) => void onSubmit(e)}
        onClose={close}
      >
        <FormTextField control={form.control} name="name" label={ADMINS_UI.columns.name} required autoComplete="name" />
        <FormTextField control={form.control} name="email" label={ADMINS_UI.columns.email} type="email" required autoComplete="email" />
      </FormDialog>
    </>
  );
}
