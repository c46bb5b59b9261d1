/**
 * The integration tests' shared helpers (the Next mocks and the contract check are set up for every
 * file by tests/support/integration-setup.ts): a signed-in account, and the requests the route
 * handlers and server actions take (JSON, form, multipart) with their route context.
 */
import { sessionCookieName } from '@/lib/auth/config';
import { hashPassword } from '@/lib/auth/password';
import { startSession } from '@/lib/auth/sessions';
import { toSessionUser } from '@/lib/auth/user';
import type { TestDatabase } from './db';

export { cloneTemplateDatabase, type TestDatabase } from './db';
export { setNextRequest } from './next-request';

/** Where test requests are addressed (route handlers read only the path and query). */
export const ORIGIN = 'http://127.0.0.1:3000';

/** The password `signedIn` gives an account unless told otherwise. */
export const TEST_PASSWORD = 'passord-123';

export type TestRole = 'admin' | 'dealer';

export interface SignedInOptions {
  email?: string;
  /** Default TEST_PASSWORD; null: an invited account without a password yet. */
  password?: string | null;
  name?: string;
  company?: string;
  isActive?: boolean;
}

export interface SignedIn {
  id: number;
  email: string;
  password: string | null;
  /** The stored account. */
  user: Awaited<ReturnType<TestDatabase['prisma']['user']['create']>>;
  /** The session token (the session cookie's value). */
  token: string;
  /** `name=token`, as a Cookie header sends it. */
  cookie: string;
}

let accounts = 0;

/** A new session of a stored account (e.g. a seeded one): its token and Cookie header. */
export async function sessionOf(db: TestDatabase, user: Parameters<typeof toSessionUser>[0]): Promise<{ token: string; cookie: string }> {
  const { token } = await startSession(db.prisma, toSessionUser(user));
  return { token, cookie: `${sessionCookieName()}=${token}` };
}

/** A new account of `role` with an open session (lib/auth/sessions.ts), as a sign-in leaves it. */
export async function signedIn(db: TestDatabase, role: TestRole, options: SignedInOptions = {}): Promise<SignedIn> {
  accounts += 1;
  const email = options.email ?? `${role}-${process.pid}-${accounts}@test.no`;
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  const user = await db.prisma.user.create({
    data: {
      email,
      passwordHash: password === null ? null : await hashPassword(password),
      name: options.name ?? 'Test',
      company: options.company ?? 'Test AS',
      role: role === 'admin' ? 'ADMIN' : 'DEALER',
      isActive: options.isActive ?? true,
    },
  });
  return { id: user.id, email, password, user, ...(await sessionOf(db, user)) };
}

export interface RequestOptions {
  /** A Cookie header (e.g. `signedIn(…).cookie`). */
  cookie?: string;
  headers?: Record<string, string>;
}

function headersOf(options: RequestOptions, contentType?: string): Record<string, string> {
  return { ...(contentType ? { 'content-type': contentType } : {}), ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers };
}

/** A request to `path` (below ORIGIN) with a JSON body when `body` is given. */
export function jsonRequest(method: string, path: string, body?: unknown, options: RequestOptions = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: headersOf(options, body === undefined ? undefined : 'application/json'),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** FormData of text fields and files (a Blob without a name is sent as 'fil'). */
export function formData(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.set(name, value);
    else data.set(name, value, value instanceof File ? value.name : 'fil');
  }
  return data;
}

/** A multipart/form-data request (an upload) to `path`. */
export function multipartRequest(method: string, path: string, fields: Record<string, string | Blob>, options: RequestOptions = {}): Request {
  return new Request(`${ORIGIN}${path}`, { method, headers: headersOf(options), body: formData(fields) });
}

/** An application/x-www-form-urlencoded POST to `path` (a browser form). */
export function formRequest(path: string, fields: Record<string, string>, options: RequestOptions = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: headersOf(options, 'application/x-www-form-urlencoded'),
    body: new URLSearchParams(fields).toString(),
  });
}

/** The second argument of a dynamic route's handler: `{ params: Promise<…> }`. */
export function routeContext<P extends Record<string, string | string[]>>(params: P): { params: Promise<P> } {
  return { params: Promise.resolve(params) };
}

/** The context of a route with an `[id]` segment. */
export const idContext = (id: number | string) => routeContext({ id: String(id) });
