'use client';
/**
 * 'Nytt innhold' and 'Rediger {title}': a content item by type (contentSchema) — text in the
 * rich-text editor, an uploaded image with its alternative text, an uploaded audio file with its
 * transcript, or a YouTube address with an optional transcript. The type cannot change on edit.
 * The form keeps every type's fields; the schema checks the chosen type's and drops the others.
 * The rich-text editor is the kit's: its Lexical code loads in the browser when a text item is shown.
 */
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { RichTextEditor } from '@/components/admin/kit/RichTextEditor';
import { createContentAction, updateContentAction } from '@/lib/admin/courses/actions';
import { CONTENT_TYPES, contentSchema, type AuthoredContentType, type ContentData } from '@/lib/admin/courses/schema';
import type { AdminContent } from '@/lib/admin/courses/service';
import { FormSelect, FormTextField } from '../kit/fields';
import { FormDialog } from '../kit/FormDialog';
import { useDialogAction } from '../kit/useAdminAction';
import { useAdminForm } from '../kit/useAdminForm';
import { MediaUpload } from './shared';
import { CONTENT_TYPE_LABELS, COURSE_TOASTS, COURSE_UI } from './texts';

/** Every type's fields: what contentSchema reads of each type (its input) and the others, unsent. */
interface ContentForm {
  contentType: AuthoredContentType;
  title: string;
  html?: string;
  url?: string;
  alt?: string;
  transcript?: unknown;
  sortOrder?: number;
}

export type EditableContent = Exclude<AdminContent, { contentType: 'quiz' }>;

function initial(item?: EditableContent): ContentForm {
  const values = { contentType: item?.contentType ?? 'text', title: item?.title ?? '', html: '', url: '', alt: '', transcript: '' };
  if (item?.contentType === 'text') return { ...values, html: item.html };
  if (item?.contentType === 'image') return { ...values, url: item.url, alt: item.alt };
  if (item?.contentType === 'audio' || item?.contentType === 'video') return { ...values, url: item.url, transcript: item.transcript ?? '' };
  return values;
}

const TYPE_OPTIONS = CONTENT_TYPES.map((t) => ({ value: t, label: CONTENT_TYPE_LABELS[t] }));

export function ContentDialog({ moduleId, item, onClose }: { moduleId: number; item?: EditableContent; onClose: () => void }) {
  const form = useAdminForm<ContentForm, ContentData>(contentSchema, initial(item));
  const { submit, error, pending } = useDialogAction();
  const type = useWatch({ control: form.control, name: 'contentType' });

  const save = form.handleSubmit(async (data) => {
    const options = { success: COURSE_TOASTS.contentSaved, failure: COURSE_TOASTS.failure, form };
    const result = item ? await submit(() => updateContentAction(item.id, data), options) : await submit(() => createContentAction(moduleId, data), options);
    if (result?.ok) onClose();
  });

  return (
    <FormDialog
      open
      title={item ? COURSE_UI.editItem(item.title) : COURSE_UI.newContent}
      error={error}
      submitting={pending || form.formState.isSubmitting}
      onSubmit={(e) => void save(e)}
      onClose={onClose}
    >
      <FormSelect
        control={form.control}
        name="contentType"
        label="Innholdstype"
        options={TYPE_OPTIONS}
        disabled={Boolean(item)}
        helperText={item ? 'Typen kan ikke endres' : undefined}
      />
      <FormTextField control={form.control} name="title" label="Tittel" required autoFocus />
      {type === 'text' && (
        <Controller
          control={form.control}
          name="html"
          render={({ field, fieldState }) => <RichTextEditor label="Tekst" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
      )}
      {(type === 'image' || type === 'audio') && (
        <div>
          <Typography component="p" variant="body2" sx={{ mb: 1 }}>
            {type === 'image' ? 'Bildefil' : 'Lydfil (MP3, M4A, OGG eller WAV)'}
          </Typography>
          <Controller
            control={form.control}
            name="url"
            render={({ field, fieldState }) => (
              <MediaUpload
                kind={type}
                label={type === 'image' ? 'Last opp bilde' : 'Last opp lydfil'}
                url={field.value || null}
                onUploaded={(url) => field.onChange(url ?? '')}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      )}
      {type === 'image' && <FormTextField control={form.control} name="alt" label="Alternativ tekst" required />}
      {type === 'video' && <FormTextField control={form.control} name="url" label="YouTube-adresse" required placeholder="https://www.youtube.com/watch?v=…" />}
      {(type === 'audio' || type === 'video') && (
        <FormTextField
          control={form.control}
          name="transcript"
          label={type === 'audio' ? 'Transkripsjon' : 'Transkripsjon (valgfritt)'}
          required={type === 'audio'}
          multiline
          minRows={3}
        />
      )}
    </FormDialog>
  );
}
