/**
 * The dealer account form (docs/product.md: Admin panel): add (every field) and edit (the password
 * optional and empty, changed only when something is typed). One schema for the form's resolver,
 * the server actions and the route handlers. Client-safe.
 */
import { z } from 'zod';
import { singleLine } from '../../validation/text';
import { AUTH_FIELD_MESSAGES, emailField, passwordField } from '../../auth/schema';

z.config({ jitless: true });

export const DEALER_MESSAGES = {
  duplicateEmail: 'En konto med denne e-postadressen finnes allerede',
} as const;

const name = singleLine({ min: 2, max: 120, message: AUTH_FIELD_MESSAGES.name });
const company = singleLine({ min: 2, max: 160, message: AUTH_FIELD_MESSAGES.company });

export const dealerSchema = z.object({
  email: emailField,
  password: passwordField,
  name,
  company,
  isActive: z.boolean().optional(),
});

/** Edit: the password starts empty and is changed only when something is typed. */
export const dealerUpdateSchema = z.object({
  email: emailField.optional(),
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), passwordField.optional()),
  name: name.optional(),
  company: company.optional(),
  isActive: z.boolean().optional(),
});

export type DealerData = z.output<typeof dealerSchema>;
export type DealerUpdate = z.output<typeof dealerUpdateSchema>;
