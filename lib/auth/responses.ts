/**
 * What the auth routes answer (lib/auth/handlers.ts; the account is lib/auth/user.ts SessionUser),
 * as zod schemas; lib/openapi describes the API with them (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';
import type { Fits } from '../http/responses';
import { AUTH_MESSAGES } from './messages';
import { PASSWORD_CHANGE_MESSAGES, PASSWORD_FORGOT_MESSAGES, PASSWORD_RESET_MESSAGES } from './schema';
import type { SessionUser } from './user';

/** The signed-in account (lib/auth/user.ts SessionUser). */
export const sessionUserResponse = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  company: z.string(),
  role: z.enum(['DEALER', 'ADMIN']),
  isAdmin: z.boolean(),
});

/** POST /api/auth/login and /api/auth/admin/login. */
export const loginResponse = z.object({ user: sessionUserResponse });

/** POST /api/auth/logout. */
export const logoutResponse = z.object({ message: z.literal(AUTH_MESSAGES.loggedOut) });

/** POST /api/auth/logout-all. */
export const logoutAllResponse = z.object({ message: z.literal(AUTH_MESSAGES.loggedOutEverywhere) });

/** POST /api/auth/password/change: the other sessions ended. */
export const passwordChangeResponse = z.object({ message: z.literal(PASSWORD_CHANGE_MESSAGES.changed), endedSessions: z.int().min(0) });

/** POST /api/auth/password/forgot (the same for every address). */
export const passwordForgotResponse = z.object({ message: z.literal(PASSWORD_FORGOT_MESSAGES.sent) });

/** POST /api/auth/password/reset: the role tells a client which login page follows. */
export const passwordResetResponse = z.object({
  message: z.literal(PASSWORD_RESET_MESSAGES.done),
  role: z.enum(['DEALER', 'ADMIN']),
  endedSessions: z.int().min(0),
});

/** GET /api/auth/me (never 401). */
export const meResponse = z.object({ user: z.object({ name: z.string(), company: z.string(), isAdmin: z.boolean() }).nullable() });

/** GET /api/auth/dealer. */
export const dealerSessionResponse = z.object({ name: z.string(), company: z.string() });

/** GET /api/auth/admin. */
export const adminSessionResponse = z.object({ isAdmin: z.literal(true), name: z.string(), email: z.string() });

// The service's type must fit the schema: a field changed on one side fails the type check.
export const SERVICE_TYPES_FIT: [Fits<SessionUser, typeof sessionUserResponse>] = [true];
