'use client';
/**
 * Dealer locations of the finder in the admin panel (docs/product.md: Admin panel): the add form,
 * the edit dialog (both with what the location carries: its product categories, none = everything)
 * and the CSV import (id;navn;adresse;breddegrad;lengdegrad;kategorier). Every one runs its
 * server action through the kit's hooks, so a refusal, a server error (with its request id) or no
 * answer at all is shown to the operator.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../kit/FormDialog';
import { FormTextField } from '../kit/fields';
import { KIT } from '../kit/texts';
import { useAdminAction, useDialogAction } from '../kit/useAdminAction';
import { useAdminForm } from '../kit/useAdminForm';
import { FormFileField, uploadSchema } from '../kit/FileField';
import { addLocationAction, importLocationsAction, updateLocationAction } from '@/lib/admin/locations/actions';
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES } from '@/lib/admin/locations/limits';
import { locationSchema, locationUpdateSchema } from '@/lib/admin/locations/schema';
import type { SpecialDay, WeeklyHours } from '@/lib/dealers/hours-core';
import { specialDaysForm, weekForm } from '@/lib/dealers/hours-schema';
import { LocationHours, type HoursFormValues } from './LocationHours';
import type { ActionResult } from '@/lib/admin/shared/result';
import { LOCATION_TOASTS, LOCATION_UI } from './texts';

const EMPTY = { id: '', name: '', address: '', lat: '', lng: '', categories: [] as string[], products: '' };

export interface LocationRow {
  id: string;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  /** The product categories it carries; empty (and no products) = everything. */
  categories: string[];
  /** Single products it carries besides the categories (article numbers). */
  products: string[];
  /** The week's opening hours; null when unknown. */
  weeklyHours: WeeklyHours | null;
  /** Its special days from today on. */
  specialDays: SpecialDay[];
}

/**
 * 'Sortiment': a checkbox per product category (and any the location lists that no product has any
 * more); none ticked means the location carries everything.
 */
function CategoryChecks<F extends FieldValues, T extends FieldValues>({
  control,
  name,
  options,
}: {
  control: Control<F, unknown, T>;
  name: FieldPath<F>;
  options: readonly string[];
}) {
  const helpId = `${useId()}-categories-help`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value: string[] = Array.isArray(field.value) ? field.value : [];
        const choices = [...new Set([...options, ...value])];
        const toggle = (category: string, on: boolean) => field.onChange(on ? [...value, category] : value.filter((c) => c !== category));
        return (
          <FormControl component="fieldset" error={Boolean(fieldState.error)} aria-describedby={helpId}>
            <FormLabel component="legend">{LOCATION_UI.categories}</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {choices.map((category) => (
                <FormControlLabel
                  key={category}
                  label={category}
                  control={<Checkbox checked={value.includes(category)} onChange={(_, on) => toggle(category, on)} onBlur={field.onBlur} name={field.name} />}
                />
              ))}
            </FormGroup>
            <FormHelperText id={helpId}>{fieldState.error?.message ?? LOCATION_UI.categoriesHint}</FormHelperText>
          </FormControl>
        );
      }}
    />
  );
}

const pair = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;

