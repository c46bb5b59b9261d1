'use client';
/**
 * The one confirmation of the admin panel (docs/product.md §8: 'Er du sikker?'): a button that opens
 * the dialog, the confirm button ('Sletter...' while the action runs), the toasts through
 * useAdminAction. With `loadProgress` (courses and modules), the dialog first reads how many dealers
 * have progress: with any, it says the item is archived and their results kept, the button reads
 * 'Arkiver', and the action is sent confirmed. A 409 answer (progress appeared meanwhile) reopens
 * that reading.
 */
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState, type ReactNode } from 'react';
import type { ToastInput } from '@/components/ui/toast/ToastProvider';
import type { ActionResult } from '@/lib/admin/shared/result';
import { KIT } from './texts';
import { failureToast, useAdminAction } from './useAdminAction';

export interface ConfirmDialogProps {
  /** The trigger's visible text ('Slett', 'Deaktiver' …). */
  label?: string;
  /** The trigger's accessible name when the visible text alone is ambiguous ('Slett Teakolje'). */
  ariaLabel?: string;
  /** What the confirmation says. */
  text: ReactNode;
  confirmLabel?: string;
  pendingLabel?: string;
  /** 'error' for what cannot be undone (the default), 'primary' for what can. */
  color?: 'error' | 'primary';
  triggerProps?: Omit<ButtonProps, 'onClick' | 'children' | 'color'>;
  /** The change; `confirmed` is true when the operator agreed to archive an item with progress. */
  action: (confirmed?: boolean) => Promise<ActionResult<unknown>>;
  success: ToastInput;
  failure: ToastInput;
  /** Courses and modules: how many dealers have progress (read when the dialog opens). */
  loadProgress?: () => Promise<ActionResult<{ progressCount: number }>>;
  /** The text when `loadProgress` finds progress. */
  archiveText?: (count: number) => ReactNode;
}

export function ConfirmDialog({
  label = KIT.delete,
  ariaLabel,
  text,
  confirmLabel = KIT.delete,
  pendingLabel = KIT.deleting,
  color = 'error',
  triggerProps,
  action,
  success,
  failure,
  loadProgress,
  archiveText,
}: ConfirmDialogProps) {
  const { run, running } = useAdminAction();
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState<number | null>(0);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const textId = useId();

  const openDialog = async () => {
    setOpen(true);
    setError(null);
    if (!loadProgress) return;
    setCount(null);
    const info = await loadProgress().catch(() => null);
    if (info?.ok) setCount(info.data.progressCount);
    else setError(info && !info.ok ? info.error : KIT.network);
  };

  const archiving = Boolean(loadProgress && archiveText && count !== null && count > 0);

  const confirm = async () => {
    // A bound server action is called with no extra argument unless it takes the confirmation.
    const result = await run(() => (loadProgress ? action(archiving) : action()), { success, failure });
    if (result?.ok) setOpen(false);
    else if (result && result.status === 409 && loadProgress) void openDialog();
    // Also inside the dialog: while it is open, the page behind it (the toast too) is hidden from screen readers.
    else setError(String(failureToast(failure, result).description ?? ''));
  };

  return (
    <>
      <Button size="small" variant="outlined" color={color} {...triggerProps} onClick={() => void openDialog()} aria-label={ariaLabel}>
        {label}
      </Button>
      <Dialog open={open} onClose={running ? undefined : () => setOpen(false)} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>{KIT.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} component="div">
            {count === null && !error ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={18} aria-hidden="true" />
                <span>{KIT.loadingCount}</span>
              </Stack>
            ) : archiving && archiveText && count !== null ? (
              archiveText(count)
            ) : (
              text
            )}
          </DialogContentText>
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={running}>
            {KIT.cancel}
          </Button>
          <Button color={color} variant="contained" onClick={() => void confirm()} disabled={running || count === null}>
            {running ? (archiving ? KIT.archiving : pendingLabel) : archiving ? KIT.archive : confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
