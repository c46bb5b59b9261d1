'use client';
/**
 * Dealer documents in the admin panel (docs/product.md: Admin panel): the upload form, checked in
 * the browser with the document schema and the file's limit, then sent as multipart to the server
 * action through the kit's hook (a refusal on the file — its type, its content — under the field;
 * a server error with its request id, or no answer, in the toast).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormSelect, FormTextField } from '../kit/fields';
import { useAdminAction } from '../kit/useAdminAction';
import { useAdminForm } from '../kit/useAdminForm';
import { uploadDocumentAction } from '@/lib/admin/documents/actions';
import { DOCUMENT_ACCEPT, DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@/lib/admin/documents/limits';
import { DOCUMENT_KINDS, documentSchema } from '@/lib/admin/documents/schema';
import { FormFileField, uploadSchema } from '../kit/FileField';
import { DOCUMENT_KIND_LABELS, DOCUMENT_TOASTS, DOCUMENT_UI } from './texts';

const uploadFormSchema = documentSchema.extend({ file: uploadSchema(MAX_DOCUMENT_BYTES, DOCUMENT_MESSAGES) });

const EMPTY = { kind: 'PRICE_LIST', title: '', description: '', file: null } as const;

const KIND_OPTIONS = DOCUMENT_KINDS.map((kind) => ({ value: kind, label: DOCUMENT_KIND_LABELS[kind] }));

export function UploadDocumentForm() {
  const form = useAdminForm(uploadFormSchema, EMPTY);
  const { run, running } = useAdminAction();
  // A new file input after an upload (a file input cannot be emptied through its value).
  const [round, setRound] = useState(0);

  const submit = form.handleSubmit(async ({ kind, title, description, file }) => {
    if (!file) return;
    const data = new FormData();
    data.set('kind', kind);
    data.set('title', title);
    data.set('description', description ?? '');
    data.set('file', file);
    const result = await run(() => uploadDocumentAction(data), { success: DOCUMENT_TOASTS.added, failure: DOCUMENT_TOASTS.addFailure, form });
    if (result?.ok) {
      form.reset(EMPTY);
      setRound((n) => n + 1);
    }
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate aria-label={DOCUMENT_UI.upload} spacing={2} sx={{ maxWidth: 720 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect control={form.control} name="kind" label={DOCUMENT_UI.kind} options={KIND_OPTIONS} sx={{ maxWidth: { sm: 240 } }} />
        <FormTextField control={form.control} name="title" label={DOCUMENT_UI.title} slotProps={{ htmlInput: { maxLength: 200 } }} />
      </Stack>
      <FormTextField
        control={form.control}
        name="description"
        label={DOCUMENT_UI.description}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <FormFileField key={round} control={form.control} name="file" label={DOCUMENT_UI.file} helperText={DOCUMENT_UI.fileHint} accept={DOCUMENT_ACCEPT} />
      <div>
        <Button type="submit" variant="contained" disabled={running}>
          {running ? DOCUMENT_UI.uploading : DOCUMENT_UI.upload}
        </Button>
      </div>
    </Stack>
  );
}
