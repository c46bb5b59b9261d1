/**
 * The client address a request came from, as the rate limiters and the sign-in throttle key it
 * (docs/operations.md, 'Client address and proxies').
 *
 * The chain of addresses is X-Forwarded-For's entries followed by the TCP peer's address, which
 * the server program records in X-Socket-Address for every request (lib/server/program.ts; a
 * client's own copy of that header is overwritten). With TRUST_PROXY_HOPS
 * = 0 (the default: no proxy in front) the client is the socket itself and X-Forwarded-For,
 * which any client can write, is ignored. Behind N proxies that each append the address they saw,
 * the client is the entry N places left of the socket; entries further left were written by the
 * client and are not trusted. IPv6 addresses are keyed by their /64 network, since one subscriber
 * usually holds a whole /64 and could otherwise rotate through it.
 *
 * Without X-Socket-Address (handlers called directly in tests, or `next start` run by hand instead of
 * the program) the last X-Forwarded-For entry stands in for the socket: Next.js writes the socket
 * address there when the request has none. That fallback can be forged, so production logs it.
 */
import { isIP } from 'node:net';
import { logger } from '../logger';
import { SOCKET_ADDRESS_HEADER } from './socket-address';

export const UNKNOWN_CLIENT = 'unknown';

export { SOCKET_ADDRESS_HEADER };

let warnedNoSocketAddress = false;

/** The untrusted-to-trusted chain: X-Forwarded-For's entries, then the socket's address. */
function addressChain(headers: Pick<Headers, 'get'>): string[] {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const socket = headers.get(SOCKET_ADDRESS_HEADER);
  // Present but empty (a socket already gone): still never fall back to the forgeable header.
  if (socket !== null) return [...chain, socket.trim() || UNKNOWN_CLIENT];
  if (!warnedNoSocketAddress && process.env.NODE_ENV === 'production') {
    warnedNoSocketAddress = true;
    logger.error(
      'No X-Socket-Address header: the app was not started through the server program (lib/server/program.ts), so client addresses can be forged (docs/operations.md)',
    );
  }
  return chain;
}

/**
 * The rate-limit key of the client: the address `trustedHops` places left of the socket in the
 * chain (0: the socket), or the leftmost entry when the chain is shorter.
 */
export function clientIp(headers: Pick<Headers, 'get'>, trustedHops: number): string {
  const chain = addressChain(headers);
  if (chain.length === 0) return UNKNOWN_CLIENT;
  const candidate = chain[Math.max(0, chain.length - 1 - Math.max(0, trustedHops))];
  return rateLimitKeyForAddress(candidate);
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
