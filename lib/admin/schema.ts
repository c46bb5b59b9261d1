/**
 * Admin forms (docs/product.md §5): the product schema (the edit form uses it with every field
 * optional, the article number never editable) and the dealer account schema (the password
 * optional and empty on edit). Shared by the forms, the server actions and the route handlers.
 * Client-safe.
 */
import { z } from 'zod';
import { AUTH_FIELD_MESSAGES, emailField, passwordField } from '../auth/schema';
import { isArticleNumber } from '../catalogue/article-number';

z.config({ jitless: true });

export const ADMIN_MESSAGES = {
  articleNumber: 'Artikkelnummer må være 1–40 tegn (bokstaver, tall, bindestrek eller punktum)',
  name: 'Produktnavn må være 1–200 tegn',
  category: 'Kategori må være 1–80 tegn',
  imageUrl: 'Bilde-URL må være en https-adresse eller et opplastet bilde (/media/...)',
  youtubeUrl: 'Video-URL må være en http(s)-adresse',
  highlightText: 'Fremhevet tekst kan være maks 200 tegn',
  highlightDescription: 'Fremhevet beskrivelse kan være maks 1000 tegn',
  html: 'Teksten er for lang (maks 50 000 tegn)',
  price: 'Pris må være et tall mellom 0 og 1 000 000',
  articleNumberLocked: 'Artikkelnummeret kan ikke endres',
  duplicateArticleNumber: 'Et produkt med dette artikkelnummeret finnes allerede',
  duplicateEmail: 'En konto med denne e-postadressen finnes allerede',
  notFound: 'Finnes ikke',
  invalid: 'Skjemaet inneholder feil',
  retailer: 'Velg en nettbutikk',
  retailerUrl: 'Produktlenken må være en https-adresse',
  retailerDuplicate: 'Hver nettbutikk kan bare stå én gang',
  retailerUnknown: 'Ukjent nettbutikk',
  locationId: 'Id må være 1–40 tegn (bokstaver, tall, bindestrek eller understrek)',
  locationName: 'Navn må være 1–200 tegn',
  locationAddress: 'Adresse må være 1–300 tegn',
  latitude: 'Breddegrad må være et tall mellom -90 og 90',
  longitude: 'Lengdegrad må være et tall mellom -180 og 180',
  coordinatesPair: 'Fyll ut både breddegrad og lengdegrad, eller ingen av dem',
  duplicateLocation: 'Et forhandlersted med denne id-en finnes allerede',
  documentTitle: 'Tittel må være 1–200 tegn',
  documentDescription: 'Beskrivelse kan være maks 1000 tegn',
  documentKind: 'Velg prisliste eller markedsmateriell',
} as const;

const M = ADMIN_MESSAGES;
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const imageUrl = z
  .string({ error: M.imageUrl })
  .trim()
  .max(500, M.imageUrl)
  .refine((v) => /^https:\/\/[^\s]+$/i.test(v) || /^\/media\/[A-Za-z0-9/_.-]+$/.test(v), M.imageUrl);

const html = z.preprocess(blankToNull, z.string({ error: M.html }).max(50_000, M.html).nullable());

/** One online-retailer link of a product (the product page's 'Kjøp på nett'). */
export const retailerLinkSchema = z.object({
  retailerId: z.coerce.number({ error: M.retailer }).int(M.retailer).positive(M.retailer),
  productUrl: z
    .string({ error: M.retailerUrl })
    .trim()
    .max(1000, M.retailerUrl)
    .regex(/^https:\/\/[^\s]+$/i, M.retailerUrl),
});

const retailerLinks = z
  .array(retailerLinkSchema)
  .max(20)
  .refine((links) => new Set(links.map((l) => l.retailerId)).size === links.length, M.retailerDuplicate);

