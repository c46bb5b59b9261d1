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
import { readWeeklyHours, specialDaysText, weeklyHoursText, type SpecialDay, type WeeklyHours } from '../../dealers/hours-core';
import { specialDayOfRow } from '../../dealers/store';

/** The hours of an input as the audit log shows them ('mandag: 09:00–17:00; …'); left out stays out. */
function auditable<T extends { weeklyHours?: WeeklyHours; specialDays?: SpecialDay[] }>({ weeklyHours, specialDays, ...rest }: T) {
  return {
    ...rest,
    ...(weeklyHours ? { weeklyHours: weeklyHoursText(weeklyHours) } : {}),
    ...(specialDays ? { specialDays: specialDaysText(specialDays) } : {}),
  };
}

/** A stored location's hours the same way, to compare with. */
function auditableRow<T extends { weeklyHours: unknown; specialDays: { date: Date; periods: unknown; note: string | null }[] }>(row: T) {
  return { ...row, weeklyHours: weeklyHoursText(readWeeklyHours(row.weeklyHours)), specialDays: specialDaysText(row.specialDays.map(specialDayOfRow)) };
}

export const createLocationOperation = defineOperation({
  who: 'admin',
  input: locationSchema,
  run: ({ input }) => createLocation(prisma, input),
  audit: { entity: 'location', action: 'create', summary: ({ input }) => changeSummary(auditable(input)) },
});

export const updateLocationOperation = defineOperation({
  who: 'admin',
  id: LOCATION_ID,
  input: locationUpdateSchema,
  before: ({ id }) => getLocation(prisma, id),
  run: ({ id, input }) => updateLocation(prisma, id, input),
  audit: {
    entity: 'location',
    action: 'update',
    entityId: ({ id }) => id,
    summary: ({ input, before }) => changeSummary(auditable(input), { before: auditableRow(before) }),
  },
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
