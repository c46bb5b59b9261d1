/**
 * Sign-in and dealer-account fields (docs/product.md §5). The login forms, the login route
 * handlers and next-auth's authorize() all validate with loginSchema. Pure: client-safe.
 */
import { z } from 'zod';
import { singleLine } from '../validation/text';

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
/** argon2 takes any length; a cap keeps a megabyte "password" from costing CPU. */
export const PASSWORD_MAX = 200;

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
