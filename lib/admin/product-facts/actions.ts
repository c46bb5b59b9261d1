'use server';
/**
 * The product facts' vocabularies' server actions (docs/product.md: Admin panel, Produktfakta),
 * each made from its one declaration (operations.ts), shared with the API.
 */
import { operationAction } from '../shared/operation';
import {
  createHazardPhraseOperation,
  createUseTermOperation,
  deleteHazardPhraseOperation,
  deleteUseTermOperation,
  moveUseTermOperation,
  renameUseTermOperation,
  setUseTermTasksOperation,
  updateHazardPhraseOperation,
} from './operations';

/** `{ label }`: a new use term at the end of the list. */
export const createUseTermAction = operationAction(createUseTermOperation);
/** (slug, `{ label }`): the slug is kept. */
export const renameUseTermAction = operationAction(renameUseTermOperation);
/** (slug, `{ direction: 'up' | 'down' }`). */
export const moveUseTermAction = operationAction(moveUseTermOperation);
/** (slug, `{ taskOrder }`): the term's routine in the Produktveileder. */
export const setUseTermTasksAction = operationAction(setUseTermTasksOperation);
/** (slug): refused while a product uses it. */
export const deleteUseTermAction = operationAction(deleteUseTermOperation);

/** `{ code, text }`: a new statement. */
export const createHazardPhraseAction = operationAction(createHazardPhraseOperation);
/** (code, `{ text }`). */
export const updateHazardPhraseAction = operationAction(updateHazardPhraseOperation);
/** (code): refused while a product carries it. */
export const deleteHazardPhraseAction = operationAction(deleteHazardPhraseOperation);
