/**
 * proxy.ts's guards, called directly with NextRequest objects (issue 15): malformed percent-encoding
 * under /media is 404; cross-site, null-origin and oversized server-action POSTs are refused with
 * 403/413 JSON before Next.js's own guards; a prefetch header skips none of it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { proxy } from '../../proxy';
import { HTTP_MESSAGES } from '../http/messages';
import { SERVER_ACTION_BODY_LIMIT_BYTES, serverActionRefusal } from './server-actions';

const SITE = 'http://127.0.0.1:3000';
const passedOn = (response: Response) => response.headers.get('x-middleware-next') === '1';

describe('page queries with control characters', () => {
  it.each([
    '/forhandlere?q=a%00b',
    '/forhandlere/sok?q=%00',
    '/sok?q=tre%00',
    '/admin?fane=produkter&q=%01x',
    '/produkt/1010?x%00=1',
    '/?ukjent=%7F',
    '/kurs?a=%C2%85',
  ])('answers %s with a Norwegian 400 page, before any page runs', async (p) => {
    const response = await proxy(new NextRequest(`${SITE}${p}`));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('Adressen inneholder ugyldige tegn.');
  });

  it('passes a clean query on, line breaks and tabs included, and leaves the API to its own handlers', async () => {
    for (const p of ['/forhandlere?q=tres%C3%A5pe', '/sok?q=a%0Ab%09c', '/forhandlere?q=tresa%CC%8Ape']) {
      expect(passedOn(await proxy(new NextRequest(`${SITE}${p}`)))).toBe(true);
    }
    expect(passedOn(await proxy(new NextRequest(`${SITE}/api/products?q=a%00b`)))).toBe(true);
  });
});

describe('malformed paths', () => {
  it.each(['/media/%c0', '/media/%', '/media/products/%ff.jpg', '/media/%E0%A4%A'])('answers 404 JSON for %s', async (p) => {
    const response = await proxy(new NextRequest(`${SITE}${p}`));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: HTTP_MESSAGES.notFound, code: 'not_found' });
  });

  it('passes valid media paths on untouched (their headers come from next.config.mjs)', async () => {
    const response = await proxy(new NextRequest(`${SITE}/media/products/olje-%C3%B8.jpg`));
    expect(passedOn(response)).toBe(true);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('checks prefetches too', async () => {
    const response = await proxy(new NextRequest(`${SITE}/produkt/%c0`, { headers: { 'next-router-prefetch': '1' } }));
    expect(response.status).toBe(404);
  });
});

describe('server-action POSTs', () => {
  const action = (headers: Record<string, string>) =>
    proxy(
      new NextRequest(`${SITE}/admin`, { method: 'POST', headers: { host: '127.0.0.1:3000', 'next-action': 'abc123', 'content-length': '10', ...headers } }),
    );

  it.each([['https://evil.example'], ['null'], ['http://127.0.0.1:3000.evil.example'], ['not a url'], ['http://127.0.0.1:3001']])(
    'refuses Origin %s with 403 JSON',
    async (origin) => {
      const response = await action({ origin });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: HTTP_MESSAGES.crossSite, code: 'cross_site' });
    },
  );

  it('refuses a prefetch-flagged cross-site POST too', async () => {
    expect((await action({ origin: 'https://evil.example', 'next-router-prefetch': '1' })).status).toBe(403);
  });

  it('passes same-origin and origin-less POSTs on (Next.js and the action check the rest)', async () => {
    const cases: Record<string, string>[] = [{ origin: SITE }, {}, { origin: 'https://site.example', 'x-forwarded-host': 'site.example' }];
    for (const headers of cases) {
      const response = await action(headers);
      expect(response.status).not.toBe(403);
      expect(response.status).not.toBe(413);
    }
  });

  it('refuses a body over the limit with 413 JSON', async () => {
    const response = await action({ origin: SITE, 'content-length': String(25 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: HTTP_MESSAGES.tooLarge, code: 'payload_too_large' });
    expect(serverActionRefusal('POST', new Headers({ 'next-action': 'x', 'content-length': String(SERVER_ACTION_BODY_LIMIT_BYTES) }))).toBeNull();
  });

  it('leaves other requests alone', () => {
    expect(serverActionRefusal('POST', new Headers({ origin: 'https://evil.example' }))).toBeNull();
    expect(serverActionRefusal('GET', new Headers({ origin: 'https://evil.example', 'next-action': 'x' }))).toBeNull();
  });

  it('uses the limit next.config.mjs gives Next.js', () => {
    const config = readFileSync(path.join(__dirname, '../../next.config.mjs'), 'utf8');
    const limit = /bodySizeLimit: '(\d+)mb'/.exec(config)?.[1];
    expect(Number(limit) * 1024 * 1024).toBe(SERVER_ACTION_BODY_LIMIT_BYTES);
  });
});

describe('the one cross-site rule (every unsafe method)', () => {
  const write = (method: string, p: string, headers: Record<string, string>, body?: BodyInit) =>
    proxy(new NextRequest(`${SITE}${p}`, { method, headers: { host: '127.0.0.1:3000', ...headers }, body }));

  it('refuses multipart, form, JSON and DELETE writes from another site with 403 JSON', async () => {
    const form = new FormData();
    form.set('name', 'x');
    const cases = [
      write('POST', '/api/retailers', { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }, form),
      write('POST', '/api/courses/modules/1/contents', { origin: 'null' }, form),
      write('POST', '/api/contact-messages', { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' }, 'name=x'),
      write('PUT', '/api/products/1', { origin: 'http://evil.example', 'content-type': 'application/json' }, '{}'),
      write('DELETE', '/api/retailers/1', { origin: 'http://evil.example' }),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: HTTP_MESSAGES.crossSite, code: 'cross_site' });
    }
  });

  it('passes the site itself, clients without Origin, and safe methods', async () => {
    const cases = [
      write('POST', '/api/retailers', { origin: SITE }, new FormData()),
      write('POST', '/api/auth/callback/credentials', { origin: SITE, 'sec-fetch-site': 'same-origin' }, 'x=1'),
      write('POST', '/api/contact-messages', {}, '{}'),
      write('GET', '/feeds/google-merchant', { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }),
      write('GET', '/api/health', { 'sec-fetch-site': 'cross-site' }),
    ];
    for (const response of await Promise.all(cases)) expect(response.status).not.toBe(403);
  });
});

describe('admin tabs', () => {
  // Signed-in or not is the page's business; the early login redirect needs a session cookie to pass.
  const rewriteOf = async (p: string) => {
    const response = await proxy(new NextRequest(`${SITE}${p}`, { headers: { 'next-router-prefetch': '1' } }));
    const target = response.headers.get('x-middleware-rewrite');
    return target === null ? null : new URL(target).pathname + new URL(target).search;
  };

  it('serves /admin?fane=<id> from that tab’s own page, keeping the query', async () => {
    expect(await rewriteOf('/admin?fane=logg&til=2026-01-01')).toBe('/admin/fane/logg?fane=logg&til=2026-01-01');
    expect(await rewriteOf('/admin?fane=forhandlere&del=steder')).toBe('/admin/fane/forhandlere?fane=forhandlere&del=steder');
  });

  it('leaves the first tab, an unknown tab and other paths on their own page', async () => {
    expect(await rewriteOf('/admin')).toBeNull();
    expect(await rewriteOf('/admin?fane=produkter')).toBeNull();
    expect(await rewriteOf('/admin?fane=finnes-ikke')).toBeNull();
    expect(await rewriteOf('/admin/feeds?fane=logg')).toBeNull();
  });
});

describe('next-auth’s CSRF cookie for the login pages’ plain form post', () => {
  const SECRET = 'proxy-test-secret-0123456789abcdef';
  beforeAll(() => {
    process.env.NEXTAUTH_SECRET = SECRET;
  });
  afterAll(() => {
    delete process.env.NEXTAUTH_SECRET;
  });

  /** The cookie the response sets, and the Cookie header the page gets (x-middleware-request-cookie). */
  const visit = async (p: string, cookie?: string) => {
    const response = await proxy(new NextRequest(`${SITE}${p}`, { headers: cookie ? { cookie } : {} }));
    return { set: response.cookies.get('next-auth.csrf-token')?.value, forwarded: response.headers.get('x-middleware-request-cookie') };
  };

  it('gives /auth, /admin/auth and /admin/login a valid cookie when they have none, and the page sees it', async () => {
    const { csrfTokenOf } = await import('../auth/csrf');
    for (const p of ['/auth', '/admin/auth', '/admin/login']) {
      const { set, forwarded } = await visit(p);
      expect(set).toMatch(/^[0-9a-f]{64}\|[0-9a-f]{64}$/);
      expect(await csrfTokenOf(set, SECRET)).toBe(set!.split('|')[0]);
      expect(decodeURIComponent(forwarded ?? '')).toContain(`next-auth.csrf-token=${set}`);
    }
  });

  it('keeps a valid cookie, replaces a forged one, and leaves other pages alone', async () => {
    const { newCsrfCookie } = await import('../auth/csrf');
    const valid = await newCsrfCookie(SECRET);
    expect((await visit('/auth', `next-auth.csrf-token=${encodeURIComponent(valid.value)}`)).set).toBeUndefined();
    const forged = `${'a'.repeat(64)}|${'b'.repeat(64)}`;
    const replaced = await visit('/auth', `next-auth.csrf-token=${encodeURIComponent(forged)}; other=1`);
    expect(replaced.set).toBeDefined();
    expect(replaced.set).not.toBe(forged);
    expect(decodeURIComponent(replaced.forwarded ?? '')).not.toContain(forged);
    expect((await visit('/auth/glemt-passord')).set).toBeUndefined();
    expect((await visit('/dealer-portal')).set).toBeUndefined();
  });
});

describe('the sign-in CSRF cookie does not hang on the nonce policy', () => {
  const SECRET = 'proxy-test-secret-0123456789abcdef';
  beforeAll(() => {
    process.env.NEXTAUTH_SECRET = SECRET;
  });
  afterAll(() => {
    delete process.env.NEXTAUTH_SECRET;
  });

  it('gives /auth its cookie, and the page sees it, when /auth is served with the shared policy', async () => {
    let cached: typeof proxy | undefined;
    jest.isolateModules(() => {
      jest.doMock('./headers', () => ({ ...jest.requireActual('./headers'), usesNonce: () => false }));
      cached = (jest.requireActual('../../proxy') as { proxy: typeof proxy }).proxy;
    });
    const response = await cached!(new NextRequest(`${SITE}/auth`));
    const set = response.cookies.get('next-auth.csrf-token')?.value;
    expect(set).toMatch(/^[0-9a-f]{64}\|[0-9a-f]{64}$/);
    expect(decodeURIComponent(response.headers.get('x-middleware-request-cookie') ?? '')).toContain(`next-auth.csrf-token=${set}`);
    expect(response.headers.get('content-security-policy')).not.toContain('nonce-');
    jest.dontMock('./headers');
  });
});
