/**
 * The one failure mapping of route handlers (lib/http/route.ts) and admin server actions
 * (lib/admin/shared/operation.ts), docs/architecture.md §4:
 *
 *   AuthError 401 `unauthenticated` / 403 `forbidden` · HttpError its status and code (with its
 *   fieldErrors and details) · ZodError 400 `validation_failed` with fieldErrors · Prisma P2025
 *   404 `not_found` · P2002 409 `conflict` · a refused body size 413 `payload_too_large` · the
 *   database unreachable (a connection refused, lost or not given within the pool's timeout) 503
 *   `database_unavailable` with Retry-After · the object store not answering 503
 *   `service_unavailable` with Retry-After · anything else a logged 500 `internal_error` with a
 *   request id.
 *
 * Every failure carries its machine code (lib/http/error-codes.ts) beside the Norwegian text.
 *
 * Next.js's own control flow (redirect, notFound, dynamic bail-outs) is rethrown untouched.
 * Server-only.
 */
import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import { AuthError } from '../auth/errors';
import { Prisma } from '../generated/prisma/client';
import { logger } from '../logger';
import { DATABASE_RETRY_AFTER_SECONDS, noteDatabaseError } from '../server/database-outage';
import type { ErrorCode } from './error-codes';
import { HttpError } from './errors';
import { fieldErrors, type FieldErrors } from './field-errors';
import { HTTP_MESSAGES } from './messages';

/** What a failure is answered with, before it is a Response or an ActionFailure. */
export interface Failure {
  status: number;
  /** The machine code (lib/http/error-codes.ts). */
  code: ErrorCode;
  error: string;
  fieldErrors?: FieldErrors;
  /** Further fields of the route handler's answer (HttpError details). */
  details?: Record<string, unknown>;
  /** Set on a 500 only: the id under which it was logged. */
  requestId?: string;
  /** Seconds for the Retry-After header (a 503). */
  retryAfter?: number;
}

/** Where a failure happened, for the log line of a 500. */
export interface FailureContext {
  requestId: string;
  method?: string;
  path?: string;
  /** The log message: 'Route handler failed', 'Server action failed'. */
  what: string;
  /** The 500's Norwegian message; HTTP_MESSAGES.serverError by default. */
  message?: string;
}

/** A refused request body (Next.js's server action body limit, a body reader's cap). */
function isBodyLimit(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return (error as { statusCode?: unknown }).statusCode === 413;
}

/**
 * The database could not be reached or the connection was lost (pg, the driver adapter, Prisma):
 * 503 with Retry-After; logged as a warning, once per failure, without a stack. Null otherwise.
 */
export function databaseUnavailable(error: unknown): Failure | null {
  if (!noteDatabaseError(error)) return null;
  logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'Database unreachable: answered 503');
  return { status: 503, code: 'database_unavailable', error: HTTP_MESSAGES.databaseUnavailable, retryAfter: DATABASE_RETRY_AFTER_SECONDS };
}

/** Seconds in Retry-After when the object store does not answer. */
const STORAGE_RETRY_AFTER_SECONDS = 5;

/**
 * The object store did not answer (lib/storage-s3.ts: no response, a timeout, or a 5xx after its
 * retries): 503 with Retry-After, `storageUnavailable`. Null otherwise.
 */
export function storageUnavailable(error: unknown): Failure | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, status, message } = error as { name?: unknown; status?: unknown; message?: unknown };
  if (name !== 'S3StorageError' || typeof status !== 'number' || !(status === 0 || status >= 500)) return null;
  logger.warn({ err: { message: String(message) } }, 'Object store unreachable: answered 503');
  return { status: 503, code: 'service_unavailable', error: HTTP_MESSAGES.storageUnavailable, retryAfter: STORAGE_RETRY_AFTER_SECONDS };
}

/** The answer to a failure the mapping knows, else null (Next.js's control flow is rethrown). */
export function knownFailure(error: unknown): Failure | null {
  unstable_rethrow(error);
  if (error instanceof AuthError) return { status: error.status, code: error.status === 401 ? 'unauthenticated' : 'forbidden', error: error.message };
  if (error instanceof HttpError) {
    return {
      status: error.status,
      code: error.code,
      error: error.message,
      ...(error.fieldErrors && { fieldErrors: error.fieldErrors }),
      ...(error.details && { details: error.details }),
    };
  }
  if (error instanceof z.ZodError) return { status: 400, code: 'validation_failed', error: HTTP_MESSAGES.invalid, fieldErrors: fieldErrors(error) };
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2025') return { status: 404, code: 'not_found', error: HTTP_MESSAGES.notFound };
    if (error.code === 'P2002') return { status: 409, code: 'conflict', error: HTTP_MESSAGES.conflict };
  }
  if (isBodyLimit(error)) return { status: 413, code: 'payload_too_large', error: HTTP_MESSAGES.tooLarge };
  return storageUnavailable(error) ?? databaseUnavailable(error);
}

/** An unknown failure: logged with the request id, answered 500 naming it. */
export function serverFailure(error: unknown, context: FailureContext): Failure {
  logger.error({ err: error, requestId: context.requestId, method: context.method, path: context.path }, context.what);
  return { status: 500, code: 'internal_error', error: context.message ?? HTTP_MESSAGES.serverError, requestId: context.requestId };
}

/** Any failure mapped: a known one as it is, anything else a logged 500. */
export function failureOf(error: unknown, context: FailureContext): Failure {
  return knownFailure(error) ?? serverFailure(error, context);
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id a proxy in front set (X-Request-Id, when it looks like one), else a new UUID. */
export function requestIdFrom(headers: Headers | undefined): string {
  const incoming = headers?.get('x-request-id')?.trim();
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}
