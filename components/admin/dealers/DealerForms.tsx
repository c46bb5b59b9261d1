'use client';
/**
 * Dealer accounts in the admin panel: the add form, the edit dialog (password optional and
 * empty), and the active switch — server actions validated with the shared schemas.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/form/fields';
import formStyles from '@/components/ui/form/form.module.css';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { addDealerAction, updateDealerAction } from '@/lib/admin/dealers/actions';
import { dealerSchema, dealerUpdateSchema } from '@/lib/admin/dealers/schema';
import type { z } from 'zod';
import { applyFieldErrors, failureToast } from '../action-form';
import { EditDialog } from '../EditDialog';
import { DEALER_TOASTS } from './texts';

type AddInput = z.input<typeof dealerSchema>;
type EditInput = z.input<typeof dealerUpdateSchema>;
const EMPTY: AddInput = { email: '', password: '', name: '', company: '' };

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
        <TextField id="ny-passord" label="Passord" type="password" autoComplete="new-password" error={errors.password?.message} registration={form.register('password')} />
      </div>
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
}

export function EditDealer({ dealer }: { dealer: DealerRow }) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const initial: EditInput = { email: dealer.email, name: dealer.name, company: dealer.company, password: '' };
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
        <TextField
          id={`passord-${dealer.id}`}
          label="Nytt passord (la stå tomt for å beholde)"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          registration={form.register('password')}
        />
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
