import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';
import { withAuth } from '@/lib/auth/errors';
import { requireDealer } from '@/lib/auth/session';
import { listDealerDocuments } from '@/lib/portal/documents';

export const dynamic = 'force-dynamic';

/** GET /api/dealer-documents[?kind=PRICE_LIST|MARKETING]: the documents dealers may download. */
export function GET(request: Request) {
  return withAuth(async () => {
    await requireDealer(request);
    const kind = new URL(request.url).searchParams.get('kind');
    if (kind !== null && kind !== 'PRICE_LIST' && kind !== 'MARKETING') {
      return NextResponse.json({ error: 'Ukjent dokumenttype' }, { status: 400 });
    }
    const documents = await listDealerDocuments(prisma, kind ?? undefined);
    return NextResponse.json(documents, { headers: { 'Cache-Control': 'private, no-store' } });
  });
}
