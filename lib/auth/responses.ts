/**
 * The signed-in account as the auth routes answer it (lib/auth/user.ts SessionUser), as a zod
 * schema; lib/openapi describes the API with it (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';
import type { Fits } from '../http/responses';
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

// The service's type must fit the schema: a field changed on one side fails the type check.
export const SERVICE_TYPES_FIT: [Fits<SessionUser, typeof sessionUserResponse>] = [true];
