'use client';
/**
 * 'Min butikk': one store's form (docs/product.md: Dealer portal). Opening hours (per weekday
 * 'Stengt' or one or more periods, and special days: HoursFields.tsx), phone, website and what the store carries, checked with the one store
 * schema (lib/dealers/store-schema.ts) before it is sent to PUT /api/dealer-stores/{id}; the
 * server's field messages come back under the fields, and the input is kept on any failure.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { FieldErrors as ServerFieldErrors } from '@/lib/http/field-errors';
import type { SpecialDay, WeeklyHours } from '@/lib/dealers/hours-core';
import { specialDaysForm, weekForm } from '@/lib/dealers/hours-schema';
import { STORE_MESSAGES, storeSchema, type StoreData, type StoreInput } from '@/lib/dealers/store-schema';
import { FieldError, TextField } from '@/components/ui/form/fields';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useToast } from '@/components/ui/toast/ToastProvider';
import formStyles from '@/components/ui/form/form.module.css';
import { HoursFields } from './HoursFields';
import styles from './portal.module.css';

export interface StoreFormStore {
  id: string;
  name: string;
  phoneNumber: string | null;
  website: string | null;
  weeklyHours: WeeklyHours | null;
  specialDays: SpecialDay[];
  categories: string[];
  products: string[];
  /** ISO time of the dealer's last change, null when never. */
  storeEditedAt: string | null;
}

export const STORE_UI = {
  phone: 'Telefon',
  website: 'Nettsted',
  carries: 'Hva butikken fører',
  carriesHint: 'Ingen kategorier eller produkter valgt betyr at butikken fører hele sortimentet.',
  products: 'Enkeltprodukter (artikkelnumre, skilt med komma)',
  save: 'Lagre endringer',
  saving: 'Lagrer...',
  failure: 'Endringene ble ikke lagret',
  failureText: 'Sjekk feltene og prøv igjen. Det du skrev er beholdt.',
  forbidden: 'Du har ikke lenger tilgang til denne butikken. Last siden på nytt.',
  network: 'Fikk ikke kontakt med serveren. Det du skrev er beholdt; prøv igjen.',
  lastChanged: (when: string) => `Sist endret av dere ${when}`,
  neverChanged: 'Ikke endret her ennå: opplysningene kommer fra oss eller Google.',
} as const;

const formatWhen = (iso: string) => new Intl.DateTimeFormat('nb-NO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Oslo' }).format(new Date(iso));

function initialValues(store: StoreFormStore): StoreInput {
  return {
    phoneNumber: store.phoneNumber ?? '',
    website: store.website ?? '',
    weeklyHours: weekForm(store.weeklyHours),
    specialDays: specialDaysForm(store.specialDays),
    categories: store.categories,
    products: store.products.join(', '),
  };
}

export function StoreForm({ store, categories }: { store: StoreFormStore; categories: string[] }) {
  const { toast } = useToast();
  const [editedAt, setEditedAt] = useState(store.storeEditedAt);
  const form = useForm<StoreInput, unknown, StoreData>({ resolver: zodResolver(storeSchema), defaultValues: initialValues(store) });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const id = (field: string) => `store-${store.id}-${field}`;

  // Checked in the browser first; what is sent is the form's own values (the rows), which the
  // route handler checks again with the same schema.
  const submit = form.handleSubmit(async () => {
    const data = form.getValues();
    let response: Response;
    try {
      response = await fetch(`/api/dealer-stores/${encodeURIComponent(store.id)}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(data),
      });
    } catch {
      toast({ title: STORE_UI.failure, description: STORE_UI.network, variant: 'destructive' });
      return;
    }
    const body = (await response.json().catch(() => ({}))) as { error?: string; fieldErrors?: ServerFieldErrors; storeEditedAt?: string };
    if (response.ok) {
      setEditedAt(body.storeEditedAt ?? new Date().toISOString());
      // The saved special days, in date order and without the past ones, as the server keeps them.
      const saved = body as { weeklyHours?: WeeklyHours | null; specialDays?: SpecialDay[] };
      if (saved.specialDays) form.setValue('specialDays', specialDaysForm(saved.specialDays));
      toast({ title: STORE_MESSAGES.saved });
      return;
    }
    for (const [field, messages] of Object.entries(body.fieldErrors ?? {})) form.setError(field as Path<StoreInput>, { message: messages[0] });
    const description = response.status === 403 ? STORE_UI.forbidden : (body.error ?? STORE_UI.failureText);
    toast({ title: STORE_UI.failure, description, variant: 'destructive' });
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={`Min butikk: ${store.name}`}>
      <p className={styles.storeMeta}>{editedAt ? STORE_UI.lastChanged(formatWhen(editedAt)) : STORE_UI.neverChanged}</p>
      <HoursFields control={control} register={register} errors={errors} idPrefix={id('hours')} />
      <div className={formStyles.row}>
        <TextField
          id={id('phone')}
          label={STORE_UI.phone}
          type="tel"
          autoComplete="tel"
          maxLength={60}
          error={errors.phoneNumber?.message}
          registration={register('phoneNumber')}
        />
        <TextField
          id={id('website')}
          label={STORE_UI.website}
          type="url"
          autoComplete="url"
          maxLength={500}
          error={errors.website?.message}
          registration={register('website')}
        />
      </div>
      <fieldset className={formStyles.fieldset} aria-describedby={id('carries-hint')}>
        <legend>{STORE_UI.carries}</legend>
        <p className={styles.storeHint} id={id('carries-hint')}>
          {STORE_UI.carriesHint}
        </p>
        <div className={formStyles.checks}>
          {categories.map((category) => (
            <label key={category} className={formStyles.check}>
              <input type="checkbox" value={category} {...register('categories')} />
              <span>{category}</span>
            </label>
          ))}
        </div>
        <FieldError id={id('categories')} error={errors.categories?.message} />
        <div className={styles.storeProducts}>
          <TextField id={id('products')} label={STORE_UI.products} autoComplete="off" error={errors.products?.message} registration={register('products')} />
        </div>
      </fieldset>
      <div>
        <SubmitButton className={styles.button} pending={isSubmitting} pendingText={STORE_UI.saving}>
          {STORE_UI.save}
        </SubmitButton>
      </div>
    </form>
  );
}
