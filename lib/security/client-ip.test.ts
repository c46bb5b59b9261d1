import { clientIp, rateLimitKeyForAddress, SOCKET_ADDRESS_HEADER, UNKNOWN_CLIENT } from './client-ip';

const h = (init: Record<string, string>) => new Headers(init);
const SOCKET = SOCKET_ADDRESS_HEADER;

describe('clientIp with the socket address (the server program sets X-Socket-Address)', () => {
  it('hops 0 (default): the socket, whatever the client wrote in X-Forwarded-For', () => {
    expect(clientIp(h({ [SOCKET]: '198.51.100.4' }), 0)).toBe('198.51.100.4');
    expect(clientIp(h({ [SOCKET]: '198.51.100.4', 'x-forwarded-for': '1.2.3.4' }), 0)).toBe('198.51.100.4');
    expect(clientIp(h({ [SOCKET]: '198.51.100.4', 'x-forwarded-for': '1.2.3.4, 5.6.7.8' }), 0)).toBe('198.51.100.4');
    expect(clientIp(h({ [SOCKET]: '::ffff:127.0.0.1', 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '9.9.9.9' }), 0)).toBe('127.0.0.1');
  });

  it('hops 1 behind one proxy: the entry that proxy appended, not what the client wrote before it', () => {
    const proxy = '10.0.0.2';
    expect(clientIp(h({ [SOCKET]: proxy, 'x-forwarded-for': '203.0.113.9' }), 1)).toBe('203.0.113.9');
    expect(clientIp(h({ [SOCKET]: proxy, 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }), 1)).toBe('203.0.113.9');
  });

  it('hops 2 behind a CDN and a proxy: the entry the CDN appended', () => {
    expect(clientIp(h({ [SOCKET]: '10.0.0.2', 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 172.16.0.5' }), 2)).toBe('203.0.113.9');
  });

  it('an empty socket header is an unknown client, never the forgeable X-Forwarded-For', () => {
    expect(clientIp(h({ [SOCKET]: '', 'x-forwarded-for': '1.2.3.4' }), 0)).toBe(UNKNOWN_CLIENT);
  });

  it('a chain shorter than the hops gives its leftmost entry', () => {
    expect(clientIp(h({ [SOCKET]: '10.0.0.2' }), 1)).toBe('10.0.0.2');
    expect(clientIp(h({ [SOCKET]: '10.0.0.2', 'x-forwarded-for': '203.0.113.9' }), 3)).toBe('203.0.113.9');
  });
});

describe('clientIp without the socket header (handlers called directly)', () => {
  it('the last X-Forwarded-For entry stands in for the socket (Next.js writes it there)', () => {
    expect(clientIp(h({ 'x-forwarded-for': '198.51.100.4' }), 0)).toBe('198.51.100.4');
    expect(clientIp(h({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }), 0)).toBe('203.0.113.9');
    expect(clientIp(h({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' }), 1)).toBe('203.0.113.9');
  });

  it('nothing usable is one shared unknown key (X-Real-IP is client-written and ignored)', () => {
    expect(clientIp(h({ 'x-real-ip': '192.0.2.1' }), 0)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(h({}), 1)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(h({ 'x-forwarded-for': 'not-an-ip' }), 0)).toBe(UNKNOWN_CLIENT);
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
