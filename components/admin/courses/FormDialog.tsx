'use client';
/**
 * The frame every course-editor dialog shares (course, module, content item, question): a titled
 * MUI dialog around a form, the server's message when it names no field, 'Avbryt' and the save
 * button ('Lagrer...' while saving). `useDialogSave` runs the server action: on success the toast
 * and a refresh (useCourseAction) and the dialog closes; on failure the field messages go to the
 * fields and any other message above them.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ToastInput } from '@/components/ui/toast/ToastProvider';
import type { ActionResult } from '@/lib/admin/shared/result';
import { applyFieldErrors } from '../action-form';
import { useCourseAction } from './shared';
import { COURSE_UI } from './texts';

export function useDialogSave<T extends FieldValues>(form: UseFormReturn<T>, onSaved: () => void) {
  const { run } = useCourseAction();
  const [error, setError] = useState<string | null>(null);
  const save = async <R,>(action: () => Promise<ActionResult<R>>, success: ToastInput) => {
    setError(null);
    const result = await run(action, success);
    if (result?.ok) onSaved();
    else if (result) {
      applyFieldErrors(form, result);
      if (!result.fieldErrors) setError(result.error);
    }
  };
  return { error, save };
}

interface Props {
  open?: boolean;
  title: string;
  /** The server's message that names no field. */
  error: string | null;
  submitting: boolean;
  submitLabel?: string;
  maxWidth?: 'sm' | 'md';
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({ open = true, title, error, submitting, submitLabel = COURSE_UI.save, maxWidth = 'md', onSubmit, onClose, children }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{COURSE_UI.cancel}</Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? COURSE_UI.saving : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
