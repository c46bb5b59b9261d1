import { handleLogout } from '@/lib/auth/handlers';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** POST /api/auth/logout: ends the session; 200 { message: 'Utlogging vellykket' }. */
export function POST(request: Request) {
  return route(request, () => handleLogout(request));
}
