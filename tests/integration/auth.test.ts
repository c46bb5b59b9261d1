/**
 * Sign-in and the session against the real test database: the JSON login calls, next-auth's
 * authorize(), the sign-in throttle (slowed, never locked), the session checks of the auth APIs
 * for anonymous visitors, dealers, administrators and deactivated dealers, tampered and expired
 * tokens. Stored sessions and their ends: sessions.test.ts.
 */
import { encode } from 'next-auth/jwt';
import { POST as loginPOST } from '@/app/api/auth/login/route';
import { POST as adminLoginPOST } from '@/app/api/auth/admin/login/route';
import { POST as logoutPOST } from '@/app/api/auth/logout/route';
import { GET as userGET } from '@/app/api/auth/user/route';
import { GET as dealerGET } from '@/app/api/auth/dealer/route';
import { GET as adminGET } from '@/app/api/auth/admin/route';
import { GET as debugGET } from '@/app/api/debug-session/route';
import { GET as meGET } from '@/app/api/auth/me/route';
import { sessionCookieName } from '@/lib/auth/config';
import { SLOWED_ERROR_PREFIX } from '@/lib/auth/messages';
import { authOptions } from '@/lib/auth/options';
import { hashPassword } from '@/lib/auth/password';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { cloneTemplateDatabase, sessionOf, type TestDatabase } from '../support/harness';
import { serveHandlers } from '../support/http-server';

let db: TestDatabase;
let ipCounter = 0;
const nextIp = () => `198.19.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const DEALER = { email: 'dealer@example.no', password: 'dealer-password-1', name: 'Ola Dealer', company: 'Ola AS' };
const ADMIN = { email: 'admin@example.no', password: 'admin-password-12', name: 'Ada Admin', company: 'Pleie AS' };
const INACTIVE = { email: 'inactive@example.no', password: 'inactive-pass-1', name: 'Ina', company: 'Ina AS' };

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
  });
}

function get(path: string, cookie?: string) {
  return new Request(`http://127.0.0.1:3000${path}`, { headers: cookie ? { cookie } : {} });
}

/** The session cookie a successful login set, as a Cookie header. */
async function loginCookie(user: { email: string; password: string }, handler = loginPOST): Promise<string> {
  const response = await handler(post('/api/auth/login', { email: user.email, password: user.password }));
  expect(response.status).toBe(200);
  const setCookie = response.headers.get('set-cookie') ?? '';
  const value = new RegExp(`${sessionCookieName()}=([^;]+)`).exec(setCookie)?.[1];
  expect(value).toBeTruthy();
  return `${sessionCookieName()}=${value}`;
}

beforeAll(async () => {
  db = await cloneTemplateDatabase('auth');
  process.env.DATABASE_URL = db.url;
  await db.prisma.user.deleteMany({});
  for (const [u, role, isActive] of [
    [DEALER, 'DEALER', true],
    [ADMIN, 'ADMIN', true],
    [INACTIVE, 'DEALER', false],
  ] as const) {
    await db.prisma.user.create({
      data: { email: u.email, passwordHash: await hashPassword(u.password), name: u.name, company: u.company, role, isActive },
    });
  }
});

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

