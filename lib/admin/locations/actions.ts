'use server';
/**
 * The dealer locations' server actions (the finder's list; docs/product.md: Admin panel), each made
 * from its one declaration (operations.ts): each answers an ActionResult and is written to the
 * audit log (lib/audit/admin.ts).
 */
import { operationAction } from '../shared/operation';
import { createLocationOperation, deleteLocationOperation, importLocationsOperation, updateLocationOperation } from './operations';

export const addLocationAction = operationAction(createLocationOperation, () => undefined);

export const updateLocationAction = operationAction(updateLocationOperation, () => undefined);

export const deleteLocationAction = operationAction(deleteLocationOperation);

/** The semicolon CSV (multipart: `file`): all rows or none; line errors come back as data. */
export const importLocationsAction = operationAction(importLocationsOperation);
