import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';
import { requireDealer } from '@/lib/auth/session';
import { attachment } from '@/lib/http/content-disposition';
import { HttpError } from '@/lib/http/errors';
import { pathId, route } from '@/lib/http/route';
import { PORTAL_MESSAGES } from '@/lib/portal/messages';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

/** GET /api/dealer-documents/{id}: the file, for dealers and administrators. 401 · 404. */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(request, async () => {
    await requireDealer(request);
    const id = pathId((await params).id, PORTAL_MESSAGES.documentNotFound);
    const doc = await prisma.dealerDocument.findUnique({ where: { id } });
    const file = doc ? await storage().get(doc.storageKey) : null;
    if (!doc || !file) throw new HttpError(404, PORTAL_MESSAGES.documentNotFound);
    return new NextResponse(new Uint8Array(file.body), {
      headers: {
        'Content-Type': doc.contentType,
        'Content-Length': String(file.size),
        'Content-Disposition': attachment(doc.fileName),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
