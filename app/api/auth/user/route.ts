import { AuthError } from '@/lib/auth/errors';
import { sessionUser } from '@/lib/auth/session';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** GET /api/auth/user: the signed-in user (id, email, name, company, role, isAdmin), else 401. */
export function GET(request: Request) {
  return route(request, async () => {
    const user = await sessionUser(request);
    if (!user) throw new AuthError(401);
    return user;
  });
}
