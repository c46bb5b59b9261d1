import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';
import { reportFormatSchema } from '@/lib/admin/courses/schema';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { dealerReport, dealerReportCsv, reportFileName } from '@/lib/courses/reports';
import { downloadHeaders } from '@/lib/http/content-disposition';
import { route, validate } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** GET /api/courses/reports/dealers[?format=csv] (administrators): every dealer with their courses, completion and certificate. */
export function GET(request: Request) {
  return route(
    request,
    async () => {
      const format = validate(reportFormatSchema, new URL(request.url).searchParams.get('format') ?? undefined, ADMIN_MESSAGES.invalid);
      const rows = await dealerReport(prisma);
      if (format === 'json') return rows;
      return new NextResponse(dealerReportCsv(rows), { headers: downloadHeaders(reportFileName('forhandlerrapport-kurs'), 'text/csv; charset=utf-8') });
    },
    { who: 'admin' },
  );
}
