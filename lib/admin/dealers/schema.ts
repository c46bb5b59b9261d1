/**
 * The dealer account form (docs/product.md: Admin panel): add (name, company, e-mail) and edit. An
 * administrator never sets a dealer's password: a new dealer gets an invitation e-mail with a
 * one-time link (docs/operations.md §13), and a body that carries `password` is refused (400). One
 * schema for the form's resolver, the server actions and the route handlers. Client-safe.
 */
import { z } from 'zod';
import { singleLine } from '../../validation/text';
import { AUTH_FIELD_MESSAGES, emailField } from '../../auth/schema';
import { ACCOUNT_MESSAGES } from '../shared/account-messages';

z.config({ jitless: true });

export const DEALER_MESSAGES = {
  duplicateEmail: ACCOUNT_MESSAGES.duplicateEmail,
  noPassword: ACCOUNT_MESSAGES.noPassword,
} as const;

export const dealerName = singleLine({ min: 2, max: 120, message: AUTH_FIELD_MESSAGES.name });
export const dealerCompany = singleLine({ min: 2, max: 160, message: AUTH_FIELD_MESSAGES.company });

/** Refuses a password with its own message (older API clients sent one). */
const noPassword = z.never({ error: DEALER_MESSAGES.noPassword }).optional().meta({ description: 'Refused: the dealer chooses the password through the invitation link' });

export const dealerSchema = z.object({
  email: emailField,
  name: dealerName,
  company: dealerCompany,
  isActive: z.boolean().optional(),
  password: noPassword,
});

/** Edit: any of the fields; `resendInvitation: true` sends a new invitation (a pending account only; the old link stops working). */
export const dealerUpdateSchema = z.object({
  email: emailField.optional(),
  name: dealerName.optional(),
  company: dealerCompany.optional(),
  isActive: z.boolean().optional(),
  resendInvitation: z.literal(true).optional(),
  password: noPassword,
});

export type DealerData = z.output<typeof dealerSchema>;
export type DealerUpdate = z.output<typeof dealerUpdateSchema>;
