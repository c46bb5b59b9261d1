/**
 * Sign-in and dealer-account fields (docs/product.md §5). The login forms, the login route
 * handlers and next-auth's authorize() all validate with loginSchema. Pure: client-safe.
 */
import { z } from 'zod';

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

const asText = (message: string) => z.string({ error: message });

export const emailField = asText(AUTH_FIELD_MESSAGES.email)
  .trim()
  .max(254, AUTH_FIELD_MESSAGES.email)
  .pipe(z.email(AUTH_FIELD_MESSAGES.email))
  .transform((v) => v.toLowerCase());

export const passwordField = asText(AUTH_FIELD_MESSAGES.password)
  .min(PASSWORD_MIN, AUTH_FIELD_MESSAGES.password)
  .max(PASSWORD_MAX, `Passordet kan ikke være lengre enn ${PASSWORD_MAX} tegn`);

export const loginSchema = z.object({ email: emailField, password: passwordField });

export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;
