'use client';
/** 'Slett' on a dealer document's row, with its confirmation text and toasts. */
import { deleteDocumentAction } from '@/lib/admin/documents/actions';
import { ConfirmDelete } from '../ConfirmDelete';
import { confirmDeleteDocument, DOCUMENT_TOASTS } from './texts';

export function DeleteDocument({ id, title }: { id: number; title: string }) {
  return (
    <ConfirmDelete
      label={`Slett ${title}`}
      text={confirmDeleteDocument(title)}
      action={() => deleteDocumentAction(id)}
      success={DOCUMENT_TOASTS.deleted}
      failure={DOCUMENT_TOASTS.deleteFailure}
    />
  );
}
