/**
 * What every admin server action answers (docs/architecture.md: admin area): `{ ok, data }`, or a
 * failure with the HTTP status it stands for, its machine code, a Norwegian message and the fields it concerns (and
 * the request id of a logged server error) — never a throw to the browser. Client-safe (types only).
 */
import type { ErrorCode } from '../../http/error-codes';
import type { FieldErrors } from '../../http/field-errors';

/**
 * `code`: the machine code of the failure (lib/http/error-codes.ts), as in a route's JSON answer;
 * `requestId`: the id a server error was logged under (5xx), shown in the failure toast.
 */
export type ActionFailure = { ok: false; status: number; code: ErrorCode; error: string; fieldErrors?: FieldErrors; requestId?: string };
export type ActionResult<T = undefined> = { ok: true; data: T } | ActionFailure;
