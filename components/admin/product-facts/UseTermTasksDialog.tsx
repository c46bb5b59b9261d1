'use client';
/**
 * Each use term's 'Rutine': its routine in the Produktveileder (docs/product.md: Admin panel,
 * Produktfakta) — the tasks in the order they are done, one select per step ('Ikke i bruk' leaves a
 * step out). The guide offers the steps as goals; the routine for a goal is the order up to it.
 */
import Button from '@mui/material/Button';
import { useState } from 'react';
import { TASKS } from '@/lib/catalogue/facts';
import { FormSelect } from '../kit/fields';
import { FormDialog } from '../kit/FormDialog';
import { useAdminForm } from '../kit/useAdminForm';
import { useDialogAction } from '../kit/useAdminAction';
import { setUseTermTasksAction } from '@/lib/admin/product-facts/actions';
import { useTermTasksSchema } from '@/lib/admin/product-facts/schema';
import { USE_TERM_TOASTS, USE_TERM_UI } from './texts';

const OPTIONS = [{ value: '', label: USE_TERM_UI.taskUnused }, ...TASKS];

export function UseTermTasksDialog({ term }: { term: { slug: string; label: string; taskOrder: readonly string[] } }) {
  const [open, setOpen] = useState(false);
  const defaults = { taskOrder: TASKS.map((_, i) => term.taskOrder[i] ?? '') };
  const form = useAdminForm(useTermTasksSchema, defaults);
  const { submit, error, pending, clearError } = useDialogAction();
  const title = USE_TERM_UI.tasksTitle(term.label);

  const save = form.handleSubmit(async (values) => {
    const result = await submit(() => setUseTermTasksAction(term.slug, values), {
      success: USE_TERM_TOASTS.tasksSaved,
      failure: USE_TERM_TOASTS.tasksFailure,
      form,
    });
    if (result?.ok) setOpen(false);
  });

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={title}
        onClick={() => {
          form.reset(defaults);
          clearError();
          setOpen(true);
        }}
      >
        {USE_TERM_UI.tasksButton}
      </Button>
      <FormDialog open={open} title={title} error={error} submitting={pending} maxWidth="sm" onSubmit={(e) => void save(e)} onClose={() => setOpen(false)}>
        <p>{USE_TERM_UI.tasksIntro}</p>
        {TASKS.map((_, i) => (
          <FormSelect
            key={i}
            control={form.control}
            name={`taskOrder.${i}`}
            label={USE_TERM_UI.taskStep(i + 1)}
            options={OPTIONS}
            helperText={i === 0 ? (form.formState.errors.taskOrder?.message ?? undefined) : undefined}
          />
        ))}
      </FormDialog>
    </>
  );
}