describe('POST /api/auth/login', () => {
  it('signs a dealer in: 200 with the user (no hash) and an HttpOnly, SameSite session cookie', async () => {
    const response = await loginPOST(post('/api/auth/login', { email: ' Dealer@Example.no ', password: DEALER.password }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user).toEqual({
      id: expect.any(Number),
      email: DEALER.email,
      name: DEALER.name,
      company: DEALER.company,
      role: 'DEALER',
      isAdmin: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/argon|hash/i);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^next-auth\.session-token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Max-Age=28800/);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await loginPOST(post('/api/auth/login', { email: DEALER.email, password: 'wrong-password' }));
    const unknown = await loginPOST(post('/api/auth/login', { email: 'nobody@example.no', password: 'wrong-password' }));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an inactive account with the right password', async () => {
    const response = await loginPOST(post('/api/auth/login', { email: INACTIVE.email, password: INACTIVE.password }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Ugyldig e-post eller passord', code: 'unauthenticated' });
  });

  it('400 with the field messages, 415 for a form body, 403 from another site', async () => {
    const invalid = await loginPOST(post('/api/auth/login', { email: 'nope', password: 'short' }));
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).fieldErrors).toEqual({
      email: ['Ugyldig e-postadresse'],
      password: ['Passordet må være minst 8 tegn'],
    });
    const form = await loginPOST(post('/api/auth/login', 'email=a&password=b', { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(form.status).toBe(415);
    const crossSite = await loginPOST(post('/api/auth/login', DEALER, { origin: 'https://evil.example' }));
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
  });

  it('lets an administrator sign in on the dealer login too', async () => {
    const response = await loginPOST(post('/api/auth/login', { email: ADMIN.email, password: ADMIN.password }));
    expect(response.status).toBe(200);
    expect((await response.json()).user.isAdmin).toBe(true);
  });
});

describe('POST /api/auth/admin/login', () => {
  it('signs an administrator in and refuses a dealer', async () => {
    const admin = await adminLoginPOST(post('/api/auth/admin/login', { email: ADMIN.email, password: ADMIN.password }));
    expect(admin.status).toBe(200);
    const dealer = await adminLoginPOST(post('/api/auth/admin/login', { email: DEALER.email, password: DEALER.password }));
    expect(dealer.status).toBe(401);
    expect(dealer.headers.get('set-cookie')).toBeNull();
  });
});

describe('next-auth authorize()', () => {
  const authorize = (credentials: Record<string, string>, ip = nextIp()) => {
    const provider = authOptions().providers[0] as unknown as {
      options: { authorize: (c: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown> };
    };
    return provider.options.authorize(credentials, { headers: { 'x-forwarded-for': ip } });
  };

  it('returns the user for the right password, null otherwise, and keeps dealers out of the admin portal', async () => {
    expect(await authorize({ email: DEALER.email, password: DEALER.password, portal: 'dealer' })).toMatchObject({
      email: DEALER.email,
      role: 'DEALER',
    });
    expect(await authorize({ email: DEALER.email, password: 'wrong-password', portal: 'dealer' })).toBeNull();
    expect(await authorize({ email: DEALER.email, password: DEALER.password, portal: 'admin' })).toBeNull();
    expect(await authorize({ email: ADMIN.email, password: ADMIN.password, portal: 'admin' })).toMatchObject({ role: 'ADMIN' });
  });

  it('throws the slowed code (read by the login form) once the pair must wait', async () => {
    const email = 'slowed-via-nextauth@example.no';
    const ip = '203.0.113.150';
    for (let i = 0; i < 6; i++) expect(await authorize({ email, password: 'wrong-password', portal: 'dealer' }, ip)).toBeNull();
    await expect(authorize({ email, password: 'wrong-password', portal: 'dealer' }, ip)).rejects.toThrow(new RegExp(`^${SLOWED_ERROR_PREFIX}1$`));
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in throttle: slow the attacker, never lock out the owner', () => {
  const victim = { email: 'victim@example.no', password: 'victim-password-1' };
  beforeAll(async () => {
    await db.prisma.user.create({
      data: { email: victim.email, passwordHash: await hashPassword(victim.password), name: 'Vic', company: 'Vic AS' },
    });
  });
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const attempt = (body: { email: string; password: string }, ip: string, handler = loginPOST) => handler(post('/api/auth/login', body, from(ip)));

  it('one account from one address: 5 free failures, then 1 s, 2 s … between attempts, answered 429 with Retry-After', async () => {
    const ip = '203.0.113.160';
    const wrong = { email: victim.email, password: 'wrong-password' };
    for (let i = 0; i < 6; i++) expect((await attempt(wrong, ip)).status).toBe(401);
    // The 6th failure owes 1 s: an attempt now is not checked, even with the right password.
    const slowed = await attempt(victim, ip);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('1');
    expect(slowed.headers.get('cache-control')).toBe('no-store');
    expect((await slowed.json()).error).toBe('For mange forsøk. Prøv igjen om 1 sekund.');
    // The owner from another address is not slowed at all.
    expect((await attempt(victim, '203.0.113.161')).status).toBe(200);

    await sleep(1100);
    expect((await attempt(wrong, ip)).status).toBe(401); // the 7th failure owes 2 s
    const again = await attempt(wrong, ip);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(2);

    // Once the wait is over the right password signs in, and the pair starts afresh.
    await sleep(2100);
    expect((await attempt(victim, ip)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(wrong, ip)).status).toBe(401);
  });

  it('answers unknown e-mails exactly like known ones', async () => {
    const ip = '203.0.113.162';
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) known.push((await attempt({ email: victim.email, password: 'wrong-password' }, ip)).status);
    for (let i = 0; i < 7; i++) unknown.push((await attempt({ email: 'ghost@example.no', password: 'wrong-password' }, ip)).status);
    expect(known).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect(unknown).toEqual(known);
  });

  it('one address, many accounts: 20 free failures, then the address is slowed for every account', async () => {
    const ip = '203.0.113.200';
    for (let i = 0; i < 21; i++) {
      expect((await attempt({ email: `spray${i}@example.no`, password: 'wrong-password' }, ip)).status).toBe(401);
    }
    const slowed = await attempt(DEALER, ip);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('1');
    expect((await attempt(DEALER, '203.0.113.201')).status).toBe(200);
  });

  it('50 failures for the administrator from other addresses: the right password from a fresh address signs in at once', async () => {
    const attackers = Array.from({ length: 50 }, (_, i) => `192.0.2.${i + 1}`);
    for (const ip of attackers) {
      expect((await attempt({ email: ADMIN.email, password: 'wrong-password' }, ip, adminLoginPOST)).status).toBe(401);
    }
    expect((await attempt(ADMIN, '203.0.113.220', adminLoginPOST)).status).toBe(200);
    expect((await attempt(ADMIN, '203.0.113.221', loginPOST)).status).toBe(200);
    // Past the account's ceiling, an address that fails for it has no free attempts: after one failure it waits a minute.
    const wrong = { email: ADMIN.email, password: 'wrong-password' };
    expect((await attempt(wrong, '192.0.2.100', adminLoginPOST)).status).toBe(401);
    const slowed = await attempt(ADMIN, '192.0.2.100', adminLoginPOST);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(30);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await slowed.json()).error).toMatch(/^For mange forsøk\. Prøv igjen om \d+ sekunder\.$/);
    // An address that failed before the ceiling was reached gets one more attempt, then waits 2 minutes.
    expect((await attempt(wrong, attackers[0], adminLoginPOST)).status).toBe(401);
    const later = await attempt(wrong, attackers[0], adminLoginPOST);
    expect(later.status).toBe(429);
    expect(Number(later.headers.get('retry-after'))).toBeGreaterThan(60);
    // The other accounts of those addresses are not affected.
    expect((await attempt(DEALER, attackers[0])).status).toBe(200);
  });

  it('over a real socket with no proxy: 30 failed sign-ins with rotating X-Forwarded-For reach 429', async () => {
    const server = await serveHandlers({ '/api/auth/login': loginPOST, '/api/auth/admin/login': adminLoginPOST });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const res = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${i}.0.1`, 'x-socket-address': `10.${i}.0.2` },
          body: JSON.stringify({ email: `rotating${i}@example.no`, password: 'wrong-password' }),
        });
        statuses.push(res.status);
      }
      // One address (the socket's, 127.0.0.1): 20 free failures, the 21st opens a 1 s gate.
      expect(statuses.slice(0, 21)).toEqual(Array(21).fill(401));
      expect(statuses[21]).toBe(429);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
      // The same socket is slowed on the admin login too, whatever address it claims.
      const admin = await fetch(`${server.url}/api/auth/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.250' },
        body: JSON.stringify(ADMIN),
      });
      expect(admin.status).toBe(429);
      expect(Number(admin.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await server.close();
    }
  });

  it('a burst of parallel attempts gets no more guesses than the same attempts in a row', async () => {
    const ip = '203.0.113.230';
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => attempt({ email: victim.email, password: 'wrong-password' }, ip).then((r) => r.status)),
    );
    const checked = statuses.filter((status) => status === 401).length;
    // 5 free failures and the 6th, which opens the 1 s gate (a 7th only if the burst outlasted it).
    expect(checked).toBeGreaterThanOrEqual(6);
    expect(checked).toBeLessThanOrEqual(7);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - checked);
  });
});

