/** The query strings of GET /api/places/search and GET /api/places/details, parsed and refused with Norwegian messages. Pure. */
import { z } from 'zod';
import { cleanText, DEALER_ID, MAX_QUERY_LENGTH, PLACE_ID } from './fields';
import { PLACES_MESSAGES } from './messages';

/** The search text: control characters and runs of whitespace collapsed, 1–300 characters. */
const queryText = z
  .string()
  .max(MAX_QUERY_LENGTH * 4, PLACES_MESSAGES.invalidQuery)
  .transform(cleanText)
  .pipe(z.string().min(1, PLACES_MESSAGES.invalidQuery).max(MAX_QUERY_LENGTH, PLACES_MESSAGES.invalidQuery));

/** GET /api/places/search?query=<text>. */
export const placesSearchQuerySchema = z.strictObject({ query: queryText });

const placeIdQuerySchema = z.strictObject({
  placeId: z.string().regex(PLACE_ID, PLACES_MESSAGES.invalidPlaceId),
});
const dealerIdQuerySchema = z.strictObject({
  dealerId: z.string().regex(DEALER_ID, PLACES_MESSAGES.invalidDealerId),
});

/** GET /api/places/details?placeId=… or ?dealerId=… (exactly one of them). */
export const placesDetailsQuerySchema = z.union([placeIdQuerySchema, dealerIdQuerySchema]);

export type PlacesSearchQuery = z.infer<typeof placesSearchQuerySchema>;
export type PlacesDetailsQuery = z.infer<typeof placesDetailsQuerySchema>;

export type ParsedQuery<T> = { ok: true; query: T } | { ok: false; message: string };

function singleValues(params: URLSearchParams): Record<string, string> | null {
  const keys = [...params.keys()];
  return new Set(keys).size === keys.length ? Object.fromEntries(params) : null;
}

function failure<T>(error: z.ZodError, fallback: string): ParsedQuery<T> {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys') return { ok: false, message: PLACES_MESSAGES.unknownParameter };
  return { ok: false, message: issue && issue.code !== 'invalid_type' ? issue.message : fallback };
}

/** Parses the search endpoint's query string; repeated or unknown parameters are refused. */
export function parsePlacesSearchQuery(params: URLSearchParams): ParsedQuery<PlacesSearchQuery> {
  const values = singleValues(params);
  if (!values) return { ok: false, message: PLACES_MESSAGES.repeated };
  const parsed = placesSearchQuerySchema.safeParse(values);
  return parsed.success ? { ok: true, query: parsed.data } : failure(parsed.error, PLACES_MESSAGES.invalidQuery);
}

/** Parses the details endpoint's query string: exactly one of placeId and dealerId. */
export function parsePlacesDetailsQuery(params: URLSearchParams): ParsedQuery<PlacesDetailsQuery> {
  const values = singleValues(params);
  if (!values) return { ok: false, message: PLACES_MESSAGES.repeated };
  const hasPlace = 'placeId' in values;
  if (hasPlace === 'dealerId' in values) return { ok: false, message: PLACES_MESSAGES.placeOrDealer };
  const schema = hasPlace ? placeIdQuerySchema : dealerIdQuerySchema;
  const parsed = schema.safeParse(values);
  const fallback = hasPlace ? PLACES_MESSAGES.invalidPlaceId : PLACES_MESSAGES.invalidDealerId;
  return parsed.success ? { ok: true, query: parsed.data } : failure(parsed.error, fallback);
}
