/**
 * Who is signed in, decided on the server for every protected page, route handler and server
 * action (never by middleware/proxy alone). The session is next-auth's JWT cookie carrying the id
 * of a stored session (lib/auth/sessions.ts); the session and the account are read from the
 * database on each check, so an ended session (logout, 'Logg ut overalt', password change), an
 * expired one, or a deactivated or deleted account loses access at its next request and a role
 * change applies at once.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { prisma, type PrismaClient } from '../db';
import { sessionCookieName } from './config';
import { AuthError } from './errors';
import { loginRedirectTarget } from './routes';
import { activeSession } from './sessions';
import { decodeSession, sessionTokenFromCookieHeader } from './token';
import type { SessionUser } from './user';

/** The active account of a session token whose stored session is still open. */
export async function userForToken(token: string | undefined, client: PrismaClient = prisma): Promise<SessionUser | null> {
  const claims = await decodeSession(token);
  return (await activeSession(client, claims))?.user ?? null;
}

// ── Route handlers: from the request ────────────────────────────────────────────────────────────

export function sessionUser(request: Request): Promise<SessionUser | null> {
  return userForToken(sessionTokenFromCookieHeader(request.headers.get('cookie')));
}

/** A dealer or an administrator, else AuthError 401. */
export async function requireDealer(request: Request): Promise<SessionUser> {
  const user = await sessionUser(request);
  if (!user) throw new AuthError(401);
  return user;
}

/** An administrator: 401 for nobody, 403 for a dealer. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireDealer(request);
  if (!user.isAdmin) throw new AuthError(403);
  return user;
}

// ── Pages and server actions: from the request's cookies ────────────────────────────────────────

export async function currentUser(): Promise<SessionUser | null> {
  const jar = await cookies();
  return userForToken(jar.get(sessionCookieName())?.value);
}

/** Pages for dealers (and administrators); others go to the dealer login. */
export async function requireDealerPage(): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect('/auth');
  return user;
}

/** Admin pages: nobody signed in goes to the admin login, a dealer to the home page. */
export async function requireAdminPage(pathname?: string): Promise<SessionUser> {
  const user = await currentUser();
  // The page's path, when given, adds its login notice (the feeds page's 'Uautorisert tilgang'),
  // as the proxy does for a visitor without any session cookie.
  if (!user) redirect((pathname && loginRedirectTarget(pathname)) || '/admin/auth');
  if (!user.isAdmin) redirect('/');
  return user;
}

/** Server actions for administrators (they throw rather than redirect). */
export async function requireAdminAction(): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) throw new AuthError(401);
  if (!user.isAdmin) throw new AuthError(403);
  return user;
}
