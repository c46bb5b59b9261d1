'use server';
/**
 * The dealer locations' server actions (the finder's list; docs/product.md: Admin panel). Each checks
 * the administrator role itself (runAdminAction), validates with the location schema, answers an
 * ActionResult and names the change it makes for the audit log (lib/audit/admin.ts).
 */
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { parseInput, recordKey, runAdminAction, uploadedFile } from '../shared/action';
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES } from './limits';
import { LOCATION_ID, locationSchema, locationUpdateSchema } from './schema';
import { createLocation, deleteLocation, getLocation, importLocations, updateLocation, type ImportResult } from './service';

export async function addLocationAction(input: unknown) {
  return runAdminAction({ entity: 'location', action: 'create' }, async (audit) => {
    const data = parseInput(locationSchema, input);
    audit.summary = changeSummary(data);
    audit.entityId = (await createLocation(prisma, data)).id;
  });
}

export async function updateLocationAction(id: unknown, input: unknown) {
  return runAdminAction({ entity: 'location', action: 'update' }, async (audit) => {
    const locationId = (audit.entityId = recordKey(id, LOCATION_ID));
    const data = parseInput(locationUpdateSchema, input);
    audit.summary = changeSummary(data, { before: await getLocation(prisma, locationId) });
    await updateLocation(prisma, locationId, data);
  });
}

export async function deleteLocationAction(id: unknown) {
  return runAdminAction({ entity: 'location', action: 'delete' }, async (audit) => {
    const location = await getLocation(prisma, recordKey(id, LOCATION_ID));
    audit.summary = changeSummary({ name: location.name, address: location.address });
    return deleteLocation(prisma, location.id);
  });
}

/** The semicolon CSV (multipart: `file`): all rows or none; line errors come back as data. */
export async function importLocationsAction(form: unknown) {
  return runAdminAction<ImportResult>({ entity: 'location', action: 'import' }, async (audit) => {
    const file = await uploadedFile(form, 'file', MAX_IMPORT_BYTES, IMPORT_MESSAGES);
    const result = await importLocations(prisma, file.bytes);
    audit.summary = changeSummary({ file: file.name, created: result.created, updated: result.updated, errors: result.errors.length });
    return result;
  });
}
