/**
 * Revocable sessions (lib/auth/sessions.ts; docs/operations.md: Sessions) against the real test
 * database: a session cookie captured before it ends is refused after the JSON logout,
 * next-auth's sign-out, a password change, a deactivation and 'Logg ut overalt'; a session lasts
 * 8 hours from sign-in however often next-auth's session endpoint re-issues the cookie; that
 * endpoint answers an empty session for an ended session or an inactive account; expired rows
 * are removed at sign-in. next-auth's own endpoints run through the app's route handler, with
 * next/headers fed from the request (as Next.js does).
 */
import { NextRequest } from 'next/server';
import { GET as nextAuthGET, POST as nextAuthPOST } from '@/app/api/auth/[...nextauth]/route';
import { POST as loginPOST } from '@/app/api/auth/login/route';
import { POST as adminLoginPOST } from '@/app/api/auth/admin/login/route';
import { POST as logoutPOST } from '@/app/api/auth/logout/route';
import { POST as logoutAllPOST } from '@/app/api/auth/logout-all/route';
import { GET as userGET } from '@/app/api/auth/user/route';
import { GET as meGET } from '@/app/api/auth/me/route';
import { PATCH as dealerPATCH } from '@/app/api/dealers/[id]/route';
import { SESSION_MAX_AGE_SECONDS, sessionCookieName } from '@/lib/auth/config';
import { hashPassword } from '@/lib/auth/password';
import { deleteExpiredSessions, hashSessionId, startSession } from '@/lib/auth/sessions';
import { decodeSession, epochSeconds } from '@/lib/auth/token';
import { toSessionUser } from '@/lib/auth/user';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { cloneTemplateDatabase, setNextRequest, type TestDatabase } from '../support/harness';

const ORIGIN = 'http://127.0.0.1:3000';

let db: TestDatabase;
let ipCounter = 0;
const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const NAME = sessionCookieName();

/** A browser's cookie jar, enough for next-auth's cookies. */
class Jar {
  readonly values: Record<string, string> = {};
  constructor(initial: Record<string, string> = {}) {
    Object.assign(this.values, initial);
  }
  take(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = decodeURIComponent(pair.slice(eq + 1).trim());
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') delete this.values[name];
      else this.values[name] = value;
    }
    return this;
  }
  get header(): string {
    return Object.entries(this.values)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
  }
  get session(): string | undefined {
    return this.values[NAME];
  }
}

/** A request to next-auth's endpoints (app/api/auth/[...nextauth]) with the jar's cookies. */
async function nextAuth(jar: Jar, method: 'GET' | 'POST', segments: string[], form?: Record<string, string>): Promise<Response> {
  const headers = new Headers({
    host: '127.0.0.1:3000',
    'x-forwarded-for': nextIp(),
    ...(jar.header ? { cookie: jar.header } : {}),
    ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN } : {}),
  });
  const request = new NextRequest(`${ORIGIN}/api/auth/${segments.join('/')}`, {
    method,
    headers,
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  setNextRequest(request); // next/headers answers with the request's cookies and headers, as Next.js does
  const handler = method === 'GET' ? nextAuthGET : nextAuthPOST;
  return handler(request, { params: Promise.resolve({ nextauth: segments }) });
}

/** The CSRF token of next-auth's form posts; its cookie goes into the jar. */
async function csrf(jar: Jar): Promise<string> {
  const response = await nextAuth(jar, 'GET', ['csrf']);
  jar.take(response);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/** Signs in through next-auth's credentials flow (as the login forms do); the jar gets the session cookie. */
async function nextAuthSignIn(user: { email: string; password: string }, portal: 'dealer' | 'admin' = 'dealer'): Promise<Jar> {
  const jar = new Jar();
  const csrfToken = await csrf(jar);
  const response = await nextAuth(jar, 'POST', ['callback', 'credentials'], {
    email: user.email,
    password: user.password,
    portal,
    csrfToken,
    callbackUrl: `${ORIGIN}/dealer-portal`,
    json: 'true',
  });
  expect(response.status).toBe(200);
  jar.take(response);
  expect(jar.session).toBeTruthy();
  return jar;
}

async function nextAuthSession(jar: Jar): Promise<{ status: number; body: Record<string, unknown>; response: Response }> {
  const response = await nextAuth(jar, 'GET', ['session']);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
}

function post(path: string, body: unknown, cookie?: string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...(cookie ? { cookie } : {}), ...headers },
  });
}

const get = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });

