'use client';
/**
 * 'Slett' with the documented confirmation dialog; 'Sletter...' while the server action runs. A
 * refusal shows the failure toast, with its one clear cause when it has one (action-form.ts).
 */
import { useState } from 'react';
import { Dialog } from '@/components/portal/Dialog';
import { useToast, type ToastInput } from '@/components/ui/toast/ToastProvider';
import type { ActionResult } from '@/lib/admin/shared/result';
import { failureToast } from './action-form';
import { KIT } from './kit/texts';

export function ConfirmDelete({
  label,
  text,
  action,
  success,
  failure,
}: {
  label: string;
  text: string;
  action: () => Promise<ActionResult<unknown>>;
  success: ToastInput;
  failure: ToastInput;
}) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    const result = await action().catch(() => null);
    setPending(false);
    if (result?.ok) {
      toast(success);
      setOpen(false);
    } else {
      toast(result ? failureToast(failure, result) : { ...failure, variant: 'destructive' });
    }
  };

  return (
    <>
      <button type="button" className="btn-outlined" onClick={() => setOpen(true)} aria-label={label}>
        Slett
      </button>
      <Dialog open={open} title={KIT.confirmTitle} onClose={() => setOpen(false)}>
        <p>{text}</p>
        <div style={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
          <button type="button" className="btn-outlined" onClick={() => setOpen(false)}>
            Avbryt
          </button>
          <button type="button" className="btn" onClick={() => void confirm()} disabled={pending}>
            {pending ? 'Sletter...' : 'Slett'}
          </button>
        </div>
      </Dialog>
    </>
  );
}
