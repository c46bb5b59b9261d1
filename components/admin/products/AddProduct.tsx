'use client';
/**
 * 'Legg til produkt': the button and the add dialog (the product form on the kit). After a
 * successful add the form empties and the dialog closes; the list re-renders (useDialogAction).
 * Closing without saving keeps what was typed for the next opening.
 */
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormDialog } from '../kit/FormDialog';
import { useDialogAction } from '../kit/useAdminAction';
import { addProductAction } from '@/lib/admin/products/actions';
import { ProductFields, toForm, useProductForm, type FactVocabularies, type Retailer } from './ProductForm';
import { PRODUCT_FORM, PRODUCT_TOASTS } from './texts';

export function AddProduct({ retailers, categories, vocabularies }: { retailers: Retailer[]; categories: string[]; vocabularies: FactVocabularies }) {
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const form = useProductForm();
  const { submit, error, pending, clearError } = useDialogAction();

  const save = form.handleSubmit(async (values) => {
    const result = await submit(() => addProductAction(values), { success: PRODUCT_TOASTS.added, failure: PRODUCT_TOASTS.addFailure, form });
    if (result?.ok) {
      form.reset(toForm());
      setOpen(false);
    }
  });

  return (
    <>
      <Button
        variant="contained"
        onClick={() => {
          clearError();
          setOpen(true);
        }}
      >
        {PRODUCT_FORM.add}
      </Button>
      <FormDialog
        open={open}
        title={PRODUCT_FORM.add}
        error={error}
        submitting={pending || uploading}
        submitLabel={PRODUCT_FORM.add}
        submittingLabel={uploading ? PRODUCT_FORM.uploading : PRODUCT_FORM.adding}
        onSubmit={(e) => void save(e)}
        onClose={() => setOpen(false)}
      >
        <ProductFields form={form} editing={null} retailers={retailers} categories={categories} vocabularies={vocabularies} onUploading={setUploading} />
      </FormDialog>
    </>
  );
}
