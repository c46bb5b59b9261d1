import { NextResponse } from 'next/server';
import { AuthError, authErrorResponse } from '@/lib/auth/errors';
import { sessionUser } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

/** GET /api/auth/user: the signed-in user (id, email, name, company, role, isAdmin), else 401. */
export async function GET(request: Request) {
  const user = await sessionUser(request);
  if (!user) return authErrorResponse(new AuthError(401));
  return NextResponse.json(user, { headers: { 'Cache-Control': 'private, no-store' } });
}
