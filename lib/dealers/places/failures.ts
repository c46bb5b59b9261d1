/**
 * How the Places routes answer a Places failure inside the route frame (lib/http/route.ts):
 * 503 `service_unavailable` without a key, 504 `upstream_failed` when Google did not answer in
 * time, 502 `upstream_failed` for any other upstream failure;
 * upstream failures are logged as warnings (their messages never hold the key).
 */
import { logger } from '../../logger';
import type { ErrorCode } from '../../http/error-codes';
import { errorResponse } from '../../http/route';
import { PlacesUnavailableError, PlacesUpstreamError } from './google';
import { PLACES_MESSAGES } from './messages';

/** HTTP status and Norwegian message of a Places failure, or null for an unexpected error. */
export function placesFailureResponse(error: unknown): { status: number; code: ErrorCode; error: string } | null {
  if (error instanceof PlacesUnavailableError) return { status: 503, code: 'service_unavailable', error: PLACES_MESSAGES.notConfigured };
  if (error instanceof PlacesUpstreamError) {
    // A timeout is a gateway timeout (504); every other upstream failure a bad gateway (502).
    return { status: error.kind === 'timeout' ? 504 : 502, code: 'upstream_failed', error: PLACES_MESSAGES.upstream };
  }
  return null;
}

/**
 * The frame's `onError` for a Places route: the answer to a Places failure (logged with `context`
 * under `message` when upstream), undefined for anything else (the frame's 500).
 */
export function placesFailure(message: string, context: Record<string, unknown> = {}): (error: unknown) => Response | undefined {
  return (error) => {
    if (error instanceof PlacesUpstreamError) {
      const { kind, endpoint, httpStatus, googleStatus, message: detail } = error;
      logger.warn({ places: { kind, endpoint, httpStatus, googleStatus }, ...context, detail }, message);
    }
    const failure = placesFailureResponse(error);
    return failure ? errorResponse(failure.status, failure.error, { code: failure.code }) : undefined;
  };
}
