/**
 * A failure with an HTTP status and a Norwegian message, answered by the one failure mapping
 * (lib/http/failure.ts) as `{ error, fieldErrors?, ...details }` JSON in a route handler and as
 * `{ ok: false, status, error, fieldErrors? }` in a server action.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Further fields of a route handler's JSON answer (a 409's `progressCount`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
