/**
 * The one frame of every route handler (app/api, app/feeds, app/media). The body runs; a Response
 * it returns is passed through unchanged (feeds, files, zip, PDF, next-auth), any other value is
 * answered as JSON (`private, no-store`). A failure becomes a JSON answer that no cache keeps:
 *
 *   AuthError 401/403 · HttpError its status (with fieldErrors when it has them) · ZodError 400
 *   with fieldErrors · Prisma P2025 404 · P2002 409 · what `onError` answers (an upstream
 *   failure, a degraded answer) · anything else 500 `{ error, requestId }`, logged.
 *
 * Next.js's own control flow (redirect, notFound, dynamic bail-outs) is rethrown untouched.
 *
 */
import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { AuthError } from '../auth/errors';
import { Prisma } from '../generated/prisma/client';
import { parseId } from '../ids';
import { logger } from '../logger';
import { HttpError } from './errors';
import { fieldErrors } from './field-errors';
import { readJsonObject } from './json-body';
import { HTTP_MESSAGES } from './messages';
import { queryText, TEXT_MESSAGES } from '../validation/text';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export interface RouteOptions {
  /** The Norwegian message of the 500 answer; HTTP_MESSAGES.serverError by default. */
  failure?: string;
  /**
   * Answers an error the frame does not map itself (undefined: the frame answers 500). It logs
   * what it answers itself: the frame logs only its 500s.
   */
  onError?: (error: unknown) => Response | undefined;
}

/** `{ error, ...extra }` JSON with the status, never cached. */
export function errorResponse(status: number, error: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  return NextResponse.json({ error, ...extra }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** The answer to a failure the frame knows, else null. */
function knownFailure(error: unknown): Response | null {
  if (error instanceof AuthError) return errorResponse(error.status, error.message);
  if (error instanceof HttpError) return errorResponse(error.status, error.message, error.fieldErrors ? { fieldErrors: error.fieldErrors } : {});
  if (error instanceof z.ZodError) return errorResponse(400, HTTP_MESSAGES.invalid, { fieldErrors: fieldErrors(error) });
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2025') return errorResponse(404, HTTP_MESSAGES.notFound);
    if (error.code === 'P2002') return errorResponse(409, HTTP_MESSAGES.conflict);
  }
  return null;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id a proxy in front set (X-Request-Id, when it looks like one), else a new UUID. */
export function requestIdOf(request: Request | undefined): string {
  const incoming = request?.headers.get('x-request-id')?.trim();
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * Runs a handler body in the frame. `request` gives the logged method, path and request id;
 * handlers that Next.js may call without one pass undefined.
 */
export async function route(request: Request | undefined, run: () => unknown, options: RouteOptions = {}): Promise<Response> {
  try {
    const body = await run();
    return body instanceof Response ? body : NextResponse.json(body, { headers: PRIVATE });
  } catch (error) {
    unstable_rethrow(error);
    const answer = knownFailure(error) ?? options.onError?.(error);
    if (answer) return answer;
    const requestId = requestIdOf(request);
    const path = request ? new URL(request.url).pathname : undefined;
    logger.error({ err: error, requestId, method: request?.method, path }, 'Route handler failed');
    return errorResponse(500, options.failure ?? HTTP_MESSAGES.serverError, { requestId }, { 'X-Request-Id': requestId });
  }
}

/** `value` validated by `schema`; HttpError 400 with `invalidMessage` and the field errors otherwise. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, invalidMessage: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, invalidMessage, fieldErrors(parsed.error));
  return parsed.data;
}

/** A JSON object body within `maxBytes`; HttpError 400/413/415 otherwise (lib/http/json-body.ts). */
export async function readJsonBody(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const body = await readJsonObject(request, maxBytes);
  if (!body.ok) throw new HttpError(body.status, body.error);
  return body.value;
}

/** A JSON object body validated by `schema`; HttpError 400/413/415 otherwise (with field errors). */
export async function jsonBody<S extends z.ZodType>(request: Request, schema: S, invalidMessage: string, maxBytes = 64 * 1024): Promise<z.output<S>> {
  return validate(schema, await readJsonBody(request, maxBytes), invalidMessage);
}

/**
 * A text query parameter (?q=, ?category=) under the one text rule (lib/validation/text.ts):
 * trimmed, undefined when absent or blank; HttpError 400 when it holds control characters or
 * broken Unicode, or is longer than `max`.
 */
export function searchParam(params: URLSearchParams, name: string, max = 200): string | undefined {
  const value = queryText(params, name, max);
  if (value === null) throw new HttpError(400, TEXT_MESSAGES.badCharacters, { [name]: [TEXT_MESSAGES.badCharacters] });
  return value;
}

/** A positive integer id from a path segment, else HttpError 404 with `notFound`. */
export function pathId(segment: string, notFound: string): number {
  const id = parseId(segment);
  if (id === null) throw new HttpError(404, notFound);
  return id;
}
