/**
 * Dealer documents (price lists, marketing material) as administrators manage them: upload,
 * list, delete. The file's kind is decided by its first bytes and must agree with its name's
 * extension; the stored content type is ours, never the browser's. Files are stored under
 * `private/` (lib/storage refuses those under /media) and reach dealers only through the
 * dealer-only download route, always as an attachment. The upload's limit and texts are in
 * limits.ts.
 */
import 'server-only';
import path from 'node:path';
import type { PrismaClient } from '../../db';
import { HttpError } from '../../http/errors';
import type { DocumentKind, Prisma } from '../../generated/prisma/client';
import { documentDownloadUrl, type PortalDocument } from '../../portal/document-format';
import { slugify } from '../../slug';
import { hashedKey, type Storage } from '../../storage';
import { ADMIN_MESSAGES } from '../shared/messages';
import { paginate, type Page, type PageOf } from '../../pagination';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from './limits';
import type { DocumentData } from './schema';

type Sniffed = 'pdf' | 'png' | 'jpeg' | 'webp' | 'zip' | 'text';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function sniff(bytes: Uint8Array): Sniffed | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'text';
  } catch {
    return null;
  }
}

/** Extension → what its content must be, and the content type it is served with. */
const TYPES: Record<string, { sniffed: Sniffed; contentType: string }> = {
  '.pdf': { sniffed: 'pdf', contentType: 'application/pdf' },
  '.png': { sniffed: 'png', contentType: 'image/png' },
  '.jpg': { sniffed: 'jpeg', contentType: 'image/jpeg' },
  '.jpeg': { sniffed: 'jpeg', contentType: 'image/jpeg' },
  '.webp': { sniffed: 'webp', contentType: 'image/webp' },
  '.zip': { sniffed: 'zip', contentType: 'application/zip' },
  '.xlsx': { sniffed: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  '.docx': { sniffed: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  '.pptx': { sniffed: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  '.csv': { sniffed: 'text', contentType: 'text/csv; charset=utf-8' },
  '.txt': { sniffed: 'text', contentType: 'text/plain; charset=utf-8' },
};

/** The download name: the upload's base name made safe, with its (lower-case) extension. */
function downloadName(original: string, ext: string): string {
  const base = path.basename(original.replace(/\\/g, '/'), path.extname(original)).toWellFormed().normalize('NFC');
  const safe = base
    .replace(/[\u0000-\u001f\u007f-\u009f"/\\:*?<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return `${safe || 'dokument'}${ext}`;
}

export function checkDocument(fileName: string, bytes: Uint8Array): { ext: string; contentType: string } {
  if (bytes.byteLength === 0) throw new HttpError(400, DOCUMENT_MESSAGES.missing);
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) throw new HttpError(413, DOCUMENT_MESSAGES.tooLarge);
  const ext = path.extname(fileName).toLowerCase();
  const type = TYPES[ext];
  // SVG can carry script: refused (issue 15). Text files are served as text/plain or text/csv
  // with nosniff; older SVG rows stay downloadable, as every download, under
  // `Content-Security-Policy: sandbox`.
  if (ext === '.svg' || ext === '.svgz') throw new HttpError(415, DOCUMENT_MESSAGES.svg);
  if (!type) throw new HttpError(415, DOCUMENT_MESSAGES.unsupported);
  const sniffed = sniff(bytes.subarray(0, 64 * 1024));
  if (sniffed !== type.sniffed) throw new HttpError(415, DOCUMENT_MESSAGES.mismatch);
  return { ext, contentType: type.contentType };
}

/**
 * The admin list: price lists first, newest first (the dealer portal's order), filtered by kind and
 * by a text in the title, description or file name (?q=), paginated.
 */
export async function listDocuments(prisma: PrismaClient, page: Page, filter: { q?: string; kind?: DocumentKind } = {}): Promise<PageOf<PortalDocument>> {
  const term = filter.q?.trim();
  const where: Prisma.DealerDocumentWhereInput = {
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(term
      ? {
          OR: [
            { title: { contains: term, mode: 'insensitive' } },
            { description: { contains: term, mode: 'insensitive' } },
            { fileName: { contains: term, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
  return paginate(page, {
    items: async (window) =>
      (
        await prisma.dealerDocument.findMany({
          where,
          orderBy: [{ kind: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
          select: { id: true, kind: true, title: true, description: true, fileName: true, contentType: true, sizeBytes: true, createdAt: true },
          ...window,
        })
      ).map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), downloadUrl: documentDownloadUrl(r.id) })),
    count: () => prisma.dealerDocument.count({ where }),
  });
}

export async function createDocument(prisma: PrismaClient, storage: Storage, data: DocumentData, file: { name: string; bytes: Uint8Array }) {
  const { ext, contentType } = checkDocument(file.name, file.bytes);
  const fileName = downloadName(file.name, ext);
  const body = Buffer.from(file.bytes);
  const storageKey = hashedKey('private/documents', slugify(fileName.slice(0, -ext.length)) || 'dokument', body, ext);
  if (!(await storage.exists(storageKey))) await storage.put(storageKey, body, contentType);
  return prisma.dealerDocument.create({
    data: { kind: data.kind, title: data.title, description: data.description ?? null, fileName, storageKey, contentType, sizeBytes: body.byteLength },
    select: { id: true, title: true, fileName: true },
  });
}

/** Removes the row, and the file unless another document holds the same content. */
export async function deleteDocument(prisma: PrismaClient, storage: Storage, id: number) {
  const doc = await prisma.dealerDocument.findUnique({ where: { id }, select: { storageKey: true } });
  if (!doc) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  await prisma.dealerDocument.delete({ where: { id } });
  const shared = await prisma.dealerDocument.count({ where: { storageKey: doc.storageKey } });
  if (shared === 0) await storage.delete(doc.storageKey);
  return { id };
}
