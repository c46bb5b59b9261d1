/**
 * A dealer application becomes a dealer account in one step (docs/product.md: Admin panel,
 * Meldinger; POST /api/partner-inquiries/{id}/account). In one transaction: the dealer account is
 * created without a password, its invitation e-mail is written to the outbox, and the application
 * is linked to the account and marked 'Besvart'. 404 unknown application; 409 when it already has
 * an account (also when two administrators click at once: the link is set only where none is) or
 * the e-mail is taken. The callers check the administrator role first.
 */
import 'server-only';
import type { PrismaClient } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { fieldErrors } from '../../http/field-errors';
import { HttpError } from '../../http/errors';
import { createInvitedAccount, duplicateEmail, type AccountRow } from '../shared/accounts';
import { ADMIN_MESSAGES } from '../shared/messages';
import { INQUIRY_ACCOUNT_MESSAGES, inquiryAccountSchema, type InquiryAccountBody } from './account-schema';

export async function createAccountFromInquiry(
  prisma: PrismaClient,
  inquiryId: number,
  overrides: InquiryAccountBody = {},
  now = new Date(),
): Promise<AccountRow & { partnerInquiryId: number }> {
  const inquiry = await prisma.partnerInquiry.findUnique({ where: { id: inquiryId }, select: { name: true, company: true, email: true, dealerId: true } });
  if (!inquiry) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  if (inquiry.dealerId !== null) throw new HttpError(409, INQUIRY_ACCOUNT_MESSAGES.alreadyCreated);
  // The application's values under the account's rules (a 200-character name from the form is too long for an account).
  const parsed = inquiryAccountSchema.safeParse({
    email: overrides.email ?? inquiry.email,
    name: overrides.name ?? inquiry.name,
    company: overrides.company ?? inquiry.company,
  });
  if (!parsed.success) throw new HttpError(400, ADMIN_MESSAGES.invalid, fieldErrors(parsed.error));
  try {
    return await prisma.$transaction(async (tx) => {
      const dealer = await createInvitedAccount(tx, { ...parsed.data, role: 'DEALER' }, now);
      const linked = await tx.partnerInquiry.updateMany({
        where: { id: inquiryId, dealerId: null },
        data: { dealerId: dealer.id, status: 'answered', ...(await statusChange(tx, inquiryId, now)) },
      });
      if (linked.count !== 1) throw new HttpError(409, INQUIRY_ACCOUNT_MESSAGES.alreadyCreated);
      return { ...dealer, partnerInquiryId: inquiryId };
    });
  } catch (error) {
    throw duplicateEmail(error);
  }
}

/** statusChangedAt moves only when the status really changes (as in the status select). */
async function statusChange(tx: Prisma.TransactionClient, id: number, now: Date) {
  const current = await tx.partnerInquiry.findUnique({ where: { id }, select: { status: true } });
  return current && current.status !== 'answered' ? { statusChangedAt: now } : {};
}
