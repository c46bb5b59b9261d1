/**
 * The sign-in forms' plain post to next-auth (docs/product.md: Dealer login), the rules the browser
 * and the server share. Client-safe. The form posts to next-auth's credentials callback with its
 * CSRF token (lib/auth/csrf.ts); a refusal comes back to the login page as next-auth's error,
 * `?error=CredentialsSignin` (wrong e-mail or password, an inactive account, a dealer at the admin
 * login) or `?error=SLOWED:{seconds}` (the throttle), which the form shows as the same texts as
 * after a sign-in with JavaScript.
 */
import { AUTH_TOASTS, AUTH_MESSAGES, SLOWED_ERROR_PREFIX } from './messages';

export type Portal = 'dealer' | 'admin';

/** next-auth's credentials callback: where the form posts. */
export const CREDENTIALS_CALLBACK_PATH = '/api/auth/callback/credentials';
/** next-auth's query parameter naming a refusal on the login page. */
export const SIGN_IN_ERROR_PARAM = 'error';
/** next-auth's error for a refused sign-in (authorize returned no user). */
export const CREDENTIALS_ERROR = 'CredentialsSignin';

/** The portal's login page (a refusal comes back there) and where a sign-in goes on to. */
export const LOGIN_PAGES: Record<Portal, { login: string; home: string }> = {
  dealer: { login: '/auth', home: '/dealer-portal' },
  admin: { login: '/admin/auth', home: '/admin' },
};

/** The longest wait a `?error=SLOWED:{seconds}` can make the form show (an hour). */
export const MAX_SHOWN_WAIT_SECONDS = 3600;

export interface SignInRefusal {
  /** The text in the form (and the failure toast's description). */
  text: string;
  /** Wrong credentials: the fields are marked invalid; a slowed sign-in or another failure is not the fields' fault. */
  wrongCredentials: boolean;
}

/**
 * What a refused sign-in says, from next-auth's error (signIn's answer, or the login page's
 * `?error=`): the slowed sign-in's wait, the portal's wrong-credentials text, or for anything else
 * (a stale CSRF token, a failure on the way) 'Det oppstod et problem med innloggingen. …'. Null: no refusal.
 */
export function signInRefusal(error: string | null | undefined, portal: Portal): SignInRefusal | null {
  if (!error) return null;
  if (error.startsWith(SLOWED_ERROR_PREFIX)) {
    const seconds = Number(error.slice(SLOWED_ERROR_PREFIX.length));
    // The query is anyone's to write: the wait shown is 1 s to an hour (the throttle's longest wait is shorter).
    const wait = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, MAX_SHOWN_WAIT_SECONDS) : 1;
    return { text: AUTH_MESSAGES.slowed(wait), wrongCredentials: false };
  }
  if (error === CREDENTIALS_ERROR) {
    return { text: (portal === 'admin' ? AUTH_TOASTS.adminLoginFailure : AUTH_TOASTS.dealerLoginFailure).description, wrongCredentials: true };
  }
  return { text: AUTH_TOASTS.refetchFailure.description, wrongCredentials: false };
}

/**
 * Where next-auth's redirect after a refused form post should go instead: its own error and
 * sign-in endpoints would redirect twice more and land on the dealer login whatever the portal.
 * `location` on /api/auth/error or /api/auth/signin → the portal's login page with the error
 * (`csrf` for a post without a valid CSRF token); the target is always the site's own login page.
 * Null for anything else (a sign-in's callback URL).
 */
export function refusedSignInTarget(location: string): string | null;
export function refusedSignInTarget(location: string, portal: Portal): string | null;
export function refusedSignInTarget(location: string, portal: Portal = 'dealer'): string | null {
  let url: URL;
  try {
    // next-auth's own redirect (its URL from NEXTAUTH_URL or the request): only its path and query matter.
    url = new URL(location, 'http://next-auth.invalid');
  } catch {
    return null;
  }
  let error: string | null = null;
  if (url.pathname === '/api/auth/error') error = url.searchParams.get('error') ?? 'Signin';
  else if (url.pathname === '/api/auth/signin') error = url.searchParams.get('csrf') === 'true' ? 'csrf' : (url.searchParams.get('error') ?? 'Signin');
  if (error === null) return null;
  return `${LOGIN_PAGES[portal].login}?${new URLSearchParams({ [SIGN_IN_ERROR_PARAM]: error.slice(0, 40) })}`;
}
