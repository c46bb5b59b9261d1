import { clientIp, rateLimitKeyForAddress, UNKNOWN_CLIENT } from './client-ip';

const h = (init: Record<string, string>) => new Headers(init);

describe('clientIp', () => {
  it('takes the address the trusted proxy appended, not what the client wrote before it', () => {
    expect(clientIp(h({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }), 1)).toBe('203.0.113.9');
    expect(clientIp(h({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' }), 2)).toBe('203.0.113.9');
  });

  it('uses the only entry with no proxy (Next.js writes the socket address there)', () => {
    expect(clientIp(h({ 'x-forwarded-for': '198.51.100.4' }), 0)).toBe('198.51.100.4');
    expect(clientIp(h({ 'x-forwarded-for': '198.51.100.4' }), 3)).toBe('198.51.100.4');
  });

  it('falls back to X-Real-IP, then to one shared unknown key', () => {
    expect(clientIp(h({ 'x-real-ip': '192.0.2.1' }), 1)).toBe('192.0.2.1');
    expect(clientIp(h({}), 1)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(h({ 'x-forwarded-for': 'not-an-ip' }), 1)).toBe(UNKNOWN_CLIENT);
  });
});

describe('rateLimitKeyForAddress', () => {
  it('keeps IPv4 and unwraps IPv4-mapped IPv6', () => {
    expect(rateLimitKeyForAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKeyForAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('keys IPv6 by its /64 network, however it is written', () => {
    const key = '2001:db8:85a3:0::/64';
    expect(rateLimitKeyForAddress('2001:db8:85a3::8a2e:370:7334')).toBe(key);
    expect(rateLimitKeyForAddress('2001:0db8:85a3:0000:1111:2222:3333:4444')).toBe(key);
    expect(rateLimitKeyForAddress('[2001:db8:85a3::1]')).toBe(key);
    expect(rateLimitKeyForAddress('::1')).toBe('0:0:0:0::/64');
  });
});
