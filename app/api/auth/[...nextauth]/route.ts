import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/options';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** next-auth's own endpoints (csrf, signin/callback for credentials, signout, session); its answers pass through the frame unchanged. */
function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return route(request, () => NextAuth(request as never, context as never, authOptions()));
}

export { handler as GET, handler as POST };
