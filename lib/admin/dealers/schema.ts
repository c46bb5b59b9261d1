/**
 * The dealer account form (docs/product.md: Admin panel): add (name, company, e-mail, and the store
 * locations the dealer keeps up to date in the portal, 'Min butikk') and edit. An
 * administrator never sets a dealer's password: a new dealer gets an invitation e-mail with a
 * one-time link (docs/operations.md §13), and a body that carries `password` is refused (400). One
 * schema for the form's resolver, the server actions and the route handlers. Client-safe.
 */
import { z } from 'zod';
import { singleLine } from '../../validation/text';
import { AUTH_FIELD_MESSAGES, emailField } from '../../auth/schema';
import { ACCOUNT_MESSAGES } from '../shared/account-messages';
import { LOCATION_ID } from '../locations/schema';
import { normalizeQuery } from '../../validation/characters';

z.config({ jitless: true });

export const DEALER_MESSAGES = {
  duplicateEmail: ACCOUNT_MESSAGES.duplicateEmail,
  noPassword: ACCOUNT_MESSAGES.noPassword,
  storeId: 'Ugyldig id for forhandlersted',
  tooManyStores: 'Velg høyst 20 butikker',
  /** 'Ukjent forhandlersted: d999', 'Ukjente forhandlersteder: d998, d999'. */
  unknownStore: (ids: readonly string[]) => `${ids.length === 1 ? 'Ukjent forhandlersted' : 'Ukjente forhandlersteder'}: ${ids.join(', ')}`,
  storeSearch: 'Søket kan være høyst 100 tegn på én linje',
} as const;

/** At most this many store locations linked to one dealer account. */
export const MAX_DEALER_STORES = 20;

/**
 * The store locations the dealer keeps up to date in the portal ('Min butikk'): dealer-location ids
 * ('d001'), repeats dropped. On an edit the list replaces the links (left out: they stay; `[]`: none);
 * a location linked to another dealer moves to this one. Unknown ids: 400 on this field (service.ts).
 */
export const dealerStores = z
  .array(z.string({ error: DEALER_MESSAGES.storeId }).max(40, DEALER_MESSAGES.storeId), { error: DEALER_MESSAGES.storeId })
  .max(MAX_DEALER_STORES * 10, DEALER_MESSAGES.tooManyStores)
  // Checked as a set before the ids: at the field itself (not an item of it), where the form shows it.
  .refine((list) => new Set(list).size <= MAX_DEALER_STORES, DEALER_MESSAGES.tooManyStores)
  .refine((list) => list.every((id) => LOCATION_ID.test(id)), DEALER_MESSAGES.storeId)
  .transform((list) => [...new Set(list)])
  .meta({
    description: `Dealer-location ids ('d001') the dealer keeps up to date in the portal ('Min butikk'); at most ${MAX_DEALER_STORES}, repeats dropped`,
  });

export const dealerName = singleLine({ min: 2, max: 120, message: AUTH_FIELD_MESSAGES.name });
export const dealerCompany = singleLine({ min: 2, max: 160, message: AUTH_FIELD_MESSAGES.company });

/** Refuses a password with its own message (older API clients sent one). */
const noPassword = z
  .never({ error: DEALER_MESSAGES.noPassword })
  .optional()
  .meta({ description: 'Refused: the dealer chooses the password through the invitation link' });

export const dealerSchema = z.object({
  email: emailField,
  name: dealerName,
  company: dealerCompany,
  isActive: z.boolean().optional(),
  stores: dealerStores.optional(),
  password: noPassword,
});

/** Edit: any of the fields; `resendInvitation: true` sends a new invitation (a pending account only; the old link stops working). */
export const dealerUpdateSchema = z.object({
  email: emailField.optional(),
  name: dealerName.optional(),
  company: dealerCompany.optional(),
  isActive: z.boolean().optional(),
  resendInvitation: z.literal(true).optional(),
  stores: dealerStores.optional(),
  password: noPassword,
});

/** The picker's search (the edit dialog's 'Butikker'): part of a location's id, name or address. */
/** The store picker's search text, normalised as every free-text query is (NFC; NFKC for full-width forms). */
export const storeSearchSchema = singleLine({ max: 100, message: DEALER_MESSAGES.storeSearch }).transform(normalizeQuery);

export type DealerData = z.output<typeof dealerSchema>;
export type DealerUpdate = z.output<typeof dealerUpdateSchema>;
