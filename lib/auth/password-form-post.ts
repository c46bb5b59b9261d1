/**
 * 'Glemt passord?' and the one-time link's form posted without JavaScript (docs/product.md: Glemt
 * passord, Nytt passord): the server actions of lib/auth/password-actions.ts run these. The same
 * rules as the JSON routes (lib/auth/handlers.ts): the same zod schemas, the same limits
 * (requestPasswordReset's per-address, per-e-mail and per-account limits; a token set once), the
 * same texts. A post the server takes redirects (303, so a reload sends nothing again) to the page
 * with its outcome: `/auth/glemt-passord?sendt=1` (the neutral confirmation, whatever the address)
 * or `/auth/nytt-passord?satt=forhandler|admin` ('Passordet er lagret…' and the account's login). A
 * refused one comes back as the form's state: the e-mail as typed (never a password), the field
 * messages, the message about the form. A token refused by the server needs no state: the page,
 * rendered again, finds it unusable and says so.
 */
import 'server-only';
import { redirect } from 'next/navigation';
import { recordPasswordSetWithToken } from '../audit/auth';
import type { PrismaClient } from '../db';
import { env } from '../env';
import { failureOf, requestIdFrom } from '../http/failure';
import { fieldErrors } from '../http/field-errors';
import { clientIp } from '../security/client-ip';
import { AUTH_MESSAGES } from './messages';
import { requestPasswordReset } from './password-reset';
import { FORGOT_PASSWORD_PATH } from './routes';
import { PASSWORD_FORGOT_MESSAGES, passwordForgotSchema, PASSWORD_RESET_MESSAGES, passwordResetSchema } from './schema';
import { SET_PASSWORD_PATH, setPasswordWithToken } from './tokens';

/** What the form shows after a refused post without JavaScript. */
export interface PasswordFormState {
  /** The e-mail as typed (the forgot form only; passwords are never sent back). */
  email?: string;
  fieldErrors?: Record<string, string[]>;
  error?: string;
}

export const NO_PASSWORD_POST: PasswordFormState = {};

/** The largest post the two actions accept (multipart: the fields at their caps and React's action fields). */
export const PASSWORD_POST_MAX_BYTES = 16 * 1024;

/** `?sendt=1` on /auth/glemt-passord: the confirmation after a post without JavaScript. */
export const FORGOT_SENT_PARAM = 'sendt';
/** `?satt=forhandler|admin` on /auth/nytt-passord: the password was set (the account's login page follows). */
export const PASSWORD_SET_PARAM = 'satt';
export const PASSWORD_SET_VALUES = { DEALER: 'forhandler', ADMIN: 'admin' } as const;

/** The posted text fields (anything else ignored; a missing field is absent, as in a JSON body). */
function fields(form: FormData, names: readonly string[]): Record<string, string> {
  const body: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') body[name] = value;
  }
  return body;
}

/** A failure on the way (the database): the form's failure text, logged with the request id. */
function failed(error: unknown, headers: Headers, message: string): string {
  const failure = failureOf(error, { requestId: requestIdFrom(headers), what: 'Password form post failed', message });
  return failure.status === 400 && !failure.fieldErrors ? failure.error : message;
}

/** 'Glemt passord?' posted: the confirmation (a redirect) for any valid address; else the state to show. */
export async function submitForgotPassword(prisma: PrismaClient, form: unknown, headers: Headers): Promise<PasswordFormState> {
  if (!(form instanceof FormData)) return { error: PASSWORD_FORGOT_MESSAGES.invalid };
  const body = fields(form, ['email']);
  const email = (body.email ?? '').slice(0, 254);
  const parsed = passwordForgotSchema.safeParse(body);
  if (!parsed.success) return { email, fieldErrors: fieldErrors(parsed.error), error: PASSWORD_FORGOT_MESSAGES.invalid };
  try {
    const result = await requestPasswordReset(prisma, { email: parsed.data.email, ip: clientIp(headers, env().TRUST_PROXY_HOPS) });
    if (!result.ok) return { email, error: AUTH_MESSAGES.slowed(result.retryAfterSeconds) };
  } catch (error) {
    return { email, error: failed(error, headers, PASSWORD_FORGOT_MESSAGES.failed) };
  }
  const fromAdmin = form.get('fra') === 'admin';
  redirect(`${FORGOT_PASSWORD_PATH}?${fromAdmin ? 'fra=admin&' : ''}${FORGOT_SENT_PARAM}=1`);
}

/** The one-time link's form posted: the password set (a redirect), else the state to show. */
export async function submitSetPassword(prisma: PrismaClient, form: unknown, headers: Headers): Promise<PasswordFormState> {
  if (!(form instanceof FormData)) return { error: PASSWORD_RESET_MESSAGES.invalid };
  const body = fields(form, ['token', 'password', 'confirmPassword']);
  const parsed = passwordResetSchema.safeParse(body);
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error), error: PASSWORD_RESET_MESSAGES.invalid };
  let role: keyof typeof PASSWORD_SET_VALUES;
  try {
    const result = await setPasswordWithToken(prisma, parsed.data.token, parsed.data.password);
    // Unusable (used meanwhile, expired): the page, rendered again, shows the one message for all.
    if (!result) return { fieldErrors: { token: [PASSWORD_RESET_MESSAGES.tokenInvalid] }, error: PASSWORD_RESET_MESSAGES.tokenInvalid };
    await recordPasswordSetWithToken(prisma, result, result.endedSessions, headers);
    role = result.role === 'ADMIN' ? 'ADMIN' : 'DEALER';
  } catch (error) {
    return { error: failed(error, headers, PASSWORD_RESET_MESSAGES.failed) };
  }
  redirect(`${SET_PASSWORD_PATH}?${PASSWORD_SET_PARAM}=${PASSWORD_SET_VALUES[role]}`);
}
