'use client';
/** Dealer documents in the admin panel: the upload form (a server action; the delete button is DeleteDocument). */
import { useId, useState } from 'react';
import { described, FieldError } from '@/components/ui/form/fields';
import formStyles from '@/components/ui/form/form.module.css';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { uploadDocumentAction } from '@/lib/admin/documents/actions';
import { DOCUMENT_ACCEPT, DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@/lib/admin/documents/limits';
import { DOCUMENT_KINDS, documentSchema } from '@/lib/admin/documents/schema';
import { fieldErrors, type FieldErrors } from '@/lib/http/field-errors';
import { failureToast } from '../action-form';
import { DOCUMENT_KIND_LABELS, DOCUMENT_TOASTS } from './texts';

export function UploadDocumentForm() {
  const { toast } = useToast();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const checked = documentSchema.safeParse({ kind: data.get('kind'), title: data.get('title'), description: data.get('description') });
    const file = data.get('file');
    const local: FieldErrors = checked.success ? {} : fieldErrors(checked.error);
    if (!(file instanceof File) || file.size === 0) local.file = [DOCUMENT_MESSAGES.missing];
    else if (file.size > MAX_DOCUMENT_BYTES) local.file = [DOCUMENT_MESSAGES.tooLarge];
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setPending(true);
    const result = await uploadDocumentAction(data).catch(() => null);
    setPending(false);
    if (result?.ok) {
      toast(DOCUMENT_TOASTS.added);
      formElement.reset();
      return;
    }
    if (result?.fieldErrors) setErrors(result.fieldErrors);
    toast(result ? failureToast(DOCUMENT_TOASTS.addFailure, result) : { ...DOCUMENT_TOASTS.addFailure, variant: 'destructive' });
  };

  return (
    <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Last opp dokument">
      <div className={formStyles.row}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-kind`}>
            Type
          </label>
          <select className={formStyles.input} id={`${id}-kind`} name="kind" defaultValue="PRICE_LIST" {...described(`${id}-kind`, errors.kind?.[0])}>
            {DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {DOCUMENT_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-kind`} error={errors.kind?.[0]} />
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-title`}>
            Tittel
          </label>
          <input className={formStyles.input} id={`${id}-title`} name="title" maxLength={200} {...described(`${id}-title`, errors.title?.[0])} />
          <FieldError id={`${id}-title`} error={errors.title?.[0]} />
        </div>
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-description`}>
          Beskrivelse (valgfri)
        </label>
        <input className={formStyles.input} id={`${id}-description`} name="description" maxLength={1000} {...described(`${id}-description`, errors.description?.[0])} />
        <FieldError id={`${id}-description`} error={errors.description?.[0]} />
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-file`}>
          Fil (PDF, CSV, TXT, XLSX, DOCX, PPTX, ZIP, PNG, JPEG, WebP eller SVG, maks 20 MB)
        </label>
        <input id={`${id}-file`} name="file" type="file" accept={DOCUMENT_ACCEPT} {...described(`${id}-file`, errors.file?.[0])} />
        <FieldError id={`${id}-file`} error={errors.file?.[0]} />
      </div>
      <button type="submit" className={formStyles.button} disabled={pending}>
        {pending ? 'Laster opp...' : 'Last opp dokument'}
      </button>
    </form>
  );
}
