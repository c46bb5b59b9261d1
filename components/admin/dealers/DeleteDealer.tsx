'use client';
/** 'Slett' on a dealer account's row, with its confirmation text and toasts. */
import { deleteDealerAction } from '@/lib/admin/dealers/actions';
import { ConfirmDelete } from '../ConfirmDelete';
import { confirmDeleteDealer, DEALER_TOASTS } from './texts';

export function DeleteDealer({ id, name }: { id: number; name: string }) {
  return (
    <ConfirmDelete
      label={`Slett ${name}`}
      text={confirmDeleteDealer(name)}
      action={() => deleteDealerAction(id)}
      success={DEALER_TOASTS.deleted}
      failure={DEALER_TOASTS.deleteFailure}
    />
  );
}
