'use client';
/**
 * A message's or an application's handling in the Meldinger tab (docs/product.md: Admin panel):
 * the status select, which saves at once through the server action with a toast, and 'Notat' with
 * its dialog (messageUpdateSchema checks the note here and on the server).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '@/components/portal/Dialog';
import { TextAreaField } from '@/components/ui/form/fields';
import formStyles from '@/components/ui/form/form.module.css';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { updateInquiryAction, updateMessageAction } from '@/lib/admin/messages/actions';
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUSES, messageUpdateSchema, NOTE_MAX, type MessageStatus, type MessageUpdate } from '@/lib/admin/messages/schema';
import type { ActionResult } from '@/lib/admin/shared/result';
import { applyFieldErrors, failureToast } from '../action-form';
import { HANDLING_UI, MESSAGE_TOASTS } from './texts';

export type HandlingKind = 'message' | 'inquiry';

const save = (kind: HandlingKind, id: number, data: MessageUpdate): Promise<ActionResult<unknown>> =>
  kind === 'message' ? updateMessageAction(id, data) : updateInquiryAction(id, data);

export function StatusSelect({ kind, id, name, status }: { kind: HandlingKind; id: number; name: string; status: MessageStatus }) {
  const { toast } = useToast();
  const [value, setValue] = useState(status);
  const [pending, setPending] = useState(false);

  const change = async (next: MessageStatus) => {
    const previous = value;
    setValue(next);
    setPending(true);
    const result = await save(kind, id, { status: next }).catch(() => null);
    setPending(false);
    if (result?.ok) {
      toast(MESSAGE_TOASTS.statusSaved);
    } else {
      setValue(previous);
      toast(result ? failureToast(MESSAGE_TOASTS.saveFailure, result) : { ...MESSAGE_TOASTS.saveFailure, variant: 'destructive' });
    }
  };

  return (
    <select
      className={formStyles.input}
      aria-label={HANDLING_UI.statusLabel(name)}
      value={value}
      disabled={pending}
      aria-busy={pending}
      onChange={(e) => void change(e.target.value as MessageStatus)}
    >
      {MESSAGE_STATUSES.map((s) => (
        <option key={s} value={s}>
          {MESSAGE_STATUS_LABELS[s]}
        </option>
      ))}
    </select>
  );
}

interface NoteValues {
  note: string;
}

export function NoteButton({ kind, id, name, note }: { kind: HandlingKind; id: number; name: string; note: string | null }) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const form = useForm<NoteValues>({ resolver: zodResolver(messageUpdateSchema) as never, defaultValues: { note: note ?? '' } });
  const fieldId = `notat-${kind}-${id}`;

  const submit = form.handleSubmit(async (values) => {
    const result = await save(kind, id, { note: values.note }).catch(() => null);
    if (result?.ok) {
      toast(MESSAGE_TOASTS.noteSaved);
      setOpen(false);
      return;
    }
    if (result) applyFieldErrors(form, result);
    toast(result ? failureToast(MESSAGE_TOASTS.saveFailure, result) : { ...MESSAGE_TOASTS.saveFailure, variant: 'destructive' });
  });

  const close = () => {
    setOpen(false);
    form.reset({ note: note ?? '' });
  };

  return (
    <>
      {note && <p style={{ whiteSpace: 'pre-wrap', margin: '0 0 8px' }}>{note}</p>}
      <button type="button" className="btn-outlined" onClick={() => setOpen(true)} aria-label={HANDLING_UI.noteLabel(name)}>
        {HANDLING_UI.note}
      </button>
      <Dialog open={open} title={HANDLING_UI.noteLabel(name)} onClose={close}>
        <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={HANDLING_UI.noteLabel(name)}>
          <TextAreaField
            id={fieldId}
            label={HANDLING_UI.noteField}
            rows={5}
            maxLength={NOTE_MAX}
            error={form.formState.errors.note?.message}
            registration={form.register('note')}
          />
          <div style={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
            <button type="button" className="btn-outlined" onClick={close}>
              {HANDLING_UI.cancel}
            </button>
            <button type="submit" className="btn" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? HANDLING_UI.saving : HANDLING_UI.save}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
