import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';
import { withAuth } from '@/lib/auth/errors';
import { requireDealer } from '@/lib/auth/session';
import { attachment } from '@/lib/http/content-disposition';
import { parseId } from '@/lib/ids';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

const NOT_FOUND = { error: 'Dokumentet finnes ikke' };

/** GET /api/dealer-documents/{id}: the file, for dealers and administrators. 401 · 404. */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return withAuth(async () => {
    await requireDealer(request);
    const id = parseId((await params).id);
    if (!id) return NextResponse.json(NOT_FOUND, { status: 404 });
    const doc = await prisma.dealerDocument.findUnique({ where: { id } });
    const file = doc ? await storage().get(doc.storageKey) : null;
    if (!doc || !file) return NextResponse.json(NOT_FOUND, { status: 404 });
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
