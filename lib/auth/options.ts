/**
 * next-auth (v4) with a credentials provider against the user accounts in PostgreSQL. JWT
 * sessions in an HttpOnly, SameSite=Lax cookie (Secure over https) that lasts
 * SESSION_MAX_AGE_SECONDS; the token names a stored session (lib/auth/sessions.ts) and every check
 * re-reads it with the account (lib/auth/session.ts). Sign-in and sign-out through next-auth are
 * CSRF-protected by its double-submit token. Sessions: docs/operations.md §13.
 */
import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { recordLogout, recordSignIn } from '../audit/auth';
import { prisma } from '../db';
import { env } from '../env';
import { clientIp } from '../security/client-ip';
import { authenticate } from './authenticate';
import { authSecret, SESSION_MAX_AGE_SECONDS, secureCookies } from './config';
import { SLOWED_ERROR_PREFIX } from './messages';
import { redirectCallback } from './redirect';
import { loginSchema } from './schema';
import { activeSession, createSession, endSession, SessionEndedError } from './sessions';
import { encodeSessionJwt, epochSeconds, sessionClaims } from './token';

/** next-auth's request headers (a plain object) as a Headers instance. */
function toHeaders(raw: Record<string, unknown> | undefined): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  return headers;
}

export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    useSecureCookies: secureCookies(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    // The token keeps the stored session's expiry when next-auth re-encodes it (lib/auth/token.ts).
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS, encode: encodeSessionJwt },
    pages: { signIn: '/auth', error: '/auth' },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'E-post og passord',
        credentials: {
          email: { label: 'E-post', type: 'email' },
          password: { label: 'Passord', type: 'password' },
          portal: { label: 'Portal', type: 'text' },
        },
        async authorize(credentials, req) {
          const parsed = loginSchema.safeParse({ email: credentials?.email, password: credentials?.password });
          if (!parsed.success) return null;
          const result = await authenticate(prisma, {
            ...parsed.data,
            portal: credentials?.portal === 'admin' ? 'admin' : 'dealer',
            ip: clientIp(toHeaders(req?.headers), env().TRUST_PROXY_HOPS),
          });
          await recordSignIn(
            prisma,
            { email: parsed.data.email, portal: credentials?.portal === 'admin' ? 'admin' : 'dealer', headers: toHeaders(req?.headers) },
            result,
          );
          if (result.ok) return { ...result.user, id: String(result.user.id) };
          // Passed to the browser as signIn()'s error; the form turns it into the Norwegian text.
          if (result.reason === 'slowed') throw new Error(`${SLOWED_ERROR_PREFIX}${result.retryAfterSeconds}`);
          return null;
        },
      }),
    ],
    callbacks: {
      // Same-origin targets only (lib/auth/redirect.ts): never another site, never a throw.
      async redirect(params) {
        return redirectCallback(params);
      },
      // Sign-in: a new stored session. Afterwards (GET /api/auth/session): the stored session and
      // the account are the authority; the claims follow the account and exp stays the session's.
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as { id: string; email: string; name: string; company: string; role: 'DEALER' | 'ADMIN' };
          const session = await createSession(prisma, Number(u.id));
          const claims = sessionClaims({ ...u, id: Number(u.id), isAdmin: u.role === 'ADMIN' });
          return { ...token, ...claims, sid: session.sid, exp: epochSeconds(session.expiresAt) };
        }
        const active = await activeSession(prisma, token);
        if (!active) throw new SessionEndedError();
        return { ...token, ...sessionClaims(active.user), exp: epochSeconds(active.expiresAt) };
      },
      async session({ session, token }) {
        const expires = typeof token.exp === 'number' ? new Date(token.exp * 1000).toISOString() : session.expires;
        return { ...session, expires, user: { name: token.name, email: token.email, role: token.role } };
      },
    },
    events: {
      // next-auth's sign-out (POST /api/auth/signout) ends the stored session, not only the cookie.
      async signOut({ token }) {
        await recordLogout(prisma, token);
        await endSession(prisma, token?.sid);
      },
    },
  };
}