export const productSchema = z.object({
  articleNumber: z
    .string({ error: M.articleNumber })
    .trim()
    .refine(isArticleNumber, M.articleNumber),
  name: z.string({ error: M.name }).trim().min(1, M.name).max(200, M.name),
  category: z.string({ error: M.category }).trim().min(1, M.category).max(80, M.category),
  imageUrl,
  description: html.optional(),
  instructions: html.optional(),
  youtubeUrl: z.preprocess(
    blankToNull,
    z.string({ error: M.youtubeUrl }).trim().max(500, M.youtubeUrl).regex(/^https?:\/\/\S+$/i, M.youtubeUrl).nullable().optional(),
  ),
  highlightText: z.preprocess(blankToNull, z.string().trim().max(200, M.highlightText).nullable().optional()),
  highlightDescription: z.preprocess(blankToNull, z.string().trim().max(1000, M.highlightDescription).nullable().optional()),
  recommendedPriceNok: z.preprocess(
    (v) => (v === undefined ? undefined : v === '' || v === null ? null : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v),
    z.number({ error: M.price }).min(0, M.price).max(1_000_000, M.price).nullable().optional(),
  ),
  /** Replaces the product's retailer links when given. */
  retailerLinks: retailerLinks.optional(),
});

/** Edit: every field optional; the article number may be sent but not changed (checked on the server). */
export const productUpdateSchema = productSchema.partial();

export type ProductInput = z.input<typeof productSchema>;
export type ProductData = z.output<typeof productSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;

const name = z.string({ error: AUTH_FIELD_MESSAGES.name }).trim().min(2, AUTH_FIELD_MESSAGES.name).max(120, AUTH_FIELD_MESSAGES.name);
const company = z
  .string({ error: AUTH_FIELD_MESSAGES.company })
  .trim()
  .min(2, AUTH_FIELD_MESSAGES.company)
  .max(160, AUTH_FIELD_MESSAGES.company);

export const dealerSchema = z.object({
  email: emailField,
  password: passwordField,
  name,
  company,
  isActive: z.boolean().optional(),
});

/** Edit: the password starts empty and is changed only when something is typed. */
export const dealerUpdateSchema = z.object({
  email: emailField.optional(),
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), passwordField.optional()),
  name: name.optional(),
  company: company.optional(),
  isActive: z.boolean().optional(),
});

export type DealerData = z.output<typeof dealerSchema>;
export type DealerUpdate = z.output<typeof dealerUpdateSchema>;

// ── Dealer locations (the finder's list) ───────────────────────────────────────────────────────

const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v),
    z.number({ error: message }).min(min, message).max(max, message).nullable(),
  );

/** A dealer location's id, as in the dealer list ('d001'); also the key the edit and delete actions take. */
export const LOCATION_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

const locationFields = z.object({
  name: z.string({ error: M.locationName }).trim().min(1, M.locationName).max(200, M.locationName),
  address: z.string({ error: M.locationAddress }).trim().min(1, M.locationAddress).max(300, M.locationAddress),
  lat: coordinate(-90, 90, M.latitude),
  lng: coordinate(-180, 180, M.longitude),
});

const bothOrNeither = (v: { lat?: number | null; lng?: number | null }) => (v.lat == null) === (v.lng == null);

export const locationSchema = locationFields
  .extend({
    id: z
      .string({ error: M.locationId })
      .trim()
      .regex(LOCATION_ID, M.locationId),
  })
  .refine(bothOrNeither, { message: M.coordinatesPair, path: ['lat'] });

/** Edit: the id stays; name, address and coordinates are sent together. */
export const locationUpdateSchema = locationFields.refine(bothOrNeither, { message: M.coordinatesPair, path: ['lat'] });

export type LocationData = z.output<typeof locationSchema>;
export type LocationUpdate = z.output<typeof locationUpdateSchema>;

// ── Dealer documents (price lists, marketing material) ─────────────────────────────────────────

export const DOCUMENT_KINDS = ['PRICE_LIST', 'MARKETING'] as const;

export const documentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: M.documentKind }),
  title: z.string({ error: M.documentTitle }).trim().min(1, M.documentTitle).max(200, M.documentTitle),
  description: z.preprocess(blankToNull, z.string().trim().max(1000, M.documentDescription).nullable().optional()),
});

export type DocumentData = z.output<typeof documentSchema>;
