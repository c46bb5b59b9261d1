import NextAuth from 'next-auth';
import { nextAuthRefusal } from '@/lib/auth/nextauth-guard';
import { authOptions } from '@/lib/auth/options';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * next-auth's own endpoints (csrf, signin/callback for credentials, signout, session); its answers
 * pass through the frame unchanged. Requests next-auth would answer with 500, and its `_log`
 * endpoint, are refused first (lib/auth/nextauth-guard.ts).
 */
async function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return route(request, async () => {
    const refusal = nextAuthRefusal(request, (await context.params).nextauth);
    if (refusal) return refusal;
    return NextAuth(request as never, context as never, authOptions());
  });
}

export { handler as GET, handler as POST };
