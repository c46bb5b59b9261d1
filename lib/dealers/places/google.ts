/**
 * The Google client of the dealer finder's Places look-ups (docs/product.md §3, 4 and 7): Google's
 * Places API (legacy web service) called with the key, which stays on the server. Server-only; no
 * Next imports, so tests call it directly. The routes are app/api/places/search and
 * app/api/places/details; a dealer location's stored details are details.ts.
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
import { hoursFromPlacesLines, type WeeklyHours } from '../hours-core';
import 'server-only';
import { z } from 'zod';
import { env } from '../../env';
import { readCappedText } from '../../http/read-capped';
import {
  cleanText,
  isPlausiblePlaceId,
  MAX_ADDRESS_LENGTH,
  MAX_OPENING_HOURS_LINE_LENGTH,
  MAX_OPENING_HOURS_LINES,
  MAX_PHONE_LENGTH,
  MAX_QUERY_LENGTH,
  truncate,
} from './fields';
import { httpWebsiteOrNull } from '../website';

/** Larger answers are refused (Google's details answer for these fields is a few KB). */
const MAX_RESPONSE_BYTES = 512 * 1024;

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

  constructor(kind: PlacesFailureKind, endpoint: PlacesEndpoint, reason: string, extra: { httpStatus?: number; googleStatus?: string } = {}) {
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
        .transform((s) => httpWebsiteOrNull(s))
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
  /** The opening hours read from Google's lines (lib/dealers/hours.ts); null when unknown or unreadable. */
  weeklyHours: WeeklyHours | null;
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
  const parsed = findPlaceResponse.safeParse(await callPlaces(config, endpoint, { input, inputtype: 'textquery', fields: 'place_id', language: 'no' }));
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
    weeklyHours: hoursFromPlacesLines(result.opening_hours),
  };
}
