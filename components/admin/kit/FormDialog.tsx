'use client';
/**
 * The one form dialog of the admin panel: a titled MUI dialog around a form, the server's message
 * when it names no field, 'Avbryt' and the save button ('Lagrer...' while saving). Full screen on
 * phones, so long forms (a product, a quiz question's answers) keep their width. Ids come from
 * useId: every dialog on a page has its own.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { KIT } from './texts';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** The server's message that names no field. */
  error?: string | null;
  submitting: boolean;
  submitLabel?: string;
  submittingLabel?: string;
  /** The save button greyed out (nothing to save yet, or what would be saved is refused). */
  submitDisabled?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({
  open,
  title,
  error,
  submitting,
  submitLabel = KIT.save,
  submittingLabel = KIT.saving,
  submitDisabled = false,
  maxWidth = 'md',
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={submitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth} fullScreen={phone}>
      <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {KIT.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting || submitDisabled}>
            {submitting ? submittingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
