import { prisma } from '@/lib/db';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { listDealerDocuments } from '@/lib/portal/documents';
import { PORTAL_MESSAGES } from '@/lib/portal/messages';

export const dynamic = 'force-dynamic';

/** GET /api/dealer-documents[?kind=PRICE_LIST|MARKETING]: the documents dealers may download. */
export function GET(request: Request) {
  return route(
    request,
    async () => {
      const kind = new URL(request.url).searchParams.get('kind');
      if (kind !== null && kind !== 'PRICE_LIST' && kind !== 'MARKETING') throw new HttpError(400, PORTAL_MESSAGES.unknownDocumentKind);
      return listDealerDocuments(prisma, kind ?? undefined);
    },
    { who: 'dealer' },
  );
}
