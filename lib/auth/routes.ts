/**
 * Which paths need a signed-in user, and where an anonymous visitor is sent (docs/product.md: protected
 * routes). Used by the proxy for its early redirect; the pages check again themselves.
 */
export const DEALER_LOGIN = '/auth';
export const ADMIN_LOGIN = '/admin/auth';
/** 'Glemt passord?' (open to everyone); `?fra=admin` makes its way back lead to the admin login. */
export const FORGOT_PASSWORD_PATH = '/auth/glemt-passord';
/** The one-time link's page (`?token=`). */
export const SET_PASSWORD_PATH = '/auth/nytt-passord';

const ADMIN_LOGIN_PAGES = new Set(['/admin/auth', '/admin/login']);

/** The login page an anonymous visitor of `pathname` goes to, or null for an open page. */
export function loginPageFor(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin' || path.startsWith('/admin/')) return ADMIN_LOGIN_PAGES.has(path) ? null : ADMIN_LOGIN;
  if (
    path === '/dealer-portal' ||
    path.startsWith('/dealer-portal/') ||
    path.startsWith('/dealer/') ||
    path === '/dealer' ||
    path === '/konto' ||
    path.startsWith('/konto/')
  ) {
    return DEALER_LOGIN;
  }
  return null;
}

/**
 * A notice the login page shows as a toast on arrival, passed in the redirect's query
 * (`?melding=uautorisert`) because the redirect itself happens on the server (docs/product.md:
 * Feeds page). The login page removes the parameter from the address once shown.
 */
export const LOGIN_NOTICE_PARAM = 'melding';
export const LOGIN_NOTICES = ['uautorisert'] as const;
export type LoginNotice = (typeof LOGIN_NOTICES)[number];

export const isLoginNotice = (value: unknown): value is LoginNotice => (LOGIN_NOTICES as readonly unknown[]).includes(value);

/** The notice for an anonymous visitor of `pathname`: only the feeds page has one. */
export function loginNoticeFor(pathname: string): LoginNotice | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === '/admin/feeds' ? 'uautorisert' : null;
}

/** Where an anonymous visitor of `pathname` is sent (path and query), or null for an open page. */
export function loginRedirectTarget(pathname: string): string | null {
  const login = loginPageFor(pathname);
  if (!login) return null;
  const notice = loginNoticeFor(pathname);
  return notice ? `${login}?${LOGIN_NOTICE_PARAM}=${notice}` : login;
}
