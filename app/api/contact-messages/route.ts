import { prisma } from '@/lib/db';
import { handleFormSubmission } from '@/lib/contact/handler';
import { CONTACT_API_MESSAGES } from '@/lib/contact/messages';
import { requireAdmin } from '@/lib/auth/session';
import { listContactMessages } from '@/lib/admin/messages/service';
import { pageFrom } from '@/lib/admin/shared/pagination';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** POST /api/contact-messages: a visitor's contact message (statuses in lib/contact/handler.ts). */
export function POST(request: Request) {
  return route(request, () => handleFormSubmission(request, 'contact', prisma), { failure: CONTACT_API_MESSAGES.failed });
}

/** GET ?page=&pageSize=: the stored messages, newest first, for administrators (text exactly as typed). */
export function GET(request: Request) {
  return route(request, async () => {
    await requireAdmin(request);
    return listContactMessages(prisma, pageFrom(new URL(request.url).searchParams));
  });
}
