'use client';
/**
 * The product form of the admin panel, for adding (the product schema) and editing (the same
 * schema with every field optional, the article number shown but locked). Description and
 * instructions in the rich-text editor; the image uploaded here (checked and converted on the
 * server) or given as a URL; the product's online-retailer links edited as rows.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { TextField } from '@/components/ui/form/fields';
import formStyles from '@/components/ui/form/form.module.css';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { addProductAction, updateProductAction, uploadProductImageAction } from '@/lib/admin/products/actions';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@/lib/admin/products/limits';
import { productSchema, productUpdateSchema, type ProductData } from '@/lib/admin/products/schema';
import type { z } from 'zod';
import { applyFieldErrors, failureToast } from '../action-form';
import { RichTextEditor } from './RichTextEditor';
import { PRODUCT_TOASTS } from './texts';
import styles from '../admin.module.css';

/** What the inputs hold (strings); the shared schema turns them into the product's data. */
type FormValues = z.input<typeof productSchema>;

export interface Retailer {
  id: number;
  name: string;
}

function toForm(p?: ProductData): FormValues {
  return {
    articleNumber: p?.articleNumber ?? '',
    name: p?.name ?? '',
    category: p?.category ?? '',
    imageUrl: p?.imageUrl ?? '',
    description: p?.description ?? '',
    instructions: p?.instructions ?? '',
    youtubeUrl: p?.youtubeUrl ?? '',
    highlightText: p?.highlightText ?? '',
    highlightDescription: p?.highlightDescription ?? '',
    recommendedPriceNok: p?.recommendedPriceNok == null ? '' : String(p.recommendedPriceNok).replace('.', ','),
    gtin: p?.gtin ?? '',
    retailerLinks: p?.retailerLinks ?? [],
  };
}

