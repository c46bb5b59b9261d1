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
import { NextRequest } from 'next/server';
import { errorResponse } from '../http/error-response';
import { readCappedText } from '../http/read-capped';
import { MAX_BODY_BYTES, NEXTAUTH_GUARD_MESSAGES } from './nextauth-guard';
import { refusedSignInTarget, type Portal } from './sign-in-form';

/**
 * A POST's body read once, no further than the guard's cap whatever the Content-Length says (a
 * chunked body has none), and the request next-auth gets with that text; 413 past the cap. Any
 * other method: the request as it came, no body.
 */
export async function readNextAuthBody(request: Request): Promise<{ request: Request; body: string | null } | Response> {
  if (request.method !== 'POST') return { request, body: null };
  const body = await readCappedText(request.body, MAX_BODY_BYTES);
  if (body === null) return errorResponse(413, NEXTAUTH_GUARD_MESSAGES.tooLarge);
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  return { request: new NextRequest(request.url, { method: 'POST', headers, body }), body };
}

/** The portal of a credentials post sent as a plain form (not `json=true`), else null. `body`: the post's text, read once. */
export function formSignInPortal(method: string, segments: string[] | undefined, body: string | null): Portal | null {
  const [action, provider] = segments ?? [];
  if (method !== 'POST' || action !== 'callback' || provider !== 'credentials' || body === null) return null;
  const fields = new URLSearchParams(body);
  if (fields.get('json') === 'true') return null;
  return fields.get('portal') === 'admin' ? 'admin' : 'dealer';
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
