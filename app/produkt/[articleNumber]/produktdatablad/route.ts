import { serveCurrentDocument } from '@/lib/catalogue/document-files';
import { prisma } from '@/lib/db';
import { route } from '@/lib/http/route';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

/** GET /produkt/{articleNumber}/produktdatablad: the product's current technical data sheet (PDF); any size's article number works; a Norwegian 404 page when there is none (lib/catalogue/document-files.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ articleNumber: string }> }) {
  const { articleNumber } = await params;
  return route(request, () => serveCurrentDocument(prisma, storage(), request, articleNumber, 'DATA_SHEET'));
}
