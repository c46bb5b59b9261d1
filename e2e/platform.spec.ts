import { test, expect } from '@playwright/test';

test.describe('platform', () => {
  test('health endpoint answers 200 when the database answers', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  test('pages carry a nonce-based CSP and the security headers', async ({ request }) => {
    const res = await request.get('/');
    const headers = res.headers();
    const csp = headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(html).toContain(`nonce="${nonce}"`);
    // A new nonce for every response.
    const again = (await request.get('/')).headers()['content-security-policy'];
    expect(again).not.toBe(csp);
  });

  test('product images are served from storage with long caching', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const src = /\/media\/products\/[a-z0-9-]+\.jpg/.exec(html)?.[0];
    expect(src).toBeTruthy();
    const res = await request.get(src!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/jpeg');
    expect(res.headers()['cache-control']).toContain('immutable');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect((await request.get('/media/products/finnes-ikke.jpg')).status()).toBe(404);
    expect((await request.get('/media/..%2F..%2Fpackage.json')).status()).toBeGreaterThanOrEqual(400);
  });
});
