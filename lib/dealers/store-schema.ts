/**
 * What a dealer keeps up to date about its own store in the portal ('Min butikk', docs/product.md:
 * Dealer portal): opening hours per weekday (with 'Stengt'), phone, website and what the store
 * carries. The assortment fields are the location form's own (lib/admin/locations/schema.ts uses
 * them too), so the administrator and the dealer are held to the same rules. One schema for the
 * portal form's resolver and the route handler. Client-safe.
 *
 * Opening hours are stored as the finder shows them, one line per weekday in the format the
 * Places lookup writes ('mandag: 09:00–17:00', 'søndag: Stengt'); hoursFromLines reads them back
 * into the form's rows.
 */
import { z } from 'zod';
import { singleLine } from '../validation/text';
import { isArticleNumber } from '../catalogue/article-number';
import { MAX_PHONE_LENGTH, MAX_WEBSITE_LENGTH } from './places/fields';
import { safeWebsite } from './website';

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
  hours: 'Fyll ut åpner og stenger (tt:mm), eller kryss av for Stengt',
  hoursOrder: 'Stengetiden må være etter åpningstiden',
  hoursCount: 'Oppgi åpningstider for alle sju ukedager',
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

// ── Opening hours ───────────────────────────────────────────────────────────────────────────────

/** The weekdays as the stored lines name them, Monday first. */
export const WEEKDAYS = ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'] as const;
export const CLOSED = 'Stengt';
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One weekday's row in the form. */
export interface DayHours {
  closed: boolean;
  /** 'tt:mm' (the time input's value), '' when not filled in. */
  opens: string;
  closes: string;
}

const dayHours = z
  // A disabled time input (the day is 'Stengt') is sent as nothing.
  .object(
    {
      closed: z.boolean({ error: STORE_MESSAGES.hours }),
      opens: z.string({ error: STORE_MESSAGES.hours }).max(5, STORE_MESSAGES.hours).default(''),
      closes: z.string({ error: STORE_MESSAGES.hours }).max(5, STORE_MESSAGES.hours).default(''),
    },
    { error: STORE_MESSAGES.hours },
  )
  .superRefine((day, ctx) => {
    if (day.closed) return;
    if (!TIME.test(day.opens)) ctx.addIssue({ code: 'custom', message: STORE_MESSAGES.hours, path: ['opens'] });
    if (!TIME.test(day.closes)) ctx.addIssue({ code: 'custom', message: STORE_MESSAGES.hours, path: ['closes'] });
    else if (TIME.test(day.opens) && day.closes <= day.opens) ctx.addIssue({ code: 'custom', message: STORE_MESSAGES.hoursOrder, path: ['closes'] });
  });

/** The stored line of one weekday. */
export function hoursLine(index: number, day: DayHours): string {
  return `${WEEKDAYS[index]}: ${day.closed ? CLOSED : `${day.opens}–${day.closes}`}`;
}

/** Seven rows, Monday first, to the seven stored lines. */
export const weekHoursSchema = z
  .array(dayHours, { error: STORE_MESSAGES.hoursCount })
  .length(7, STORE_MESSAGES.hoursCount)
  .transform((days) => days.map((day, i) => hoursLine(i, day)));

const LINE = new RegExp(`^(${WEEKDAYS.join('|')}):\\s*(?:(stengt)|(\\d{1,2})[:.](\\d{2})\\s*[–-]\\s*(\\d{1,2})[:.](\\d{2}))$`, 'i');
const pad = (n: string) => n.padStart(2, '0');

/**
 * The form's seven rows from the stored lines. A line in another form (a range of days, two
 * openings a day, 'Døgnåpen') leaves its day empty, for the dealer to fill in.
 */
export function hoursFromLines(lines: readonly string[]): DayHours[] {
  const days: DayHours[] = WEEKDAYS.map(() => ({ closed: false, opens: '', closes: '' }));
  for (const line of lines) {
    const match = LINE.exec(line.trim());
    if (!match) continue;
    const index = WEEKDAYS.indexOf(match[1].toLowerCase() as (typeof WEEKDAYS)[number]);
    days[index] = match[2]
      ? { closed: true, opens: '', closes: '' }
      : { closed: false, opens: `${pad(match[3])}:${match[4]}`, closes: `${pad(match[5])}:${match[6]}` };
  }
  return days;
}

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
    .refine((v) => {
      try {
        const url = new URL(v);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password;
      } catch {
        return false;
      }
    }, STORE_MESSAGES.website)
    .transform(safeWebsite)
    // Punycode is longer than the host it writes: the stored address keeps the limit too.
    .pipe(z.string().max(MAX_WEBSITE_LENGTH, STORE_MESSAGES.website))
    .nullable(),
);

/** 'Min butikk': everything is sent on every save; empty phone or website removes it. */
export const storeSchema = z.object({
  phoneNumber,
  website: websiteField,
  openingHours: weekHoursSchema,
  ...assortmentFields,
});

export type StoreInput = z.input<typeof storeSchema>;
export type StoreData = z.output<typeof storeSchema>;
