/**
 * The one cross-site rule (lib/security/cross-site.ts): every unsafe method from a foreign or null
 * Origin, or with Sec-Fetch-Site: cross-site and no Origin, is cross-site; safe methods, the
 * site's own origin (Host, X-Forwarded-Host, the URL or SITE_URL) and clients without either
 * header are not.
 */
import { isCrossSite, UNSAFE_METHODS } from './cross-site';

const URLS = ['http://127.0.0.1:3000/api/retailers', 'https://pleie.example'];
const check = (method: string, headers: Record<string, string>) => isCrossSite(method, new Headers(headers), URLS);

describe('isCrossSite', () => {
  it.each([...UNSAFE_METHODS])('refuses %s from a foreign, null or malformed Origin', (method) => {
    for (const origin of [
      'http://evil.example',
      'null',
      'not a url',
      'http://127.0.0.1:3000.evil.example',
      'http://127.0.0.1:3001',
      'https://sub.pleie.example',
    ]) {
      expect(check(method, { host: '127.0.0.1:3000', origin })).toBe(true);
    }
  });

  it('refuses Sec-Fetch-Site: cross-site without Origin, lets same-site and same-origin pass', () => {
    expect(check('POST', { 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(check('DELETE', { 'sec-fetch-site': 'Cross-Site' })).toBe(true);
    expect(check('POST', { 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(check('POST', { 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(check('POST', { 'sec-fetch-site': 'none' })).toBe(false);
  });

  it('lets the site itself pass: Host, X-Forwarded-Host, the URL and SITE_URL', () => {
    expect(check('POST', { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).toBe(false);
    expect(check('POST', { origin: 'http://127.0.0.1:3000' })).toBe(false);
    expect(check('PATCH', { host: 'app:3000', 'x-forwarded-host': 'www.pleie.no', origin: 'https://www.pleie.no' })).toBe(false);
    expect(check('PUT', { host: 'app:3000', origin: 'https://pleie.example' })).toBe(false);
    // Cross-site wins over a same-origin claim in Sec-Fetch-Site: Origin decides when present.
    expect(check('POST', { host: '127.0.0.1:3000', origin: 'http://evil.example', 'sec-fetch-site': 'same-origin' })).toBe(true);
  });

  it('lets clients without Origin and Sec-Fetch-Site pass (curl, server to server)', () => {
    expect(check('POST', {})).toBe(false);
    expect(check('DELETE', { host: '127.0.0.1:3000' })).toBe(false);
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('never refuses %s (feeds, health checks, CORS preflights)', (method) => {
    expect(check(method, { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' })).toBe(false);
  });
});
