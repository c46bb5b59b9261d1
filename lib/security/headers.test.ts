import { contentSecurityPolicy, createNonce, usesNonce } from './headers';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const nonce = 'abc123==';
  const prod = directives(contentSecurityPolicy({ nonce, dev: false, https: true }));

  it('allows scripts only from self and with the nonce, never inline or eval in production', () => {
    const scripts = prod.get('script-src') ?? [];
    expect(scripts).toContain(`'nonce-${nonce}'`);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it('forbids framing, plugins and foreign form targets', () => {
    expect(prod.get('frame-ancestors')).toEqual(["'none'"]);
    expect(prod.get('object-src')).toEqual(["'none'"]);
    expect(prod.get('form-action')).toEqual(["'self'"]);
    expect(prod.has('upgrade-insecure-requests')).toBe(true);
  });

  it('names the maps and privacy-enhanced video hosts the pages need', () => {
    expect(prod.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(prod.get('script-src')).toContain('https://maps.googleapis.com');
    expect(prod.get('connect-src')).toContain('https://maps.googleapis.com');
  });

  it('allows eval only in development and does not upgrade plain-HTTP sites', () => {
    const dev = directives(contentSecurityPolicy({ nonce, dev: true, https: false }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('contentSecurityPolicy without a nonce (cached public pages)', () => {
  const policy = directives(contentSecurityPolicy({ dev: false, https: true }));

  it("lets Next.js's inline bootstrap run but keeps every other restriction", () => {
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.some((s) => s.startsWith("'nonce-"))).toBe(false);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });
});

describe('usesNonce', () => {
  it('gives the signed-in areas and login pages the nonce policy', () => {
    for (const path of ['/admin', '/admin/auth', '/auth', '/dealer-portal', '/dealer/courses/1', '/konto/passord']) {
      expect(usesNonce(path)).toBe(true);
    }
  });

  it('serves the public pages with the cached policy', () => {
    for (const path of ['/', '/produkt/1010', '/om-oss', '/personvern', '/forhandlere', '/kontakt', '/api/health']) {
      expect(usesNonce(path)).toBe(false);
    }
  });
});

describe('createNonce', () => {
  it('makes a fresh base64 value each time', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });
});
