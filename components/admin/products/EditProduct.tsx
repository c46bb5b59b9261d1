'use client';
/**
 * 'Rediger' on a product row, and the edit dialog it opens: the dialog loads the product (with its
 * retailer links and full texts) when it opens, and closes after a successful save. With
 * `openAtStart` (the address ?fane=produkter&rediger={id}, linked from the feeds page) the dialog
 * is open on arrival, without a button of its own.
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { FormDialog } from '../kit/FormDialog';
import { KIT } from '../kit/texts';
import { failureToast, useDialogAction } from '../kit/useAdminAction';
import { loadProductAction, updateProductAction } from '@/lib/admin/products/actions';
import { ProductFields, toForm, useProductForm, type FactVocabularies, type Retailer } from './ProductForm';
import { PRODUCT_FORM, PRODUCT_LOAD_FAILURE, PRODUCT_TOASTS } from './texts';

interface Props {
  id: number;
  name: string;
  retailers: Retailer[];
  categories: string[];
  /** The use terms and statements the facts are chosen from. */
  vocabularies: FactVocabularies;
}

type Loaded = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; main: string; saved: ReadonlySet<string> };

/** The dialog, mounted while open (closing unmounts it): it reads the product once when it opens. */
function EditProductDialog({ id, name, retailers, categories, vocabularies, onClose }: Props & { onClose: () => void }) {
  const form = useProductForm();
  const { reset } = form;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [uploading, setUploading] = useState(false);
  const { submit, error, pending } = useDialogAction();

  useEffect(() => {
    let live = true;
    void loadProductAction(id)
      .catch(() => null)
      .then((result) => {
        if (!live) return;
        if (result?.ok) {
          reset(toForm(result.data));
          setLoaded({ state: 'ready', main: result.data.articleNumber, saved: new Set(result.data.variants.map((v) => v.articleNumber)) });
        } else {
          setLoaded({
            state: 'error',
            message: String(failureToast({ title: '', description: PRODUCT_LOAD_FAILURE }, result).description ?? PRODUCT_LOAD_FAILURE),
          });
        }
      });
    return () => {
      live = false;
    };
  }, [id, reset]);

  const save = form.handleSubmit(async (values) => {
    const result = await submit(() => updateProductAction(id, values), { success: PRODUCT_TOASTS.updated, failure: PRODUCT_TOASTS.updateFailure, form });
    if (result?.ok) onClose();
  });

  return (
    <FormDialog
      open
      title={PRODUCT_FORM.edit(name)}
      error={loaded.state === 'error' ? loaded.message : error}
      submitting={pending || uploading}
      submitLabel={PRODUCT_FORM.saveChanges}
      submittingLabel={uploading ? PRODUCT_FORM.uploading : PRODUCT_FORM.updating}
      onSubmit={(e) => {
        if (loaded.state === 'ready') void save(e);
        else e.preventDefault();
      }}
      onClose={onClose}
    >
      {loaded.state === 'loading' && (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={18} aria-hidden="true" />
          <span>{KIT.loading}</span>
        </Stack>
      )}
      {loaded.state === 'ready' && (
        <ProductFields
          form={form}
          editing={{ main: loaded.main, saved: loaded.saved }}
          retailers={retailers}
          categories={categories}
          vocabularies={vocabularies}
          onUploading={setUploading}
        />
      )}
    </FormDialog>
  );
}

export function EditProduct({ openAtStart = false, ...props }: Props & { openAtStart?: boolean }) {
  const [open, setOpen] = useState(openAtStart);
  return (
    <>
      {!openAtStart && (
        <Button size="small" variant="outlined" onClick={() => setOpen(true)} aria-label={PRODUCT_FORM.edit(props.name)}>
          {KIT.edit}
        </Button>
      )}
      {open && <EditProductDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
