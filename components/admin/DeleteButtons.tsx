'use client';
/** The delete buttons of the admin lists, each bound to its server action and confirmation text. */
import { deleteDealerAction, deleteInquiryAction, deleteMessageAction, deleteProductAction } from '@/app/admin/actions';
import { ConfirmDelete } from './ConfirmDelete';
import { ADMIN_TOASTS, CONFIRM } from './messages';

export function DeleteProduct({ id, name }: { id: number; name: string }) {
  return (
    <ConfirmDelete
      label={`Slett ${name}`}
      text={CONFIRM.product(name)}
      action={() => deleteProductAction(id)}
      success={ADMIN_TOASTS.productDeleted}
      failure={ADMIN_TOASTS.productDeleteFailure}
    />
  );
}

export function DeleteDealer({ id, name }: { id: number; name: string }) {
  return (
    <ConfirmDelete
      label={`Slett ${name}`}
      text={CONFIRM.dealer(name)}
      action={() => deleteDealerAction(id)}
      success={ADMIN_TOASTS.dealerDeleted}
      failure={ADMIN_TOASTS.dealerDeleteFailure}
    />
  );
}

export function DeleteMessage({ id, kind, from }: { id: number; kind: 'message' | 'inquiry'; from: string }) {
  return (
    <ConfirmDelete
      label={`Slett melding fra ${from}`}
      text={CONFIRM.message}
      action={() => (kind === 'message' ? deleteMessageAction(id) : deleteInquiryAction(id))}
      success={ADMIN_TOASTS.messageDeleted}
      failure={ADMIN_TOASTS.messageDeleteFailure}
    />
  );
}
