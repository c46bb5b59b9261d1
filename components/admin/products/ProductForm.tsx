'use client';
/**
 * The product form's fields (docs/product.md: Admin panel), for the add dialog (AddProduct) and the
 * edit dialog (EditProduct): bound to the product schema through useAdminForm. Description and
 * instructions in the rich-text editor (loaded only when the dialog shows it); the image uploaded
 * here (checked and converted on the server) or given as a URL; the product's online-retailer
 * links edited as rows. The sizes (variants, docs/product.md: Sizes) edited as rows: added, moved
 * and removed; a saved size's article number is shown but locked, and the size carrying the
 * product's own article number cannot be removed.
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

const emptyVariant = () => ({ articleNumber: '', sizeLabel: '', recommendedPriceNok: '', gtin: '', imageUrl: '' });

/** A stored product (or none, for the add dialog) as the form's inputs. */
export function toForm(p?: ProductData): ProductInput {
  return {
    name: p?.name ?? '',
    category: p?.category ?? '',
    imageUrl: p?.imageUrl ?? '',
    description: p?.description ?? '',
    instructions: p?.instructions ?? '',
    youtubeUrl: p?.youtubeUrl ?? '',
    highlightText: p?.highlightText ?? '',
    highlightDescription: p?.highlightDescription ?? '',
    variants: p?.variants.map((v) => ({
      articleNumber: v.articleNumber,
      sizeLabel: v.sizeLabel ?? '',
      recommendedPriceNok: v.recommendedPriceNok == null ? '' : String(v.recommendedPriceNok).replace('.', ','),
      gtin: v.gtin ?? '',
      imageUrl: v.imageUrl ?? '',
    })) ?? [emptyVariant()],
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

const NOTHING_SAVED: ReadonlySet<string> = new Set();
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
    data.set('articleNumber', String(form.getValues('variants.0.articleNumber') ?? ''));
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

/**
 * The sizes as rows: article number (locked once saved), size, price, GTIN and an own image URL;
 * 'Opp', 'Ned', 'Fjern' per row and 'Legg til størrelse'. `main` is the product's own article
 * number when editing (that size has no 'Fjern'); `saved` the article numbers already stored.
 */
function Variants({ form, main, saved }: { form: ProductForm; main: string | null; saved: ReadonlySet<string> }) {
  const rows = useFieldArray({ control: form.control, name: 'variants' });
  const error = form.formState.errors.variants;
  const message = error?.message ?? error?.root?.message;
  const values = useWatch({ control: form.control, name: 'variants' });
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        {PRODUCT_FORM.variants}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {PRODUCT_FORM.variantsHint}
      </Typography>
      <Stack spacing={3}>
        {rows.fields.map((field, index) => {
          const number = String(values?.[index]?.articleNumber ?? '');
          const locked = saved.has(number) && field.articleNumber === number;
          const isMain = main !== null && number === main;
          return (
            <Stack key={field.id} spacing={2} role="group" aria-label={PRODUCT_FORM.variant(index + 1)} sx={{ borderTop: index > 0 ? 1 : 0, borderColor: 'divider', pt: index > 0 ? 2 : 0 }}>
              <Stack {...ROW}>
                <FormTextField
                  control={form.control}
                  name={`variants.${index}.articleNumber`}
                  label={PRODUCT_FORM.articleNumber}
                  helperText={isMain ? PRODUCT_FORM.mainVariant : undefined}
                  slotProps={{ htmlInput: { readOnly: locked, 'aria-readonly': locked || undefined } }}
                />
                <FormTextField control={form.control} name={`variants.${index}.sizeLabel`} label={PRODUCT_FORM.sizeLabel} />
              </Stack>
              <Stack {...ROW}>
                <FormTextField control={form.control} name={`variants.${index}.recommendedPriceNok`} label={PRODUCT_FORM.price} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                <FormTextField
                  control={form.control}
                  name={`variants.${index}.gtin`}
                  label={PRODUCT_FORM.gtin}
                  placeholder={PRODUCT_FORM.gtinHint}
                  autoComplete="off"
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Stack>
              <FormTextField control={form.control} name={`variants.${index}.imageUrl`} label={PRODUCT_FORM.variantImage} placeholder="https://… eller /media/…" />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="outlined" disabled={index === 0} onClick={() => rows.move(index, index - 1)} aria-label={PRODUCT_FORM.moveUp(index + 1)}>
                  {PRODUCT_FORM.up}
                </Button>
                <Button variant="outlined" disabled={index === rows.fields.length - 1} onClick={() => rows.move(index, index + 1)} aria-label={PRODUCT_FORM.moveDown(index + 1)}>
                  {PRODUCT_FORM.down}
                </Button>
                {!isMain && rows.fields.length > 1 && (
                  <Button variant="outlined" onClick={() => rows.remove(index)} aria-label={PRODUCT_FORM.removeVariant(index + 1)}>
                    {PRODUCT_FORM.remove}
                  </Button>
                )}
              </Stack>
            </Stack>
          );
        })}
        {message && (
          <FormHelperText error role="alert">
            {message}
          </FormHelperText>
        )}
        {rows.fields.length < 20 && (
          <Box>
            <Button variant="outlined" onClick={() => rows.append(emptyVariant())}>
              {PRODUCT_FORM.addVariant}
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
  /** When editing: the product's own article number and the sizes already stored. */
  editing: { main: string; saved: ReadonlySet<string> } | null;
  retailers: Retailer[];
  categories: string[];
  onUploading: (uploading: boolean) => void;
}) {
  const listId = useId();
  const { control } = form;
  return (
    <>
      <Stack {...ROW}>
        <FormTextField control={control} name="name" label={PRODUCT_FORM.name} />
        <FormTextField control={control} name="category" label={PRODUCT_FORM.category} slotProps={{ htmlInput: { list: listId } }} />
        <datalist id={listId}>
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </Stack>
      <Variants form={form} main={editing?.main ?? null} saved={editing?.saved ?? NOTHING_SAVED} />
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
