/**
 * Which paths need a signed-in user, and where an anonymous visitor is sent (docs/product.md: protected
 * routes). Used by the proxy for its early redirect; the pages check again themselves.
 */
export const DEALER_LOGIN = '/auth';
export const ADMIN_LOGIN = '/admin/auth';

const ADMIN_LOGIN_PAGES = new Set(['/admin/auth', '/admin/login']);

/** The login page an anonymous visitor of `pathname` goes to, or null for an open page. */
export function loginPageFor(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin' || path.startsWith('/admin/')) return ADMIN_LOGIN_PAGES.has(path) ? null : ADMIN_LOGIN;
  if (path === '/dealer-portal' || path.startsWith('/dealer-portal/') || path.startsWith('/dealer/') || path === '/dealer') {
    return DEALER_LOGIN;
  }
  return null;
}
