/**
 * The server side of the dealer finder's Places look-ups (docs/product.md §3, 4 and 7): a proxy to
 * Google's Places API (legacy web service) that keeps the key on the server, and the
 * store-and-reuse of a dealer location's details. Server-only; no Next imports, so tests call it
 * directly. The route handlers are app/api/places/search and app/api/places/details.
 *
 * - Search uses Find Place from Text (`findplacefromtext/json`, fields=place_id), not Text Search:
 *   the finder needs one place id for a dealer's "name address", Find Place returns at most one
 *   candidate with only the asked field, while Text Search returns up to 20 full results.
 * - Every request is built from a fixed URL shape (base URL + fixed path, parameters through
 *   URLSearchParams): nothing from the caller is forwarded except the query text or a validated
 *   place id as a parameter value. Redirects are refused, answers are capped at 512 KB and the
 *   whole exchange is bounded by PLACES_TIMEOUT_MS (AbortSignal.timeout).
 * - Google's `status`: OK gives data; ZERO_RESULTS and NOT_FOUND give null; anything else (and a
 *   non-2xx answer, an unreadable or non-JSON body, a timeout) throws PlacesUpstreamError.
 * - The key never appears in an error message (every upstream text is redacted), so logging
 *   these errors cannot leak it.
 */
import { z } from 'zod';
import type { PrismaClient } from '../db';
import { env } from '../env';
import { readCappedText } from '../http/read-capped';

// ── Limits (the DealerLocation column sizes, prisma/schema.prisma) ──────────────────────────────

export const MAX_QUERY_LENGTH = 300;
export const MAX_PLACE_ID_LENGTH = 300;
export const MAX_DEALER_ID_LENGTH = 40;
export const MAX_ADDRESS_LENGTH = 300;
export const MAX_PHONE_LENGTH = 60;
export const MAX_WEBSITE_LENGTH = 500;
export const MAX_OPENING_HOURS_LINE_LENGTH = 200;
/** One line per weekday. */
export const MAX_OPENING_HOURS_LINES = 7;
/** Larger answers are refused (Google's details answer for these fields is a few KB). */
const MAX_RESPONSE_BYTES = 512 * 1024;

const PLACE_ID = /^[A-Za-z0-9_-]{1,300}$/;
const DEALER_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** Norwegian messages of the API (docs/product.md: the interface language is Norwegian). */
export const PLACES_MESSAGES = {
  notConfigured: 'Stedsoppslag er ikke konfigurert',
  upstream: 'Kunne ikke hente data fra Google',
  noResult: 'Ingen treff',
  unknownDealer: 'Forhandleren finnes ikke',
  invalidQuery: `Søket må være 1–${MAX_QUERY_LENGTH} tegn`,
  invalidPlaceId: `Ugyldig placeId (1–${MAX_PLACE_ID_LENGTH} tegn: bokstaver, siffer, - og _)`,
  invalidDealerId: `Ugyldig dealerId (1–${MAX_DEALER_ID_LENGTH} tegn: bokstaver, siffer, - og _)`,
  placeOrDealer: 'Oppgi enten placeId eller dealerId',
  repeated: 'Hver parameter kan bare oppgis én gang',
  unknownParameter: 'Ukjent parameter i søket',
  rateLimited: 'For mange oppslag. Vent et minutt og prøv igjen.',
} as const;

// ── Configuration and errors ────────────────────────────────────────────────────────────────────

export interface PlacesConfig {
  apiKey: string;
  /** GOOGLE_PLACES_BASE_URL without trailing slashes, e.g. https://maps.googleapis.com/maps/api/place */
  baseUrl: string;
  timeoutMs: number;
  ttlHours: number;
}

/** No GOOGLE_PLACES_API_KEY: the proxy is switched off (503). */
export class PlacesUnavailableError extends Error {
  constructor() {
    super('Places lookups are not configured (GOOGLE_PLACES_API_KEY is unset)');
    this.name = 'PlacesUnavailableError';
  }
}

export type PlacesEndpoint = 'findplacefromtext' | 'details';
export type PlacesFailureKind = 'timeout' | 'upstream';

