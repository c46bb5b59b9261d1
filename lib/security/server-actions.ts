/**
 * The proxy's first check of a server-action POST (a request with the `Next-Action` header; issue
 * 15, docs/operations.md 'Input rules'): Next.js's own guards answer 500 for a cross-site origin
 * and for a body over `serverActions.bodySizeLimit`, so the proxy refuses both first, as JSON `{ error, code }`:
 *
 * - 403 when the `Origin` header is present and names another host than the request's own (the
 *   same comparison Next.js makes: the first `X-Forwarded-Host`, else `Host`), `Origin: null`
 *   and an origin that is not a URL included; a request without `Origin` passes, as Next.js lets it;
 * - 413 when `Content-Length` is over SERVER_ACTION_BODY_LIMIT_BYTES.
 *
 * Pure (headers in, refusal out): safe in the proxy and tested without a server.
 */
import type { ErrorCode } from '../http/error-codes';
import { HTTP_MESSAGES } from '../http/messages';

/** next.config.mjs `experimental.serverActions.bodySizeLimit` ('21mb'; a unit test keeps them equal). */
export const SERVER_ACTION_BODY_LIMIT_BYTES = 21 * 1024 * 1024;

export interface Refusal {
  status: 403 | 413;
  code: ErrorCode;
  error: string;
}

/** The host the request was sent to, as Next.js's server-action guard reads it. */
function requestHost(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return forwarded || headers.get('host');
}

function originHost(origin: string): string | null {
  if (origin === 'null') return null;
  try {
    return new URL(origin).host || null;
  } catch {
    return null;
  }
}

/** A server-action POST the proxy refuses (403 cross-site, 413 too large), or null to pass it on. */
export function serverActionRefusal(method: string, headers: Headers): Refusal | null {
  if (method !== 'POST' || !headers.has('next-action')) return null;
  const origin = headers.get('origin');
  if (origin !== null) {
    const from = originHost(origin);
    const to = requestHost(headers);
    if (!from || !to || from !== to) return { status: 403, code: 'cross_site', error: HTTP_MESSAGES.crossSite };
  }
  const length = Number(headers.get('content-length') ?? 0);
  if (!Number.isFinite(length) || length > SERVER_ACTION_BODY_LIMIT_BYTES) return { status: 413, code: 'payload_too_large', error: HTTP_MESSAGES.tooLarge };
  return null;
}
