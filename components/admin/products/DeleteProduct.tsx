'use client';
/** 'Slett' on a product row, with its confirmation text and toasts. */
import { deleteProductAction } from '@/lib/admin/products/actions';
import { ConfirmDelete } from '../ConfirmDelete';
import { confirmDeleteProduct, PRODUCT_TOASTS } from './texts';

export function DeleteProduct({ id, name }: { id: number; name: string }) {
  return (
    <ConfirmDelete
      label={`Slett ${name}`}
      text={confirmDeleteProduct(name)}
      action={() => deleteProductAction(id)}
      success={PRODUCT_TOASTS.deleted}
      failure={PRODUCT_TOASTS.deleteFailure}
    />
  );
}
