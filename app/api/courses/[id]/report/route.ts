import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';
import { reportFormatSchema } from '@/lib/admin/courses/schema';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { courseReport, courseReportCsv, reportFileName } from '@/lib/courses/reports';
import { downloadHeaders } from '@/lib/http/content-disposition';
import { pathId, route, validate } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** GET /api/courses/{id}/report[?format=csv] (administrators): one course's figures, archived courses too. */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(
    request,
    async () => {
      const id = pathId((await params).id, ADMIN_MESSAGES.notFound);
      const format = validate(reportFormatSchema, new URL(request.url).searchParams.get('format') ?? undefined, ADMIN_MESSAGES.invalid);
      const report = await courseReport(prisma, id);
      if (format === 'json') return report;
      return new NextResponse(courseReportCsv(report), { headers: downloadHeaders(reportFileName(`kursrapport-${id}`), 'text/csv; charset=utf-8') });
    },
    { who: 'admin' },
  );
}
