/** Shared by the admin forms: a server action's field errors onto react-hook-form, and its failure toast. */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ToastInput } from '@/components/ui/toast/ToastProvider';
import type { ActionFailure } from '@/lib/admin/shared/result';

export function applyFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, result: ActionFailure): void {
  for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
    form.setError(field as Path<T>, { message: messages[0] });
  }
}

/**
 * The documented failure toast; a refusal with one clear cause (a duplicate, a too-large file, a lost
 * session) says that cause instead of 'Prøv igjen'.
 */
export function failureToast(failure: ToastInput, result: ActionFailure): ToastInput {
  const specific = result.status === 409 || result.status === 413 || result.status === 415 || result.status === 401 || result.status === 403;
  return { ...failure, description: specific ? result.error : failure.description, variant: 'destructive' };
}
