'use client';
/**
 * Dealer accounts in the admin panel (docs/product.md: Admin panel): the add form (no password: the
 * dealer gets an invitation e-mail and chooses one), the edit dialog, the 'Aktiv' switch and 'Send
 * invitasjon på nytt'. Both forms carry the store picker (StorePicker.tsx): the locations the dealer
 * keeps up to date in the portal ('Min butikk'). Every one runs its server action through the kit's hooks, so a refusal, a
 * server error (with its request id) or no answer at all is shown to the operator.
 */
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormDialog } from '../kit/FormDialog';
import { FormTextField } from '../kit/fields';
import { KIT } from '../kit/texts';
import { useAdminAction, useDialogAction } from '../kit/useAdminAction';
import { useAdminForm } from '../kit/useAdminForm';
import { addDealerAction, resendDealerInvitationAction, updateDealerAction } from '@/lib/admin/dealers/actions';
import { dealerSchema, dealerUpdateSchema } from '@/lib/admin/dealers/schema';
import { StorePicker } from './StorePicker';
import { DEALER_TOASTS, DEALER_UI } from './texts';

const EMPTY = { email: '', name: '', company: '', stores: [] as string[] };

export function AddDealerForm() {
  const form = useAdminForm(dealerSchema, EMPTY);
  const { run, running } = useAdminAction();
  // A new picker with the emptied form (its chips' names start afresh).
  const [added, setAdded] = useState(0);

  const submit = form.handleSubmit(async (data) => {
    const result = await run(() => addDealerAction(data), { success: DEALER_TOASTS.added, failure: DEALER_TOASTS.addFailure, form });
    if (result?.ok) {
      form.reset(EMPTY);
      setAdded((n) => n + 1);
    }
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate aria-label={DEALER_UI.add} spacing={2} sx={{ maxWidth: 720 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="name" label={DEALER_UI.name} autoComplete="off" />
        <FormTextField control={form.control} name="company" label={DEALER_UI.company} autoComplete="off" />
      </Stack>
      <FormTextField control={form.control} name="email" label={DEALER_UI.email} type="email" autoComplete="off" />
      <StorePicker key={added} control={form.control} name="stores" initial={[]} />
      <Typography variant="body2" color="text.secondary">
        {DEALER_UI.invitationHint}
      </Typography>
      <div>
        <Button type="submit" variant="contained" disabled={running}>
          {running ? DEALER_UI.adding : DEALER_UI.add}
        </Button>
      </div>
    </Stack>
  );
}

export interface DealerRow {
  id: number;
  email: string;
  name: string;
  company: string;
  isActive: boolean;
  invitationPending: boolean;
  /** The store locations linked to the account ('Min butikk'), by name. */
  stores: { id: string; name: string }[];
}

/** 'Rediger' on a row and its dialog: name, company, e-mail (never a password) and the linked stores. */
export function EditDealer({ dealer }: { dealer: DealerRow }) {
  const [open, setOpen] = useState(false);
  const initial = { email: dealer.email, name: dealer.name, company: dealer.company, stores: dealer.stores.map((s) => s.id) };
  const form = useAdminForm(dealerUpdateSchema, initial);
  const { submit, error, pending, clearError } = useDialogAction();

  const onSubmit = form.handleSubmit(async (data) => {
    const result = await submit(() => updateDealerAction(dealer.id, data), { success: DEALER_TOASTS.updated, failure: DEALER_TOASTS.updateFailure, form });
    if (result?.ok) setOpen(false);
  });

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={DEALER_UI.editTitle(dealer.name)}
        onClick={() => {
          form.reset(initial);
          clearError();
          setOpen(true);
        }}
      >
        {KIT.edit}
      </Button>
      <FormDialog
        open={open}
        title={DEALER_UI.editTitle(dealer.name)}
        error={error}
        submitting={pending}
        submitLabel={DEALER_UI.saveEdit}
        submittingLabel={DEALER_UI.savingEdit}
        maxWidth="sm"
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
      >
        <FormTextField control={form.control} name="name" label={DEALER_UI.name} />
        <FormTextField control={form.control} name="company" label={DEALER_UI.company} />
        <FormTextField control={form.control} name="email" label={DEALER_UI.email} type="email" autoComplete="off" />
        <StorePicker control={form.control} name="stores" dealerId={dealer.id} initial={dealer.stores} />
      </FormDialog>
    </>
  );
}

/**
 * The 'Aktiv' switch (a switch that looks like one, named 'Aktiv: {name}'): a deactivated dealer
 * loses access at their next request. Moves at once and moves back when the change is refused.
 */
export function ActiveSwitch({ dealer }: { dealer: DealerRow }) {
  const { run, pending } = useAdminAction();
  const [checked, setChecked] = useState(dealer.isActive);

  const toggle = async (next: boolean) => {
    setChecked(next);
    const result = await run(() => updateDealerAction(dealer.id, { isActive: next }), { success: DEALER_TOASTS.updated, failure: DEALER_TOASTS.updateFailure });
    if (!result?.ok) setChecked(!next);
  };

  return (
    <FormControlLabel
      sx={{ mr: 0, whiteSpace: 'nowrap' }}
      label={DEALER_UI.active}
      control={
        <Switch
          size="small"
          checked={checked}
          disabled={pending}
          onChange={(_, next) => void toggle(next)}
          slotProps={{ input: { 'aria-label': DEALER_UI.activeLabel(dealer.name) } }}
        />
      }
    />
  );
}

/** 'Send invitasjon på nytt' for a dealer who has not chosen a password yet: a new link, the old one stops working. */
export function ResendInvitation({ dealer }: { dealer: DealerRow }) {
  const { run, running } = useAdminAction();
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={running}
      aria-label={DEALER_UI.resendLabel(dealer.name)}
      onClick={() =>
        void run(() => resendDealerInvitationAction(dealer.id), {
          success: DEALER_TOASTS.invitationSent(dealer.email),
          failure: DEALER_TOASTS.invitationFailure,
        })
      }
    >
      {running ? DEALER_UI.resending : DEALER_UI.resend}
    </Button>
  );
}
