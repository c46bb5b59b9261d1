import NextAuth from 'next-auth';
import { answerFormSignIn, formSignInPortal, readNextAuthBody } from '@/lib/auth/form-sign-in';
import { nextAuthRefusal } from '@/lib/auth/nextauth-guard';
import { authOptions } from '@/lib/auth/options';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * next-auth's own endpoints (csrf, signin/callback for credentials, signout, session); its answers
 * pass through the frame unchanged. Requests next-auth would answer with 500, and its `_log`
 * endpoint, are refused first (lib/auth/nextauth-guard.ts). A refused sign-in form posted without
 * JavaScript is sent back to its login page with the reason (lib/auth/form-sign-in.ts).
 */
async function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return route(request, async () => {
    const segments = (await context.params).nextauth;
    const refusal = nextAuthRefusal(request, segments);
    if (refusal) return refusal;
    // A POST's body is read once, capped; next-auth gets that text (lib/auth/form-sign-in.ts).
    const read = await readNextAuthBody(request);
    if (read instanceof Response) return read;
    // The sign-in form posted without JavaScript: a refusal goes back to its login page.
    const portal = formSignInPortal(request.method, segments, read.body);
    const response: Response = await NextAuth(read.request as never, context as never, authOptions());
    return portal ? answerFormSignIn(response, portal) : response;
  });
}

export { handler as GET, handler as POST };
