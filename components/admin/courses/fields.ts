/**
 * Kept only for the Innhold tab (components/admin/content/ContentEditor.tsx) until it moves onto the
 * admin kit's fields (components/admin/kit/fields.tsx); the course screens use the kit's.
 * MUI TextField wiring for react-hook-form: register() gives `ref`, MUI wants it as `inputRef`;
 * the field's error message becomes its helper text.
 */
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';

export function field<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, options?: RegisterOptions<T, Path<T>>) {
  const { ref, ...rest } = form.register(name, options);
  const message = name.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], form.formState.errors) as
    | { message?: string }
    | undefined;
  return { ...rest, inputRef: ref, error: Boolean(message), helperText: message?.message };
}
