'use client';
/**
 * The product form's fields (docs/product.md: Admin panel), for the add dialog (AddProduct) and the
 * edit dialog (EditProduct): bound to the product schema through useAdminForm. Description and
 * instructions in the rich-text editor (loaded only when the dialog shows it); the image uploaded
 * here (checked and converted on the server) or given as a URL; the product's online-retailer
 * links edited as rows. The sizes (variants, docs/product.md: Sizes) edited as rows: added, moved
 * and removed; a saved size's article number is shown but locked, and the size carrying the
 * product's own article number cannot be removed; each size's net quantity and unit. The
 * product's facts (uses, technical data, hazard labelling) in three folded groups (FactFields).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormSelect, FormTextField } from '../kit/fields';
import { RichTextEditor } from '../kit/RichTextEditor';
import { failureToast, useAdminAction } from '../kit/useAdminAction';
import { useAdminForm } from '../kit/useAdminForm';
import { uploadProductImageAction } from '@/lib/admin/products/actions';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@/lib/admin/products/limits';
import { MAX_VARIANTS, productSchema, type ProductData } from '@/lib/admin/products/schema';
import { NET_UNITS } from '@/lib/catalogue/units';
import { FactFields, type FactVocabularies } from './FactFields';
import { PRODUCT_FORM, PRODUCT_TOASTS } from './texts';

export type { FactVocabularies };

/** What the inputs hold; the shared schema turns them into the product's data. */
export type ProductInput = z.input<typeof productSchema>;
export type ProductForm = UseFormReturn<ProductInput, unknown, ProductData>;

export interface Retailer {
  id: number;
  name: string;
}

const emptyVariant = () => ({ articleNumber: '', sizeLabel: '', recommendedPriceNok: '', gtin: '', imageUrl: '', netQuantity: '', netUnit: '' });

