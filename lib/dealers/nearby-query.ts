/**
 * The query of GET /api/dealer-locations/nearby (docs/product.md §5 and 7): server-side only, so
 * zod stays out of the finder's browser code.
 */
import { z } from 'zod';
import { isArticleNumber } from '../catalogue/article-number';
import { isCleanLine } from '../validation/text';
import {
  MAX_CATEGORY_PARAM_LENGTH,
  MAX_FILTER_LENGTH,
  MAX_FILTER_PRODUCTS,
  MAX_PAGE,
  MAX_PRODUCT_LIST_LENGTH,
  MAX_PRODUCT_PARAM_LENGTH,
  POSTAL_QUERY_PATTERN,
  parseProductList,
} from './finder';

/** The filter a search may add: only dealers carrying the product (group) or the category. */
export const ASSORTMENT_MESSAGES = {
  product: `Produktet må være et artikkelnummer på 1–${MAX_PRODUCT_PARAM_LENGTH} tegn, eller opptil ${MAX_FILTER_PRODUCTS} artikkelnumre skilt med komma`,
  category: `Kategorien må være 1–${MAX_CATEGORY_PARAM_LENGTH} tegn`,
  unknownProduct: 'Ukjent produkt',
  unknownCategory: 'Ukjent kategori',
} as const;

const assortmentFields = {
  product: z
    .string()
    .trim()
    .min(1, ASSORTMENT_MESSAGES.product)
    .max(MAX_PRODUCT_LIST_LENGTH, ASSORTMENT_MESSAGES.product)
    .refine((v) => parseProductList(v, isArticleNumber) !== null, ASSORTMENT_MESSAGES.product)
    .optional()
    .meta({
      description:
        "Only dealers carrying this product: a product's (or a size's) article number. Several, separated by commas (at most 12: the Produktveileder's routine), answer the dealers carrying any of them, those carrying all of them first",
    }),
  category: z
    .string()
    .trim()
    .min(1, ASSORTMENT_MESSAGES.category)
    .max(MAX_CATEGORY_PARAM_LENGTH, ASSORTMENT_MESSAGES.category)
    .refine(isCleanLine, ASSORTMENT_MESSAGES.category)
    .optional()
    .meta({ description: "Only dealers carrying this product category (e.g. 'Lærpleie')" }),
};

/** Postal-code query of GET /api/dealer-locations/nearby: 4 letters or digits (the typed search
 * checks the length only, so letters reach the server and get 'Ukjent postnummer'). */
export const postalQuerySchema = z.strictObject({
  postnummer: z.string().regex(POSTAL_QUERY_PATTERN, 'Postnummeret må være 4 tegn (bokstaver eller siffer)'),
  ...assortmentFields,
});

/** A coordinate given as text: blank is missing, not 0. */
const coordinate = (message: string, limit: number) =>
  z.string(message).trim().min(1, message).transform(Number).pipe(z.number(message).min(-limit, message).max(limit, message));

/** Position query of GET /api/dealer-locations/nearby (the browser's geolocation). */
export const positionQuerySchema = z.strictObject({
  lat: coordinate('Ugyldig breddegrad', 90),
  lng: coordinate('Ugyldig lengdegrad', 180),
  ...assortmentFields,
});

export type NearbyQuery = z.infer<typeof postalQuerySchema> | z.infer<typeof positionQuerySchema>;

/** Parses the search's query string; repeated or unknown parameters are refused. */
export function parseNearbyQuery(params: URLSearchParams): { ok: true; query: NearbyQuery } | { ok: false; message: string } {
  const keys = [...params.keys()];
  if (new Set(keys).size !== keys.length) return { ok: false, message: 'Hver parameter kan bare oppgis én gang' };
  const values = Object.fromEntries(params);
  const schema = 'postnummer' in values ? postalQuerySchema : positionQuerySchema;
  if (!('postnummer' in values) && !('lat' in values || 'lng' in values)) {
    return { ok: false, message: 'Oppgi et postnummer (4 tegn) eller en posisjon (lat og lng)' };
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, query: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: issue.code === 'unrecognized_keys' ? 'Ukjent parameter i søket' : issue.message };
}

/** The messages of GET /api/dealer-locations (a page of the finder's list). */
export const LIST_MESSAGES = {
  q: `Søketeksten kan være på høyst ${MAX_FILTER_LENGTH} tegn`,
  page: `Siden må være et helt tall fra 1 til ${MAX_PAGE}`,
} as const;

/** Query of GET /api/dealer-locations: the text filter, the page and the product filter, each optional. */
export const listQuerySchema = z.strictObject({
  q: z.string().max(MAX_FILTER_LENGTH, LIST_MESSAGES.q).refine(isCleanLine, LIST_MESSAGES.q).optional().meta({
    description: "Name or address contains it (case-insensitive; 'fag', 'fagm', 'fagmø', 'fagmob', 'fagmøb': the Fagmøbler chain); blank: every dealer",
  }),
  side: z
    .string()
    .regex(/^[0-9]{1,7}$/, LIST_MESSAGES.page)
    .transform(Number)
    .pipe(z.int().min(1, LIST_MESSAGES.page).max(MAX_PAGE, LIST_MESSAGES.page))
    .optional()
    .meta({ description: 'The page, from 1 (default); past the last page, the last page is answered' }),
  ...assortmentFields,
});

export type ListQuery = z.infer<typeof listQuerySchema>;

/** Parses the list's query string; repeated or unknown parameters are refused. */
export function parseListQuery(params: URLSearchParams): { ok: true; query: ListQuery } | { ok: false; message: string } {
  const keys = [...params.keys()];
  if (new Set(keys).size !== keys.length) return { ok: false, message: 'Hver parameter kan bare oppgis én gang' };
  const parsed = listQuerySchema.safeParse(Object.fromEntries(params));
  if (parsed.success) return { ok: true, query: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: issue.code === 'unrecognized_keys' ? 'Ukjent parameter i søket' : issue.message };
}
