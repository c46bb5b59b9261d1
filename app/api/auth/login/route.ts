import { handleLogin } from '@/lib/auth/handlers';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** POST /api/auth/login { email, password }: dealer (or administrator) sign-in; see lib/auth/handlers.ts. */
export function POST(request: Request) {
  return route(request, () => handleLogin(request, 'dealer'));
}
