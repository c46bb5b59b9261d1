/**
 * Dealer documents as the browser shows them (the portal's list, the admin list, the gallery's file
 * sizes): the listed shape, the download address and the file-size text. Client-safe; the database
 * read is in documents.ts.
 */
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

/** '1,2 MB', '340 kB', '12 B' (Norwegian decimal comma). */
export function formatFileSize(bytes: number): string {
  const format = (n: number) => n.toLocaleString('nb-NO', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${format(bytes / 1024)} kB`;
  return `${bytes} B`;
}
