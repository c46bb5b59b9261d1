'use client';
/** 'Slett' on a dealer location's row, with its confirmation text and toasts. */
import { deleteLocationAction } from '@/lib/admin/locations/actions';
import { ConfirmDelete } from '../ConfirmDelete';
import { confirmDeleteLocation, LOCATION_TOASTS } from './texts';

export function DeleteLocation({ id, name }: { id: string; name: string }) {
  return (
    <ConfirmDelete
      label={`Slett ${name}`}
      text={confirmDeleteLocation(name)}
      action={() => deleteLocationAction(id)}
      success={LOCATION_TOASTS.deleted}
      failure={LOCATION_TOASTS.deleteFailure}
    />
  );
}
