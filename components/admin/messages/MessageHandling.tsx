'use client';
/**
 * A message's or an application's handling in the Meldinger tab (docs/product.md: Admin panel):
 * the status select, which saves at once through the server action with a toast, and 'Notat' with
 * its dialog (messageUpdateSchema checks the note here and on the server).
 */
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormTextField } from '../kit/fields';
import { FormDialog } from '../kit/FormDialog';
import { useAdminAction, useDialogAction } from '../kit/useAdminAction';
import { useAdminForm } from '../kit/useAdminForm';
import { updateInquiryAction, updateMessageAction } from '@/lib/admin/messages/actions';
import {
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
  messageStatusSchema,
  messageUpdateSchema,
  NOTE_MAX,
  type MessageStatus,
  type MessageUpdate,
} from '@/lib/admin/messages/schema';
import type { ActionResult } from '@/lib/admin/shared/result';
import { HANDLING_UI, MESSAGE_TOASTS } from './texts';

export type HandlingKind = 'message' | 'inquiry';

const save = (kind: HandlingKind, id: number, data: MessageUpdate): Promise<ActionResult<unknown>> =>
  kind === 'message' ? updateMessageAction(id, data) : updateInquiryAction(id, data);

export function StatusSelect({ kind, id, name, status }: { kind: HandlingKind; id: number; name: string; status: MessageStatus }) {
  const { run, running } = useAdminAction();
  const [value, setValue] = useState(status);

  const change = async (raw: string) => {
    const next = messageStatusSchema.safeParse(raw);
    if (!next.success) return;
    const previous = value;
    setValue(next.data);
    const result = await run(() => save(kind, id, { status: next.data }), { success: MESSAGE_TOASTS.statusSaved, failure: MESSAGE_TOASTS.saveFailure });
    if (!result?.ok) setValue(previous);
  };

  return (
    <TextField
      select
      size="small"
      value={value}
      disabled={running}
      onChange={(e) => void change(e.target.value)}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': HANDLING_UI.statusLabel(name), 'aria-busy': running || undefined } }}
      sx={{ minWidth: 170 }}
    >
      {MESSAGE_STATUSES.map((s) => (
        <option key={s} value={s}>
          {MESSAGE_STATUS_LABELS[s]}
        </option>
      ))}
    </TextField>
  );
}

export function NoteButton({ kind, id, name, note }: { kind: HandlingKind; id: number; name: string; note: string | null }) {
  const [open, setOpen] = useState(false);
  const form = useAdminForm(messageUpdateSchema, { note: note ?? '' });
  const { submit, error, clearError } = useDialogAction();

  const close = () => {
    setOpen(false);
    clearError();
    form.reset({ note: note ?? '' });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit(() => save(kind, id, { note: values.note }), { success: MESSAGE_TOASTS.noteSaved, failure: MESSAGE_TOASTS.saveFailure, form });
    if (result?.ok) setOpen(false);
  });

  return (
    <>
      {note && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
          {note}
        </Typography>
      )}
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} aria-label={HANDLING_UI.noteLabel(name)}>
        {HANDLING_UI.note}
      </Button>
      <FormDialog
        open={open}
        title={HANDLING_UI.noteLabel(name)}
        error={error}
        submitting={form.formState.isSubmitting}
        maxWidth="sm"
        onSubmit={(e) => void onSubmit(e)}
        onClose={close}
      >
        <FormTextField
          control={form.control}
          name="note"
          label={HANDLING_UI.noteField}
          multiline
          minRows={5}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
        />
      </FormDialog>
    </>
  );
}
