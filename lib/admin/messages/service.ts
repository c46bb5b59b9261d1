/**
 * What visitors sent (docs/product.md: Admin panel): contact messages and dealer applications,
 * newest first and paginated, text exactly as typed; administrators delete them. The callers check
 * the administrator role first.
 */
import 'server-only';
import type { PrismaClient } from '../../db';
import { HttpError } from '../../http/errors';
import { ADMIN_MESSAGES } from '../shared/messages';
import { paginate, type Page } from '../shared/pagination';

export async function listContactMessages(prisma: PrismaClient, page: Page) {
  return paginate(page, {
    items: (window) =>
      prisma.contactMessage.findMany({
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { id: true, name: true, email: true, message: true, createdAt: true },
        ...window,
      }),
    count: () => prisma.contactMessage.count(),
  });
}

export async function deleteContactMessage(prisma: PrismaClient, id: number) {
  const { count } = await prisma.contactMessage.deleteMany({ where: { id } });
  if (count === 0) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return { id };
}

export async function listPartnerInquiries(prisma: PrismaClient, page: Page) {
  return paginate(page, {
    items: (window) =>
      prisma.partnerInquiry.findMany({
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { id: true, name: true, company: true, email: true, phone: true, industry: true, productInterest: true, message: true, createdAt: true },
        ...window,
      }),
    count: () => prisma.partnerInquiry.count(),
  });
}

export async function deletePartnerInquiry(prisma: PrismaClient, id: number) {
  const { count } = await prisma.partnerInquiry.deleteMany({ where: { id } });
  if (count === 0) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return { id };
}
