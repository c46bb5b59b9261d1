import { handlePasswordForgot } from '@/lib/auth/handlers';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** POST /api/auth/password/forgot { email }: 'Glemt passord?', always 202; see lib/auth/handlers.ts. */
export function POST(request: Request) {
  return route(request, () => handlePasswordForgot(request));
}
