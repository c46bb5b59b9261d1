import { prisma } from '@/lib/db';
import { handleFormSubmission } from '@/lib/contact/handler';
import { CONTACT_API_MESSAGES } from '@/lib/contact/messages';
import { listMessagesOperation } from '@/lib/admin/messages/operations';
import { operationRoute } from '@/lib/admin/shared/operation';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** POST /api/contact-messages: a visitor's contact message (statuses in lib/contact/handler.ts). */
export function POST(request: Request) {
  return route(request, () => handleFormSubmission(request, 'contact', prisma), { failure: CONTACT_API_MESSAGES.failed });
}

/**
 * GET ?page=&pageSize=&status=: the stored messages, newest first, for administrators (text exactly
 * as typed); ?format=csv: every message with the status as a CSV file (docs/product.md: Meldinger).
 */
export const GET = operationRoute(listMessagesOperation);
