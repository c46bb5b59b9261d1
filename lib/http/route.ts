/**
 * The route handlers' shared frame: the body runs, its value is answered as JSON (a Response is
 * passed through), and the typed failures become their JSON answers — AuthError 401/403,
 * HttpError with its status. Anything else is a real error and propagates (500, logged).
 */
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { AuthError, authErrorResponse } from '../auth/errors';
import { HttpError, httpErrorResponse } from './errors';
import { fieldErrors } from './field-errors';
import { readJsonObject } from './json-body';
import { parseId } from '../ids';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export async function jsonRoute(run: () => Promise<unknown>): Promise<Response> {
  try {
    const body = await run();
    return body instanceof Response ? body : NextResponse.json(body, { headers: PRIVATE });
  } catch (error) {
    if (error instanceof AuthError) return authErrorResponse(error);
    if (error instanceof HttpError) return httpErrorResponse(error);
    throw error;
  }
}

/** A JSON object body validated by `schema`; HttpError 400/413/415 otherwise (with field errors). */
export async function jsonBody<S extends z.ZodType>(request: Request, schema: S, invalidMessage: string, maxBytes = 64 * 1024): Promise<z.output<S>> {
  const body = await readJsonObject(request, maxBytes);
  if (!body.ok) throw new HttpError(body.status, body.error);
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) throw new HttpError(400, invalidMessage, fieldErrors(parsed.error));
  return parsed.data;
}

/** A positive integer id from a path segment, else HttpError 404 with `notFound`. */
export function pathId(segment: string, notFound: string): number {
  const id = parseId(segment);
  if (id === null) throw new HttpError(404, notFound);
  return id;
}
