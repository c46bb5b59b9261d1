'use client';
/** 'Ny modul' and 'Rediger {title}': title, description, estimated minutes (moduleSchema). */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createModuleAction, updateModuleAction } from '@/lib/admin/courses/actions';
import { moduleSchema } from '@/lib/admin/courses/schema';
import type { AdminModule } from '@/lib/admin/courses/service';
import { applyFieldErrors } from '../action-form';
import { field } from './fields';
import { useCourseAction } from './shared';
import { COURSE_TOASTS, COURSE_UI } from './texts';

interface Values {
  title: string;
  description: string;
  estimatedTimeMinutes: number;
}

export function ModuleDialog({ courseId, module, onClose }: { courseId: number; module?: AdminModule; onClose: () => void }) {
  const titleId = useId();
  const { run } = useCourseAction();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(moduleSchema) as never,
    defaultValues: { title: module?.title ?? '', description: module?.description ?? '', estimatedTimeMinutes: module?.estimatedTimeMinutes ?? 15 },
  });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const data = { title: values.title, description: values.description, estimatedTimeMinutes: values.estimatedTimeMinutes };
    const result = module
      ? await run(() => updateModuleAction(module.id, data), COURSE_TOASTS.moduleSaved)
      : await run(() => createModuleAction(courseId, data), COURSE_TOASTS.moduleSaved);
    if (result?.ok) onClose();
    else if (result) {
      applyFieldErrors(form, result);
      if (!result.fieldErrors) setError(result.error);
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{module ? COURSE_UI.editCourse(module.title) : COURSE_UI.newModule}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label="Modultittel" required autoFocus {...field(form, 'title')} />
            <TextField label="Beskrivelse" multiline minRows={2} {...field(form, 'description')} />
            <TextField
              label="Beregnet tid (minutter)"
              type="number"
              required
              slotProps={{ htmlInput: { min: 1, max: 600, step: 1 } }}
              {...field(form, 'estimatedTimeMinutes', { valueAsNumber: true })}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{COURSE_UI.cancel}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? COURSE_UI.saving : COURSE_UI.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
