/** Typed auth failures that route handlers turn into 401/403 JSON (authErrorResponse). */
import { NextResponse } from 'next/server';
import { AUTH_MESSAGES } from './messages';

export class AuthError extends Error {
  constructor(readonly status: 401 | 403) {
    super(status === 401 ? AUTH_MESSAGES.notSignedIn : AUTH_MESSAGES.forbidden);
    this.name = 'AuthError';
  }
}

export function authErrorResponse(error: AuthError): NextResponse {
  return NextResponse.json({ error: error.message }, { status: error.status, headers: { 'Cache-Control': 'no-store' } });
}

/** Runs a handler body; an AuthError becomes its JSON answer, anything else is rethrown. */
export async function withAuth(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AuthError) return authErrorResponse(error);
    throw error;
  }
}
