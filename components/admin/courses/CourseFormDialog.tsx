'use client';
/**
 * 'Nytt kurs' and 'Rediger {title}': title, description, category (the course and product
 * categories offered, or a new one typed), image (uploaded). Validated with courseSchema in the
 * browser and again by the server action, whose field errors show at the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { createCourseAction, updateCourseAction } from '@/lib/admin/courses/actions';
import { courseSchema } from '@/lib/admin/courses/schema';
import { FormDialog, useDialogSave } from './FormDialog';
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
  categories: string[];
  /** The course to edit; a new one when absent. */
  course?: CourseFormValues & { id: number };
}) {
  const form = useForm<CourseFormValues>({
    resolver: zodResolver(courseSchema) as never,
    defaultValues: course ? { title: course.title, description: course.description, category: course.category, imageUrl: course.imageUrl } : EMPTY,
  });
  const { error, save } = useDialogSave(form, () => {
    if (!course) form.reset(EMPTY);
    onClose();
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const data = { title: values.title, description: values.description, category: values.category, imageUrl: values.imageUrl ?? null };
    return course
      ? save(() => updateCourseAction(course.id, data), COURSE_TOASTS.updated)
      : save(() => createCourseAction(data), COURSE_TOASTS.created);
  });

  return (
    <FormDialog
      open={open}
      title={course ? COURSE_UI.editCourse(course.title) : COURSE_UI.newCourse}
      error={error}
      submitting={form.formState.isSubmitting}
      submitLabel={course ? COURSE_UI.save : 'Opprett kurs'}
      maxWidth="sm"
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <TextField
        label="Tittel"
        required
        autoFocus
        {...form.register('title')}
        error={Boolean(errors.title)}
        helperText={errors.title?.message}
      />
      <TextField
        label="Beskrivelse"
        required
        multiline
        minRows={3}
        {...form.register('description')}
        error={Boolean(errors.description)}
        helperText={errors.description?.message}
      />
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
            <MediaUpload kind="image" label="Last opp kursbilde" url={field.value} onUploaded={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </div>
    </FormDialog>
  );
}
