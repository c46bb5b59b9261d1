'use client';
/**
 * 'Last opp ny revisjon' (docs/product.md: Admin panel, Datablader): the product, kind, language,
 * revision, its date, a change note and the PDF, checked in the browser with the operation's own
 * schema and the file's limit, then sent as multipart to the server action through the kit's hook
 * (a refusal under its field — 'Filen er ikke en PDF' under the file).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { osloDay } from '@/lib/content/schema';
import { publishProductDocumentAction } from '@/lib/admin/product-documents/actions';
import { MAX_PRODUCT_DOCUMENT_BYTES, PRODUCT_DOCUMENT_ACCEPT, PRODUCT_DOCUMENT_FILE_MESSAGES } from '@/lib/admin/product-documents/limits';
import { dataSheetLanguageRule, PRODUCT_DOCUMENT_KIND_LABELS, PRODUCT_DOCUMENT_KINDS, productDocumentFields } from '@/lib/admin/product-documents/schema';
import { DOCUMENT_LANGUAGES } from '@/lib/catalogue/facts';
import { FormFileField, uploadSchema } from '../kit/FileField';
import { FormSelect, FormTextField } from '../kit/fields';
import { useAdminAction } from '../kit/useAdminAction';
import { useAdminForm } from '../kit/useAdminForm';
import { PRODUCT_DOCUMENT_TOASTS, PRODUCT_DOCUMENT_UI as UI } from './texts';

const formSchema = productDocumentFields
  .extend({ file: uploadSchema(MAX_PRODUCT_DOCUMENT_BYTES, PRODUCT_DOCUMENT_FILE_MESSAGES) })
  .superRefine(dataSheetLanguageRule);

const KIND_OPTIONS = PRODUCT_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: PRODUCT_DOCUMENT_KIND_LABELS[kind] }));
const LANGUAGE_OPTIONS = DOCUMENT_LANGUAGES.map((l) => ({ value: l.value, label: l.label }));

export function UploadRevisionForm({ products, productId }: { products: { id: number; label: string }[]; productId?: number }) {
  const empty = {
    productId: productId ? String(productId) : '',
    kind: 'SDS',
    language: 'no',
    revision: '',
    revisionDate: osloDay(new Date()),
    changeNote: '',
    file: null,
  } as const;
  const form = useAdminForm(formSchema, empty);
  const { run, running } = useAdminAction();
  // A new file input after an upload (a file input cannot be emptied through its value).
  const [round, setRound] = useState(0);
  const productOptions = [{ value: '', label: UI.chooseProduct }, ...products.map((p) => ({ value: String(p.id), label: p.label }))];

  const submit = form.handleSubmit(async (values) => {
    if (!values.file) return;
    const data = new FormData();
    data.set('productId', String(values.productId));
    data.set('kind', values.kind);
    data.set('language', values.language);
    data.set('revision', values.revision);
    data.set('revisionDate', values.revisionDate);
    data.set('changeNote', values.changeNote ?? '');
    data.set('file', values.file);
    const result = await run(() => publishProductDocumentAction(data), {
      success: (published) => PRODUCT_DOCUMENT_TOASTS.published(published.sentTo, published.current),
      failure: PRODUCT_DOCUMENT_TOASTS.publishFailure,
      form,
    });
    if (result?.ok) {
      form.reset({ ...empty, productId: String(values.productId) });
      setRound((n) => n + 1);
    }
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate aria-label={UI.upload} spacing={2} sx={{ maxWidth: 720 }}>
      <FormSelect control={form.control} name="productId" label={UI.product} options={productOptions} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect control={form.control} name="kind" label={UI.kind} options={KIND_OPTIONS} />
        <FormSelect control={form.control} name="language" label={UI.language} options={LANGUAGE_OPTIONS} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="revision" label={UI.revision} helperText={UI.revisionHint} slotProps={{ htmlInput: { maxLength: 20 } }} />
        <FormTextField
          control={form.control}
          name="revisionDate"
          label={UI.revisionDate}
          type="date"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: osloDay(new Date()) } }}
        />
      </Stack>
      <FormTextField control={form.control} name="changeNote" label={UI.changeNote} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
      <FormFileField key={round} control={form.control} name="file" label={UI.file} helperText={UI.fileHint} accept={PRODUCT_DOCUMENT_ACCEPT} />
      <div>
        <Button type="submit" variant="contained" disabled={running}>
          {running ? UI.uploading : UI.upload}
        </Button>
      </div>
    </Stack>
  );
}
