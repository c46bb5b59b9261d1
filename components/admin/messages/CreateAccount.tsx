'use client';
/**
 * 'Opprett forhandlerkonto' on a dealer application (docs/product.md: Admin panel, Meldinger): the
 * dialog prefilled from the application (name, company, e-mail; each can be changed), validated
 * with the shared schema here and by the server action, which creates the account, sends the
 * invitation and marks the application 'Besvart'. Once done, the row shows 'Konto opprettet'.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormTextField } from '../kit/fields';
import { FormDialog } from '../kit/FormDialog';
import { useDialogAction } from '../kit/useAdminAction';
import { useAdminForm } from '../kit/useAdminForm';
import { createInquiryAccountAction } from '@/lib/admin/messages/actions';
import { inquiryAccountSchema } from '@/lib/admin/messages/account-schema';
import { ACCOUNT_UI, MESSAGE_TOASTS } from './texts';

export function CreateAccountButton({ inquiry }: { inquiry: { id: number; name: string; company: string; email: string } }) {
  const [open, setOpen] = useState(false);
  const initial = { name: inquiry.name, company: inquiry.company, email: inquiry.email };
  const form = useAdminForm(inquiryAccountSchema, initial);
  const { submit, error, clearError } = useDialogAction();

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit(() => createInquiryAccountAction(inquiry.id, values), {
      success: (data) => MESSAGE_TOASTS.accountCreated(data.email),
      failure: MESSAGE_TOASTS.accountFailure,
      form,
    });
    if (result?.ok) setOpen(false);
  });

  const close = () => {
    setOpen(false);
    clearError();
    form.reset(initial);
  };

  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} aria-label={ACCOUNT_UI.label(inquiry.name)}>
        {ACCOUNT_UI.create}
      </Button>
      <FormDialog
        open={open}
        title={ACCOUNT_UI.label(inquiry.name)}
        error={error}
        submitting={form.formState.isSubmitting}
        submitLabel={ACCOUNT_UI.submit}
        submittingLabel={ACCOUNT_UI.creating}
        maxWidth="sm"
        onSubmit={(e) => void onSubmit(e)}
        onClose={close}
      >
        <Typography color="text.secondary">{ACCOUNT_UI.hint}</Typography>
        <FormTextField control={form.control} name="name" label={ACCOUNT_UI.name} />
        <FormTextField control={form.control} name="company" label={ACCOUNT_UI.company} />
        <FormTextField control={form.control} name="email" label={ACCOUNT_UI.email} type="email" autoComplete="off" />
      </FormDialog>
    </>
  );
}
