'use client';
/** 'Ny modul' and 'Rediger {title}': title, description, estimated minutes (moduleSchema, typed by useAdminForm). */
import { createModuleAction, updateModuleAction } from '@/lib/admin/courses/actions';
import { moduleSchema } from '@/lib/admin/courses/schema';
import type { AdminModule } from '@/lib/admin/courses/service';
import { FormTextField } from '../kit/fields';
import { FormDialog } from '../kit/FormDialog';
import { useDialogAction } from '../kit/useAdminAction';
import { useAdminForm } from '../kit/useAdminForm';
import { FormNumberField } from '../kit/NumberField';
import { COURSE_TOASTS, COURSE_UI } from './texts';

export type EditableModule = Pick<AdminModule, 'id' | 'title' | 'description' | 'estimatedTimeMinutes'>;

export function ModuleDialog({ courseId, module, onClose }: { courseId: number; module?: EditableModule; onClose: () => void }) {
  const form = useAdminForm(moduleSchema, {
    title: module?.title ?? '',
    description: module?.description ?? '',
    estimatedTimeMinutes: module?.estimatedTimeMinutes ?? 15,
  });
  const { submit, error, pending } = useDialogAction();

  const save = form.handleSubmit(async (values) => {
    const data = { title: values.title, description: values.description ?? null, estimatedTimeMinutes: values.estimatedTimeMinutes };
    const options = { success: COURSE_TOASTS.moduleSaved, failure: COURSE_TOASTS.failure, form };
    const result = module ? await submit(() => updateModuleAction(module.id, data), options) : await submit(() => createModuleAction(courseId, data), options);
    if (result?.ok) onClose();
  });

  return (
    <FormDialog
      open
      title={module ? COURSE_UI.editItem(module.title) : COURSE_UI.newModule}
      error={error}
      submitting={pending || form.formState.isSubmitting}
      maxWidth="sm"
      onSubmit={(e) => void save(e)}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="title" label="Modultittel" required autoFocus />
      <FormTextField control={form.control} name="description" label="Beskrivelse" multiline minRows={2} />
      <FormNumberField control={form.control} name="estimatedTimeMinutes" label="Beregnet tid (minutter)" required min={1} max={600} />
    </FormDialog>
  );
}
