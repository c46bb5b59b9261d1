/**
 * What the dealer-account calls answer (service.ts DealerAccountRow): the account row
 * (lib/admin/shared/responses.ts) and the store locations linked to it ('Min butikk'). lib/openapi
 * describes the dealer paths with these; the type check below keeps the service's rows fitting them.
 */
import { z } from 'zod';
import type { Fits } from '../../http/responses';
import { accountResponse, changedAccountResponse } from '../shared/responses';
import type { DealerAccountRow } from './service';

const dealerStore = z.object({
  id: z.string().meta({ description: "The dealer location's id ('d001')" }),
  name: z.string(),
});

const stores = z.array(dealerStore).meta({ description: "The store locations the dealer keeps up to date in the portal ('Min butikk'), by name" });

/** A dealer account with its linked stores. */
export const dealerAccountResponse = accountResponse.extend({ stores });

/** The same after a change that may have sent a new invitation. */
export const changedDealerAccountResponse = changedAccountResponse.extend({ stores });

export const DEALER_TYPES_FIT: [
  Fits<DealerAccountRow, typeof dealerAccountResponse>,
  Fits<DealerAccountRow & { expiresAt?: Date }, typeof changedDealerAccountResponse>,
] = [true, true];
