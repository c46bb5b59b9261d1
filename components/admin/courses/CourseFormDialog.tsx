'use client';
/**
 * 'Nytt kurs' and 'Rediger kurs': title, description, category (the course and product categories
 * offered, or a new one typed), image (uploaded). Typed and validated by courseSchema in the
 * browser (useAdminForm) and again by the server action, whose field errors show at the fields.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { createCourseAction, updateCourseAction } from '@/lib/admin/courses/actions';
import { courseSchema } from '@/lib/admin/courses/schema';
import { FormTextField } from '../kit/fields';
import { FormDialog } from '../kit/FormDialog';
import { useDialogAction } from '../kit/useAdminAction';
import { useAdminForm } from '../kit/useAdminForm';
import { MediaUpload } from './shared';
import { COURSE_TOASTS, COURSE_UI } from './texts';

export interface CourseFormValues {
  title: string;
  description: string;
  category: string;
  imageUrl: string | null;
}

const EMPTY: CourseFormValues = { title: '', description: '', category: '', imageUrl: null };

export function CourseFormDialog({
  open,
  onClose,
  categories,
  course,
}: {
  open: boolean;
  onClose: () => void;
  categories: readonly string[];
  /** The course to edit; a new one when absent. */
  course?: CourseFormValues & { id: number };
}) {
  const defaults = course ? { title: course.title, description: course.description, category: course.category, imageUrl: course.imageUrl } : EMPTY;
  const form = useAdminForm(courseSchema, defaults);
  const { submit, error, pending, clearError } = useDialogAction();

  const close = () => {
    clearError();
    onClose();
  };

  const save = form.handleSubmit(async (values) => {
    const data = { title: values.title, description: values.description, category: values.category, imageUrl: values.imageUrl ?? null };
    const result = course
      ? await submit(() => updateCourseAction(course.id, data), { success: COURSE_TOASTS.updated, failure: COURSE_TOASTS.failure, form })
      : await submit(() => createCourseAction(data), { success: COURSE_TOASTS.created, failure: COURSE_TOASTS.failure, form });
    if (!result?.ok) return;
    if (!course) form.reset(EMPTY);
    onClose();
  });

  return (
    <FormDialog
      open={open}
      title={course ? COURSE_UI.editItem(course.title) : COURSE_UI.newCourse}
      error={error}
      submitting={pending || form.formState.isSubmitting}
      submitLabel={course ? undefined : COURSE_UI.createCourse}
      maxWidth="sm"
      onSubmit={(e) => void save(e)}
      onClose={close}
    >
      <FormTextField control={form.control} name="title" label="Tittel" required autoFocus />
      <FormTextField control={form.control} name="description" label="Beskrivelse" required multiline minRows={3} />
      <Controller
        control={form.control}
        name="category"
        render={({ field, fieldState }) => (
          <Autocomplete
            freeSolo
            options={categories}
            value={field.value}
            onChange={(_, value) => field.onChange(value ?? '')}
            inputValue={field.value}
            onInputChange={(_, value) => field.onChange(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Kategori"
                required
                name={field.name}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'Velg en kategori eller skriv en ny'}
              />
            )}
          />
        )}
      />
      <div>
        <Typography component="p" variant="body2" sx={{ mb: 1 }}>
          Bilde (valgfritt)
        </Typography>
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <MediaUpload
              kind="image"
              label="Last opp kursbilde"
              url={typeof field.value === 'string' && field.value !== '' ? field.value : null}
              onUploaded={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
    </FormDialog>
  );
}
