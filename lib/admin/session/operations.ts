/**
 * The administrator's own session as operations (lib/admin/shared/operation.ts): GET
 * /api/auth/admin and GET /api/debug-session (the admin panel's 'Kontroller økten'). Server-only.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { NextResponse } from 'next/server';
import { sessionTokenFromCookieHeader } from '../../auth/token';
import { defineOperation, READ_ONLY } from '../shared/operation';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** `{ isAdmin: true, name, email }` for the signed-in administrator. */
export const adminSessionOperation = defineOperation({
  who: 'admin',
  run: async (_args, { actor }) => NextResponse.json({ isAdmin: true, name: actor.name, email: actor.email }, { headers: PRIVATE }),
  audit: READ_ONLY,
});

/** The session as the server sees it; `sessionID` is a short fingerprint of the token, never the token. */
export const debugSessionOperation = defineOperation({
  who: 'admin',
  run: async (_args, { actor, headers }) => {
    const token = sessionTokenFromCookieHeader(headers.get('cookie'));
    return NextResponse.json(
      {
        hasSession: Boolean(token),
        sessionID: token ? createHash('sha256').update(token).digest('hex').slice(0, 12) : null,
        hasUser: true,
        userIsAdmin: actor.isAdmin,
        hasCookies: Boolean(headers.get('cookie')),
      },
      { headers: PRIVATE },
    );
  },
  audit: READ_ONLY,
});
