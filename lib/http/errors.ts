/** A failure with an HTTP status and a Norwegian message, answered as `{ error }` JSON by the route layer. */
import { NextResponse } from 'next/server';

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 415,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function httpErrorResponse(error: HttpError): NextResponse {
  return NextResponse.json(
    error.fieldErrors ? { error: error.message, fieldErrors: error.fieldErrors } : { error: error.message },
    { status: error.status, headers: { 'Cache-Control': 'no-store' } },
  );
}
