'use client';
/** 'Ny modul' and 'Rediger {title}': title, description, estimated minutes (moduleSchema). */
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { createModuleAction, updateModuleAction } from '@/lib/admin/courses/actions';
import { moduleSchema } from '@/lib/admin/courses/schema';
import type { AdminModule } from '@/lib/admin/courses/service';
import { field } from './fields';
import { FormDialog, useDialogSave } from './FormDialog';
import { COURSE_TOASTS, COURSE_UI } from './texts';

interface Values {
  title: string;
  description: string;
  estimatedTimeMinutes: number;
}

export function ModuleDialog({ courseId, module, onClose }: { courseId: number; module?: AdminModule; onClose: () => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(moduleSchema) as never,
    defaultValues: { title: module?.title ?? '', description: module?.description ?? '', estimatedTimeMinutes: module?.estimatedTimeMinutes ?? 15 },
  });
  const { error, save } = useDialogSave(form, onClose);

  const submit = form.handleSubmit((values) => {
    const data = { title: values.title, description: values.description, estimatedTimeMinutes: values.estimatedTimeMinutes };
    return module
      ? save(() => updateModuleAction(module.id, data), COURSE_TOASTS.moduleSaved)
      : save(() => createModuleAction(courseId, data), COURSE_TOASTS.moduleSaved);
  });

  return (
    <FormDialog
      title={module ? COURSE_UI.editCourse(module.title) : COURSE_UI.newModule}
      error={error}
      submitting={form.formState.isSubmitting}
      maxWidth="sm"
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <TextField label="Modultittel" required autoFocus {...field(form, 'title')} />
      <TextField label="Beskrivelse" multiline minRows={2} {...field(form, 'description')} />
      <TextField
        label="Beregnet tid (minutter)"
        type="number"
        required
        slotProps={{ htmlInput: { min: 1, max: 600, step: 1 } }}
        {...field(form, 'estimatedTimeMinutes', { valueAsNumber: true })}
      />
    </FormDialog>
  );
}