describe('session checks of the auth APIs', () => {
  let dealerCookie: string;
  let adminCookie: string;
  let inactiveCookie: string;

  beforeAll(async () => {
    dealerCookie = await loginCookie(DEALER);
    adminCookie = await loginCookie(ADMIN);
    // A token issued before the account was deactivated.
    const inactive = await db.prisma.user.findUniqueOrThrow({ where: { email: INACTIVE.email } });
    inactiveCookie = (await sessionOf(db, inactive)).cookie;
  });

  type Handler = (request: Request) => Promise<Response> | Response;
  const matrix: [string, string, Handler, { anonymous: number; dealer: number; admin: number }][] = [
    ['GET /api/auth/user', '/api/auth/user', userGET, { anonymous: 401, dealer: 200, admin: 200 }],
    ['GET /api/auth/dealer', '/api/auth/dealer', dealerGET, { anonymous: 401, dealer: 200, admin: 200 }],
    ['GET /api/auth/admin', '/api/auth/admin', adminGET, { anonymous: 401, dealer: 403, admin: 200 }],
    ['GET /api/debug-session', '/api/debug-session', debugGET, { anonymous: 401, dealer: 403, admin: 200 }],
  ];

  it.each(matrix)('%s: anonymous, inactive dealer, dealer and administrator', async (_name, path, handler, expected) => {
    expect((await handler(get(path))).status).toBe(expected.anonymous);
    expect((await handler(get(path, inactiveCookie))).status).toBe(401);
    expect((await handler(get(path, dealerCookie))).status).toBe(expected.dealer);
    expect((await handler(get(path, adminCookie))).status).toBe(expected.admin);
  });

  it('answers who is signed in', async () => {
    expect(await (await userGET(get('/api/auth/user', dealerCookie))).json()).toMatchObject({ email: DEALER.email, isAdmin: false });
    expect(await (await dealerGET(get('/api/auth/dealer', dealerCookie))).json()).toEqual({ name: DEALER.name, company: DEALER.company });
    expect(await (await userGET(get('/api/auth/user'))).json()).toEqual({ error: 'Du må logge inn', code: 'unauthenticated' });
    expect(await (await adminGET(get('/api/auth/admin', dealerCookie))).json()).toEqual({ error: 'Du har ikke tilgang til dette', code: 'forbidden' });
  });

  it('GET /api/auth/me answers 200 for everyone, with the user or null', async () => {
    const anonymous = await meGET(get('/api/auth/me'));
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual({ user: null });
    expect(await (await meGET(get('/api/auth/me', inactiveCookie))).json()).toEqual({ user: null });
    expect(await (await meGET(get('/api/auth/me', dealerCookie))).json()).toEqual({
      user: { name: DEALER.name, company: DEALER.company, isAdmin: false },
    });
    expect((await (await meGET(get('/api/auth/me', adminCookie))).json()).user.isAdmin).toBe(true);
  });

  it('the session debug answer holds no token or secret', async () => {
    const body = await (await debugGET(get('/api/debug-session', adminCookie))).json();
    expect(body).toEqual({ hasSession: true, sessionID: expect.stringMatching(/^[0-9a-f]{12}$/), hasUser: true, userIsAdmin: true, hasCookies: true });
    const token = adminCookie.split('=')[1];
    expect(JSON.stringify(body)).not.toContain(token.slice(0, 20));
  });

  it('refuses tampered, foreign-secret and expired tokens', async () => {
    const [name, token] = dealerCookie.split('=');
    const tampered = `${name}=${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect((await userGET(get('/api/auth/user', tampered))).status).toBe(401);
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email: ADMIN.email } });
    const claims = { sub: String(user.id), role: 'ADMIN' };
    const foreign = await encode({ token: claims, secret: 'some-other-secret-0123456789abcdef', maxAge: 3600 });
    expect((await adminGET(get('/api/auth/admin', `${name}=${foreign}`))).status).toBe(401);
    const expired = await encode({ token: claims, secret: process.env.NEXTAUTH_SECRET!, maxAge: -60 });
    expect((await adminGET(get('/api/auth/admin', `${name}=${expired}`))).status).toBe(401);
    expect((await userGET(get('/api/auth/user', `${name}=not-a-token`))).status).toBe(401);
  });

  it('a deactivated dealer loses access at the next request; a demoted admin at once', async () => {
    const temp = { email: 'temp@example.no', password: 'temp-password-1' };
    await db.prisma.user.create({
      data: { email: temp.email, passwordHash: await hashPassword(temp.password), name: 'Temp', company: 'Temp AS', role: 'ADMIN' },
    });
    const cookie = await loginCookie(temp);
    expect((await adminGET(get('/api/auth/admin', cookie))).status).toBe(200);
    await db.prisma.user.update({ where: { email: temp.email }, data: { role: 'DEALER' } });
    expect((await adminGET(get('/api/auth/admin', cookie))).status).toBe(403);
    await db.prisma.user.update({ where: { email: temp.email }, data: { isActive: false } });
    expect((await dealerGET(get('/api/auth/dealer', cookie))).status).toBe(401);
  });

  it('logout ends the session: a copy of the cookie taken before it is refused after it (more in sessions.test.ts)', async () => {
    const captured = await loginCookie(DEALER);
    expect((await userGET(get('/api/auth/user', captured))).status).toBe(200);
    expect((await logoutPOST(post('/api/auth/logout', {}, { cookie: captured }))).status).toBe(200);
    expect((await userGET(get('/api/auth/user', captured))).status).toBe(401);
    expect((await dealerGET(get('/api/auth/dealer', captured))).status).toBe(401);
    expect(await (await meGET(get('/api/auth/me', captured))).json()).toEqual({ user: null });
  });

  it('logout clears the cookie; cross-site logout is refused', async () => {
    const response = await logoutPOST(post('/api/auth/logout', {}));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Utlogging vellykket' });
    expect(response.headers.get('set-cookie')).toMatch(/^next-auth\.session-token=;.*Max-Age=0/i);
    expect((await logoutPOST(post('/api/auth/logout', {}, { origin: 'https://evil.example' }))).status).toBe(403);
  });
});