/** Google did not give a usable answer. The message never holds the key. */
export class PlacesUpstreamError extends Error {
  readonly kind: PlacesFailureKind;
  readonly endpoint: PlacesEndpoint;
  /** The HTTP status of a non-2xx answer. */
  readonly httpStatus?: number;
  /** Google's `status` when it was neither OK, ZERO_RESULTS nor NOT_FOUND (e.g. REQUEST_DENIED). */
  readonly googleStatus?: string;

  constructor(
    kind: PlacesFailureKind,
    endpoint: PlacesEndpoint,
    reason: string,
    extra: { httpStatus?: number; googleStatus?: string } = {},
  ) {
    super(`Places ${endpoint}: ${reason}`);
    this.name = 'PlacesUpstreamError';
    this.kind = kind;
    this.endpoint = endpoint;
    this.httpStatus = extra.httpStatus;
    this.googleStatus = extra.googleStatus;
  }
}

/** The Places settings from env(); throws PlacesUnavailableError without GOOGLE_PLACES_API_KEY. */
export function placesConfig(): PlacesConfig {
  const e = env();
  if (!e.GOOGLE_PLACES_API_KEY) throw new PlacesUnavailableError();
  return {
    apiKey: e.GOOGLE_PLACES_API_KEY,
    baseUrl: e.GOOGLE_PLACES_BASE_URL.replace(/\/+$/, ''),
    timeoutMs: e.PLACES_TIMEOUT_MS,
    ttlHours: e.PLACES_DETAILS_TTL_HOURS,
  };
}

/** Replaces the key (raw and URL-encoded) in a text with '[skjult]'. */
export function redactKey(text: string, apiKey: string): string {
  let out = text;
  for (const form of new Set([apiKey, encodeURIComponent(apiKey), new URLSearchParams({ k: apiKey }).toString().slice(2)])) {
    if (form) out = out.split(form).join('[skjult]');
  }
  return out;
}

/** HTTP status and Norwegian message of a Places failure, or null for an unexpected error. */
export function placesFailureResponse(error: unknown): { status: number; error: string } | null {
  if (error instanceof PlacesUnavailableError) return { status: 503, error: PLACES_MESSAGES.notConfigured };
  if (error instanceof PlacesUpstreamError) {
    // A timeout is a gateway timeout (504); every other upstream failure a bad gateway (502).
    return { status: error.kind === 'timeout' ? 504 : 502, error: PLACES_MESSAGES.upstream };
  }
  return null;
}

// ── Text helpers ────────────────────────────────────────────────────────────────────────────────

const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Control characters to spaces, runs of whitespace to one space, trimmed. */
function cleanText(value: string): string {
  return value.replace(CONTROL_CHARS, ' ').replace(/\s+/g, ' ').trim();
}

