'use client';
/**
 * 'Nytt innhold' and 'Rediger {title}': a content item by type (contentSchema) — text in the
 * rich-text editor, an uploaded image with its alternative text, an uploaded audio file with its
 * transcript, or a YouTube address with an optional transcript. The type cannot change on edit.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { RichTextEditor } from '@/components/admin/kit/RichTextEditor';
import { createContentAction, updateContentAction } from '@/lib/admin/courses/actions';
import { CONTENT_TYPES, contentSchema, type AuthoredContentType } from '@/lib/admin/courses/schema';
import type { AdminContent } from '@/lib/admin/courses/service';
import { field } from './fields';
import { FormDialog, useDialogSave } from './FormDialog';
import { MediaUpload } from './shared';
import { CONTENT_TYPE_LABELS, COURSE_TOASTS, COURSE_UI } from './texts';

interface Values {
  contentType: AuthoredContentType;
  title: string;
  html: string;
  url: string;
  alt: string;
  transcript: string;
}

type Editable = Exclude<AdminContent, { contentType: 'quiz' }>;

function initial(item?: Editable): Values {
  const values: Values = { contentType: item?.contentType ?? 'text', title: item?.title ?? '', html: '', url: '', alt: '', transcript: '' };
  if (!item) return values;
  if (item.contentType === 'text') values.html = item.html;
  if (item.contentType === 'image') Object.assign(values, { url: item.url, alt: item.alt });
  if (item.contentType === 'audio' || item.contentType === 'video') Object.assign(values, { url: item.url, transcript: item.transcript ?? '' });
  return values;
}

/** The fields the type stores (the others are not sent). */
function payload(v: Values) {
  switch (v.contentType) {
    case 'text':
      return { contentType: v.contentType, title: v.title, html: v.html };
    case 'image':
      return { contentType: v.contentType, title: v.title, url: v.url, alt: v.alt };
    case 'audio':
      return { contentType: v.contentType, title: v.title, url: v.url, transcript: v.transcript };
    case 'video':
      return { contentType: v.contentType, title: v.title, url: v.url, transcript: v.transcript };
  }
}

export function ContentDialog({ moduleId, item, onClose }: { moduleId: number; item?: Editable; onClose: () => void }) {
  const form = useForm<Values>({
    // Only the chosen type's fields are checked (the others stay in the form, unsent).
    resolver: ((values: Values, ctx: unknown, options: never) => zodResolver(contentSchema)(payload(values) as never, ctx, options)) as never,
    defaultValues: initial(item),
  });
  const { error, save } = useDialogSave(form, onClose);
  const type = useWatch({ control: form.control, name: 'contentType' });

  // The resolver checks payload(values); what is sent is built from the form's own values (the
  // resolver's output is already a payload, with true/false as a boolean).
  const submit = form.handleSubmit(() => {
    const data = payload(form.getValues());
    return item
      ? save(() => updateContentAction(item.id, data), COURSE_TOASTS.contentSaved)
      : save(() => createContentAction(moduleId, data), COURSE_TOASTS.contentSaved);
  });

  return (
    <FormDialog
      title={item ? COURSE_UI.editCourse(item.title) : COURSE_UI.newContent}
      error={error}
      submitting={form.formState.isSubmitting}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="contentType"
        render={({ field: f }) => (
          <TextField
            select
            label="Innholdstype"
            value={f.value}
            onChange={f.onChange}
            disabled={Boolean(item)}
            helperText={item ? 'Typen kan ikke endres' : undefined}
          >
            {CONTENT_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {CONTENT_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField label="Tittel" required autoFocus {...field(form, 'title')} />
      {type === 'text' && (
        <Controller
          control={form.control}
          name="html"
          render={({ field: f, fieldState }) => <RichTextEditor label="Tekst" value={f.value} onChange={f.onChange} error={fieldState.error?.message} />}
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
            render={({ field: f, fieldState }) => (
              <MediaUpload
                kind={type}
                label={type === 'image' ? 'Last opp bilde' : 'Last opp lydfil'}
                url={f.value || null}
                onUploaded={(url) => f.onChange(url ?? '')}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      )}
      {type === 'image' && <TextField label="Alternativ tekst" required {...field(form, 'alt')} />}
      {type === 'video' && <TextField label="YouTube-adresse" required placeholder="https://www.youtube.com/watch?v=…" {...field(form, 'url')} />}
      {(type === 'audio' || type === 'video') && (
        <TextField label={type === 'audio' ? 'Transkripsjon' : 'Transkripsjon (valgfritt)'} required={type === 'audio'} multiline minRows={3} {...field(form, 'transcript')} />
      )}
    </FormDialog>
  );
}
