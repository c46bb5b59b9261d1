'use client';
/**
 * 'Legg til setning' (code and wording) and each row's 'Endre ordlyd' (the wording; the code is the
 * statement's key) in a form dialog on the kit. The code is checked in the browser with the
 * server's schema (an H, EUH or P code; 'p301 + p310' is read as 'P301+P310'); a code the catalogue
 * has already is refused by the server under the field.
 */
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormTextField } from '../kit/fields';
import { FormDialog } from '../kit/FormDialog';
import { useAdminForm } from '../kit/useAdminForm';
import { useDialogAction } from '../kit/useAdminAction';
import { createHazardPhraseAction, updateHazardPhraseAction } from '@/lib/admin/product-facts/actions';
import { hazardPhraseSchema, hazardPhraseUpdateSchema } from '@/lib/admin/product-facts/schema';
import { PHRASE_TOASTS, PHRASE_UI } from './texts';

export function AddPhrase() {
  const [open, setOpen] = useState(false);
  const form = useAdminForm(hazardPhraseSchema, { code: '', text: '' });
  const { submit, error, pending, clearError } = useDialogAction();
  const save = form.handleSubmit(async (values) => {
    const result = await submit(() => createHazardPhraseAction(values), { success: PHRASE_TOASTS.added, failure: PHRASE_TOASTS.addFailure, form });
    if (result?.ok) {
      form.reset({ code: '', text: '' });
      setOpen(false);
    }
  });
  return (
    <>
      <Button
        variant="contained"
        onClick={() => {
          clearError();
          setOpen(true);
        }}
      >
        {PHRASE_UI.add}
      </Button>
      <FormDialog
        open={open}
        title={PHRASE_UI.add}
        error={error}
        submitting={pending}
        maxWidth="sm"
        onSubmit={(e) => void save(e)}
        onClose={() => setOpen(false)}
      >
        <FormTextField control={form.control} name="code" label={PHRASE_UI.code} helperText={PHRASE_UI.codeHint} autoComplete="off" />
        <FormTextField control={form.control} name="text" label={PHRASE_UI.text} multiline minRows={2} />
      </FormDialog>
    </>
  );
}

export function EditPhrase({ phrase }: { phrase: { code: string; text: string } }) {
  const [open, setOpen] = useState(false);
  const defaults = { text: phrase.text };
  const form = useAdminForm(hazardPhraseUpdateSchema, defaults);
  const { submit, error, pending, clearError } = useDialogAction();
  const title = PHRASE_UI.edit(phrase.code);
  const save = form.handleSubmit(async (values) => {
    const result = await submit(() => updateHazardPhraseAction(phrase.code, values), {
      success: PHRASE_TOASTS.updated,
      failure: PHRASE_TOASTS.updateFailure,
      form,
    });
    if (result?.ok) setOpen(false);
  });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={PHRASE_UI.editLabel(phrase.code)}
        onClick={() => {
          form.reset(defaults);
          clearError();
          setOpen(true);
        }}
      >
        {PHRASE_UI.editButton}
      </Button>
      <FormDialog open={open} title={title} error={error} submitting={pending} maxWidth="sm" onSubmit={(e) => void save(e)} onClose={() => setOpen(false)}>
        <FormTextField control={form.control} name="text" label={PHRASE_UI.text} multiline minRows={2} />
      </FormDialog>
    </>
  );
}
