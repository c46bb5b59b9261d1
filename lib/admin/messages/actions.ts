'use server';
/**
 * The messages tab's server actions (docs/product.md: Admin panel): deleting a contact message or a
 * dealer application. Each checks the administrator role itself (runAdminAction) and answers an
 * ActionResult.
 */
import { prisma } from '../../db';
import { recordId, runAdminAction } from '../shared/action';
import { deleteContactMessage, deletePartnerInquiry } from './service';

export async function deleteMessageAction(id: unknown) {
  return runAdminAction(() => deleteContactMessage(prisma, recordId(id)));
}

export async function deleteInquiryAction(id: unknown) {
  return runAdminAction(() => deletePartnerInquiry(prisma, recordId(id)));
}
