import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';
import { reportFormatSchema } from '@/lib/admin/courses/schema';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { reportFileName } from '@/lib/courses/reports';
import { downloadHeaders } from '@/lib/http/content-disposition';
import { route, validate } from '@/lib/http/route';
import { demandCsv, demandExport } from '@/lib/insight/export';
import { unmatchedProductSearches, unmetPostalDemand } from '@/lib/insight/reads';

export const dynamic = 'force-dynamic';

/**
 * GET /api/insight/demand[?format=csv] (administrators): the unmet demand of every week kept —
 * postal searches with no dealer within 100 km and product searches with no result, per week
 * (docs/product.md: Oversikt). The CSV is the Oversikt tab's 'Last ned CSV'.
 */
export function GET(request: Request) {
  return route(
    request,
    async () => {
      const format = validate(reportFormatSchema, new URL(request.url).searchParams.get('format') ?? undefined, ADMIN_MESSAGES.invalid);
      const [postal, terms] = await Promise.all([unmetPostalDemand(prisma), unmatchedProductSearches(prisma)]);
      const data = demandExport(postal, terms);
      if (format === 'json') return data;
      return new NextResponse(demandCsv(data), { headers: downloadHeaders(reportFileName('ettersporsel'), 'text/csv; charset=utf-8') });
    },
    { who: 'admin' },
  );
}
