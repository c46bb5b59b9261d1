'use client';
/**
 * A button that runs one admin operation at once (no confirmation): 'Send på nytt', 'Send
 * invitasjon på nytt'. The toasts and the panel's fresh render come from useAdminAction; the
 * button reads `pendingLabel` ('Sender...') while the action runs.
 */
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ToastInput } from '@/components/ui/toast/ToastProvider';
import type { ActionResult } from '@/lib/admin/shared/result';
import { useAdminAction } from './useAdminAction';

export function ActionButton<T>({
  label,
  pendingLabel,
  ariaLabel,
  action,
  success,
  failure,
  variant = 'outlined',
}: {
  label: string;
  pendingLabel?: string;
  /** The accessible name when the visible text alone is ambiguous ('Send invitasjon på nytt til Kari'). */
  ariaLabel?: string;
  /** A bound server action. */
  action: () => Promise<ActionResult<T>>;
  success: ToastInput;
  failure: ToastInput;
  variant?: ButtonProps['variant'];
}) {
  const { run, running } = useAdminAction();
  return (
    <Button size="small" variant={variant} disabled={running} aria-label={ariaLabel} onClick={() => void run(action, { success, failure })}>
      {running && pendingLabel ? pendingLabel : label}
    </Button>
  );
}