/** Cuts to at most `max` UTF-16 units (with '…'), never inside a surrogate pair. */
function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  let end = max - 1;
  const code = value.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${value.slice(0, end).trimEnd()}…`;
}

/** An absolute http(s) address of at most `max` characters, else null. */
function httpUrlOrNull(value: string | null | undefined, max = MAX_WEBSITE_LENGTH): string | null {
  const text = value?.trim();
  if (!text || text.length > max) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? text : null;
  } catch {
    return null;
  }
}

export const isPlausiblePlaceId = (value: unknown): value is string => typeof value === 'string' && PLACE_ID.test(value);
export const isPlausibleDealerId = (value: unknown): value is string => typeof value === 'string' && DEALER_ID.test(value);

// ── Query parameters of the two endpoints ───────────────────────────────────────────────────────

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

// ── Google's answers (only the fields used) ─────────────────────────────────────────────────────

/** A text field: cleaned; blank → null; longer than max → cut ('truncate') or dropped ('drop'). */
const googleText = (max: number, overflow: 'truncate' | 'drop') =>
  z
    .string()
    .transform((s) => {
      const text = cleanText(s);
      if (!text) return null;
      if (text.length <= max) return text;
      return overflow === 'truncate' ? truncate(text, max) : null;
    })
    .nullish()
    .catch(null)
    .transform((v) => v ?? null);

const statusFields = {
  status: z.string().max(100),
  error_message: z
    .string()
    .transform((s) => truncate(cleanText(s), 300))
    .optional()
    .catch(undefined),
};

const findPlaceResponse = z.object({
  ...statusFields,
  candidates: z
    .array(z.object({ place_id: z.string().nullish().catch(null) }).catch({ place_id: null }))
    .optional()
    .catch(undefined),
});

const openingHoursLines = z
  .object({ weekday_text: z.array(z.unknown()).optional().catch(undefined) })
  .nullish()
  .catch(null)
  .transform((hours) =>
    (hours?.weekday_text ?? [])
      .filter((line): line is string => typeof line === 'string')
      .map(cleanText)
      .filter(Boolean)
      .map((line) => truncate(line, MAX_OPENING_HOURS_LINE_LENGTH))
      .slice(0, MAX_OPENING_HOURS_LINES),
  );

const detailsResponse = z.object({
  ...statusFields,
  result: z
    .object({
      place_id: z.string().nullish().catch(null),
      formatted_phone_number: googleText(MAX_PHONE_LENGTH, 'drop'),
      website: z
        .string()
        .transform((s) => httpUrlOrNull(s))
        .nullish()
        .catch(null)
        .transform((v) => v ?? null),
      formatted_address: googleText(MAX_ADDRESS_LENGTH, 'truncate'),
      opening_hours: openingHoursLines,
    })
    .nullish()
    .catch(null),
});

// ── The two calls ───────────────────────────────────────────────────────────────────────────────

export interface PlaceMatch {
  placeId: string;
}

export interface PlaceDetails {
  placeId: string;
  phoneNumber: string | null;
  /** An http(s) address, else null. */
  website: string | null;
  formattedAddress: string | null;
  /** One line per weekday (at most 7); empty when unknown. */
  openingHours: string[];
}

const NO_RESULT_STATUSES = new Set(['ZERO_RESULTS', 'NOT_FOUND']);

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? `${error.message} (${code})` : error.message;
}

/** One GET to `${baseUrl}/${endpoint}/json` with the given parameters and the key; the JSON body. */
async function callPlaces(config: PlacesConfig, endpoint: PlacesEndpoint, params: Record<string, string>): Promise<unknown> {
  const fail = (kind: PlacesFailureKind, reason: string, extra?: { httpStatus?: number; googleStatus?: string }) =>
    new PlacesUpstreamError(kind, endpoint, redactKey(reason, config.apiKey), extra);

  const url = new URL(config.baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${endpoint}/json`;
  url.search = new URLSearchParams({ ...params, key: config.apiKey }).toString();
  url.hash = '';

  const signal = AbortSignal.timeout(config.timeoutMs);
  const timedOut = () => fail('timeout', `no answer within ${config.timeoutMs} ms`);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'GET',
      headers: { accept: 'application/json' },
      redirect: 'error',
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    throw signal.aborted ? timedOut() : fail('upstream', `request failed: ${reasonOf(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw fail('upstream', `HTTP ${response.status}`, { httpStatus: response.status });
  }
  let text: string | null;
  try {
    text = await readCappedText(response.body, MAX_RESPONSE_BYTES);
  } catch (error) {
    throw signal.aborted ? timedOut() : fail('upstream', `answer could not be read: ${reasonOf(error)}`);
  }
  if (text === null) throw fail('upstream', `answer larger than ${MAX_RESPONSE_BYTES} bytes`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fail('upstream', 'answer is not JSON');
  }
}

/** OK → true, ZERO_RESULTS/NOT_FOUND → false, anything else throws. */
function statusIsOk(config: PlacesConfig, endpoint: PlacesEndpoint, body: { status: string; error_message?: string }): boolean {
  if (body.status === 'OK') return true;
  if (NO_RESULT_STATUSES.has(body.status)) return false;
  const detail = body.error_message ? `: ${body.error_message}` : '';
  const status = cleanText(body.status).slice(0, 40);
  throw new PlacesUpstreamError('upstream', endpoint, redactKey(`status ${status}${detail}`, config.apiKey), {
    googleStatus: redactKey(status, config.apiKey),
  });
}

function invalidAnswer(config: PlacesConfig, endpoint: PlacesEndpoint, error: z.ZodError): PlacesUpstreamError {
  const where = error.issues[0]?.path.join('.') || 'body';
  return new PlacesUpstreamError('upstream', endpoint, redactKey(`unexpected answer (${where})`, config.apiKey));
}

/**
 * The place id of the best match for a free text (e.g. "dealer name, address"), or null when
 * Google has none. The text is cleaned and cut to 300 characters; a blank text gives null
 * without a request.
 */
export async function searchPlace(query: string, config: PlacesConfig = placesConfig()): Promise<PlaceMatch | null> {
  const input = truncate(cleanText(query), MAX_QUERY_LENGTH);
  if (!input) return null;
  const endpoint = 'findplacefromtext';
  const parsed = findPlaceResponse.safeParse(
    await callPlaces(config, endpoint, { input, inputtype: 'textquery', fields: 'place_id', language: 'no' }),
  );
  if (!parsed.success) throw invalidAnswer(config, endpoint, parsed.error);
  if (!statusIsOk(config, endpoint, parsed.data)) return null;
  const placeId = parsed.data.candidates?.[0]?.place_id;
  if (placeId === undefined || placeId === null) return null;
  if (!isPlausiblePlaceId(placeId)) {
    throw new PlacesUpstreamError('upstream', endpoint, 'unexpected answer (candidates.0.place_id)');
  }
  return { placeId };
}

/**
 * Phone, website, address and opening hours of a place, or null when Google does not know it
 * (or the id is not a plausible place id: then no request is made).
 */
export async function getPlaceDetails(placeId: string, config: PlacesConfig = placesConfig()): Promise<PlaceDetails | null> {
  if (!isPlausiblePlaceId(placeId)) return null;
  const endpoint = 'details';
  const parsed = detailsResponse.safeParse(
    await callPlaces(config, endpoint, {
      place_id: placeId,
      fields: 'formatted_phone_number,website,formatted_address,opening_hours/weekday_text,place_id',
      language: 'no',
    }),
  );
  if (!parsed.success) throw invalidAnswer(config, endpoint, parsed.error);
  if (!statusIsOk(config, endpoint, parsed.data)) return null;
  const result = parsed.data.result;
  if (!result) throw new PlacesUpstreamError('upstream', endpoint, 'unexpected answer (no result)');
  return {
    // Google may answer with a newer id for the same place; keep the asked one if the answer's is odd.
    placeId: isPlausiblePlaceId(result.place_id) ? result.place_id : placeId,
    phoneNumber: result.formatted_phone_number,
    website: result.website,
    formattedAddress: result.formatted_address,
    openingHours: result.opening_hours,
  };
}

// ── Store-and-reuse for a dealer location ───────────────────────────────────────────────────────

export interface DealerPlaceDetails {
  id: string;
  phoneNumber: string | null;
  website: string | null;
  formattedAddress: string | null;
  openingHours: string[];
  placeId: string | null;
  /** ISO 8601 time of the last Google lookup; null when never looked up. */
  lastUpdated: string | null;
}

export interface DealerDetailsResult {
  dealer: DealerPlaceDetails;
  /** 'google': Google was asked for this answer; 'stored': answered from the database alone. */
  source: 'stored' | 'google';
}

const DETAILS_SELECT = {
  id: true,
  name: true,
  address: true,
  phoneNumber: true,
  website: true,
  formattedAddress: true,
  openingHours: true,
  placeId: true,
  lastUpdated: true,
} as const;

interface DetailsRow {
  id: string;
  name: string;
  address: string;
  phoneNumber: string | null;
  website: string | null;
  formattedAddress: string | null;
  openingHours: string[];
  placeId: string | null;
  lastUpdated: Date | null;
}

function present(row: DetailsRow): DealerPlaceDetails {
  return {
    id: row.id,
    phoneNumber: row.phoneNumber?.trim() || null,
    website: httpUrlOrNull(row.website),
    formattedAddress: row.formattedAddress?.trim() || null,
    openingHours: row.openingHours,
    placeId: row.placeId,
    lastUpdated: row.lastUpdated?.toISOString() ?? null,
  };
}

/** Whether the row holds any of the details the finder asks for. */
function hasStoredDetails(row: Pick<DetailsRow, 'phoneNumber' | 'website' | 'openingHours'>): boolean {
  return Boolean(row.phoneNumber?.trim() || httpUrlOrNull(row.website) || row.openingHours.length > 0);
}

/**
 * Whether Google was asked about the dealer within the TTL. lastUpdated is only ever written
 * after a completed lookup (with or without a result), so a recent lastUpdated means "asked
 * recently": the stored details are reused, and a place Google did not find is not asked
 * about again until the TTL has run out.
 */
function isFresh(lastUpdated: Date | null, ttlHours: number, now: Date): boolean {
  if (!lastUpdated) return false;
  return now.getTime() - lastUpdated.getTime() < ttlHours * 3_600_000;
}

/** Lookups under way, per client and dealer, so a burst of selections asks Google once. */
const inFlight = new WeakMap<PrismaClient, Map<string, Promise<DealerDetailsResult | null>>>();

/**
 * The Places details of a dealer location, stored on the row and reused for
 * PLACES_DETAILS_TTL_HOURS. Null for an unknown (or implausible) dealer id.
 *
 * - Looked up within the TTL → the stored details, source 'stored' (no request).
 * - Otherwise: the stored place id (else a search for "name address") → details, stored on the
 *   row with lastUpdated, source 'google'. A stored id Google no longer knows is searched again.
 *   When Google has no result, only lastUpdated is set (and a stale place id cleared) and the
 *   stored details are returned, source 'google'.
 * - No key: the stored details (source 'stored') when the row has any, else PlacesUnavailableError.
 * - Google failing: PlacesUpstreamError; the row is left as it was, so the next call asks again.
 */
export async function dealerDetails(client: PrismaClient, dealerId: string, now = new Date()): Promise<DealerDetailsResult | null> {
  if (!isPlausibleDealerId(dealerId)) return null;
  let perClient = inFlight.get(client);
  if (!perClient) inFlight.set(client, (perClient = new Map()));
  const running = perClient.get(dealerId);
  if (running) return running;
  const lookup = loadDealerDetails(client, dealerId, now).finally(() => perClient.delete(dealerId));
  perClient.set(dealerId, lookup);
  return lookup;
}

async function loadDealerDetails(client: PrismaClient, dealerId: string, now: Date): Promise<DealerDetailsResult | null> {
  const row = await client.dealerLocation.findUnique({ where: { id: dealerId }, select: DETAILS_SELECT });
  if (!row) return null;
  if (isFresh(row.lastUpdated, env().PLACES_DETAILS_TTL_HOURS, now)) return { dealer: present(row), source: 'stored' };

  let config: PlacesConfig;
  try {
    config = placesConfig();
  } catch (error) {
    if (error instanceof PlacesUnavailableError && hasStoredDetails(row)) return { dealer: present(row), source: 'stored' };
    throw error;
  }

  const storedId = isPlausiblePlaceId(row.placeId) ? row.placeId : null;
  let details = storedId ? await getPlaceDetails(storedId, config) : null;
  if (!details) {
    const match = await searchPlace(`${row.name} ${row.address}`, config);
    if (match && match.placeId !== storedId) details = await getPlaceDetails(match.placeId, config);
  }

  if (!details) {
    // Nothing found: remember that Google was asked (and forget an id it no longer knows).
    const data = { lastUpdated: now, placeId: null };
    await client.dealerLocation.updateMany({ where: { id: row.id }, data });
    return { dealer: present({ ...row, ...data }), source: 'google' };
  }

  const data = {
    phoneNumber: details.phoneNumber,
    website: details.website,
    formattedAddress: details.formattedAddress,
    openingHours: details.openingHours,
    placeId: details.placeId,
    lastUpdated: now,
  };
  await client.dealerLocation.updateMany({ where: { id: row.id }, data });
  return { dealer: present({ ...row, ...data }), source: 'google' };
}
