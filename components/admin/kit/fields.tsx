'use client';
/**
 * Form fields bound to react-hook-form (useAdminForm): the field's error under it (MUI's helper
 * text, tied by aria-describedby), aria-invalid, ids from the field's name within a useId prefix
 * so two dialogs on one page never share an id.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface Bound<F extends FieldValues, T extends FieldValues> {
  control: Control<F, unknown, T>;
  name: FieldPath<F>;
  label: string;
}

type TextProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'select'>;

/** A text field (or, with `multiline`, a text area) holding a string. */
export function FormTextField<F extends FieldValues, T extends FieldValues = F>({ control, name, label, helperText, ...rest }: Bound<F, T> & TextProps) {
  const id = `${useId()}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          id={rest.id ?? id}
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          fullWidth={rest.fullWidth ?? true}
        />
      )}
    />
  );
}

/** A choice among options (a native select on every screen: keyboard and screen readers know it). */
export function FormSelect<F extends FieldValues, T extends FieldValues = F>({
  control,
  name,
  label,
  options,
  helperText,
  ...rest
}: Bound<F, T> & TextProps & { options: readonly { value: string; label: string }[] }) {
  const id = `${useId()}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          select
          id={rest.id ?? id}
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          fullWidth={rest.fullWidth ?? true}
          slotProps={{ ...rest.slotProps, select: { native: true } }}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/** A yes/no field: a checkbox, or with `variant="switch"` a switch. */
export function FormCheckbox<F extends FieldValues, T extends FieldValues = F>({
  control,
  name,
  label,
  variant = 'checkbox',
  helperText,
}: Bound<F, T> & { variant?: 'checkbox' | 'switch'; helperText?: string }) {
  const helpId = `${useId()}-${name}-help`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? helperText;
        const input = {
          checked: Boolean(field.value),
          onChange: (_: unknown, checked: boolean) => field.onChange(checked),
          onBlur: field.onBlur,
          inputRef: field.ref,
          name: field.name,
          slotProps: { input: { 'aria-describedby': message ? helpId : undefined } },
        };
        return (
          <div>
            <FormControlLabel control={variant === 'switch' ? <Switch {...input} /> : <Checkbox {...input} />} label={label} />
            {message && (
              <FormHelperText id={helpId} error={Boolean(fieldState.error)}>
                {message}
              </FormHelperText>
            )}
          </div>
        );
      }}
    />
  );
}
