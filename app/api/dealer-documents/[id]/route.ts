import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';
import { downloadHeaders } from '@/lib/http/content-disposition';
import { HttpError } from '@/lib/http/errors';
import { pathId, route } from '@/lib/http/route';
import { PORTAL_MESSAGES } from '@/lib/portal/messages';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

/** GET /api/dealer-documents/{id}: the file (an attachment under `Content-Security-Policy: sandbox`), for dealers and administrators. 401 · 404. */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(
    request,
    async () => {
      const id = pathId((await params).id, PORTAL_MESSAGES.documentNotFound);
      const doc = await prisma.dealerDocument.findUnique({ where: { id } });
      const file = doc ? await storage().get(doc.storageKey) : null;
      if (!doc || !file) throw new HttpError(404, PORTAL_MESSAGES.documentNotFound);
      return new NextResponse(new Uint8Array(file.body), {
        headers: downloadHeaders(doc.fileName, doc.contentType, file.size),
      });
    },
    { who: 'dealer' },
  );
}
