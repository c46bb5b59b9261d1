import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';
import { handleFormSubmission } from '@/lib/contact/handler';
import { CONTACT_API_MESSAGES } from '@/lib/contact/messages';
import { messageListQuerySchema } from '@/lib/admin/messages/schema';
import { contactMessagesCsv, listContactMessages } from '@/lib/admin/messages/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { pageFrom } from '@/lib/pagination';
import { reportFileName } from '@/lib/courses/reports';
import { downloadHeaders } from '@/lib/http/content-disposition';
import { route, validate } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** POST /api/contact-messages: a visitor's contact message (statuses in lib/contact/handler.ts). */
export function POST(request: Request) {
  return route(request, () => handleFormSubmission(request, 'contact', prisma), { failure: CONTACT_API_MESSAGES.failed });
}

/**
 * GET ?page=&pageSize=&status=: the stored messages, newest first, for administrators (text exactly
 * as typed); ?format=csv: every message with the status as a CSV file (docs/product.md: Meldinger).
 */
export function GET(request: Request) {
  return route(
    request,
    async () => {
      const params = new URL(request.url).searchParams;
      const query = validate(
        messageListQuerySchema,
        { status: params.get('status') ?? undefined, format: params.get('format') ?? undefined },
        ADMIN_MESSAGES.invalid,
      );
      if (query.format === 'json') return listContactMessages(prisma, pageFrom(params), query.status);
      return new NextResponse(await contactMessagesCsv(prisma, query.status), {
        headers: downloadHeaders(reportFileName('meldinger'), 'text/csv; charset=utf-8'),
      });
    },
    { who: 'admin' },
  );
}
