'use server';
/**
 * The messages tab's server actions (docs/product.md: Admin panel): deleting a contact message or a
 * dealer application. Each checks the administrator role itself (runAdminAction), answers an
 * ActionResult and is written to the audit log (the id only: the text is the visitor's).
 */
import { prisma } from '../../db';
import { recordId, runAdminAction } from '../shared/action';
import { deleteContactMessage, deletePartnerInquiry } from './service';

export async function deleteMessageAction(id: unknown) {
  return runAdminAction({ entity: 'contact_message', action: 'delete' }, () => deleteContactMessage(prisma, recordId(id)));
}

export async function deleteInquiryAction(id: unknown) {
  return runAdminAction({ entity: 'partner_inquiry', action: 'delete' }, () => deletePartnerInquiry(prisma, recordId(id)));
}
