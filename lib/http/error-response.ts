/**
 * The one builder of an error answer's JSON (docs/architecture.md §4): `{ error, code, ...extra }`
 * with the status, never cached. `code` is the machine code (lib/http/error-codes.ts), the
 * status's default unless given. Used by the route frame (lib/http/route.ts), proxy.ts, the
 * next-auth guard and the rate limits. No server-only imports: safe in the proxy.
 */
import { NextResponse } from 'next/server';
import { defaultErrorCode, type ErrorCode } from './error-codes';

/** Further fields of the answer; `code` overrides the status's default code. */
export type ErrorExtra = Record<string, unknown> & { code?: ErrorCode };

/** `{ error, code, ...extra }` JSON with the status and `Cache-Control: no-store` (plus `headers`). */
export function errorResponse(status: number, error: string, extra: ErrorExtra = {}, headers: Record<string, string> = {}): NextResponse {
  const { code = defaultErrorCode(status), ...rest } = extra;
  return NextResponse.json({ error, code, ...rest }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}
