'use client';
/**
 * Dealer accounts in the admin panel: the add form (no password: the dealer gets an invitation
 * e-mail and chooses one), the edit dialog, the active switch and 'Send invitasjon på nytt' —
 * server actions validated with the shared schemas.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/form/fields';
import formStyles from '@/components/ui/form/form.module.css';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { addDealerAction, resendDealerInvitationAction, updateDealerAction } from '@/lib/admin/dealers/actions';
import { dealerSchema, dealerUpdateSchema } from '@/lib/admin/dealers/schema';
import type { z } from 'zod';
import { applyFieldErrors, failureToast } from '../action-form';
import { EditDialog } from '../EditDialog';
import { DEALER_TOASTS, DEALER_UI } from './texts';

type AddInput = z.input<typeof dealerSchema>;
type EditInput = z.input<typeof dealerUpdateSchema>;
const EMPTY: AddInput = { email: '', name: '', company: '' };

export function AddDealerForm() {
  const { toast } = useToast();
  const form = useForm<AddInput>({ resolver: zodResolver(dealerSchema) as never, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (data) => {
    const result = await addDealerAction(data);
    if (result.ok) {
      toast(DEALER_TOASTS.added);
      form.reset(EMPTY);
      return;
    }
    applyFieldErrors(form, result);
    toast(failureToast(DEALER_TOASTS.addFailure, result));
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Legg til forhandler">
      <div className={formStyles.row}>
        <TextField id="ny-navn" label="Navn" error={errors.name?.message} registration={form.register('name')} />
        <TextField id="ny-firma" label="Firma" error={errors.company?.message} registration={form.register('company')} />
      </div>
      <div className={formStyles.row}>
        <TextField id="ny-epost" label="E-post" type="email" autoComplete="off" error={errors.email?.message} registration={form.register('email')} />
      </div>
      <p className="muted">{DEALER_UI.invitationHint}</p>
      <button type="submit" className={formStyles.button} disabled={isSubmitting}>
        {isSubmitting ? 'Legger til...' : 'Legg til forhandler'}
      </button>
    </form>
  );
}

export interface DealerRow {
  id: number;
  email: string;
  name: string;
  company: string;
  isActive: boolean;
  invitationPending: boolean;
}

export function EditDealer({ dealer }: { dealer: DealerRow }) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const initial: EditInput = { email: dealer.email, name: dealer.name, company: dealer.company };
  const form = useForm<EditInput>({ resolver: zodResolver(dealerUpdateSchema) as never, defaultValues: initial });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (data) => {
    const result = await updateDealerAction(dealer.id, data);
    if (result.ok) {
      toast(DEALER_TOASTS.updated);
      setOpen(false);
      return;
    }
    applyFieldErrors(form, result);
    toast(failureToast(DEALER_TOASTS.updateFailure, result));
  });

  return (
    <EditDialog
      name={dealer.name}
      open={open}
      onOpen={() => {
        form.reset(initial);
        setOpen(true);
      }}
      onClose={() => setOpen(false)}
    >
      <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Rediger forhandler">
        <TextField id={`navn-${dealer.id}`} label="Navn" error={errors.name?.message} registration={form.register('name')} />
        <TextField id={`firma-${dealer.id}`} label="Firma" error={errors.company?.message} registration={form.register('company')} />
        <TextField id={`epost-${dealer.id}`} label="E-post" type="email" error={errors.email?.message} registration={form.register('email')} />
        <button type="submit" className={formStyles.button} disabled={isSubmitting}>
          {isSubmitting ? 'Oppdaterer...' : 'Lagre endringer'}
        </button>
      </form>
    </EditDialog>
  );
}

/** The isActive switch: a deactivated dealer loses access at their next request. */
export function ActiveSwitch({ dealer }: { dealer: DealerRow }) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const toggle = async () => {
    setPending(true);
    const result = await updateDealerAction(dealer.id, { isActive: !dealer.isActive });
    setPending(false);
    toast(result.ok ? DEALER_TOASTS.updated : failureToast(DEALER_TOASTS.updateFailure, result));
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dealer.isActive}
      aria-label={`Aktiv: ${dealer.name}`}
      className="btn-outlined"
      disabled={pending}
      onClick={() => void toggle()}
    >
      {dealer.isActive ? 'Aktiv' : 'Deaktivert'}
    </button>
  );
}

/** 'Send invitasjon på nytt' for a dealer who has not chosen a password yet: a new link, the old one stops working. */
export function ResendInvitation({ dealer }: { dealer: DealerRow }) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const resend = async () => {
    setPending(true);
    const result = await resendDealerInvitationAction(dealer.id).catch(() => null);
    setPending(false);
    if (result?.ok) toast(DEALER_TOASTS.invitationSent(dealer.email));
    else toast(result ? failureToast(DEALER_TOASTS.invitationFailure, result) : { ...DEALER_TOASTS.invitationFailure, variant: 'destructive' });
  };
  return (
    <button type="button" className="btn-outlined" disabled={pending} aria-label={DEALER_UI.resendLabel(dealer.name)} onClick={() => void resend()}>
      {pending ? DEALER_UI.resending : DEALER_UI.resend}
    </button>
  );
}
