/**
 * Shared parts of the OpenAPI description (lib/openapi/document.ts): the error bodies every JSON
 * route answers, the session-cookie security with the role an operation needs, and small
 * builders for responses and parameters. Response shapes are the zod schemas beside the services
 * that return them (lib/<area>/responses.ts); request bodies are the handlers' own schemas.
 */
import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from 'zod-openapi';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../pagination';
import { AUTH_MESSAGES } from '../auth/messages';
import { JSON_BODY_MESSAGES } from '../http/json-body';
import { HTTP_MESSAGES } from '../http/messages';
import { errorBody, errorCode, idBody, pageOf, serverErrorBody, validationErrorBody } from '../http/responses';

export { errorBody, errorCode, pageOf, serverErrorBody, validationErrorBody };

// ── Error bodies ────────────────────────────────────────────────────────────────────────────────

/** Component names of the shared schemas (document.ts registers them). */
export const COMMON_SCHEMAS = { ErrorCode: errorCode, Error: errorBody, ValidationError: validationErrorBody, ServerError: serverErrorBody };

// ── Security: the next-auth session cookie and the role it must carry ───────────────────────────

export const SESSION_COOKIE = 'sessionCookie';

export const SESSION_COOKIE_SCHEME = {
  type: 'apiKey',
  in: 'cookie',
  name: 'next-auth.session-token',
  description:
    "next-auth's JWT session cookie (HttpOnly, SameSite=Lax, 8 hours), set by POST /api/auth/login, " +
    "POST /api/auth/admin/login or next-auth's credentials callback. Over https its name is " +
    '`__Secure-next-auth.session-token`. The account is read again on every request, so a deactivated ' +
    "account loses access at once. The roles in an operation's security requirement: `dealer` (a dealer " +
    'or an administrator account) or `administrator`.',
} as const;

export type Role = 'anonymous' | 'dealer' | 'administrator';

/** Anyone, and the session is read when there is one. */
export const OPTIONAL_SESSION: Array<Record<string, string[]>> = [{}, { [SESSION_COOKIE]: ['dealer'] }];

const ROLE_TEXT: Record<Role, string> = {
  anonymous: 'Access: anyone (no session needed).',
  dealer: 'Access: a signed-in dealer or administrator (session cookie).',
  administrator: 'Access: a signed-in administrator (session cookie).',
};

// ── Responses ───────────────────────────────────────────────────────────────────────────────────

export function json(description: string, schema: z.ZodType, headers?: z.ZodObject): ZodOpenApiResponseObject {
  return { description, content: { 'application/json': { schema } }, ...(headers ? { headers } : {}) };
}

/** An `{ error }` answer; `messages` are the Norwegian texts the route answers with that status. */
export function error(description: string, ...messages: string[]): ZodOpenApiResponseObject {
  const text = messages.length ? `${description} (${messages.map((m) => `'${m}'`).join(', ')})` : description;
  return json(text, errorBody);
}

/** An `{ error, fieldErrors }` answer naming the field at fault (e.g. 409 for a taken e-mail). */
export function fieldError(description: string, message: string): ZodOpenApiResponseObject {
  return json(`${description} ('${message}', with fieldErrors)`, validationErrorBody);
}

/** An `{ error }` answer that may name the field at fault in `fieldErrors` (refusals of a multipart field, a taken name). */
export function errorOrFieldError(description: string, ...messages: string[]): ZodOpenApiResponseObject {
  return json(`${description} (${messages.map((m) => `'${m}'`).join(', ')}; fieldErrors name the field when it is one)`, validationErrorBody);
}

/** 400 `{ error, fieldErrors }` for a body that failed its schema, or `{ error }` for an empty or non-JSON body. */
export function invalidBody(...messages: string[]): ZodOpenApiResponseObject {
  const quoted = (list: string[]) => list.map((m) => `'${m}'`).join(', ');
  const bodyMessages = [JSON_BODY_MESSAGES.empty, JSON_BODY_MESSAGES.invalidJson, JSON_BODY_MESSAGES.notObject];
  return json(
    `Invalid body (${quoted(messages)}; fieldErrors name the fields the schema refused), ` + `or an empty or non-JSON body (${quoted(bodyMessages)})`,
    validationErrorBody,
  );
}

