/**
 * The client address a request came from, as the rate limiters key it.
 *
 * Next.js fills X-Forwarded-For with the socket address when the request has none. Behind
 * TRUST_PROXY_HOPS proxies that each append the address they saw, the client is the entry that
 * many places from the right; entries further left were written by the client and are not
 * trusted. IPv6 addresses are keyed by their /64 network, since one subscriber usually holds a
 * whole /64 and could otherwise rotate through it.
 */
import { isIP } from 'node:net';

export const UNKNOWN_CLIENT = 'unknown';

export function clientIp(headers: Headers, trustedHops: number): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const candidate = entries.length > 0 ? entries[Math.max(0, entries.length - Math.max(trustedHops, 1))] : headers.get('x-real-ip')?.trim();
  return candidate ? rateLimitKeyForAddress(candidate) : UNKNOWN_CLIENT;
}

/** An IPv4 address as is, an IPv6 address as its /64 network, anything else as 'unknown'. */
export function rateLimitKeyForAddress(raw: string): string {
  const address = raw.replace(/^\[|\](:\d+)?$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return UNKNOWN_CLIENT;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head, tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}
