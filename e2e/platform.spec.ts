import { test, expect } from '@playwright/test';

test.describe('platform', () => {
  test('health endpoint answers 200 when the database answers', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  test('public pages come from the route cache with a CSP and the security headers', async ({ request }) => {
    const res = await request.get('/');
    const headers = res.headers();
    const csp = headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();
    // Prerendered: the same cached HTML for everyone (Next marks a cache hit).
    expect(headers['x-nextjs-cache'] ?? headers['x-nextjs-prerender']).toBeTruthy();
  });

  test('signed-in areas get a fresh nonce-based CSP on every response', async ({ request }) => {
    const csp = (await request.get('/admin')).headers()['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const again = (await request.get('/admin')).headers()['content-security-policy'];
    expect(again).not.toBe(csp);
  });

  test('product images are served from storage with long caching', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // The home page's cards name their images through the image optimiser (?url=%2Fmedia%2F...).
    const file = /(?:\/|%2F)media(?:\/|%2F)products(?:\/|%2F)([a-z0-9-]+\.jpg)/.exec(html)?.[1];
    expect(file).toBeTruthy();
    const src = `/media/products/${file}`;
    const res = await request.get(src);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/jpeg');
    expect(res.headers()['cache-control']).toContain('immutable');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect((await request.get('/media/products/finnes-ikke.jpg')).status()).toBe(404);
    expect((await request.get('/media/..%2F..%2Fpackage.json')).status()).toBeGreaterThanOrEqual(400);
  });
});
