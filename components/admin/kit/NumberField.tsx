'use client';
/**
 * A whole-number field bound to react-hook-form: the input's text becomes a number for the schema
 * (an empty field is `undefined`, so the schema's own message shows), the error under the field.
 */
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export function FormNumberField<F extends FieldValues, T extends FieldValues = F>({
  control,
  name,
  label,
  min,
  max,
  required,
  width,
}: {
  control: Control<F, unknown, T>;
  name: FieldPath<F>;
  label: string;
  min: number;
  max: number;
  required?: boolean;
  width?: number;
}) {
  const id = `${useId()}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          label={label}
          type="number"
          required={required}
          name={field.name}
          value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''}
          onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          sx={width ? { maxWidth: width } : undefined}
          slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
        />
      )}
    />
  );
}
