import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';
import { downloadHeaders } from '@/lib/http/content-disposition';
import { route, searchParam } from '@/lib/http/route';
import { logger } from '@/lib/logger';
import { listSafetySheets, recordDownloads, safetySheetsZipName, safetySheetsZipStream } from '@/lib/portal/safety-sheets';
import { siteConfig } from '@/lib/site';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

/**
 * GET /api/safety-sheets/zip[?q=&kategori=]: every current safety data sheet (those the portal page
 * lists with the same filter) in one zip, streamed as it is written; each sheet in it is recorded as
 * downloaded by the dealer once the zip has been read to the end. Dealers and administrators; 401 otherwise.
 */
export function GET(request: Request) {
  return route(
    request,
    async (user) => {
      const params = new URL(request.url).searchParams;
      const { sheets } = await listSafetySheets(prisma, user.id, { q: searchParam(params, 'q'), category: searchParam(params, 'kategori') });
      const log = logger.child({ route: 'safety-sheets-zip', userId: user.id });
      // A dealer's downloads are recorded once the zip has been read to the end, for the sheets in it.
      const record = user.role === 'DEALER' ? (ids: number[]) => recordDownloads(prisma, user.id, ids) : undefined;
      return new NextResponse(safetySheetsZipStream(sheets, prisma, storage(), log, record), {
        headers: { ...downloadHeaders(safetySheetsZipName(siteConfig().brandName), 'application/zip'), 'X-Accel-Buffering': 'no' },
      });
    },
    { who: 'dealer' },
  );
}
