'use client';
/**
 * 'Nytt kurs' and 'Rediger {title}': title, description, category (the course and product
 * categories offered, or a new one typed), image (uploaded). Validated with courseSchema in the
 * browser and again by the server action, whose field errors show at the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { createCourseAction, updateCourseAction } from '@/lib/admin/courses/actions';
import { courseSchema } from '@/lib/admin/courses/schema';
import { applyFieldErrors } from '../action-form';
import { MediaUpload, useCourseAction } from './shared';
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
  const titleId = useId();
  const { run } = useCourseAction();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CourseFormValues>({
    resolver: zodResolver(courseSchema) as never,
    defaultValues: course ? { title: course.title, description: course.description, category: course.category, imageUrl: course.imageUrl } : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const data = { title: values.title, description: values.description, category: values.category, imageUrl: values.imageUrl ?? null };
    const result = course
      ? await run(() => updateCourseAction(course.id, data), COURSE_TOASTS.updated)
      : await run(() => createCourseAction(data), COURSE_TOASTS.created);
    if (result?.ok) {
      if (!course) form.reset(EMPTY);
      onClose();
    } else if (result) {
      applyFieldErrors(form, result);
      if (!result.fieldErrors) setError(result.error);
    }
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{course ? COURSE_UI.editCourse(course.title) : COURSE_UI.newCourse}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
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
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{COURSE_UI.cancel}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? COURSE_UI.saving : course ? COURSE_UI.save : 'Opprett kurs'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
