'use client';
/**
 * The product form's fields (docs/product.md: Admin panel), for the add dialog (AddProduct) and the
 * edit dialog (EditProduct): bound to the product schema through useAdminForm. Description and
 * instructions in the rich-text editor (loaded only when the dialog shows it); the image uploaded
 * here (checked and converted on the server) or given as a URL; the product's online-retailer
 * links edited as rows. The article number is shown but locked when editing.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormSelect, FormTextField } from '../kit/fields';
import { RichTextEditor } from '../kit/RichTextEditor';
import { failureToast, useAdminAction } from '../kit/useAdminAction';
import { useAdminForm } from '../kit/useAdminForm';
import { uploadProductImageAction } from '@/lib/admin/products/actions';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@/lib/admin/products/limits';
import { productSchema, type ProductData } from '@/lib/admin/products/schema';
import { PRODUCT_FORM, PRODUCT_TOASTS } from './texts';

/** What the inputs hold; the shared schema turns them into the product's data. */
export type ProductInput = z.input<typeof productSchema>;
export type ProductForm = UseFormReturn<ProductInput, unknown, ProductData>;

export interface Retailer {
  id: number;
  name: string;
}

export function toForm(p?: ProductData): ProductInput {
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

/**
 * The form of both dialogs: the product schema checks every field (the edit dialog holds them all;
 * the server checks an edit with the update schema, which only makes each field optional).
 */
export function useProductForm(): ProductForm {
  return useAdminForm(productSchema, toForm());
}

const ROW = { direction: { xs: 'column', sm: 'row' }, spacing: 2, useFlexGap: true } as const;
const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff';

/** The upload of the product image: the field's message and the failure toast come from useAdminAction. */
function ImageField({ form, onUploading }: { form: ProductForm; onUploading: (uploading: boolean) => void }) {
  const id = useId();
  const { run, running } = useAdminAction();
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  const shown = typeof imageUrl === 'string' && /^(https:\/\/|\/media\/)/.test(imageUrl) ? imageUrl : null;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    form.clearErrors('imageUrl');
    if (file.size > MAX_IMAGE_BYTES) {
      form.setError('imageUrl', { message: IMAGE_MESSAGES.tooLarge });
      return;
    }
    const data = new FormData();
    data.set('image', file);
    data.set('articleNumber', String(form.getValues('articleNumber') ?? ''));
    onUploading(true);
    const result = await run(() => uploadProductImageAction(data), { success: PRODUCT_TOASTS.imageUploaded, failure: PRODUCT_TOASTS.imageUploadFailure, refresh: false });
    onUploading(false);
    if (result?.ok) {
      form.setValue('imageUrl', result.data.imageUrl, { shouldDirty: true, shouldValidate: true });
      return;
    }
    // Also at the field: while the dialog is open, the page behind it (the toast too) is hidden from screen readers.
    const message = result?.fieldErrors?.image?.[0] ?? failureToast(PRODUCT_TOASTS.imageUploadFailure, result).description;
    form.setError('imageUrl', { message: String(message ?? '') });
  };

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        {PRODUCT_FORM.image}
      </Typography>
      <Stack {...ROW} sx={{ alignItems: { sm: 'flex-start' } }}>
        {shown ? (
          <Box component="img" src={shown} alt={PRODUCT_FORM.preview} sx={{ width: 120, height: 120, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider', flexShrink: 0 }} />
        ) : (
          <Box aria-hidden="true" sx={{ width: 120, height: 120, display: 'grid', placeItems: 'center', borderRadius: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider', color: 'text.secondary', flexShrink: 0 }}>
            {PRODUCT_FORM.noImage}
          </Box>
        )}
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <Box>
            <FormLabel htmlFor={`${id}-file`} sx={{ display: 'block', mb: 0.5 }}>
              {PRODUCT_FORM.upload}
            </FormLabel>
            <Box
              component="input"
              id={`${id}-file`}
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={running}
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
                void upload(e.target.files?.[0]);
                e.target.value = '';
              }}
              sx={{ maxWidth: '100%' }}
            />
            <Typography role="status" aria-live="polite" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em' }}>
              {running ? PRODUCT_FORM.uploading : ''}
            </Typography>
          </Box>
          <FormTextField control={form.control} name="imageUrl" label={PRODUCT_FORM.imageUrl} placeholder="https://… eller /media/…" />
        </Stack>
      </Stack>
    </Box>
  );
}

/** The retailer links as rows: shop, link, 'Fjern'; 'Legg til nettbutikk' adds a shop not yet used. */
function RetailerLinks({ form, retailers }: { form: ProductForm; retailers: Retailer[] }) {
  const links = useFieldArray({ control: form.control, name: 'retailerLinks' });
  const error = form.formState.errors.retailerLinks;
  const message = error?.message ?? error?.root?.message;
  const options = retailers.map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        {PRODUCT_FORM.retailers}
      </Typography>
      <Stack spacing={2}>
        {links.fields.length === 0 && <Typography color="text.secondary">{PRODUCT_FORM.noRetailers}</Typography>}
        {links.fields.map((field, index) => (
          <Stack key={field.id} {...ROW} sx={{ alignItems: { sm: 'flex-start' } }}>
            <FormSelect control={form.control} name={`retailerLinks.${index}.retailerId`} label={PRODUCT_FORM.retailer} options={options} sx={{ flex: { sm: '0 0 220px' } }} />
            <FormTextField control={form.control} name={`retailerLinks.${index}.productUrl`} label={PRODUCT_FORM.productUrl} type="url" placeholder="https://" />
            <Button variant="outlined" onClick={() => links.remove(index)} aria-label={PRODUCT_FORM.removeRetailer(index + 1)} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}>
              {PRODUCT_FORM.remove}
            </Button>
          </Stack>
        ))}
        {message && (
          <FormHelperText error role="alert">
            {message}
          </FormHelperText>
        )}
        {retailers.length > 0 && (
          <Box>
            <Button
              variant="outlined"
              onClick={() => {
                const used = new Set((form.getValues('retailerLinks') ?? []).map((l) => Number(l.retailerId)));
                links.append({ retailerId: (retailers.find((r) => !used.has(r.id)) ?? retailers[0]).id, productUrl: '' });
              }}
            >
              {PRODUCT_FORM.addRetailer}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

export function ProductFields({
  form,
  editing,
  retailers,
  categories,
  onUploading,
}: {
  form: ProductForm;
  editing: boolean;
  retailers: Retailer[];
  categories: string[];
  onUploading: (uploading: boolean) => void;
}) {
  const listId = useId();
  const { control } = form;
  return (
    <>
      <Stack {...ROW}>
        <FormTextField
          control={control}
          name="articleNumber"
          label={PRODUCT_FORM.articleNumber}
          slotProps={{ htmlInput: { readOnly: editing, 'aria-readonly': editing || undefined } }}
        />
        <FormTextField control={control} name="name" label={PRODUCT_FORM.name} />
      </Stack>
      <Stack {...ROW}>
        <FormTextField control={control} name="category" label={PRODUCT_FORM.category} slotProps={{ htmlInput: { list: listId } }} />
        <datalist id={listId}>
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <FormTextField control={control} name="recommendedPriceNok" label={PRODUCT_FORM.price} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      </Stack>
      <Box sx={{ width: { xs: '100%', sm: 'calc(50% - 8px)' } }}>
        <FormTextField
          control={control}
          name="gtin"
          label={PRODUCT_FORM.gtin}
          placeholder={PRODUCT_FORM.gtinHint}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <ImageField form={form} onUploading={onUploading} />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextEditor label={PRODUCT_FORM.description} value={typeof field.value === 'string' ? field.value : null} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={control}
        name="instructions"
        render={({ field, fieldState }) => (
          <RichTextEditor label={PRODUCT_FORM.instructions} value={typeof field.value === 'string' ? field.value : null} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <FormTextField control={control} name="youtubeUrl" label={PRODUCT_FORM.youtube} />
      <Stack {...ROW}>
        <FormTextField control={control} name="highlightText" label={PRODUCT_FORM.highlightText} />
        <FormTextField control={control} name="highlightDescription" label={PRODUCT_FORM.highlightDescription} />
      </Stack>
      <RetailerLinks form={form} retailers={retailers} />
    </>
  );
}
