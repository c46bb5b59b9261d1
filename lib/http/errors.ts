import { defaultErrorCode, type ErrorCode } from './error-codes';

/**
 * A failure with an HTTP status, a Norwegian message and a machine code (lib/http/error-codes.ts),
 * answered by the one failure mapping (lib/http/failure.ts) as `{ error, code, fieldErrors?,
 * ...details }` JSON in a route handler and as `{ ok: false, status, code, error, fieldErrors? }`
 * in a server action. The code is the given one, else `validation_failed` for a 400 naming
 * fields, else the status's default (404 not_found, 409 conflict…).
 */
export class HttpError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Further fields of a route handler's JSON answer (a 409's `progressCount`). */
    readonly details?: Record<string, unknown>,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? (status === 400 && fieldErrors ? 'validation_failed' : defaultErrorCode(status));
  }
}
