/**
 * The course route handlers' frame: the session check (dealers and administrators; an
 * administrator's own progress is stored like a dealer's) around lib/http/route. Server-only.
 */
import { requireDealer } from '../auth/session';
import type { SessionUser } from '../auth/user';
import { jsonBody as parseJsonBody, jsonRoute, pathId as parsePathId } from '../http/route';
import { COURSE_MESSAGES } from './errors';

export function courseRoute(request: Request, run: (user: SessionUser) => Promise<unknown>): Promise<Response> {
  return jsonRoute(async () => run(await requireDealer(request)));
}

export function pathId(segment: string, notFound: string = COURSE_MESSAGES.courseNotFound): number {
  return parsePathId(segment, notFound);
}

export function jsonBody<S extends Parameters<typeof parseJsonBody>[1]>(request: Request, schema: S) {
  return parseJsonBody(request, schema, COURSE_MESSAGES.invalidAnswer, 16 * 1024);
}
