'use client';
/**
 * Runs one admin operation from the browser (a server action, lib/admin/<entity>/actions.ts) and
 * always tells the operator how it went (docs/architecture.md: the admin kit):
 * - success: the success toast and a fresh server render of the panel (router.refresh);
 * - a refusal (`{ ok: false }`): its field messages onto the form's fields, and the failure toast —
 *   with the refusal's own message when it has one clear cause (a duplicate, a too-large file, a lost
 *   session, a missing record), with the request id when the server failed;
 * - no answer at all (network down, the server gone): the failure toast saying so.
 */
import { useRouter } from 'next/navigation';
import { useCallback, useState, useTransition } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useToast, type ToastInput } from '@/components/ui/toast/ToastProvider';
import type { ActionFailure, ActionResult } from '@/lib/admin/shared/result';
import { KIT } from './texts';

/** Statuses whose message names the one cause, shown instead of the generic 'Prøv igjen'. */
const SPECIFIC = new Set([400, 401, 403, 404, 409, 413, 415, 422, 429]);

/** The failure toast for a refusal or for no answer (`null`). */
export function failureToast(failure: ToastInput, result: ActionFailure | null): ToastInput {
  if (!result) return { ...failure, description: KIT.network, variant: 'destructive' };
  const specific = SPECIFIC.has(result.status) && !(result.status === 400 && result.fieldErrors);
  const description = specific ? result.error : failure.description;
  const id = result.requestId && result.status >= 500 ? ` ${KIT.requestId(result.requestId)}` : '';
  return { ...failure, description: `${description ?? ''}${id}`.trim(), variant: 'destructive' };
}

export interface RunOptions<T, F extends FieldValues = FieldValues> {
  success: ToastInput | ((data: T) => ToastInput);
  failure: ToastInput;
  /** The form whose fields receive the refusal's field messages. */
  form?: Pick<UseFormReturn<F>, 'setError'>;
  /** Renders the panel afresh after a success (default true). */
  refresh?: boolean;
}

export function useAdminAction() {
  const { toast } = useToast();
  const router = useRouter();
  const [running, setRunning] = useState(false);
  const [refreshing, startTransition] = useTransition();

  const run = useCallback(
    async <T, F extends FieldValues = FieldValues>(action: () => Promise<ActionResult<T>>, options: RunOptions<T, F>): Promise<ActionResult<T> | null> => {
      setRunning(true);
      let result: ActionResult<T> | null;
      try {
        result = await action();
      } catch {
        result = null;
      } finally {
        setRunning(false);
      }
      if (result?.ok) {
        toast(typeof options.success === 'function' ? options.success(result.data) : options.success);
        if (options.refresh !== false) startTransition(() => router.refresh());
        return result;
      }
      if (result && options.form) {
        // The server names fields by the schema's keys, the same names the form registers.
        for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) options.form.setError(field as Path<F>, { message: messages[0] });
      }
      toast(failureToast(options.failure, result));
      return result;
    },
    [router, toast],
  );

  return { run, pending: running || refreshing, running };
}

/**
 * useAdminAction for a form dialog: besides the toasts, the refusal that names no field (or the
 * missing answer) is kept as `error` for the dialog to show above its fields — while a dialog is
 * open, the page behind it, the toast included, is hidden from screen readers.
 */
export function useDialogAction() {
  const { run, pending } = useAdminAction();
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(
    async <T, F extends FieldValues = FieldValues>(action: () => Promise<ActionResult<T>>, options: RunOptions<T, F>): Promise<ActionResult<T> | null> => {
      setError(null);
      const result = await run(action, options);
      if (!result?.ok && !result?.fieldErrors) setError(String(failureToast(options.failure, result ?? null).description ?? ''));
      return result;
    },
    [run],
  );
  return { submit, error, pending, clearError: () => setError(null) };
}
