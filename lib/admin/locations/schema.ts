/**
 * The dealer location form (the finder's list; docs/product.md: Admin panel): add (with the id) and
 * edit (the id stays), coordinates both or neither, and what the location carries (its product
 * categories; none = everything). One schema for the form's resolver and the
 * server actions. Client-safe.
 */
import { z } from 'zod';
import { singleLine } from '../../validation/text';
import { isArticleNumber } from '../../catalogue/article-number';

z.config({ jitless: true });

export const LOCATION_MESSAGES = {
  id: 'Id må være 1–40 tegn (bokstaver, tall, bindestrek eller understrek)',
  name: 'Navn må være 1–200 tegn',
  address: 'Adresse må være 1–300 tegn',
  latitude: 'Breddegrad må være et tall mellom -90 og 90',
  longitude: 'Lengdegrad må være et tall mellom -180 og 180',
  coordinatesPair: 'Fyll ut både breddegrad og lengdegrad, eller ingen av dem',
  duplicate: 'Et forhandlersted med denne id-en finnes allerede',
  category: 'En kategori må være 1–80 tegn',
  categories: 'Velg høyst 50 kategorier',
  product: 'Et artikkelnummer er 1–40 bokstaver, tall, punktum eller bindestrek',
  products: 'Oppgi høyst 200 produkter',
} as const;

/** At most this many single products on one location. */
export const MAX_LOCATION_PRODUCTS = 200;

/** The form's text field ('1010, 3020') or the CSV's list, as a list. */
const productList = (v: unknown) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v);

/** At most this many categories on one location. */
export const MAX_LOCATION_CATEGORIES = 50;

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
  /**
   * The product categories the location carries (Product.category); empty = everything. Left out
   * on an edit, they stay as they are. Repeats are dropped.
   */
  categories: z
    .array(singleLine({ min: 1, max: 80, message: M.category }))
    .max(MAX_LOCATION_CATEGORIES, M.categories)
    .transform((list) => [...new Set(list)])
    .optional(),
  /**
   * Single products it carries besides the categories: article numbers (a product's or a size's),
   * as a list or the form's comma-separated text; with no categories either, everything.
   */
  products: z
    .preprocess(
      productList,
      z
        .array(z.string())
        .max(MAX_LOCATION_PRODUCTS, M.products)
        // At the field itself (not an item of it), where the form shows it.
        .refine((list) => list.every(isArticleNumber), M.product)
        .transform((list) => [...new Set(list)]),
    )
    .optional(),
});

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
