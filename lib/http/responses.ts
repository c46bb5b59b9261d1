/**
 * The JSON bodies every route handler shares, as zod schemas (docs/architecture.md, OpenAPI): the
 * error answers of lib/http/route.ts, a page of an admin list (lib/pagination.ts), a
 * deleted record's id. lib/openapi describes the API with these; the integration tests check real
 * answers against the document (tests/support/contract.ts).
 */
import { z } from 'zod';
import { ERROR_CODE_LIST, ERROR_CODES } from './error-codes';

/** The machine code of every error answer (lib/http/error-codes.ts), with what each means. */
export const errorCode = z.enum(ERROR_CODE_LIST).meta({
  description:
    'Stable machine code of the failure: branch on this, not on the status alone or the Norwegian text. New codes may be added; a published one keeps its meaning.\n\n' +
    ERROR_CODE_LIST.map(
      (code) => `- \`${code}\` (${ERROR_CODES[code].status}${code === 'upstream_failed' ? '/504' : ''}): ${ERROR_CODES[code].description}`,
    ).join('\n'),
});

/** `{ error, code }`: every 4xx answer (lib/http/errors.ts, lib/auth/errors.ts). */
export const errorBody = z.object({ error: z.string().meta({ description: 'Norwegian message for the user' }), code: errorCode });

/** `{ error, code, fieldErrors }`: a refusal naming the fields at fault (a body that failed its schema, a taken e-mail). */
export const validationErrorBody = z.object({
  error: z.string(),
  code: errorCode,
  fieldErrors: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .meta({ description: "Field name → the schema's Norwegian messages ('_' for the body itself)" }),
});

/** `{ error, code, requestId }`: an unexpected failure (`internal_error`), logged on the server under `requestId`. */
export const serverErrorBody = z.object({
  error: z.string(),
  code: errorCode,
  requestId: z.string().meta({ description: 'The id the server logged the failure under; quote it when reporting the error' }),
});

/** `{ items, total, page, pageSize }` of the admin lists (PageOf<T>). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.int().meta({ description: 'Items in all pages' }), page: z.int(), pageSize: z.int() });
}

/** `{ id }` of a created or deleted record. */
export const idBody = z.object({ id: z.int() });

/** A timestamp the service already gives as an ISO 8601 string (values cached or sent to the browser). */
export const isoDateTime = () => z.string().meta({ format: 'date-time', description: 'ISO 8601' });

/** A timestamp: a Date where the service returns it, an ISO 8601 string in JSON (lib/openapi renders it so). */
export const timestamp = () => z.date().meta({ description: 'ISO 8601' });

/**
 * `true` when a service's return type fits a response schema (every field the schema requires,
 * of its type), else `never`: `const fit: Fits<Row, typeof rowResponse> = true` fails the type
 * check when the two drift.
 */
export type Fits<Service, Schema extends z.ZodType> = [Service] extends [z.infer<Schema>] ? true : never;
