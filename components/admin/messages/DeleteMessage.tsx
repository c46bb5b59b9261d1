'use client';
/** 'Slett' on a contact message's or a dealer application's row, with its confirmation text and toasts. */
import { deleteInquiryAction, deleteMessageAction } from '@/lib/admin/messages/actions';
import { ConfirmDelete } from '../ConfirmDelete';
import { CONFIRM_DELETE_MESSAGE, MESSAGE_TOASTS } from './texts';

export function DeleteMessage({ id, kind, from }: { id: number; kind: 'message' | 'inquiry'; from: string }) {
  return (
    <ConfirmDelete
      label={`Slett melding fra ${from}`}
      text={CONFIRM_DELETE_MESSAGE}
      action={() => (kind === 'message' ? deleteMessageAction(id) : deleteInquiryAction(id))}
      success={MESSAGE_TOASTS.deleted}
      failure={MESSAGE_TOASTS.deleteFailure}
    />
  );
}
