'use server';
/**
 * The dealer locations' server actions (the finder's list; docs/product.md: Admin panel). Each checks
 * the administrator role itself (runAdminAction), validates with the location schema and answers an
 * ActionResult.
 */
import { prisma } from '../../db';
import { parseInput, recordKey, runAdminAction, uploadedFile } from '../shared/action';
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES } from './limits';
import { LOCATION_ID, locationSchema, locationUpdateSchema } from './schema';
import { createLocation, deleteLocation, importLocations, updateLocation, type ImportResult } from './service';

export async function addLocationAction(input: unknown) {
  return runAdminAction(async () => void (await createLocation(prisma, parseInput(locationSchema, input))));
}

export async function updateLocationAction(id: unknown, input: unknown) {
  return runAdminAction(async () => void (await updateLocation(prisma, recordKey(id, LOCATION_ID), parseInput(locationUpdateSchema, input))));
}

export async function deleteLocationAction(id: unknown) {
  return runAdminAction(() => deleteLocation(prisma, recordKey(id, LOCATION_ID)));
}

/** The semicolon CSV (multipart: `file`): all rows or none; line errors come back as data. */
export async function importLocationsAction(form: unknown) {
  return runAdminAction<ImportResult>(async () => {
    const file = await uploadedFile(form, 'file', MAX_IMPORT_BYTES, IMPORT_MESSAGES);
    return importLocations(prisma, file.bytes);
  });
}
