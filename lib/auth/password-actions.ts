'use server';
/**
 * The server actions behind 'Glemt passord?' (/auth/glemt-passord) and the one-time link's form
 * (/auth/nytt-passord), for a form sent without JavaScript (the React form's `action`,
 * useActionState: lib/auth/password-form-post.ts). With JavaScript the forms send JSON to
 * /api/auth/password/forgot and /api/auth/password/reset instead. Public: anyone may post; each
 * carries its limits for the server's action body gate (lib/server/action-gate.ts).
 */
import { headers } from 'next/headers';
import { prisma } from '../db';
import { ACTION_LIMITS, type ActionLimits } from '../server/action-gate';
import { PASSWORD_POST_MAX_BYTES, submitForgotPassword, submitSetPassword, type PasswordFormState } from './password-form-post';

const LIMITS: ActionLimits = { who: 'anyone', maxBytes: PASSWORD_POST_MAX_BYTES, upload: false };

function declared<T extends object>(action: T): T {
  Object.defineProperty(action, ACTION_LIMITS, { value: LIMITS, enumerable: false });
  return action;
}

/** 'Glemt passord?' posted without JavaScript. */
export const forgotPasswordAction = declared(async (_previous: PasswordFormState, form: FormData): Promise<PasswordFormState> =>
  submitForgotPassword(prisma, form, await headers()),
);
/** The one-time link's form posted without JavaScript. */
export const setPasswordAction = declared(async (_previous: PasswordFormState, form: FormData): Promise<PasswordFormState> =>
  submitSetPassword(prisma, form, await headers()),
);
