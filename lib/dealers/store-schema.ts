/**
 * What a dealer keeps up to date about its own store in the portal ('Min butikk', docs/product.md:
 * Dealer portal): opening hours (the week and special days), phone, website and what the store
 * carries. The assortment fields are the location form's own (lib/admin/locations/schema.ts uses
 * them too), so the administrator and the dealer are held to the same rules. One schema for the
 * portal form's resolver and the route handler. Client-safe.
 *
 * Opening hours are the week (per weekday 'Stengt' or one or more periods) and the special days
 * (a date up to a year ahead, closed or periods, an optional note), with the rules of
 * lib/dealers/hours-schema.ts, which the admin's location dialog shares.
 */
import { z } from 'zod';
import { singleLine } from '../validation/text';
import { isArticleNumber } from '../catalogue/article-number';
import { MAX_PHONE_LENGTH, MAX_WEBSITE_LENGTH } from './places/fields';
import { specialDaysSchema, weeklyHoursSchema } from './hours-schema';
import { httpWebsiteOrNull, safeWebsite } from './website';

z.config({ jitless: true });

export const STOCK_MESSAGES = {
  category: 'En kategori må være 1–80 tegn',
  categories: 'Velg høyst 50 kategorier',
  product: 'Et artikkelnummer er 1–40 bokstaver, tall, punktum eller bindestrek',
  products: 'Oppgi høyst 200 produkter',
} as const;

export const STORE_MESSAGES = {
  invalid: 'Noen felt er ikke riktig utfylt',
  phone: 'Telefonnummer kan bare ha tall, mellomrom, +, - og parenteser (5–30 tegn)',
  website: 'Nettsted må være en nettadresse, for eksempel https://butikken.no',
  notYours: 'Du har ikke tilgang til dette forhandlerstedet',
  saved: 'Endringene er lagret og vises i forhandlersøket',
} as const;

/** At most this many single products on one location. */
/** The JSON body cap of PUT /api/dealer-stores/{id} (the route reads it, docs/openapi.json documents it). */
export const STORE_BODY_MAX_BYTES = 32 * 1024;

export const MAX_LOCATION_PRODUCTS = 200;
/** At most this many categories on one location. */
export const MAX_LOCATION_CATEGORIES = 50;

/** The form's text field ('1010, 3020') or the CSV's list, as a list. */
const productList = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : v;

/**
 * What a location carries. `categories`: the product categories it stocks (Product.category);
 * `products`: single products besides them (article numbers, a product's or a size's, as a list or
 * the form's comma-separated text). Both empty = everything. Left out, they stay as they are.
 */
export const assortmentFields = {
  categories: z
    .array(singleLine({ min: 1, max: 80, message: STOCK_MESSAGES.category }))
    .max(MAX_LOCATION_CATEGORIES, STOCK_MESSAGES.categories)
    .transform((list) => [...new Set(list)])
    .optional(),
  products: z
    .preprocess(
      productList,
      z
        .array(z.string())
        .max(MAX_LOCATION_PRODUCTS, STOCK_MESSAGES.products)
        // At the field itself (not an item of it), where the form shows it.
        .refine((list) => list.every(isArticleNumber), STOCK_MESSAGES.product)
        .transform((list) => [...new Set(list)]),
    )
    .optional(),
};

// ── Phone and website ───────────────────────────────────────────────────────────────────────────

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const phoneNumber = z.preprocess(
  blankToNull,
  singleLine({ max: MAX_PHONE_LENGTH, message: STORE_MESSAGES.phone })
    .regex(/^\+?[0-9 ()-]{5,30}$/, STORE_MESSAGES.phone)
    .transform((v) => v.replace(/\s+/g, ' '))
    .nullable(),
);

/**
 * An http(s) address; 'butikken.no' gets https:// in front, and a host that mixes scripts is stored
 * in Punycode (safeWebsite, lib/dealers/website.ts). Exported for every form that edits a website.
 */
export const websiteField = z.preprocess(
  (v) => {
    const value = blankToNull(v);
    return typeof value === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(value.trim()) ? `https://${value.trim()}` : value;
  },
  singleLine({ max: MAX_WEBSITE_LENGTH, message: STORE_MESSAGES.website })
    // http(s), a host with a dot, no user name or password: the rule every reader of the website applies.
    .refine((v) => httpWebsiteOrNull(v, Infinity) !== null, STORE_MESSAGES.website)
    .transform(safeWebsite)
    // Punycode is longer than the host it writes: the stored address keeps the limit too.
    .pipe(z.string().max(MAX_WEBSITE_LENGTH, STORE_MESSAGES.website))
    .nullable(),
);

/** 'Min butikk': everything is sent on every save; empty phone or website removes it. */
export const storeSchema = z.object({
  phoneNumber,
  website: websiteField,
  weeklyHours: weeklyHoursSchema,
  /** Left out: the stored special days stay as they are. */
  specialDays: specialDaysSchema.optional(),
  ...assortmentFields,
});

export type StoreInput = z.input<typeof storeSchema>;
export type StoreData = z.output<typeof storeSchema>;
