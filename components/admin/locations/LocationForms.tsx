'use client';
/**
 * Dealer locations of the finder in the admin panel: the add form, the edit dialog
 * and the CSV import (id;navn;adresse;breddegrad;lengdegrad) — server actions
 * validated with the shared schemas.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/form/fields';
import formStyles from '@/components/ui/form/form.module.css';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { addLocationAction, importLocationsAction, updateLocationAction } from '@/lib/admin/locations/actions';
import { IMPORT_MESSAGES } from '@/lib/admin/locations/limits';
import { locationSchema, locationUpdateSchema } from '@/lib/admin/locations/schema';
import type { z } from 'zod';
import { applyFieldErrors, failureToast } from '../action-form';
import { EditDialog } from '../EditDialog';
import { LOCATION_TOASTS } from './texts';
import styles from '../admin.module.css';

/** What the inputs hold (the coordinates as typed); the shared schema turns them into the location's data. */
type Values = z.input<typeof locationSchema>;
const EMPTY: Values = { id: '', name: '', address: '', lat: '', lng: '' };

export interface LocationRow {
  id: string;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
}

function LocationFields({ form, prefix, editing }: { form: ReturnType<typeof useForm<Values>>; prefix: string; editing: boolean }) {
  const { errors } = form.formState;
  return (
    <>
      <div className={formStyles.row}>
        <TextField id={`${prefix}-id`} label="Id" readOnly={editing} error={errors.id?.message} registration={form.register('id')} />
        <TextField id={`${prefix}-navn`} label="Navn" error={errors.name?.message} registration={form.register('name')} />
      </div>
      <TextField id={`${prefix}-adresse`} label="Adresse" error={errors.address?.message} registration={form.register('address')} />
      <div className={formStyles.row}>
        <TextField id={`${prefix}-lat`} label="Breddegrad (valgfri)" inputMode="decimal" error={errors.lat?.message} registration={form.register('lat')} />
        <TextField id={`${prefix}-lng`} label="Lengdegrad (valgfri)" inputMode="decimal" error={errors.lng?.message} registration={form.register('lng')} />
      </div>
    </>
  );
}

export function AddLocationForm() {
  const { toast } = useToast();
  const prefix = useId();
  const form = useForm<Values>({ resolver: zodResolver(locationSchema) as never, defaultValues: EMPTY });

  const submit = form.handleSubmit(async (values) => {
    const result = await addLocationAction(values);
    if (result.ok) {
      toast(LOCATION_TOASTS.added);
      form.reset(EMPTY);
      return;
    }
    applyFieldErrors(form, result);
    toast(failureToast(LOCATION_TOASTS.addFailure, result));
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Legg til forhandlersted">
      <LocationFields form={form} prefix={prefix} editing={false} />
      <button type="submit" className={formStyles.button} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Legger til...' : 'Legg til forhandlersted'}
      </button>
    </form>
  );
}

export function EditLocation({ location }: { location: LocationRow }) {
  const { toast } = useToast();
  const prefix = useId();
  const [open, setOpen] = useState(false);
  const initial: Values = {
    id: location.id,
    name: location.name,
    address: location.address,
    lat: location.lat === null ? '' : String(location.lat),
    lng: location.lng === null ? '' : String(location.lng),
  };
  const form = useForm<Values>({ resolver: zodResolver(locationUpdateSchema) as never, defaultValues: initial });

  const submit = form.handleSubmit(async (values) => {
    const result = await updateLocationAction(location.id, values);
    if (result.ok) {
      toast(LOCATION_TOASTS.updated);
      setOpen(false);
      return;
    }
    applyFieldErrors(form, result);
    toast(failureToast(LOCATION_TOASTS.updateFailure, result));
  });

  return (
    <EditDialog
      name={location.name}
      open={open}
      onOpen={() => {
        form.reset(initial);
        setOpen(true);
      }}
      onClose={() => setOpen(false)}
    >
      <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Rediger forhandlersted">
        <LocationFields form={form} prefix={prefix} editing />
        <button type="submit" className={formStyles.button} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Oppdaterer...' : 'Lagre endringer'}
        </button>
      </form>
    </EditDialog>
  );
}

/** The CSV import: all rows or none; every bad line is listed with its number. */
export function ImportLocations() {
  const { toast } = useToast();
  const inputId = useId();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<{ line: number; message: string }[]>([]);
  const [fileError, setFileError] = useState('');

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const file = data.get('file');
    setErrors([]);
    setFileError('');
    if (!(file instanceof File) || file.size === 0) {
      setFileError(IMPORT_MESSAGES.missing);
      return;
    }
    setPending(true);
    const result = await importLocationsAction(data).catch(() => null);
    setPending(false);
    if (result?.ok && result.data.errors.length === 0) {
      toast(LOCATION_TOASTS.importDone(result.data.created, result.data.updated));
      formElement.reset();
      return;
    }
    if (result?.ok) setErrors(result.data.errors);
    else if (result) setFileError(result.fieldErrors?.file?.[0] ?? result.error);
    toast({ ...LOCATION_TOASTS.importFailure, variant: 'destructive' });
  };

  return (
    <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Importer forhandlersteder">
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={inputId}>
          CSV-fil (semikolonseparert: id;navn;adresse;breddegrad;lengdegrad, uten overskriftsrad, maks 2 MB)
        </label>
        <input
          id={inputId}
          name="file"
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-invalid={Boolean(fileError)}
          aria-describedby={fileError ? `${inputId}-error` : undefined}
        />
        {fileError && (
          <p className={formStyles.error} id={`${inputId}-error`} role="alert">
            {fileError}
          </p>
        )}
      </div>
      <p className="muted">Nye id-er legges til og kjente oppdateres. Har én rad feil, importeres ingenting.</p>
      <button type="submit" className={formStyles.button} disabled={pending}>
        {pending ? 'Importerer...' : 'Importer'}
      </button>
      {errors.length > 0 && (
        <div role="alert" className={styles.lineErrors}>
          <p>Ingen rader ble importert. Rett disse linjene og prøv igjen:</p>
          <ul>
            {errors.map((e) => (
              <li key={`${e.line}-${e.message}`}>
                {e.line > 0 ? `Linje ${e.line}: ` : ''}
                {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
