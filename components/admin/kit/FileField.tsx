'use client';
/**
 * A file field bound to react-hook-form (useAdminForm), in the kit's style: the label above the
 * browser's own file picker, the field's error under it (tied by aria-describedby), an id from
 * useId. The value is the chosen File (or null). `uploadSchema` checks it in the browser with the
 * same limit and texts as the server (lib/admin/<entity>/limits.ts). Used by the document upload
 * and the dealer location CSV import.
 */
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { z } from 'zod';

/** A chosen, non-empty file of at most `maxBytes`. */
export function uploadSchema(maxBytes: number, messages: { missing: string; tooLarge: string }) {
  return z.custom<File | null>().superRefine((file, ctx) => {
    if (!file || file.size === 0) ctx.addIssue({ code: 'custom', message: messages.missing });
    else if (file.size > maxBytes) ctx.addIssue({ code: 'custom', message: messages.tooLarge });
  });
}

export function FormFileField<F extends FieldValues, T extends FieldValues = F>({
  control,
  name,
  label,
  accept,
  helperText,
}: {
  control: Control<F, unknown, T>;
  name: FieldPath<F>;
  label: string;
  accept: string;
  helperText?: string;
}) {
  const id = `${useId()}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          type="file"
          label={label}
          name={field.name}
          onChange={(event) => field.onChange(event.target instanceof HTMLInputElement ? (event.target.files?.[0] ?? null) : null)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept } }}
        />
      )}
    />
  );
}
