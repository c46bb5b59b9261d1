/** Typed auth failures that the route frame (lib/http/route.ts) answers as 401/403 JSON. */
import { AUTH_MESSAGES } from './messages';

export class AuthError extends Error {
  constructor(readonly status: 401 | 403) {
    super(status === 401 ? AUTH_MESSAGES.notSignedIn : AUTH_MESSAGES.forbidden);
    this.name = 'AuthError';
  }
}
