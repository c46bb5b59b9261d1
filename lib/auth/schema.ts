/**
 * Sign-in and dealer-account fields (docs/product.md §5). The login forms, the login route
 * handlers and next-auth's authorize() all validate with loginSchema. Pure: client-safe.
 */
import { z } from 'zod';
import { singleLine } from '../validation/text';
import { PASSWORD_MAX } from './limits';

// No generated code (new Function): the public pages' Content-Security-Policy forbids eval, and
// Zod's feature probe for it would be reported as a violation in the browser.
z.config({ jitless: true });

export const AUTH_FIELD_MESSAGES = {
  email: 'Ugyldig e-postadresse',
  password: 'Passordet må være minst 8 tegn',
  name: 'Navn må være minst 2 tegn',
  company: 'Firmanavn må være minst 2 tegn',
} as const;

export const PASSWORD_MIN = 8;
/** argon2 takes any length; a cap keeps a megabyte "password" from costing CPU (lib/auth/limits.ts, zod-free for the login form). */
export { PASSWORD_MAX };

export const emailField = singleLine({ max: 254, message: AUTH_FIELD_MESSAGES.email })
  .pipe(z.email(AUTH_FIELD_MESSAGES.email))
  .transform((v) => v.toLowerCase());

/** Spaces are part of a password (never trimmed); control characters are not. */
export const passwordField = singleLine({
  max: PASSWORD_MAX,
  min: PASSWORD_MIN,
  keepSpaces: true,
  message: AUTH_FIELD_MESSAGES.password,
  maxMessage: `Passordet kan ikke være lengre enn ${PASSWORD_MAX} tegn`,
});

export const loginSchema = z.object({ email: emailField, password: passwordField });

export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;

/**
 * 'Endre passord' (POST /api/auth/password/change, the page /konto/passord). The new password
 * follows the one password rule of every account (passwordField, as the dealer account form);
 * the current one is only checked against the stored hash, so any non-empty text up to the cap
 * is accepted here and a wrong one is answered as wrong, not as invalid.
 */
export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Skriv inn nåværende passord',
  currentWrong: 'Nåværende passord er feil',
  sameAsCurrent: 'Det nye passordet må være forskjellig fra det nåværende',
  mismatch: 'Passordene er ikke like',
  invalid: 'Ugyldig passordendring',
  changed: 'Passordet er endret. Du er logget ut på andre enheter.',
  failed: 'Kunne ikke endre passordet. Prøv igjen.',
} as const;

const currentPasswordField = singleLine({
  max: PASSWORD_MAX,
  min: 1,
  keepSpaces: true,
  message: PASSWORD_CHANGE_MESSAGES.currentRequired,
  maxMessage: PASSWORD_CHANGE_MESSAGES.currentWrong,
});

/**
 * One schema for the page's form and the route. `confirmPassword` (the form's 'Gjenta nytt passord')
 * is optional for API clients; when sent it must equal the new password.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: passwordField,
    confirmPassword: z.string().max(PASSWORD_MAX, PASSWORD_CHANGE_MESSAGES.mismatch).optional(),
  })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: PASSWORD_CHANGE_MESSAGES.sameAsCurrent })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_CHANGE_MESSAGES.mismatch,
  });

export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type PasswordChangeData = z.output<typeof passwordChangeSchema>;

/**
 * Setting a password through a one-time link (POST /api/auth/password/reset, the page
 * /auth/nytt-passord): an invitation's first password or a reset after 'Glemt passord?'. An unusable
 * token (unknown, used, expired, voided) is answered with `tokenInvalid`, whatever the reason.
 */
export const PASSWORD_RESET_MESSAGES = {
  invalid: 'Ugyldig forespørsel om nytt passord',
  tokenInvalid: 'Lenken er ugyldig eller utløpt. Be om en ny lenke.',
  mismatch: 'Passordene er ikke like',
  done: 'Passordet er lagret. Du kan nå logge inn.',
  failed: 'Kunne ikke lagre passordet. Prøv igjen.',
} as const;

export const passwordResetSchema = z
  .object({
    token: z.string().max(200, PASSWORD_RESET_MESSAGES.tokenInvalid),
    password: passwordField,
    confirmPassword: z.string().max(PASSWORD_MAX, PASSWORD_RESET_MESSAGES.mismatch).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: PASSWORD_RESET_MESSAGES.mismatch,
  });

export type PasswordResetInput = z.input<typeof passwordResetSchema>;
export type PasswordResetData = z.output<typeof passwordResetSchema>;

/**
 * 'Glemt passord?' (POST /api/auth/password/forgot, the page /auth/glemt-passord). The answer is the
 * same whether or not the address belongs to an account (`sent`), so the form never learns more.
 */
export const PASSWORD_FORGOT_MESSAGES = {
  invalid: 'Ugyldig forespørsel om nytt passord',
  sent: 'Hvis e-postadressen er registrert, har vi sendt en lenke for å velge nytt passord. Lenken er gyldig i 1 time.',
  failed: 'Kunne ikke sende forespørselen. Prøv igjen.',
} as const;

export const passwordForgotSchema = z.object({ email: emailField });

export type PasswordForgotInput = z.input<typeof passwordForgotSchema>;
export type PasswordForgotData = z.output<typeof passwordForgotSchema>;
