import { handleLogin } from '@/lib/auth/handlers';

export const dynamic = 'force-dynamic';

/** POST /api/auth/login { email, password }: dealer (or administrator) sign-in; see lib/auth/handlers.ts. */
export function POST(request: Request) {
  return handleLogin(request, 'dealer');
}
