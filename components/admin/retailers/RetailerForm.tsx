'use client';
/**
 * The online shop form (docs/product.md: Admin panel, Nettbutikker): name, website (https) and a
 * logo upload, checked in the browser with the server's schema and limits, then sent as FormData
 * to the server action (which checks the logo by its content). Used to add ('Legg til nettbutikk')
 * and, with `retailer`, in the edit dialog (with 'Fjern logo' when one is stored).
 */
import { useId, useState } from 'react';
import { described, FieldError } from '@/components/ui/form/fields';
import formStyles from '@/components/ui/form/form.module.css';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { createRetailerAction, updateRetailerAction } from '@/lib/admin/retailers/actions';
import { LOGO_ACCEPT, LOGO_MESSAGES, MAX_LOGO_BYTES, retailerSchema, retailerUpdateSchema } from '@/lib/admin/retailers/schema';
import { fieldErrors, type FieldErrors } from '@/lib/http/field-errors';
import { failureToast } from '../action-form';
import styles from './retailers.module.css';
import { RETAILER_TOASTS } from './texts';

export interface RetailerRow {
  id: number;
  name: string;
  websiteUrl: string;
  logoUrl: string | null;
}

export function RetailerForm({ retailer, onSaved }: { retailer?: RetailerRow; onSaved?: () => void }) {
  const { toast } = useToast();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const editing = retailer !== undefined;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const fields = { name: data.get('name'), websiteUrl: data.get('websiteUrl') };
    const checked = editing ? retailerUpdateSchema.safeParse(fields) : retailerSchema.safeParse(fields);
    const local: FieldErrors = checked.success ? {} : fieldErrors(checked.error);
    const logo = data.get('logo');
    if (logo instanceof File && logo.size > MAX_LOGO_BYTES) local.logo = [LOGO_MESSAGES.tooLarge];
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setPending(true);
    const result = await (editing ? updateRetailerAction(retailer.id, data) : createRetailerAction(data)).catch(() => null);
    setPending(false);
    const [success, failure] = editing ? [RETAILER_TOASTS.updated, RETAILER_TOASTS.updateFailure] : [RETAILER_TOASTS.added, RETAILER_TOASTS.addFailure];
    if (result?.ok) {
      toast(success);
      if (!editing) formElement.reset();
      onSaved?.();
      return;
    }
    if (result?.fieldErrors) setErrors(result.fieldErrors);
    toast(result ? failureToast(failure, result) : { ...failure, variant: 'destructive' });
  };

  const label = editing ? `Rediger ${retailer.name}` : 'Legg til nettbutikk';
  return (
    <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={label}>
      <div className={formStyles.row}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-name`}>
            Navn
          </label>
          <input className={formStyles.input} id={`${id}-name`} name="name" maxLength={120} defaultValue={retailer?.name} {...described(`${id}-name`, errors.name?.[0])} />
          <FieldError id={`${id}-name`} error={errors.name?.[0]} />
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-website`}>
            Nettside (https://…)
          </label>
          <input
            className={formStyles.input}
            id={`${id}-website`}
            name="websiteUrl"
            type="url"
            inputMode="url"
            maxLength={500}
            defaultValue={retailer?.websiteUrl}
            placeholder="https://"
            {...described(`${id}-website`, errors.websiteUrl?.[0])}
          />
          <FieldError id={`${id}-website`} error={errors.websiteUrl?.[0]} />
        </div>
      </div>
      {retailer?.logoUrl && (
        <div className={formStyles.field}>
          <span className={formStyles.label}>Nåværende logo</span>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small stored logo, shown as it is */}
          <img className={styles.logo} src={retailer.logoUrl} alt={`Logo for ${retailer.name}`} />
          <label className={styles.checkbox}>
            <input type="checkbox" name="removeLogo" value="true" /> Fjern logo (produktsiden viser navnet)
          </label>
        </div>
      )}
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-logo`}>
          {retailer?.logoUrl ? 'Ny logo' : 'Logo'} (valgfri; PNG, JPEG, WebP, AVIF eller GIF, maks 2 MB; SVG godtas ikke)
        </label>
        <input id={`${id}-logo`} name="logo" type="file" accept={LOGO_ACCEPT} {...described(`${id}-logo`, errors.logo?.[0])} />
        <FieldError id={`${id}-logo`} error={errors.logo?.[0]} />
      </div>
      <button type="submit" className={formStyles.button} disabled={pending}>
        {pending ? 'Lagrer...' : editing ? 'Lagre endringer' : 'Legg til nettbutikk'}
      </button>
    </form>
  );
}
