'use client';
/**
 * 'Rediger' on a product row: the dialog loads the product (with its retailer links and full
 * texts) through a server action when it opens, and closes after a successful save.
 */
import { useEffect, useRef, useState } from 'react';
import { loadProductAction } from '@/lib/admin/products/actions';
import type { ProductData } from '@/lib/admin/products/schema';
import { EditDialog } from '../EditDialog';
import { ProductForm, type Retailer } from './ProductForm';
import { PRODUCT_LOAD_FAILURE } from './texts';

type Loaded = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; product: ProductData };

export function EditProduct({
  id,
  name,
  retailers,
  categories,
  openAtStart = false,
}: {
  id: number;
  name: string;
  retailers: Retailer[];
  categories: string[];
  /** Opens the dialog once on arrival (the admin address ?fane=produkter&rediger={id}). */
  openAtStart?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const opened = useRef(false);

  const openDialog = async () => {
    setLoaded({ state: 'loading' });
    setOpen(true);
    const result = await loadProductAction(id).catch(() => null);
    if (result?.ok) setLoaded({ state: 'ready', product: result.data });
    else setLoaded({ state: 'error', message: result?.error ?? PRODUCT_LOAD_FAILURE });
  };

  useEffect(() => {
    if (!openAtStart || opened.current) return;
    opened.current = true;
    void openDialog();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [openAtStart]);

  return (
    <EditDialog name={name} open={open} onOpen={() => void openDialog()} onClose={() => setOpen(false)}>
      {loaded.state === 'loading' && (
        <p role="status" aria-live="polite">
          Laster...
        </p>
      )}
      {loaded.state === 'error' && <p role="alert">{loaded.message}</p>}
      {loaded.state === 'ready' && (
        <ProductForm product={loaded.product} productId={id} retailers={retailers} categories={categories} onSaved={() => setOpen(false)} />
      )}
    </EditDialog>
  );
}
