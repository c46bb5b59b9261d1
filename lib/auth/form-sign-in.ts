/**
 * The sign-in form posted without JavaScript (docs/product.md: Dealer login), around next-auth's
 * credentials callback in app/api/auth/[...nextauth]: next-auth answers a refused form post with a
 * redirect to its own error (or, without a valid CSRF token, its sign-in) endpoint, which would
 * redirect twice more and end on the dealer login whatever the portal. Such a redirect goes straight
 * to the portal's login page with the reason instead (302, as next-auth redirects; lib/auth/sign-in-form.ts), its cookies
 * kept. A sign-in (the callback URL), and every JSON post (next-auth's own client, the form with
 * JavaScript: `json=true`), pass unchanged. Server-only.
 */
import 'server-only';
import { refusedSignInTarget, type Portal } from './sign-in-form';

/** The portal of a credentials post sent as a plain form (not `json=true`), else null. Reads a copy of the body. */
export async function formSignInPortal(request: Request, segments: string[] | undefined): Promise<Portal | null> {
  const [action, provider] = segments ?? [];
  if (request.method !== 'POST' || action !== 'callback' || provider !== 'credentials') return null;
  const body = new URLSearchParams(await request.clone().text());
  if (body.get('json') === 'true') return null;
  return body.get('portal') === 'admin' ? 'admin' : 'dealer';
}

/** next-auth's answer to the form post, its refusal redirected to the portal's login page. */
export function answerFormSignIn(response: Response, portal: Portal): Response {
  const location = response.headers.get('location');
  const target = location ? refusedSignInTarget(location, portal) : null;
  if (!target) return response;
  const headers = new Headers(response.headers);
  headers.set('location', target);
  return new Response(null, { status: 302, headers });
}
