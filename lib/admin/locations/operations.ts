/**
 * The dealer locations' operations (the finder's list; docs/product.md: Admin panel), each declared
 * once (lib/admin/shared/operation.ts); the server actions (actions.ts) are made from these. A
 * location's id is its text key (LOCATION_ID: 404 for anything else). Server-only.
 */
import 'server-only';
import { z } from 'zod';
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { defineOperation, multipart } from '../shared/operation';
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES } from './limits';
import { LOCATION_ID, locationSchema, locationUpdateSchema } from './schema';
import { createLocation, deleteLocation, getLocation, importLocations, updateLocation } from './service';

export const createLocationOperation = defineOperation({
  who: 'admin',
  input: locationSchema,
  run: ({ input }) => createLocation(prisma, input),
  audit: { entity: 'location', action: 'create', summary: ({ input }) => changeSummary(input) },
});

export const updateLocationOperation = defineOperation({
  who: 'admin',
  id: LOCATION_ID,
  input: locationUpdateSchema,
  before: ({ id }) => getLocation(prisma, id),
  run: ({ id, input }) => updateLocation(prisma, id, input),
  audit: { entity: 'location', action: 'update', entityId: ({ id }) => id, summary: ({ input, before }) => changeSummary(input, { before }) },
});

export const deleteLocationOperation = defineOperation({
  who: 'admin',
  id: LOCATION_ID,
  before: ({ id }) => getLocation(prisma, id),
  run: ({ before }) => deleteLocation(prisma, before.id),
  audit: { entity: 'location', action: 'delete', summary: ({ before }) => changeSummary({ name: before.name, address: before.address }) },
});

/** The semicolon CSV (multipart: `file`): all rows or none; line errors come back as data. */
export const importLocationsOperation = defineOperation({
  who: 'admin',
  input: multipart({ fields: z.object({}), files: { file: { maxBytes: MAX_IMPORT_BYTES, messages: IMPORT_MESSAGES } } }),
  run: ({ input }) => importLocations(prisma, input.files.file.bytes),
  audit: {
    entity: 'location',
    action: 'import',
    summary: ({ input, result }) =>
      changeSummary({ file: input.files.file.name, created: result.created, updated: result.updated, errors: result.errors.length }),
  },
});
