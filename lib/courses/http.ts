/**
 * The course route handlers' session check inside the route frame (lib/http/route.ts): dealers
 * and administrators (an administrator's own progress is stored like a dealer's). Server-only.
 */
import 'server-only';
import { requireDealer } from '../auth/session';
import type { SessionUser } from '../auth/user';
import { route } from '../http/route';

/** The largest JSON body a course call takes (a quiz's answers). */
export const COURSE_BODY_MAX_BYTES = 16 * 1024;

export function courseRoute(request: Request, run: (user: SessionUser) => Promise<unknown>): Promise<Response> {
  return route(request, async () => run(await requireDealer(request)));
}
