/**
 * Dealer documents (price lists, marketing material) as the dealer portal lists them. Server-only;
 * the listed shape and the browser's formatting are in document-format.ts (client-safe).
 */
import 'server-only';
import type { PrismaClient } from '../db';
import type { DocumentKind } from '../generated/prisma/client';
import { documentDownloadUrl, type PortalDocument } from './document-format';

export async function listDealerDocuments(prisma: PrismaClient, kind?: DocumentKind): Promise<PortalDocument[]> {
  const rows = await prisma.dealerDocument.findMany({
    where: kind ? { kind } : undefined,
    orderBy: [{ kind: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, kind: true, title: true, description: true, fileName: true, contentType: true, sizeBytes: true, createdAt: true },
  });
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), downloadUrl: documentDownloadUrl(r.id) }));
}
