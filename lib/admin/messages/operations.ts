/**
 * The messages tab's operations, each declared once (lib/admin/shared/operation.ts): the server
 * actions (actions.ts) and the admin API's handlers (app/api/contact-messages/**,
 * app/api/partner-inquiries/**) are made from these. The audit entry names the id and the handling
 * fields that changed, never the visitor's text. Server-only.
 */
import 'server-only';
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { jsonBody } from '../../http/route';
import { ADMIN_MESSAGES } from '../shared/messages';
import { defineOperation } from '../shared/operation';
import { createAccountFromInquiry } from './account';
import { inquiryAccountBodySchema } from './account-schema';
import { messageUpdateSchema } from './schema';
import {
  deleteContactMessage,
  deletePartnerInquiry,
  getContactMessageHandling,
  getPartnerInquiryHandling,
  updateContactMessage,
  updatePartnerInquiry,
} from './service';

/** A contact message's status and/or internal note. */
export const updateMessageOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'contact_message', action: 'update' },
  id: true,
  input: messageUpdateSchema,
  run: async ({ id, input }, { audit }) => {
    audit.entityId = id;
    audit.summary = changeSummary(input, { before: await getContactMessageHandling(prisma, id) });
    return updateContactMessage(prisma, id, input);
  },
});

/** A dealer application's status and/or internal note. */
export const updateInquiryOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'partner_inquiry', action: 'update' },
  id: true,
  input: messageUpdateSchema,
  run: async ({ id, input }, { audit }) => {
    audit.entityId = id;
    audit.summary = changeSummary(input, { before: await getPartnerInquiryHandling(prisma, id) });
    return updatePartnerInquiry(prisma, id, input);
  },
});

export const deleteMessageOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'contact_message', action: 'delete' },
  id: true,
  run: ({ id }) => deleteContactMessage(prisma, id),
});

export const deleteInquiryOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'partner_inquiry', action: 'delete' },
  id: true,
  run: ({ id }) => deletePartnerInquiry(prisma, id),
});

/**
 * 'Opprett forhandlerkonto': the dealer account from the application `id` (email, name, company
 * each default to the application's), its invitation sent, the application linked and 'Besvart'.
 */
export const createInquiryAccountOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'dealer', action: 'create' },
  id: true,
  input: inquiryAccountBodySchema,
  run: async ({ id: inquiryId, input }, { audit }) => {
    const dealer = await createAccountFromInquiry(prisma, inquiryId, input);
    audit.entityId = dealer.id;
    audit.summary = changeSummary({ email: dealer.email, name: dealer.name, company: dealer.company, søknad: inquiryId });
    return dealer;
  },
});

/** The account route's body: none at all takes the application's values as they are. */
export async function inquiryAccountBody(request: Request) {
  return request.body ? jsonBody(request, inquiryAccountBodySchema, ADMIN_MESSAGES.invalid) : {};
}
