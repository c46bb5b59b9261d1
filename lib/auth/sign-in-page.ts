/**
 * What a login page gives its sign-in form (components/auth/LoginForm.tsx): next-auth's CSRF token
 * from its cookie (the proxy sets one on the page's request when there is none: lib/auth/csrf.ts),
 * so the form posts without JavaScript, and the refusal the page came back with (`?error=`).
 * Server-only: it reads the request's cookies.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { pageText, type PageSearchParams } from '../validation/text';
import { csrfCookieName, csrfTokenOf } from './csrf';
import { SIGN_IN_ERROR_PARAM } from './sign-in-form';

export async function signInFormState(params: PageSearchParams): Promise<{ csrf: string | null; refused: string | null }> {
  const cookie = (await cookies()).get(csrfCookieName())?.value;
  return { csrf: await csrfTokenOf(cookie), refused: pageText(params, SIGN_IN_ERROR_PARAM, 40) ?? null };
}
