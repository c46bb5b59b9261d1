/**
 * 'Opprett forhandlerkonto' on a dealer application (docs/product.md: Admin panel, Meldinger): the
 * dialog is prefilled from the application and every field can be changed; the body of POST
 * /api/partner-inquiries/{id}/account may leave any field out (the application's value is used).
 * The account's rules are the dealer account form's (lib/admin/dealers/schema.ts). Client-safe.
 */
import { z } from 'zod';
import { emailField } from '../../auth/schema';
import { ACCOUNT_MESSAGES } from '../shared/account-messages';
import { dealerCompany, dealerName } from '../dealers/schema';

z.config({ jitless: true });

export const INQUIRY_ACCOUNT_MESSAGES = {
  alreadyCreated: 'Søknaden har allerede en forhandlerkonto',
  duplicateEmail: ACCOUNT_MESSAGES.duplicateEmail,
} as const;

/** The complete account (the dialog's form, and the body merged with the application). */
export const inquiryAccountSchema = z.object({ email: emailField, name: dealerName, company: dealerCompany });

/** The request body: overrides of the application's values, each optional. */
export const inquiryAccountBodySchema = inquiryAccountSchema.partial();

export type InquiryAccount = z.output<typeof inquiryAccountSchema>;
export type InquiryAccountBody = z.output<typeof inquiryAccountBodySchema>;