/** A stored number as the field shows it: '2,5' (nb-NO decimal comma); none: ''. */
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value).replace('.', ','));

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
    uses: p?.uses ?? [],
    setting: p?.setting ?? '',
    tasks: p?.tasks ?? [],
    coverageMinM2PerL: numberText(p?.coverageMinM2PerL),
    coverageMaxM2PerL: numberText(p?.coverageMaxM2PerL),
    recommendedCoats: numberText(p?.recommendedCoats),
    touchDryHours: numberText(p?.touchDryHours),
    recoatHours: numberText(p?.recoatHours),
    fullCureDays: numberText(p?.fullCureDays),
    applicationMinC: numberText(p?.applicationMinC),
    applicationMaxC: numberText(p?.applicationMaxC),
    shelfLifeMonths: numberText(p?.shelfLifeMonths),
    pictograms: p?.pictograms ?? [],
    signalWord: p?.signalWord ?? '',
    hazardStatements: p?.hazardStatements ?? [],
    precautionaryStatements: p?.precautionaryStatements ?? [],
    ufi: p?.ufi ?? '',
    supplementalWarnings: p?.supplementalWarnings ?? '',
    variants: p?.variants.map((v) => ({
      articleNumber: v.articleNumber,
      sizeLabel: v.sizeLabel ?? '',
      recommendedPriceNok: v.recommendedPriceNok == null ? '' : String(v.recommendedPriceNok).replace('.', ','),
      gtin: v.gtin ?? '',
      imageUrl: v.imageUrl ?? '',
      netQuantity: numberText(v.netQuantity),
      netUnit: v.netUnit ?? '',
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
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;
const ROW = { direction: { xs: 'column', sm: 'row' }, spacing: 2, useFlexGap: true } as const;
const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff';

/** Where an uploaded image goes: the product's image or a size's own. */
type ImageName = 'imageUrl' | `variants.${number}.imageUrl`;

/**
 * The upload of an image (checked and converted on the server) into the field `name`: the field's
 * message and the failure toast come from useAdminAction. `articleNumber` names the stored file.
 */
function useImageUpload(form: ProductForm, name: ImageName, articleNumber: () => string, onUploading: (uploading: boolean) => void) {
  const { run, running } = useAdminAction();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    form.clearErrors(name);
    if (file.size > MAX_IMAGE_BYTES) {
      form.setError(name, { message: IMAGE_MESSAGES.tooLarge });
      return;
    }
    const data = new FormData();
    data.set('image', file);
    data.set('articleNumber', articleNumber());
    onUploading(true);
    const result = await run(() => uploadProductImageAction(data), {
      success: PRODUCT_TOASTS.imageUploaded,
      failure: PRODUCT_TOASTS.imageUploadFailure,
      refresh: false,
    });
    onUploading(false);
    if (result?.ok) {
      form.setValue(name, result.data.imageUrl, { shouldDirty: true, shouldValidate: true });
      return;
    }
    // Also at the field: while the dialog is open, the page behind it (the toast too) is hidden from screen readers.
    const message = result?.fieldErrors?.image?.[0] ?? failureToast(PRODUCT_TOASTS.imageUploadFailure, result).description;
    form.setError(name, { message: String(message ?? '') });
  };
  return { upload, running };
}

/** The browser's file picker with its label above and the upload's progress read out under it. */
function ImageFileInput({ label, running, onFile }: { label: string; running: boolean; onFile: (file: File | undefined) => void }) {
  const id = useId();
  return (
    <Box>
      <FormLabel htmlFor={`${id}-file`} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        component="input"
        id={`${id}-file`}
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={running}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
          onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
        sx={{ maxWidth: '100%' }}
      />
      <Typography role="status" aria-live="polite" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em' }}>
        {running ? PRODUCT_FORM.uploading : ''}
      </Typography>
    </Box>
  );
}

/** An image address the preview may show (https or an uploaded /media file), else null. */
const previewable = (url: unknown) => (typeof url === 'string' && /^(https:\/\/|\/media\/)/.test(url) ? url : null);

/** The product image: preview, upload (named after the main size's article number) and its URL. */
function ImageField({ form, onUploading }: { form: ProductForm; onUploading: (uploading: boolean) => void }) {
  const { upload, running } = useImageUpload(form, 'imageUrl', () => String(form.getValues('variants.0.articleNumber') ?? ''), onUploading);
  const shown = previewable(useWatch({ control: form.control, name: 'imageUrl' }));

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        {PRODUCT_FORM.image}
      </Typography>
      <Stack {...ROW} sx={{ alignItems: { sm: 'flex-start' } }}>
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={PRODUCT_FORM.preview}
            sx={{ width: 120, height: 120, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider', flexShrink: 0 }}
          />
        ) : (
          <Box
            aria-hidden="true"
            sx={{
              width: 120,
              height: 120,
              display: 'grid',
              placeItems: 'center',
              borderRadius: 1,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              color: 'text.secondary',
              flexShrink: 0,
            }}
          >
            {PRODUCT_FORM.noImage}
          </Box>
        )}
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <ImageFileInput label={PRODUCT_FORM.upload} running={running} onFile={(file) => void upload(file)} />
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
            <FormSelect
              control={form.control}
              name={`retailerLinks.${index}.retailerId`}
              label={PRODUCT_FORM.retailer}
              options={options}
              sx={{ flex: { sm: '0 0 220px' } }}
            />
            <FormTextField
              control={form.control}
              name={`retailerLinks.${index}.productUrl`}
              label={PRODUCT_FORM.productUrl}
              type="url"
              placeholder="https://"
            />
            <Button
              variant="outlined"
              onClick={() => links.remove(index)}
              aria-label={PRODUCT_FORM.removeRetailer(index + 1)}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
            >
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
 * One size's own image: its URL, an upload (named after the size's article number) and a small
 * preview when set; blank shows the product's image.
 */
function VariantImage({ form, index, onUploading }: { form: ProductForm; index: number; onUploading: (uploading: boolean) => void }) {
  const name = `variants.${index}.imageUrl` as const;
  const { upload, running } = useImageUpload(form, name, () => String(form.getValues(`variants.${index}.articleNumber`) ?? ''), onUploading);
  const shown = previewable(useWatch({ control: form.control, name }));
  return (
    <Stack {...ROW} sx={{ alignItems: { sm: 'flex-start' } }}>
      {shown && (
        <Box
          component="img"
          src={shown}
          alt={PRODUCT_FORM.variantPreview(index + 1)}
          sx={{ width: 56, height: 56, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider', flexShrink: 0 }}
        />
      )}
      <FormTextField control={form.control} name={name} label={PRODUCT_FORM.variantImage} placeholder="https://… eller /media/…" />
      <Box sx={{ flex: { sm: '0 0 40%' }, minWidth: 0 }}>
        <ImageFileInput label={PRODUCT_FORM.variantUpload} running={running} onFile={(file) => void upload(file)} />
      </Box>
    </Stack>
  );
}

/**
 * The sizes as rows, each a group named 'Størrelse N': article number (locked once saved), size,
 * price, GTIN and an own image; 'Opp', 'Ned', 'Fjern' per row and 'Legg til størrelse'. `main` is
 * the product's own article number when editing (that size has no 'Fjern'); `saved` the article
 * numbers already stored. A move or removal keeps the keyboard focus in the list and is read out.
 */
function Variants({
  form,
  main,
  saved,
  onUploading,
}: {
  form: ProductForm;
  main: string | null;
  saved: ReadonlySet<string>;
  onUploading: (uploading: boolean) => void;
}) {
  const rows = useFieldArray({ control: form.control, name: 'variants' });
  const error = form.formState.errors.variants;
  const message = error?.message ?? error?.root?.message;
  const values = useWatch({ control: form.control, name: 'variants' });
  const box = useRef<HTMLFieldSetElement>(null);
  const [status, setStatus] = useState('');
  const titleId = useId();

  /** After React has drawn the change: focus the first of `selectors` found enabled in row `index`. */
  const focusRow = (index: number, ...selectors: string[]) =>
    requestAnimationFrame(() => {
      const row = box.current?.querySelector(`[data-variant-row="${index}"]`);
      for (const selector of selectors) {
        const target = row?.querySelector<HTMLElement>(selector);
        if (target && !target.hasAttribute('disabled')) return target.focus();
      }
    });

  const move = (from: number, to: number) => {
    rows.move(from, to);
    setStatus(PRODUCT_FORM.variantMoved(from + 1, to + 1));
    focusRow(to, to < from ? '[data-action="up"]' : '[data-action="down"]', to < from ? '[data-action="down"]' : '[data-action="up"]');
  };
  const remove = (index: number) => {
    rows.remove(index);
    setStatus(PRODUCT_FORM.variantRemoved(index + 1));
    focusRow(Math.min(index, rows.fields.length - 2), 'input');
  };

  return (
    <Box ref={box} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
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
          const isMain = main === null ? index === 0 : number === main;
          return (
            <Stack
              key={field.id}
              spacing={2}
              role="group"
              aria-labelledby={`${titleId}-${index}`}
              data-variant-row={index}
              sx={{ borderTop: index > 0 ? 1 : 0, borderColor: 'divider', pt: index > 0 ? 2 : 0 }}
            >
              <Typography id={`${titleId}-${index}`} variant="subtitle2" component="p">
                {PRODUCT_FORM.variant(index + 1)}
              </Typography>
              <Stack {...ROW}>
                <FormTextField
                  control={form.control}
                  name={`variants.${index}.articleNumber`}
                  label={PRODUCT_FORM.articleNumber}
                  helperText={
                    isMain ? (main === null ? PRODUCT_FORM.mainVariantNew : PRODUCT_FORM.mainVariant) : locked ? PRODUCT_FORM.lockedVariant : undefined
                  }
                  slotProps={{ htmlInput: { readOnly: locked, 'aria-readonly': locked || undefined } }}
                />
                <FormTextField control={form.control} name={`variants.${index}.sizeLabel`} label={PRODUCT_FORM.sizeLabel} />
              </Stack>
              <Stack {...ROW}>
                <FormTextField
                  control={form.control}
                  name={`variants.${index}.recommendedPriceNok`}
                  label={PRODUCT_FORM.price}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                <FormTextField
                  control={form.control}
                  name={`variants.${index}.gtin`}
                  label={PRODUCT_FORM.gtin}
                  placeholder={PRODUCT_FORM.gtinHint}
                  autoComplete="off"
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Stack>
              <Stack {...ROW}>
                <FormTextField
                  control={form.control}
                  name={`variants.${index}.netQuantity`}
                  label={PRODUCT_FORM.netQuantity}
                  autoComplete="off"
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                <FormSelect
                  control={form.control}
                  name={`variants.${index}.netUnit`}
                  label={PRODUCT_FORM.netUnit}
                  options={[{ value: '', label: PRODUCT_FORM.noUnit }, ...NET_UNITS.map((u) => ({ value: u, label: u }))]}
                  sx={{ flex: { sm: '0 0 140px' } }}
                />
              </Stack>
              <VariantImage form={form} index={index} onUploading={onUploading} />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  data-action="up"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={PRODUCT_FORM.moveUp(index + 1)}
                >
                  {PRODUCT_FORM.up}
                </Button>
                <Button
                  variant="outlined"
                  data-action="down"
                  disabled={index === rows.fields.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={PRODUCT_FORM.moveDown(index + 1)}
                >
                  {PRODUCT_FORM.down}
                </Button>
                {!(main !== null && isMain) && rows.fields.length > 1 && (
                  <Button variant="outlined" data-action="remove" onClick={() => remove(index)} aria-label={PRODUCT_FORM.removeVariant(index + 1)}>
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
        <Typography role="status" aria-live="polite" variant="body2" sx={visuallyHidden}>
          {status}
        </Typography>
        {rows.fields.length < MAX_VARIANTS && (
          <Box>
            <Button
              variant="outlined"
              onClick={() => {
                rows.append(emptyVariant());
                setStatus(PRODUCT_FORM.variantAdded(rows.fields.length + 1));
              }}
            >
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
  vocabularies,
  onUploading,
}: {
  form: ProductForm;
  /** When editing: the product's own article number and the sizes already stored. */
  editing: { main: string; saved: ReadonlySet<string> } | null;
  retailers: Retailer[];
  categories: string[];
  vocabularies: FactVocabularies;
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
      <Variants form={form} main={editing?.main ?? null} saved={editing?.saved ?? NOTHING_SAVED} onUploading={onUploading} />
      <ImageField form={form} onUploading={onUploading} />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label={PRODUCT_FORM.description}
            value={typeof field.value === 'string' ? field.value : null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="instructions"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label={PRODUCT_FORM.instructions}
            value={typeof field.value === 'string' ? field.value : null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormTextField control={control} name="youtubeUrl" label={PRODUCT_FORM.youtube} />
      <Stack {...ROW}>
        <FormTextField control={control} name="highlightText" label={PRODUCT_FORM.highlightText} />
        <FormTextField control={control} name="highlightDescription" label={PRODUCT_FORM.highlightDescription} />
      </Stack>
      <FactFields form={form} vocabularies={vocabularies} />
      <RetailerLinks form={form} retailers={retailers} />
    </>
  );
}
