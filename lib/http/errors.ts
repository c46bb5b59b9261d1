/** A failure with an HTTP status and a Norwegian message, answered as `{ error }` JSON by the route frame (lib/http/route.ts). */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
