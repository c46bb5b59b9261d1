/**
 * The stores' figures export as an operation (lib/admin/shared/operation.ts): GET
 * /api/insight/stores, administrators only (the dealer sees its own stores' figures in 'Min
 * butikk'). The figures themselves are in lib/dealers/stats.ts. Server-only.
 */
import 'server-only';
import { NextResponse } from 'next/server';
import { reportFileName } from '../../courses/reports';
import { prisma } from '../../db';
import { storeStatsCsv, storeStatsExport } from '../../dealers/stats-export';
import { downloadHeaders } from '../../http/content-disposition';
import { validate } from '../../http/route';
import { reportFormatSchema } from '../courses/schema';
import { ADMIN_MESSAGES } from '../shared/messages';
import { defineOperation, query, READ_ONLY } from '../shared/operation';

/** [?format=csv]: every store with the last 30 days against the 30 before, per kind; the CSV is Forhandlersteder's 'Last ned tall (CSV)'. */
export const storeStatsOperation = defineOperation({
  who: 'admin',
  input: query((params) => validate(reportFormatSchema, params.get('format') ?? undefined, ADMIN_MESSAGES.invalid)),
  run: async ({ input: format }) => {
    const data = await storeStatsExport(prisma);
    if (format === 'json') return data;
    return new NextResponse(storeStatsCsv(data), { headers: downloadHeaders(reportFileName('butikktall'), 'text/csv; charset=utf-8') });
  },
  audit: READ_ONLY,
});
