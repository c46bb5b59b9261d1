/**
 * The dealer location form (the finder's list; docs/product.md: Admin panel): add (with the id) and
 * edit (the id stays), coordinates both or neither, and what the location carries (its product
 * categories; none = everything). One schema for the form's resolver and the
 * server actions. Client-safe.
 */
import { z } from 'zod';
import { singleLine } from '../../validation/text';
import { STOCK_MESSAGES, assortmentFields } from '../../dealers/store-schema';
import { specialDaysSchema, weeklyHoursSchema } from '../../dealers/hours-schema';

z.config({ jitless: true });

export const LOCATION_MESSAGES = {
  id: 'Id må være 1–40 tegn (bokstaver, tall, bindestrek eller understrek)',
  name: 'Navn må være 1–200 tegn',
  address: 'Adresse må være 1–300 tegn',
  latitude: 'Breddegrad må være et tall mellom -90 og 90',
  longitude: 'Lengdegrad må være et tall mellom -180 og 180',
  coordinatesPair: 'Fyll ut både breddegrad og lengdegrad, eller ingen av dem',
  duplicate: 'Et forhandlersted med denne id-en finnes allerede',
  ...STOCK_MESSAGES,
} as const;

const M = LOCATION_MESSAGES;

const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v),
    z.number({ error: message }).min(min, message).max(max, message).nullable(),
  );

/** A dealer location's id, as in the dealer list ('d001'); also the key the edit and delete actions take. */
export const LOCATION_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

const locationFields = z.object({
  name: singleLine({ min: 1, max: 200, message: M.name }),
  address: singleLine({ min: 1, max: 300, message: M.address }),
  lat: coordinate(-90, 90, M.latitude),
  lng: coordinate(-180, 180, M.longitude),
  /** What the location carries (the store schema's own fields, lib/dealers/store-schema.ts). */
  ...assortmentFields,
  /**
   * The opening hours, by 'Min butikk''s own rules (lib/dealers/hours-schema.ts); left out, or every
   * day open with blank times (the dialog of a store whose hours are unknown): unchanged.
   */
  weeklyHours: z.preprocess(blankWeekToNothing, weeklyHoursSchema.optional()).optional(),
  /** Left out: unchanged; a list replaces the stored one (days before today dropped). */
  specialDays: specialDaysSchema.optional(),
});

/** A week whose every day is open with only blank times is no week: the hours stay as they are (unknown). */
function blankWeekToNothing(value: unknown): unknown {
  const blank = (day: unknown) => {
    const d = day as { closed?: unknown; periods?: unknown } | null;
    return (
      typeof d === 'object' &&
      d !== null &&
      !d.closed &&
      Array.isArray(d.periods) &&
      d.periods.every((p: { opens?: unknown; closes?: unknown } | null) => !p || (!p.opens && !p.closes))
    );
  };
  return Array.isArray(value) && value.length > 0 && value.every(blank) ? undefined : value;
}

const bothOrNeither = (v: { lat?: number | null; lng?: number | null }) => (v.lat == null) === (v.lng == null);

export const locationSchema = locationFields
  .extend({
    id: singleLine({ max: 40, message: M.id }).regex(LOCATION_ID, M.id),
  })
  .refine(bothOrNeither, { message: M.coordinatesPair, path: ['lat'] });

/** Edit: the id stays; name, address and coordinates are sent together. */
export const locationUpdateSchema = locationFields.refine(bothOrNeither, { message: M.coordinatesPair, path: ['lat'] });

export type LocationData = z.output<typeof locationSchema>;
export type LocationUpdate = z.output<typeof locationUpdateSchema>;
