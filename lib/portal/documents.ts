/** Dealer documents (price lists, marketing material) as the dealer portal lists them. Server-only. */
import type { PrismaClient } from '../db';
import type { DocumentKind } from '../generated/prisma/client';

export interface PortalDocument {
  id: number;
  kind: DocumentKind;
  title: string;
  description: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
  /** The dealer-only download route. */
  downloadUrl: string;
}

export function documentDownloadUrl(id: number): string {
  return `/api/dealer-documents/${id}`;
}

export async function listDealerDocuments(prisma: PrismaClient, kind?: DocumentKind): Promise<PortalDocument[]> {
  const rows = await prisma.dealerDocument.findMany({
    where: kind ? { kind } : undefined,
    orderBy: [{ kind: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, kind: true, title: true, description: true, fileName: true, contentType: true, sizeBytes: true, createdAt: true },
  });
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), downloadUrl: documentDownloadUrl(r.id) }));
}

/** '1,2 MB', '340 kB', '12 B' (Norwegian decimal comma). */
export function formatFileSize(bytes: number): string {
  const format = (n: number) => n.toLocaleString('nb-NO', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${format(bytes / 1024)} kB`;
  return `${bytes} B`;
}


