/**
 * next-auth (v4) with a credentials provider against the user accounts in PostgreSQL. JWT
 * sessions in an HttpOnly, SameSite=Lax cookie (Secure over https) that lasts
 * SESSION_MAX_AGE_SECONDS; the role is in the token, but every check re-reads the account
 * (lib/auth/session.ts). Sign-in and sign-out through next-auth are CSRF-protected by its
 * double-submit token.
 */
import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { prisma } from '../db';
import { env } from '../env';
import { clientIp } from '../security/client-ip';
import { authenticate } from './authenticate';
import { authSecret, SESSION_MAX_AGE_SECONDS, secureCookies } from './config';
import { LOCKED_ERROR_PREFIX } from './messages';
import { redirectCallback } from './redirect';
import { loginSchema } from './schema';
import { sessionClaims } from './token';

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
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
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
          if (result.ok) return { ...result.user, id: String(result.user.id) };
          // Passed to the browser as signIn()'s error; the form turns it into the Norwegian text.
          if (result.reason === 'locked') throw new Error(`${LOCKED_ERROR_PREFIX}${result.retryAfterSeconds}`);
          return null;
        },
      }),
    ],
    callbacks: {
      // Same-origin targets only (lib/auth/redirect.ts): never another site, never a throw.
      async redirect(params) {
        return redirectCallback(params);
      },
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as { id: string; email: string; name: string; company: string; role: 'DEALER' | 'ADMIN' };
          return { ...token, ...sessionClaims({ ...u, id: Number(u.id), isAdmin: u.role === 'ADMIN' }) };
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { name: token.name, email: token.email, role: token.role } };
      },
    },
  };
}
