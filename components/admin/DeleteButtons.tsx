'use client';
/** The delete buttons of the admin lists, each bound to its server action and confirmation text. */
import {
  deleteDealerAction,
  deleteDocumentAction,
  deleteInquiryAction,
  deleteLocationAction,
  deleteMessageAction,
  deleteProductAction,
} from '@/app/admin/actions';
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

export function DeleteLocation({ id, name }: { id: string; name: string }) {
  return (
    <ConfirmDelete
      label={`Slett ${name}`}
      text={CONFIRM.location(name)}
      action={() => deleteLocationAction(id)}
      success={ADMIN_TOASTS.locationDeleted}
      failure={ADMIN_TOASTS.locationDeleteFailure}
    />
  );
}

export function DeleteDocument({ id, title }: { id: number; title: string }) {
  return (
    <ConfirmDelete
      label={`Slett ${title}`}
      text={CONFIRM.document(title)}
      action={() => deleteDocumentAction(id)}
      success={ADMIN_TOASTS.documentDeleted}
      failure={ADMIN_TOASTS.documentDeleteFailure}
    />
  );
}
