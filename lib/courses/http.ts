/**
 * The course route handlers' shared frame: the session check (dealers and administrators; an
 * administrator's own progress is stored like a dealer's), JSON bodies, ids from the path, and
 * CourseError / AuthError answered as JSON. Server-only.
 */
import { NextResponse } from 'next/server';
import { withAuth } from '../auth/errors';
import { requireDealer } from '../auth/session';
import type { SessionUser } from '../auth/user';
import { fieldErrors } from '../http/field-errors';
import { readJsonObject } from '../http/json-body';
import { CourseError, courseErrorResponse, COURSE_MESSAGES } from './errors';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export function courseRoute(request: Request, run: (user: SessionUser) => Promise<unknown>): Promise<Response> {
  return withAuth(async () => {
    const user = await requireDealer(request);
    try {
      const body = await run(user);
      return body instanceof Response ? body : NextResponse.json(body, { headers: PRIVATE });
    } catch (error) {
      if (error instanceof CourseError) return courseErrorResponse(error);
      throw error;
    }
  });
}

/** A path id: digits only and in range, else 404 with `notFound`. */
export function pathId(segment: string, notFound: string = COURSE_MESSAGES.courseNotFound): number {
  if (!/^\d{1,9}$/.test(segment) || Number(segment) <= 0) throw new CourseError(404, notFound);
  return Number(segment);
}

/** A JSON body validated by `schema`; 4xx answers as Responses for the route to return. */
export async function jsonBody<T>(
  request: Request,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: import('zod').ZodError } },
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  const body = await readJsonObject(request, 16 * 1024);
  if (!body.ok) return { ok: false, response: NextResponse.json({ error: body.error }, { status: body.status }) };
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    return {
      ok: false,
      response: NextResponse.json({ error: COURSE_MESSAGES.invalidAnswer, fieldErrors: fieldErrors(parsed.error) }, { status: 400 }),
    };
  }
  return { ok: true, data: parsed.data };
}
