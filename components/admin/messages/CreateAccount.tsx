'use client';
/**
 * 'Opprett forhandlerkonto' on a dealer application (docs/product.md: Admin panel, Meldinger): the
 * dialog prefilled from the application (name, company, e-mail; each can be changed), validated
 * with the shared schema here and by the server action, which creates the account, sends the
 * invitation and marks the application 'Besvart'. Once done, the row shows 'Konto opprettet'.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '@/components/portal/Dialog';
import { TextField } from '@/components/ui/form/fields';
import formStyles from '@/components/ui/form/form.module.css';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { createInquiryAccountAction } from '@/lib/admin/messages/actions';
import { inquiryAccountSchema, type InquiryAccount } from '@/lib/admin/messages/account-schema';
import { applyFieldErrors, failureToast } from '../action-form';
import { ACCOUNT_UI, MESSAGE_TOASTS } from './texts';

export function CreateAccountButton({ inquiry }: { inquiry: { id: number; name: string; company: string; email: string } }) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const initial: InquiryAccount = { name: inquiry.name, company: inquiry.company, email: inquiry.email };
  const form = useForm<InquiryAccount>({ resolver: zodResolver(inquiryAccountSchema) as never, defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const id = (field: string) => `konto-${field}-${inquiry.id}`;

  const submit = form.handleSubmit(async (values) => {
    const result = await createInquiryAccountAction(inquiry.id, values).catch(() => null);
    if (result?.ok) {
      toast(MESSAGE_TOASTS.accountCreated(result.data.email));
      setOpen(false);
      return;
    }
    if (result) applyFieldErrors(form, result);
    toast(result ? failureToast(MESSAGE_TOASTS.accountFailure, result) : { ...MESSAGE_TOASTS.accountFailure, variant: 'destructive' });
  });

  const close = () => {
    setOpen(false);
    form.reset(initial);
  };

  return (
    <>
      <button type="button" className="btn-outlined" onClick={() => setOpen(true)} aria-label={ACCOUNT_UI.label(inquiry.name)}>
        {ACCOUNT_UI.create}
      </button>
      <Dialog open={open} title={ACCOUNT_UI.label(inquiry.name)} onClose={close}>
        <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={ACCOUNT_UI.label(inquiry.name)}>
          <p className="muted">{ACCOUNT_UI.hint}</p>
          <TextField id={id('navn')} label="Navn" error={errors.name?.message} registration={form.register('name')} />
          <TextField id={id('firma')} label="Firma" error={errors.company?.message} registration={form.register('company')} />
          <TextField id={id('epost')} label="E-post" type="email" autoComplete="off" error={errors.email?.message} registration={form.register('email')} />
          <div style={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
            <button type="button" className="btn-outlined" onClick={close}>
              {ACCOUNT_UI.cancel}
            </button>
            <button type="submit" className="btn" disabled={isSubmitting}>
              {isSubmitting ? ACCOUNT_UI.creating : ACCOUNT_UI.submit}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
