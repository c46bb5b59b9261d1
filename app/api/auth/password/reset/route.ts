import { handlePasswordReset } from '@/lib/auth/handlers';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** POST /api/auth/password/reset { token, password }: a password through a one-time link; see lib/auth/handlers.ts. */
export function POST(request: Request) {
  return route(request, () => handlePasswordReset(request));
}
