'use server';
/**
 * The messages tab's server actions (docs/product.md: Admin panel): setting the status and the
 * internal note of a contact message or a dealer application, and deleting one. Each checks the
 * administrator role itself (runAdminAction), answers an ActionResult and is written to the audit
 * log (the id and the handling fields that changed: never the visitor's text). 'Opprett
 * forhandlerkonto' turns an application into a dealer account with its invitation (account.ts).
 */
import { prisma } from '../../db';
import { changeSummary } from '../../audit/summary';
import { parseInput, recordId, runAdminAction } from '../shared/action';
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

export async function updateMessageAction(id: unknown, input: unknown) {
  return runAdminAction({ entity: 'contact_message', action: 'update' }, async (audit) => {
    const messageId = (audit.entityId = recordId(id));
    const data = parseInput(messageUpdateSchema, input);
    audit.summary = changeSummary(data, { before: await getContactMessageHandling(prisma, messageId) });
    return updateContactMessage(prisma, messageId, data);
  });
}

export async function updateInquiryAction(id: unknown, input: unknown) {
  return runAdminAction({ entity: 'partner_inquiry', action: 'update' }, async (audit) => {
    const inquiryId = (audit.entityId = recordId(id));
    const data = parseInput(messageUpdateSchema, input);
    audit.summary = changeSummary(data, { before: await getPartnerInquiryHandling(prisma, inquiryId) });
    return updatePartnerInquiry(prisma, inquiryId, data);
  });
}

export async function deleteMessageAction(id: unknown) {
  return runAdminAction({ entity: 'contact_message', action: 'delete' }, () => deleteContactMessage(prisma, recordId(id)));
}

export async function deleteInquiryAction(id: unknown) {
  return runAdminAction({ entity: 'partner_inquiry', action: 'delete' }, () => deletePartnerInquiry(prisma, recordId(id)));
}

/** 'Opprett forhandlerkonto': the dealer account from the application (the dialog's values), its invitation sent, the application 'Besvart'. */
export async function createInquiryAccountAction(id: unknown, input: unknown) {
  return runAdminAction({ entity: 'dealer', action: 'create' }, async (audit) => {
    const inquiryId = recordId(id);
    const data = parseInput(inquiryAccountBodySchema, input);
    const dealer = await createAccountFromInquiry(prisma, inquiryId, data);
    audit.entityId = dealer.id;
    audit.summary = changeSummary({ email: dealer.email, name: dealer.name, company: dealer.company, søknad: inquiryId });
    return { id: dealer.id, email: dealer.email };
  });
}
