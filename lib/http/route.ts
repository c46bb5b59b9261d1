/**
 * The one route wrapper of every route handler (app/api, app/feeds, app/media), docs/architecture.md
 * §4. `who` checks the session first (a dealer or an administrator, or an administrator only:
 * 401/403); the body runs, given that user; a Response it returns is passed through unchanged
 * (feeds, files, zip, PDF, next-auth), any other value is answered as JSON (`private, no-store`).
 * An unsafe request from another site answers 403 first (lib/security/cross-site.ts).
 * A failure is answered by the one failure mapping (lib/http/failure.ts) as JSON that no cache
 * keeps, `{ error, code, fieldErrors?, ... }` (code: lib/http/error-codes.ts); what `onError`
 * answers comes before the logged 500 `{ error, code: 'internal_error', requestId }`. The admin operations' handlers are made by the same wrapper
 * (lib/admin/shared/operation.ts).
 */
import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { requireAdmin, requireDealer } from '../auth/session';
import type { SessionUser } from '../auth/user';
import { parseId } from '../ids';
import { errorResponse } from './error-response';
import { HttpError } from './errors';
import { failureOf, knownFailure, requestIdFrom, type Failure } from './failure';
import { fieldErrors } from './field-errors';
import { HTTP_MESSAGES } from './messages';
import { isCrossSite } from '../security/cross-site';
import { readJsonObject } from './json-body';
import { queryText, TEXT_MESSAGES } from '../validation/text';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** Who may call a handler: anyone, a signed-in dealer or administrator, or an administrator only. */
export type Who = 'anyone' | 'dealer' | 'admin';

export interface RouteOptions {
  /** Who may call it (checked before the body runs); 'anyone' by default. */
  who?: Who;
  /** The Norwegian message of the 500 answer; HTTP_MESSAGES.serverError by default. */
  failure?: string;
  /**
   * Answers an error the mapping does not know itself (undefined: the frame answers 500). It logs
   * what it answers itself: the frame logs only its 500s.
   */
  onError?: (error: unknown) => Response | undefined;
}

export { errorResponse };

/** A mapped failure as the route handler's JSON answer. */
export function failureResponse(failure: Failure): Response {
  const extra = {
    code: failure.code,
    ...(failure.fieldErrors && { fieldErrors: failure.fieldErrors }),
    ...failure.details,
    ...(failure.requestId && { requestId: failure.requestId }),
  };
  const headers: Record<string, string> = {
    ...(failure.requestId && { 'X-Request-Id': failure.requestId }),
    ...(failure.retryAfter && { 'Retry-After': String(failure.retryAfter) }),
  };
  return errorResponse(failure.status, failure.error, extra, headers);
}

/** The request id a proxy in front set (X-Request-Id, when it looks like one), else a new UUID. */
export function requestIdOf(request: Request | undefined): string {
  return requestIdFrom(request?.headers);
}

/** The user `who` asks for (undefined for 'anyone'); AuthError 401/403 otherwise. */
export async function caller(request: Request | undefined, who: Who = 'anyone'): Promise<SessionUser | undefined> {
  if (who === 'anyone') return undefined;
  if (!request) throw new Error(`A handler for '${who}' needs its request`);
  return who === 'admin' ? requireAdmin(request) : requireDealer(request);
}

/**
 * Runs a handler body in the frame. `request` gives the session, the logged method, path and
 * request id; handlers that Next.js may call without one (and need no session) pass undefined.
 */
export function route(request: Request | undefined, run: () => unknown, options?: RouteOptions & { who?: 'anyone' }): Promise<Response>;
export function route(request: Request, run: (user: SessionUser) => unknown, options: RouteOptions & { who: 'dealer' | 'admin' }): Promise<Response>;
export async function route(request: Request | undefined, run: (user: SessionUser) => unknown, options: RouteOptions = {}): Promise<Response> {
  try {
    // The one cross-site rule (lib/security/cross-site.ts), again here after proxy.ts: defence in depth.
    if (request && isCrossSite(request.method, request.headers, [request.url, process.env.SITE_URL]))
      throw new HttpError(403, HTTP_MESSAGES.crossSite, undefined, undefined, 'cross_site');
    const user = await caller(request, options.who);
    const body = await run(user as SessionUser);
    return body instanceof Response ? body : NextResponse.json(body, { headers: PRIVATE });
  } catch (error) {
    const known = knownFailure(error);
    if (known) return failureResponse(known);
    const answer = options.onError?.(error);
    if (answer) return answer;
    const path = request ? new URL(request.url).pathname : undefined;
    return failureResponse(
      failureOf(error, { requestId: requestIdOf(request), method: request?.method, path, what: 'Route handler failed', message: options.failure }),
    );
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
