'use client';
/**
 * 'Legg til bruksområde' and each row's 'Gi nytt navn': the use term's one field (its label) in a
 * form dialog on the kit; a new term's slug is made on the server from the label and kept when it
 * is renamed. The server's refusal (a label taken) shows under the field.
 */
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormTextField } from '../kit/fields';
import { FormDialog } from '../kit/FormDialog';
import { useAdminForm } from '../kit/useAdminForm';
import { useDialogAction } from '../kit/useAdminAction';
import { createUseTermAction, renameUseTermAction } from '@/lib/admin/product-facts/actions';
import { useTermSchema } from '@/lib/admin/product-facts/schema';
import { USE_TERM_TOASTS, USE_TERM_UI } from './texts';

/** Without `term`: the add dialog; with one: its rename dialog. */
export function UseTermDialog({ term }: { term?: { slug: string; label: string } }) {
  const [open, setOpen] = useState(false);
  const defaults = { label: term?.label ?? '' };
  const form = useAdminForm(useTermSchema, defaults);
  const { submit, error, pending, clearError } = useDialogAction();
  const title = term ? USE_TERM_UI.rename(term.label) : USE_TERM_UI.add;

  const save = form.handleSubmit(async (values) => {
    const result = await submit(() => (term ? renameUseTermAction(term.slug, values) : createUseTermAction(values)), {
      success: term ? USE_TERM_TOASTS.renamed : USE_TERM_TOASTS.added,
      failure: term ? USE_TERM_TOASTS.renameFailure : USE_TERM_TOASTS.addFailure,
      form,
    });
    if (result?.ok) setOpen(false);
  });

  return (
    <>
      <Button
        size={term ? 'small' : 'medium'}
        variant={term ? 'outlined' : 'contained'}
        aria-label={term ? title : undefined}
        onClick={() => {
          form.reset(defaults);
          clearError();
          setOpen(true);
        }}
      >
        {term ? USE_TERM_UI.renameButton : USE_TERM_UI.add}
      </Button>
      <FormDialog open={open} title={title} error={error} submitting={pending} maxWidth="sm" onSubmit={(e) => void save(e)} onClose={() => setOpen(false)}>
        <FormTextField control={form.control} name="label" label={USE_TERM_UI.label} helperText={USE_TERM_UI.labelHint} autoComplete="off" />
      </FormDialog>
    </>
  );
}
