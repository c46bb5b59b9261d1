import { handleLogin } from '@/lib/auth/handlers';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** POST /api/auth/admin/login { email, password }: administrators only; a dealer gets 401. */
export function POST(request: Request) {
  return route(request, () => handleLogin(request, 'admin'));
}