/** A JSON sign-in's session cookie, as a Cookie header. */
async function jsonSignIn(user: { email: string; password: string }, handler = loginPOST): Promise<string> {
  const response = await handler(post('/api/auth/login', { email: user.email, password: user.password }));
  expect(response.status).toBe(200);
  const value = new RegExp(`${NAME}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '')?.[1];
  expect(value).toBeTruthy();
  return `${NAME}=${value}`;
}

const status = async (cookie: string) => (await userGET(get('/api/auth/user', cookie))).status;
const sessionCount = (userId: number) => db.prisma.session.count({ where: { userId } });

let counter = 0;
/** A fresh dealer (or administrator) account for one test. */
async function account(role: 'DEALER' | 'ADMIN' = 'DEALER') {
  const email = `session-${++counter}-${role.toLowerCase()}@example.no`;
  const password = `password-${counter}-abcdef`;
  const user = await db.prisma.user.create({
    data: { email, passwordHash: await hashPassword(password), name: `Bruker ${counter}`, company: 'Økt AS', role },
  });
  return { id: user.id, email, password, user };
}

beforeAll(async () => {
  db = await cloneTemplateDatabase('sessions');
  process.env.DATABASE_URL = db.url;
  process.env.NEXTAUTH_URL = ORIGIN;
  // next-auth reports a refused token (an ended session, like an expired one) on console.error.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

describe('a stored session behind every sign-in', () => {
  it('the JSON login stores a session whose hash only is kept, and the token carries its id and expiry', async () => {
    const dealer = await account();
    const before = Date.now();
    const cookie = await jsonSignIn(dealer);
    const claims = await decodeSession(cookie.slice(NAME.length + 1));
    expect(typeof claims?.sid).toBe('string');
    expect(Buffer.from(claims!.sid as string, 'base64url')).toHaveLength(32);
    const rows = await db.prisma.session.findMany({ where: { userId: dealer.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe(hashSessionId(claims!.sid as string));
    expect(rows[0].id).not.toContain(claims!.sid as string);
    const lifetime = rows[0].expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan((SESSION_MAX_AGE_SECONDS - 5) * 1000);
    expect(lifetime).toBeLessThanOrEqual((SESSION_MAX_AGE_SECONDS + 1) * 1000);
    expect(claims!.exp).toBe(epochSeconds(rows[0].expiresAt));
    expect(await status(cookie)).toBe(200);
  });

  it('the admin login and next-auth sign-in store one too; each sign-in is its own session', async () => {
    const admin = await account('ADMIN');
    await jsonSignIn(admin, adminLoginPOST);
    const jar = await nextAuthSignIn(admin, 'admin');
    expect(await sessionCount(admin.id)).toBe(2);
    expect(await status(`${NAME}=${jar.session}`)).toBe(200);
    const { body } = await nextAuthSession(jar);
    expect(body).toMatchObject({ user: { email: admin.email, role: 'ADMIN' } });
  });

  it('a token without a stored session is refused, even when correctly signed', async () => {
    const dealer = await account();
    const cookie = await jsonSignIn(dealer);
    await db.prisma.session.deleteMany({ where: { userId: dealer.id } });
    expect(await status(cookie)).toBe(401);
    expect(await (await meGET(get('/api/auth/me', cookie))).json()).toEqual({ user: null });
  });

  it("a session id is refused for another user's token", async () => {
    const [a, b] = [await account(), await account()];
    const { token } = await startSession(db.prisma, toSessionUser(a.user));
    const sid = (await decodeSession(token))!.sid as string;
    const { encodeSession } = await import('@/lib/auth/token');
    const forged = await encodeSession(toSessionUser(b.user), { sid, expiresAt: new Date(Date.now() + 3_600_000) });
    expect(await status(`${NAME}=${forged}`)).toBe(401);
    expect(await status(`${NAME}=${token}`)).toBe(200);
  });
});

describe('a cookie captured before the session ends is refused after it', () => {
  it('JSON logout (POST /api/auth/logout)', async () => {
    const dealer = await account();
    const cookie = await jsonSignIn(dealer);
    const other = await jsonSignIn(dealer);
    expect(await status(cookie)).toBe(200);
    const response = await logoutPOST(post('/api/auth/logout', {}, cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/i);
    expect(await status(cookie)).toBe(401);
    // Only that session: the same account's other session stays.
    expect(await status(other)).toBe(200);
    // The JSON logout ends a next-auth session too.
    const jar = await nextAuthSignIn(dealer);
    expect((await logoutPOST(post('/api/auth/logout', {}, `${NAME}=${jar.session}`))).status).toBe(200);
    expect(await status(`${NAME}=${jar.session}`)).toBe(401);
  });

  it("next-auth's sign-out (POST /api/auth/signout)", async () => {
    const dealer = await account();
    const jar = await nextAuthSignIn(dealer);
    const captured = `${NAME}=${jar.session}`;
    expect(await status(captured)).toBe(200);
    const csrfToken = await csrf(jar);
    const response = await nextAuth(jar, 'POST', ['signout'], { csrfToken, callbackUrl: `${ORIGIN}/`, json: 'true' });
    expect(response.status).toBe(200);
    jar.take(response);
    expect(jar.session).toBeUndefined();
    expect(await status(captured)).toBe(401);
    expect(await sessionCount(dealer.id)).toBe(0);
    // A JSON-login session ends through next-auth's sign-out as well.
    const cookie = await jsonSignIn(dealer);
    const jsonJar = new Jar({ [NAME]: cookie.slice(NAME.length + 1) });
    const token = await csrf(jsonJar);
    expect((await nextAuth(jsonJar, 'POST', ['signout'], { csrfToken: token, json: 'true' })).status).toBe(200);
    expect(await status(cookie)).toBe(401);
  });

  it("an administrator cannot change a dealer's password (PATCH /api/dealers/{id}: 400); other changes leave the sessions alone", async () => {
    const [dealer, admin] = [await account(), await account('ADMIN')];
    const adminCookie = await jsonSignIn(admin);
    const cookies = [await jsonSignIn(dealer), await jsonSignIn(dealer), `${NAME}=${(await nextAuthSignIn(dealer)).session}`];
    for (const cookie of cookies) expect(await status(cookie)).toBe(200);
    const patch = (body: unknown) =>
      dealerPATCH(
        new Request(`${ORIGIN}/api/dealers/${dealer.id}`, {
          method: 'PATCH',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json', cookie: adminCookie },
        }),
        { params: Promise.resolve({ id: String(dealer.id) }) },
      );
    expect((await patch({ company: 'Nytt Firma AS' })).status).toBe(200);
    expect((await patch({ password: 'et-helt-nytt-passord' })).status).toBe(400);
    for (const cookie of cookies) expect(await status(cookie)).toBe(200);
    expect((await loginPOST(post('/api/auth/login', { email: dealer.email, password: 'et-helt-nytt-passord' }))).status).toBe(401);
  });

  it('deactivation ends all sessions; reactivating does not bring them back', async () => {
    const [dealer, admin] = [await account(), await account('ADMIN')];
    const adminCookie = await jsonSignIn(admin);
    const cookie = await jsonSignIn(dealer);
    const jar = await nextAuthSignIn(dealer);
    const request = (isActive: boolean) =>
      new Request(`${ORIGIN}/api/dealers/${dealer.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ isActive }),
        headers: { 'content-type': 'application/json', cookie: adminCookie },
      });
    expect((await dealerPATCH(request(false), { params: Promise.resolve({ id: String(dealer.id) }) })).status).toBe(200);
    expect(await sessionCount(dealer.id)).toBe(0);
    expect((await dealerPATCH(request(true), { params: Promise.resolve({ id: String(dealer.id) }) })).status).toBe(200);
    expect(await status(cookie)).toBe(401);
    expect(await status(`${NAME}=${jar.session}`)).toBe(401);
    expect((await nextAuthSession(jar)).body).toEqual({});
  });

  it("'Logg ut overalt' (POST /api/auth/logout-all) ends every session of the user and no one else's", async () => {
    const [dealer, bystander] = [await account(), await account()];
    const here = await jsonSignIn(dealer);
    const elsewhere = [await jsonSignIn(dealer), `${NAME}=${(await nextAuthSignIn(dealer)).session}`];
    const theirs = await jsonSignIn(bystander);
    const response = await logoutAllPOST(post('/api/auth/logout-all', {}, here));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Du er logget ut på alle enheter.' });
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${NAME}=;.*Max-Age=0`, 'i'));
    for (const cookie of [here, ...elsewhere]) expect(await status(cookie)).toBe(401);
    expect(await sessionCount(dealer.id)).toBe(0);
    expect(await status(theirs)).toBe(200);
  });

  it('logout-all: 401 without a session (or with an ended one), 403 from another site', async () => {
    const dealer = await account();
    const cookie = await jsonSignIn(dealer);
    expect((await logoutAllPOST(post('/api/auth/logout-all', {}))).status).toBe(401);
    const crossSite = await logoutAllPOST(post('/api/auth/logout-all', {}, cookie, { origin: 'https://evil.example' }));
    expect(crossSite.status).toBe(403);
    expect(await status(cookie)).toBe(200);
    expect((await logoutAllPOST(post('/api/auth/logout-all', {}, cookie))).status).toBe(200);
    expect((await logoutAllPOST(post('/api/auth/logout-all', {}, cookie))).status).toBe(401);
  });
});

describe('8 hours from sign-in, whatever refreshes it', () => {
  it('an expired stored session is refused although the token itself is still valid', async () => {
    const dealer = await account();
    const cookie = await jsonSignIn(dealer);
    expect(await decodeSession(cookie.slice(NAME.length + 1))).not.toBeNull();
    await db.prisma.session.updateMany({ where: { userId: dealer.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await status(cookie)).toBe(401);
    const jar = await nextAuthSignIn(dealer);
    await db.prisma.session.updateMany({ where: { userId: dealer.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await status(`${NAME}=${jar.session}`)).toBe(401);
    expect((await nextAuthSession(jar)).body).toEqual({});
  });

  it('GET /api/auth/session re-issues the cookie with the stored expiry, not a fresh 8 hours', async () => {
    const dealer = await account();
    const jar = await nextAuthSignIn(dealer);
    // As if the session had been signed in 7 hours ago: one hour left.
    const expiresAt = new Date((Math.floor(Date.now() / 1000) + 3600) * 1000);
    await db.prisma.session.updateMany({ where: { userId: dealer.id }, data: { expiresAt } });
    const first = await nextAuthSession(jar);
    expect(first.body).toMatchObject({ user: { email: dealer.email }, expires: expiresAt.toISOString() });
    jar.take(first.response);
    const reissued = await decodeSession(jar.session);
    expect(reissued?.exp).toBe(epochSeconds(expiresAt));
    // And again: the refreshed token never extends past the stored expiry.
    const second = await nextAuthSession(jar);
    jar.take(second.response);
    expect((await decodeSession(jar.session))?.exp).toBe(epochSeconds(expiresAt));
    expect(await status(`${NAME}=${jar.session}`)).toBe(200);
  });

  it("next-auth's sign-in token expires with its stored session", async () => {
    const dealer = await account();
    const jar = await nextAuthSignIn(dealer);
    const claims = await decodeSession(jar.session);
    const row = await db.prisma.session.findUniqueOrThrow({ where: { id: hashSessionId(claims!.sid as string) } });
    expect(claims!.exp).toBe(epochSeconds(row.expiresAt));
  });
});

describe("next-auth's session endpoint (GET /api/auth/session)", () => {
  it('answers the user for an open session', async () => {
    const dealer = await account();
    const jar = await nextAuthSignIn(dealer);
    const { status: code, body } = await nextAuthSession(jar);
    expect(code).toBe(200);
    expect(body).toMatchObject({ user: { name: dealer.user.name, email: dealer.email, role: 'DEALER' } });
  });

  it('answers {} and clears the cookie for an ended session', async () => {
    const dealer = await account();
    const jar = await nextAuthSignIn(dealer);
    const captured = jar.session!;
    expect((await logoutPOST(post('/api/auth/logout', {}, `${NAME}=${captured}`))).status).toBe(200);
    const { status: code, body, response } = await nextAuthSession(new Jar({ [NAME]: captured }));
    expect(code).toBe(200);
    expect(body).toEqual({});
    expect(response.headers.getSetCookie().join('\n')).toMatch(new RegExp(`${NAME}=;.*Max-Age=0`, 'i'));
    // The JSON login's cookie the same.
    const cookie = await jsonSignIn(dealer);
    expect((await nextAuthSession(new Jar({ [NAME]: cookie.slice(NAME.length + 1) }))).body).toMatchObject({ user: { email: dealer.email } });
    await logoutPOST(post('/api/auth/logout', {}, cookie));
    expect((await nextAuthSession(new Jar({ [NAME]: cookie.slice(NAME.length + 1) }))).body).toEqual({});
  });

  it('answers {} for an inactive account, even while its session row exists', async () => {
    const dealer = await account();
    const jar = await nextAuthSignIn(dealer);
    await db.prisma.user.update({ where: { id: dealer.id }, data: { isActive: false } });
    expect(await sessionCount(dealer.id)).toBe(1);
    expect((await nextAuthSession(jar)).body).toEqual({});
    expect(await status(`${NAME}=${jar.session}`)).toBe(401);
  });
});

describe('clean-up of expired sessions', () => {
  it('removes expired rows at sign-in, a bounded batch at a time, and keeps open ones', async () => {
    const dealer = await account();
    const past = new Date(Date.now() - 60_000);
    await db.prisma.session.createMany({
      data: Array.from({ length: 5 }, (_, i) => ({ id: hashSessionId(`expired-${i}`), userId: dealer.id, expiresAt: past })),
    });
    expect(await deleteExpiredSessions(db.prisma, new Date(), 2)).toBe(2);
    await jsonSignIn(dealer);
    const rows = await db.prisma.session.findMany({ where: { userId: dealer.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});