export function ProductForm({
  product,
  productId,
  retailers,
  categories,
  onSaved,
}: {
  /** Edit mode when given. */
  product?: ProductData;
  productId?: number;
  retailers: Retailer[];
  categories: string[];
  onSaved?: () => void;
}) {
  const editing = productId !== undefined;
  const { toast } = useToast();
  const prefix = useId();
  // The editors keep their own state: a new key after a successful add empties them.
  const [generation, setGeneration] = useState(0);
  const [uploading, setUploading] = useState(false);
  const form = useForm<FormValues>({
    resolver: zodResolver(editing ? productUpdateSchema : productSchema) as never,
    defaultValues: toForm(product),
  });
  const links = useFieldArray({ control: form.control, name: 'retailerLinks' });
  const { errors, isSubmitting } = form.formState;
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  const id = (name: string) => `${prefix}-${name}`;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    form.clearErrors('imageUrl');
    if (file.size > MAX_IMAGE_BYTES) {
      form.setError('imageUrl', { message: IMAGE_MESSAGES.tooLarge });
      return;
    }
    setUploading(true);
    const data = new FormData();
    data.set('image', file);
    data.set('articleNumber', form.getValues('articleNumber') ?? '');
    const result = await uploadProductImageAction(data).catch(() => null);
    setUploading(false);
    if (result?.ok) {
      form.setValue('imageUrl', result.data.imageUrl, { shouldDirty: true, shouldValidate: true });
      return;
    }
    const message = result?.fieldErrors?.image?.[0] ?? result?.error;
    if (message) form.setError('imageUrl', { message });
    toast(result ? failureToast(PRODUCT_TOASTS.imageUploadFailure, result) : { ...PRODUCT_TOASTS.imageUploadFailure, variant: 'destructive' });
  };

  const submit = form.handleSubmit(async (values) => {
    const result = editing ? await updateProductAction(productId, values) : await addProductAction(values);
    if (result.ok) {
      toast(editing ? PRODUCT_TOASTS.updated : PRODUCT_TOASTS.added);
      if (!editing) {
        form.reset(toForm());
        setGeneration((g) => g + 1);
      }
      onSaved?.();
      return;
    }
    applyFieldErrors(form, result);
    toast(failureToast(editing ? PRODUCT_TOASTS.updateFailure : PRODUCT_TOASTS.addFailure, result));
  });

  const linkError = (errors.retailerLinks as { message?: string; root?: { message?: string } } | undefined);

  return (
    <form className={`${formStyles.form} ${styles.wideForm}`} onSubmit={submit} noValidate aria-label={editing ? 'Rediger produkt' : 'Legg til produkt'}>
      <div className={formStyles.row}>
        <TextField
          id={id('artnr')}
          label="Artikkelnummer"
          readOnly={editing}
          aria-readonly={editing || undefined}
          error={errors.articleNumber?.message}
          registration={form.register('articleNumber')}
        />
        <TextField id={id('navn')} label="Produktnavn" error={errors.name?.message} registration={form.register('name')} />
      </div>
      <div className={formStyles.row}>
        <TextField id={id('kategori')} label="Kategori" list={id('kategorier')} error={errors.category?.message} registration={form.register('category')} />
        <datalist id={id('kategorier')}>
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <TextField
          id={id('pris')}
          label="Veiledende pris (kr, valgfri)"
          inputMode="decimal"
          error={errors.recommendedPriceNok?.message}
          registration={form.register('recommendedPriceNok')}
        />
      </div>
      <div className={formStyles.row}>
        <TextField
          id={id('gtin')}
          label="GTIN (strekkode)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="8, 12, 13 eller 14 sifre (valgfri)"
          error={errors.gtin?.message}
          registration={form.register('gtin')}
        />
      </div>

      <fieldset className={formStyles.fieldset}>
        <legend>Produktbilde</legend>
        <div className={styles.imageRow}>
          {imageUrl && /^(https:\/\/|\/media\/)/.test(imageUrl) ? (
            // eslint-disable-next-line @next/next/no-img-element -- a preview of whatever URL is typed or uploaded
            <img src={imageUrl} alt="Forhåndsvisning av produktbildet" className={styles.preview} />
          ) : (
            <div className={styles.previewEmpty} aria-hidden="true">
              Ingen bilde
            </div>
          )}
          <div className={styles.imageFields}>
            <div className={formStyles.field}>
              <label className={formStyles.label} htmlFor={id('fil')}>
                Last opp bilde (JPEG, PNG, WebP, AVIF, GIF eller TIFF, maks 10 MB)
              </label>
              <input
                id={id('fil')}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff"
                disabled={uploading}
                onChange={(e) => {
                  void upload(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              <p className={styles.status} role="status" aria-live="polite">
                {uploading ? 'Laster opp bilde...' : ''}
              </p>
            </div>
            <TextField
              id={id('bilde')}
              label="Bilde-URL"
              placeholder="https://… eller /media/…"
              error={errors.imageUrl?.message}
              registration={form.register('imageUrl')}
            />
          </div>
        </div>
      </fieldset>

      <Controller
        control={form.control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextEditor key={`d${generation}`} label="Beskrivelse" value={typeof field.value === 'string' ? field.value : null} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={form.control}
        name="instructions"
        render={({ field, fieldState }) => (
          <RichTextEditor key={`i${generation}`} label="Bruksanvisning" value={typeof field.value === 'string' ? field.value : null} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />

      <TextField id={id('video')} label="YouTube-URL (valgfri)" error={errors.youtubeUrl?.message} registration={form.register('youtubeUrl')} />
      <div className={formStyles.row}>
        <TextField id={id('fremhevet')} label="Fremhevet tekst (valgfri)" error={errors.highlightText?.message} registration={form.register('highlightText')} />
        <TextField
          id={id('fremhevet-beskrivelse')}
          label="Fremhevet beskrivelse (valgfri)"
          error={errors.highlightDescription?.message}
          registration={form.register('highlightDescription')}
        />
      </div>

      <fieldset className={formStyles.fieldset}>
        <legend>Nettbutikker</legend>
        {links.fields.length === 0 && <p className="muted">Ingen nettbutikker. Produktsiden viser da ingen kjøpslenker.</p>}
        {links.fields.map((field, index) => {
          const rowErrors = errors.retailerLinks?.[index];
          return (
            <div key={field.id} className={styles.linkRow}>
              <div className={formStyles.field}>
                <label className={formStyles.label} htmlFor={id(`butikk-${index}`)}>
                  Nettbutikk
                </label>
                <select className={formStyles.input} id={id(`butikk-${index}`)} {...form.register(`retailerLinks.${index}.retailerId`)}>
                  {retailers.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.name}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                id={id(`lenke-${index}`)}
                label="Produktlenke"
                type="url"
                placeholder="https://"
                error={rowErrors?.productUrl?.message}
                registration={form.register(`retailerLinks.${index}.productUrl`)}
              />
              <button type="button" className="btn-outlined" onClick={() => links.remove(index)} aria-label={`Fjern nettbutikk ${index + 1}`}>
                Fjern
              </button>
            </div>
          );
        })}
        {(linkError?.message || linkError?.root?.message) && (
          <p className={formStyles.error} role="alert">
            {linkError?.message ?? linkError?.root?.message}
          </p>
        )}
        {retailers.length > 0 && (
          <button
            type="button"
            className="btn-outlined"
            onClick={() => {
              const used = new Set((form.getValues('retailerLinks') ?? []).map((l) => Number(l.retailerId)));
              links.append({ retailerId: (retailers.find((r) => !used.has(r.id)) ?? retailers[0]).id, productUrl: '' });
            }}
          >
            Legg til nettbutikk
          </button>
        )}
      </fieldset>

      <button type="submit" className={formStyles.button} disabled={isSubmitting || uploading}>
        {isSubmitting ? (editing ? 'Oppdaterer...' : 'Legger til...') : editing ? 'Lagre endringer' : 'Legg til produkt'}
      </button>
    </form>
  );
}
