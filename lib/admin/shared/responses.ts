/**
 * What the account calls answer (lib/admin/shared/accounts.ts AccountRow; never a password hash),
 * as zod schemas: AccountRow must fit them (checked below by the type check), and lib/openapi
 * describes the dealer and administrator accounts with them (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';
import { timestamp, type Fits } from '../../http/responses';
import type { AccountRow } from './accounts';

/** A dealer's or an administrator's account. */
export const accountResponse = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  company: z.string(),
  isActive: z.boolean(),
  createdAt: timestamp(),
  invitationPending: z.boolean().meta({ description: "No password yet ('Venter på passord'): the invitation link has not been used" }),
});

/** An account after a change that may have sent a new invitation (PATCH with `resendInvitation`, or a new e-mail while pending). */
export const changedAccountResponse = accountResponse.extend({
  expiresAt: timestamp().optional().meta({ description: 'When a new invitation was sent: when its link stops working' }),
});

export const SERVICE_TYPES_FIT: [Fits<AccountRow, typeof accountResponse>, Fits<AccountRow & { expiresAt: Date }, typeof changedAccountResponse>] = [
  true,
  true,
];
