import { handleLogoutAll } from '@/lib/auth/handlers';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** POST /api/auth/logout-all: ends every session of the signed-in user ('Logg ut overalt'); 401 when nobody is. */
export function POST(request: Request) {
  return route(request, () => handleLogoutAll(request));
}
