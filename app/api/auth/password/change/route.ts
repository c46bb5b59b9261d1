import { handlePasswordChange } from '@/lib/auth/handlers';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** POST /api/auth/password/change { currentPassword, newPassword }: 'Endre passord'; see lib/auth/handlers.ts. */
export function POST(request: Request) {
  return route(request, () => handlePasswordChange(request));
}