/** 413 and 415 of a JSON body read within a size cap (lib/http/json-body.ts). */
export function jsonBodyLimits(maxBytes: number): ZodOpenApiResponsesObject {
  return {
    '413': error(`Body larger than ${maxBytes / 1024} KB`, JSON_BODY_MESSAGES.tooLarge),
    '415': error('Body not declared as JSON', JSON_BODY_MESSAGES.unsupportedType),
  };
}

export function rateLimited(example: string): ZodOpenApiResponseObject {
  return {
    ...json(`Too many attempts; Retry-After says when to try again (e.g. '${example}')`, errorBody),
    headers: z.object({ 'Retry-After': z.string().meta({ description: 'Seconds until a new attempt is counted' }) }),
  };
}

/** A file answer: its media type(s), no JSON schema. */
export function file(description: string, mediaTypes: string[], headers?: z.ZodObject): ZodOpenApiResponseObject {
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, {}])), ...(headers ? { headers } : {}) };
}

export const serverError: ZodOpenApiResponseObject = json('Unexpected failure (logged on the server)', serverErrorBody);

/** 503 of the failure mapping (lib/http/failure.ts): the database or the object store did not answer. */
export const unavailable: ZodOpenApiResponseObject = {
  ...error(
    'The database could not be reached (a refused or lost connection, or none free within DATABASE_POOL_TIMEOUT_MS), or the object store did not answer; Retry-After says when to try again (docs/operations.md, Failures)',
    HTTP_MESSAGES.databaseUnavailable,
    HTTP_MESSAGES.storageUnavailable,
  ),
  headers: z.object({ 'Retry-After': z.string().meta({ description: 'Seconds to wait before trying again', example: '5' }) }),
};

/** Responses in the order of their status codes. */
function byStatus(responses: ZodOpenApiResponsesObject): ZodOpenApiResponsesObject {
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * One operation with the role it needs: its security requirement, its 401/403 answers
 * (lib/auth/session.ts requireDealer/requireAdmin), the 503 of an unreachable database or object
 * store and the 500 of an unexpected failure.
 */
export function operation(role: Role, op: ZodOpenApiOperationObject): ZodOpenApiOperationObject {
  const auth: ZodOpenApiResponsesObject = {};
  if (role !== 'anonymous') auth['401'] = error('Not signed in', AUTH_MESSAGES.notSignedIn);
  if (role === 'administrator') auth['403'] = error('Signed in, but not as an administrator', AUTH_MESSAGES.forbidden);
  return {
    ...op,
    description: [op.description, ROLE_TEXT[role]].filter(Boolean).join('\n\n'),
    security: role === 'anonymous' ? [] : [{ [SESSION_COOKIE]: [role] }],
    responses: byStatus({ ...auth, '500': serverError, '503': unavailable, ...op.responses }),
  };
}

// ── Parameters ──────────────────────────────────────────────────────────────────────────────────

/** A database id in the path (lib/ids.ts): up to nine digits; anything else answers 404. */
export const idParam = (description: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .meta({ description: `${description}: a positive integer (anything else answers 404)`, example: '42' });

/** ?page=&pageSize= of the admin lists (lib/pagination.ts pageFrom: out-of-range values are clamped). */
export const pageQuery = z.object({
  page: z.int().min(1).max(MAX_PAGE).optional().meta({ description: 'Page number, from 1 (default 1)' }),
  pageSize: z
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .optional()
    .meta({ description: `Items per page (default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE})` }),
});

/** `{ id }` of a deleted record. */
export const deletedBody = idBody;

/** A required JSON request body validated by `schema` (the handler's own). */
export function jsonRequest(schema: z.ZodType) {
  return { required: true, content: { 'application/json': { schema } } };
}
