import { prisma } from '@/lib/db';
import { handleFormSubmission } from '@/lib/contact/handler';
import { CONTACT_API_MESSAGES } from '@/lib/contact/messages';
import { listInquiriesOperation } from '@/lib/admin/messages/operations';
import { operationRoute } from '@/lib/admin/shared/operation';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** POST /api/partner-inquiries: a dealer application (statuses in lib/contact/handler.ts). */
export function POST(request: Request) {
  return route(request, () => handleFormSubmission(request, 'partner', prisma), { failure: CONTACT_API_MESSAGES.failed });
}

/**
 * GET ?page=&pageSize=&status=: the stored applications, newest first, for administrators (text
 * exactly as typed); ?format=csv: every application with the status as a CSV file (docs/product.md: Meldinger).
 */
export const GET = operationRoute(listInquiriesOperation);