export function AddLocationForm({ categoryOptions }: { categoryOptions: readonly string[] }) {
  const form = useAdminForm(locationSchema, EMPTY);
  const { run, running } = useAdminAction();

  const submit = form.handleSubmit(async (values) => {
    const result = await run(() => addLocationAction(values), { success: LOCATION_TOASTS.added, failure: LOCATION_TOASTS.addFailure, form });
    if (result?.ok) form.reset(EMPTY);
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate aria-label={LOCATION_UI.add} spacing={2} sx={{ maxWidth: 720 }}>
      <Stack {...pair}>
        <FormTextField control={form.control} name="id" label={LOCATION_UI.id} autoComplete="off" />
        <FormTextField control={form.control} name="name" label={LOCATION_UI.name} autoComplete="off" />
      </Stack>
      <FormTextField control={form.control} name="address" label={LOCATION_UI.address} autoComplete="off" />
      <Stack {...pair}>
        <FormTextField control={form.control} name="lat" label={LOCATION_UI.lat} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <FormTextField control={form.control} name="lng" label={LOCATION_UI.lng} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      </Stack>
      <CategoryChecks control={form.control} name="categories" options={categoryOptions} />
      <FormTextField control={form.control} name="products" label={LOCATION_UI.products} helperText={LOCATION_UI.productsHint} autoComplete="off" />
      <div>
        <Button type="submit" variant="contained" disabled={running}>
          {running ? LOCATION_UI.adding : LOCATION_UI.add}
        </Button>
      </div>
    </Stack>
  );
}

/** 'Rediger' on a row and its dialog; the id is shown but stays (it is the key the finder and the import use). */
export function EditLocation({ location, categoryOptions }: { location: LocationRow; categoryOptions: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const initial = {
    name: location.name,
    address: location.address,
    // As the operator types them and the list shows them: a decimal comma.
    lat: location.lat === null ? '' : String(location.lat).replace('.', ','),
    lng: location.lng === null ? '' : String(location.lng).replace('.', ','),
    categories: location.categories,
    products: location.products.join(', '),
    // The same structure as 'Min butikk' (an unknown week: every day blank, which saves as unknown).
    weeklyHours: weekForm(location.weeklyHours),
    specialDays: specialDaysForm(location.specialDays),
  };
  const form = useAdminForm(locationUpdateSchema, initial);
  const { submit, error, pending, clearError } = useDialogAction();

  const onSubmit = form.handleSubmit(async (values) => {
    // The hours as the form holds them (the schema's input: the server checks them again with it).
    const { weeklyHours, specialDays } = form.getValues();
    const result = await submit(() => updateLocationAction(location.id, { ...values, weeklyHours, specialDays } as typeof values), {
      success: LOCATION_TOASTS.updated,
      failure: LOCATION_TOASTS.updateFailure,
      form,
    });
    if (result?.ok) setOpen(false);
  });

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={LOCATION_UI.editTitle(location.name)}
        onClick={() => {
          form.reset(initial);
          clearError();
          setOpen(true);
        }}
      >
        {KIT.edit}
      </Button>
      <FormDialog
        open={open}
        title={LOCATION_UI.editTitle(location.name)}
        error={error}
        submitting={pending}
        submitLabel={LOCATION_UI.saveEdit}
        submittingLabel={LOCATION_UI.savingEdit}
        maxWidth="sm"
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
      >
        <TextField label={LOCATION_UI.id} value={location.id} fullWidth disabled />
        <FormTextField control={form.control} name="name" label={LOCATION_UI.name} />
        <FormTextField control={form.control} name="address" label={LOCATION_UI.address} />
        <Stack {...pair}>
          <FormTextField control={form.control} name="lat" label={LOCATION_UI.lat} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <FormTextField control={form.control} name="lng" label={LOCATION_UI.lng} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        </Stack>
        <CategoryChecks control={form.control} name="categories" options={categoryOptions} />
        <FormTextField control={form.control} name="products" label={LOCATION_UI.products} helperText={LOCATION_UI.productsHint} />
        <LocationHours control={form.control as unknown as Control<HoursFormValues>} />
      </FormDialog>
    </>
  );
}

const importSchema = z.object({ file: uploadSchema(MAX_IMPORT_BYTES, IMPORT_MESSAGES) });

type LineError = { line: number; message: string };

/** The CSV import: all rows or none; every bad line is listed with its number. */
export function ImportLocations() {
  const form = useAdminForm(importSchema, { file: null });
  const { run, running } = useAdminAction();
  const [lines, setLines] = useState<LineError[]>([]);
  // A new file input after a successful import (a file input cannot be emptied through its value).
  const [round, setRound] = useState(0);

  const submit = form.handleSubmit(async ({ file }) => {
    if (!file) return;
    const data = new FormData();
    data.set('file', file);
    setLines([]);
    const result = await run(
      async (): Promise<ActionResult<{ created: number; updated: number }>> => {
        const answer = await importLocationsAction(data);
        if (!answer.ok || answer.data.errors.length === 0) return answer;
        // Read, but refused line by line: nothing was imported.
        setLines(answer.data.errors);
        return { ok: false, status: 422, code: 'validation_failed', error: LOCATION_TOASTS.importFailure.description };
      },
      { success: (d) => LOCATION_TOASTS.importDone(d.created, d.updated), failure: LOCATION_TOASTS.importFailure, form },
    );
    if (result?.ok) {
      form.reset({ file: null });
      setRound((n) => n + 1);
    }
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate aria-label={LOCATION_UI.importForm} spacing={2} sx={{ maxWidth: 720 }}>
      <FormFileField
        key={round}
        control={form.control}
        name="file"
        label={LOCATION_UI.importFile}
        helperText={LOCATION_UI.importFileHint}
        accept=".csv,text/csv,text/plain"
      />
      <Typography variant="body2" color="text.secondary">
        {LOCATION_UI.importHint}
      </Typography>
      <div>
        <Button type="submit" variant="contained" disabled={running}>
          {running ? LOCATION_UI.importing : LOCATION_UI.import}
        </Button>
      </div>
      {lines.length > 0 && (
        <Alert severity="error">
          <Typography variant="body2">{LOCATION_UI.importErrors}</Typography>
          <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
            {lines.map((e) => (
              <li key={`${e.line}-${e.message}`}>
                {e.line > 0 ? LOCATION_UI.line(e.line) : ''}
                {e.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
