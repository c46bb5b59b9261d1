import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';
import { downloadHeaders } from '@/lib/http/content-disposition';
import { pathId, route } from '@/lib/http/route';
import { PORTAL_MESSAGES } from '@/lib/portal/messages';
import { readSafetySheet, recordDownloads } from '@/lib/portal/safety-sheets';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

/** GET /api/safety-sheets/{id}: a safety data sheet revision (PDF, an attachment), for dealers and administrators; the download is recorded. 401 · 404. */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(
    request,
    async (user) => {
      const id = pathId((await params).id, PORTAL_MESSAGES.safetySheetNotFound);
      const sheet = await readSafetySheet(prisma, storage(), id);
      if (user.role === 'DEALER') await recordDownloads(prisma, user.id, [sheet.id]);
      return new NextResponse(new Uint8Array(sheet.body), { headers: downloadHeaders(sheet.fileName, 'application/pdf', sheet.size) });
    },
    { who: 'dealer' },
  );
}
