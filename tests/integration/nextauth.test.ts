/**
 * next-auth's endpoints (app/api/auth/[...nextauth]) under bad input (issue 15): no answer is a
 * 500; redirects stay on the site's own origin; `_log` is refused; GET on the credentials
 * callback is 405. next/headers is mocked with the request's own cookies and headers, as Next.js
 * gives them to next-auth.
 */
import { NextRequest } from 'next/server';
import { GET, POST } from '@/app/api/auth/[...nextauth]/route';
import { NEXTAUTH_GUARD_MESSAGES as M } from '@/lib/auth/nextauth-guard';
import { redirectCallback } from '@/lib/auth/redirect';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { cloneTemplateDatabase, setNextRequest, type TestDatabase } from '../support/harness';

const SITE = 'http://127.0.0.1:3000';
let db: TestDatabase;

beforeAll(async () => {
  process.env.NEXTAUTH_URL = SITE;
  db = await cloneTemplateDatabase('nextauth');
  process.env.DATABASE_URL = db.url;
});

afterAll(async () => {
  delete process.env.NEXTAUTH_URL;
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

function call(method: 'GET' | 'POST', pathAndQuery: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const request = new NextRequest(`${SITE}/api/auth/${pathAndQuery}`, {
    method,
    body: init.body,
    headers: { host: '127.0.0.1:3000', ...(init.body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...init.headers },
  });
  setNextRequest(request); // next/headers answers with the request's own cookies and headers, as Next.js does
  const segments = new URL(request.url).pathname.replace('/api/auth/', '').split('/');
  return (method === 'GET' ? GET : POST)(request, { params: Promise.resolve({ nextauth: segments }) });
}

/** next-auth's CSRF token and its cookie, as the sign-in and sign-out forms send them. */
async function csrf(): Promise<{ token: string; cookie: string }> {
  const response = await call('GET', 'csrf');
  expect(response.status).toBe(200);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
  return { token: csrfToken, cookie };
}

describe('the redirect callback', () => {
  const base = SITE;
  it.each([
    ['/dealer-portal', `${SITE}/dealer-portal`],
    [`${SITE}/admin?fane=produkter`, `${SITE}/admin?fane=produkter`],
    ['http://127.0.0.1:3000.evil.example/', base],
    ['https://evil.example/', base],
    ['//evil.example/x', base],
    ['/\\evil.example', base],
    ['/\t/evil.example', base],
    ['javascript:alert(1)', base],
    ['http://127.0.0.1:3001/', base],
    ['not a url at all %', `${SITE}/not%20a%20url%20at%20all%20%`],
  ])('%s → %s', (url, expected) => {
    expect(redirectCallback({ url, baseUrl: base })).toBe(expected);
  });

  it('never throws, whatever it is given', () => {
    for (const url of [undefined, null, 42, {}, '\u0000', 'http://[::1', '\ud800']) {
      expect(redirectCallback({ url: url as never, baseUrl: base })).toBe(base);
    }
  });
});

describe('next-auth endpoints under bad input', () => {
  it('refuses POST /api/auth/_log (it answered 200 to anyone)', async () => {
    const response = await call('POST', '_log', { body: 'level=error&code=X&message=hei' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: M.notFound, code: 'not_found' });
  });

  it('answers GET /api/auth/callback/credentials with 405, not 500', async () => {
    const response = await call('GET', 'callback/credentials');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it.each([
    'signin?callbackUrl=http%3A%2F%2F127.0.0.1%3A3000.evil.example%2F',
    'signout?callbackUrl=http%3A%2F%2F127.0.0.1%3A3000.evil.example%2F',
    'session?callbackUrl=not-a-url%3A%2F%2F',
    'csrf?callbackUrl=%2F%2Fevil.example',
  ])('refuses a foreign callbackUrl in the query with 400: %s', async (query) => {
    const response = await call('GET', query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: M.callbackUrl, code: 'bad_request' });
  });

  it('refuses and clears a foreign callback-url cookie', async () => {
    const response = await call('GET', 'session', { headers: { cookie: 'next-auth.callback-url=javascript%3Aalert(1)' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toMatch(/next-auth\.callback-url=;/);
  });

  it('keeps a callback-url cookie on the origin the Host header names (next-auth sets it from there)', async () => {
    const response = await call('GET', 'session', {
      headers: {
        host: 'pleie.example:8443',
        'x-forwarded-proto': 'https',
        cookie: 'next-auth.callback-url=https%3A%2F%2Fpleie.example%3A8443%2Fdealer-portal',
      },
    });
    expect(response.status).toBe(200);
    const foreign = await call('GET', 'session', { headers: { host: 'pleie.example:8443', cookie: 'next-auth.callback-url=https%3A%2F%2Fevil.example%2F' } });
    expect(foreign.status).toBe(400);
  });

  it('refuses a bare relative callbackUrl and a malformed query with 400 (next-auth answered 500)', async () => {
    expect((await call('GET', 'session?callbackUrl=999999999999999999999')).status).toBe(400);
    expect((await call('POST', 'signin/credentials?callbackUrl=%E0%A4%A', { body: '' })).status).toBe(400);
    expect((await call('GET', 'session?callbackUrl=%2Fdealer-portal')).status).toBe(200);
  });

  it('refuses JSON and oversized bodies (415, 413)', async () => {
    expect((await call('POST', 'signin/credentials', { body: '{', headers: { 'content-type': 'application/json' } })).status).toBe(415);
    expect((await call('POST', 'signout', { body: 'x=1', headers: { 'content-length': String(1024 * 1024) } })).status).toBe(413);
  });

  it('reads a chunked body no further than 64 KB, once: 413, the rest never pulled', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(`username=${'a'.repeat(16 * 1024 - 9)}`);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new NextRequest(`${SITE}/api/auth/callback/credentials`, {
      method: 'POST',
      body,
      headers: { host: '127.0.0.1:3000', 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1] & { duplex: 'half' });
    setNextRequest(request);
    const response = await POST(request, { params: Promise.resolve({ nextauth: ['callback', 'credentials'] }) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe(M.tooLarge);
    expect(pulled).toBeLessThan(10);
  });

  it('signs out to the site itself when the body names another origin', async () => {
    const { token, cookie } = await csrf();
    for (const callbackUrl of ['http://127.0.0.1:3000.evil.example/', 'https://evil.example/', '//evil.example', '']) {
      const body = new URLSearchParams({ csrfToken: token, callbackUrl, json: 'true' }).toString();
      const response = await call('POST', 'signout', { body, headers: { cookie } });
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      expect(url).toBe(SITE);
    }
  });

  it('keeps same-origin targets', async () => {
    const { token, cookie } = await csrf();
    const body = new URLSearchParams({ csrfToken: token, callbackUrl: '/auth?ut=1', json: 'true' }).toString();
    const response = await call('POST', 'signout', { body, headers: { cookie } });
    expect(await response.json()).toEqual({ url: `${SITE}/auth?ut=1` });
  });

  it('answers the sign-in with a wrong password as a redirect, never a 500', async () => {
    const { token, cookie } = await csrf();
    const body = new URLSearchParams({
      csrfToken: token,
      email: 'nobody@example.no',
      password: 'wrong-password',
      callbackUrl: 'http://127.0.0.1:3000.evil.example/',
      json: 'true',
    }).toString();
    const response = await call('POST', 'callback/credentials', { body, headers: { cookie, 'x-forwarded-for': '198.18.0.7' } });
    expect(response.status).toBeLessThan(500);
    const { url } = (await response.json()) as { url: string };
    // A failed sign-in stays on the site with next-auth's code, never on the named origin.
    expect(new URL(url).origin).toBe(SITE);
    expect(url).toContain('error=CredentialsSignin');
  });
});

/**
 * The sign-in form posted without JavaScript (docs/product.md: Dealer login): a plain form post
 * with the CSRF token the page carries (lib/auth/csrf.ts makes the same cookie as next-auth); a
 * refusal goes straight back to the portal's login page with next-auth's error (303), a sign-in
 * to the callback URL with the session cookie. The throttle is the credentials flow's own.
 */
describe('the sign-in form posted without JavaScript', () => {
  async function post(fields: Record<string, string>, cookie: string, ip: string) {
    return call('POST', 'callback/credentials', { body: new URLSearchParams(fields).toString(), headers: { cookie, 'x-forwarded-for': ip } });
  }

  it('a refused sign-in goes back to its own login page with the error, 302', async () => {
    const { token, cookie } = await csrf();
    const wrong = { csrfToken: token, email: 'nobody@example.no', password: 'wrong-password' };
    const dealer = await post({ ...wrong, portal: 'dealer', callbackUrl: '/dealer-portal' }, cookie, '198.18.1.1');
    expect(dealer.status).toBe(302);
    expect(dealer.headers.get('location')).toBe('/auth?error=CredentialsSignin');
    const admin = await post({ ...wrong, portal: 'admin', callbackUrl: '/admin' }, cookie, '198.18.1.1');
    expect(admin.status).toBe(302);
    expect(admin.headers.get('location')).toBe('/admin/auth?error=CredentialsSignin');
  });

  it('a token the proxy made (the page’s cookie) is accepted like next-auth’s own; a post without a valid one goes back with error=csrf', async () => {
    const { newCsrfCookie } = await import('@/lib/auth/csrf');
    const made = await newCsrfCookie();
    const cookie = `next-auth.csrf-token=${encodeURIComponent(made.value)}`;
    const fields = { email: 'nobody@example.no', password: 'wrong-password', portal: 'dealer' };
    const refused = await post({ ...fields, csrfToken: made.token }, cookie, '198.18.1.2');
    expect(refused.headers.get('location')).toBe('/auth?error=CredentialsSignin');
    const forged = await post({ ...fields, csrfToken: 'f'.repeat(64) }, cookie, '198.18.1.2');
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe('/auth?error=csrf');
  });

  it('the throttle answers as with JavaScript: back to the login page with the wait', async () => {
    const { token, cookie } = await csrf();
    const fields = { csrfToken: token, email: 'throttled@example.no', password: 'wrong-password', portal: 'dealer' };
    const locations: string[] = [];
    // Five free failures (lib/auth/throttle.ts), then the waits begin: each further attempt within one is slowed.
    for (let i = 0; i < 8 && !locations.some((l) => l.includes('SLOWED')); i++)
      locations.push((await post(fields, cookie, '198.18.1.3')).headers.get('location') ?? '');
    expect(locations.slice(0, 5)).toEqual(Array(5).fill('/auth?error=CredentialsSignin'));
    expect(locations.at(-1)).toMatch(/^\/auth\?error=SLOWED%3A\d+$/);
  });

  it('a sign-in goes on to the callback URL with the session cookie', async () => {
    const { hashPassword } = await import('@/lib/auth/password');
    await db.prisma.user.create({
      data: {
        email: 'uten-skript@example.no',
        name: 'Uten Skript',
        company: 'Skriptfri AS',
        role: 'DEALER',
        isActive: true,
        passwordHash: await hashPassword('passord-123'),
      },
    });
    const { token, cookie } = await csrf();
    const response = await post(
      { csrfToken: token, email: 'uten-skript@example.no', password: 'passord-123', portal: 'dealer', callbackUrl: '/dealer-portal' },
      cookie,
      '198.18.1.4',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${SITE}/dealer-portal`);
    expect(response.headers.get('set-cookie')).toContain('next-auth.session-token=');
  });
});
