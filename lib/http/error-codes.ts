/**
 * The machine codes of every error answer (issue 33; docs/architecture.md §4, docs/openapi.json
 * `ErrorCode`): each JSON error body carries a Norwegian `error` for people and one of these
 * stable snake_case `code`s for programs, so a client branches on the code, never on the status
 * alone or the text. A code, once published, keeps its meaning; new ones may be added.
 *
 * A plain module without imports: the route frame (lib/http), the server actions, proxy.ts and the
 * HTTP server program (lib/server, scripts/serve.ts) all import it, and so can a client.
 */

/** Every code with its status and what it means (the OpenAPI description lists these texts). */
export const ERROR_CODES = {
  validation_failed: { status: 400, description: 'The input failed its schema; `fieldErrors` name the fields at fault.' },
  bad_request: { status: 400, description: 'The request cannot be read: an empty or malformed body, a malformed request line, a bad query parameter.' },
  unauthenticated: { status: 401, description: 'Not signed in, or the sign-in failed (wrong e-mail or password, a deactivated account).' },
  forbidden: { status: 403, description: 'Signed in, but the account may not do this (an administrator is needed, or it is not yours).' },
  cross_site: { status: 403, description: 'An unsafe request (POST, PUT, PATCH, DELETE) from another site (Origin / Sec-Fetch-Site), refused.' },
  not_found: { status: 404, description: 'No such record or route.' },
  method_not_allowed: { status: 405, description: 'The method is not served here; the `Allow` header lists those that are.' },
  request_timeout: { status: 408, description: 'The request head or body did not arrive within the server’s timeout.' },
  conflict: { status: 409, description: 'The change conflicts with what is stored (a taken unique value, a record still in use).' },
  length_required: { status: 411, description: 'A body must declare its length (Content-Length).' },
  payload_too_large: { status: 413, description: 'The body (or a file in it) is larger than the endpoint accepts.' },
  unsupported_media_type: { status: 415, description: 'The body’s Content-Type (or a file’s type) is not one the endpoint accepts.' },
  expectation_failed: { status: 417, description: 'An `Expect` header other than `100-continue`.' },
  rate_limited: { status: 429, description: 'Too many attempts; `Retry-After` says when to try again.' },
  internal_error: { status: 500, description: 'An unexpected failure, logged on the server under `requestId`.' },
  upstream_failed: { status: 502, description: 'A service this one relies on (Google Places) failed (502) or did not answer in time (504).' },
  database_unavailable: { status: 503, description: 'The database cannot be reached; `Retry-After` says when to try again.' },
  service_unavailable: {
    status: 503,
    description: 'Another part is unavailable (the object store, a lookup service not configured, a server shutting down); `Retry-After` when known.',
  },
} as const satisfies Record<string, { status: number; description: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes in the order above (the OpenAPI enum). */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The code of a status when the answer names none of its own. */
const DEFAULT_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  411: 'length_required',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  417: 'expectation_failed',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'upstream_failed',
  503: 'service_unavailable',
  504: 'upstream_failed',
};

/**
 * The default code of an HTTP status: its own (400 bad_request, 404 not_found, 503
 * service_unavailable…), else bad_request for another 4xx and internal_error for anything else.
 */
export function defaultErrorCode(status: number): ErrorCode {
  return DEFAULT_BY_STATUS[status] ?? (status >= 400 && status < 500 ? 'bad_request' : 'internal_error');
}

/** True when `value` is one of the codes (a client reading an answer, a test). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
