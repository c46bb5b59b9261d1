/**
 * The Oversikt tab's demand export as an operation (lib/admin/shared/operation.ts): GET
 * /api/insight/demand. The insight itself is in lib/insight/. Server-only.
 */
import 'server-only';
import { NextResponse } from 'next/server';
import { reportFileName } from '../../courses/reports';
import { prisma } from '../../db';
import { downloadHeaders } from '../../http/content-disposition';
import { validate } from '../../http/route';
import { demandCsv, demandExport } from '../../insight/export';
import { advisorMisses, calculatorUses, unmatchedProductSearches, unmetPostalDemand } from '../../insight/reads';
import { reportFormatSchema } from '../courses/schema';
import { ADMIN_MESSAGES } from '../shared/messages';
import { defineOperation, query, READ_ONLY } from '../shared/operation';

/**
 * [?format=csv]: the demand of every week kept — postal searches with no dealer within 100 km,
 * product searches with no result, advisor answers with no product and the quantity calculator's
 * use, per week; the CSV is the tab's 'Last ned CSV'.
 */
export const demandOperation = defineOperation({
  who: 'admin',
  input: query((params) => validate(reportFormatSchema, params.get('format') ?? undefined, ADMIN_MESSAGES.invalid)),
  run: async ({ input: format }) => {
    const [postal, terms, advisor, calculator] = await Promise.all([
      unmetPostalDemand(prisma),
      unmatchedProductSearches(prisma),
      advisorMisses(prisma),
      calculatorUses(prisma),
    ]);
    const data = demandExport(postal, terms, advisor, calculator);
    if (format === 'json') return data;
    return new NextResponse(demandCsv(data), { headers: downloadHeaders(reportFileName('ettersporsel'), 'text/csv; charset=utf-8') });
  },
  audit: READ_ONLY,
});
