/**
 * Administrator accounts (docs/product.md: Admin panel, Administratorer): invite (name and e-mail;
 * the new administrator chooses the password through the invitation link), deactivate and
 * reactivate, 'Send invitasjon på nytt'. One schema for the dialog, the server actions and the
 * route handlers. Client-safe.
 */
import { z } from 'zod';
import { AUTH_FIELD_MESSAGES, emailField } from '../../auth/schema';
import { singleLine } from '../../validation/text';
import { ACCOUNT_MESSAGES } from '../shared/account-messages';

z.config({ jitless: true });

export const ADMIN_ACCOUNT_MESSAGES = {
  duplicateEmail: ACCOUNT_MESSAGES.duplicateEmail,
  self: 'Du kan ikke deaktivere din egen konto. Be en annen administrator om å gjøre det.',
  lastAdmin: 'Kan ikke deaktivere den siste aktive administratoren. Inviter eller aktiver en annen administrator først.',
  nothing: 'Angi isActive eller resendInvitation',
} as const;

export const adminInviteSchema = z.object({
  email: emailField,
  name: singleLine({ min: 2, max: 120, message: AUTH_FIELD_MESSAGES.name }),
});

export const adminUpdateSchema = z
  .object({
    isActive: z.boolean().optional().meta({ description: 'false: deactivate (all sessions end at once); true: reactivate' }),
    resendInvitation: z.literal(true).optional().meta({ description: 'A new invitation link (the account has no password yet); the old link stops working' }),
  })
  .refine((v) => v.isActive !== undefined || v.resendInvitation !== undefined, { error: ADMIN_ACCOUNT_MESSAGES.nothing });

export type AdminInvite = z.output<typeof adminInviteSchema>;
export type AdminUpdate = z.output<typeof adminUpdateSchema>;
