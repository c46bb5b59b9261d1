/**
 * Product documents as administrators manage them (docs/product.md: Produktfakta, Dokumenter;
 * Sikkerhetsdatablader): publishing a revision (a safety data sheet per language, or the technical
 * data sheet), the list of revisions with how many dealers were sent each and how many downloaded
 * it, and the dealers of one revision as CSV (REACH art. 31(9)'s record).
 *
 * Publishing: the file must be a PDF by its bytes; it is stored under `documents/` (never served by
 * /media: lib/storage.ts) under a key of its own (no two rows share a file), then the row is
 * inserted — with, for a safety data sheet that is the current revision, the dealers' e-mails
 * (notify.ts) in the same transaction; a back-dated sheet (a newer revision exists) is recorded and
 * e-mails nobody. A store that fails answers 503 and writes no row; an insert that fails removes the
 * file it stored. Every revision is kept. Server-only.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { expireTag } from '../../cache';
import { currentDocumentRows, documentPath } from '../../catalogue/documents';
import { csvDocument } from '../../csv';
import { HttpError } from '../../http/errors';
import { paginate, type Page, type PageOf } from '../../pagination';
import { slugify } from '../../slug';
import { DOCUMENTS_PREFIX, type Storage } from '../../storage';
import { ADMIN_MESSAGES } from '../shared/messages';
import { MAX_PRODUCT_DOCUMENT_BYTES, PDF_HEADER_WINDOW, PDF_TRAILER_WINDOW, PRODUCT_DOCUMENT_FILE_MESSAGES } from './limits';
import { queueSdsNotices } from './notify';
import { PRODUCT_DOCUMENT_FIELD_MESSAGES, type ProductDocumentData, type ProductDocumentKindName } from './schema';
import type { AdminProductDocument, PublishedProductDocument } from './responses';

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** A PDF by its bytes: `%PDF-` within the first 1024 bytes and `%%EOF` near the end. */
export function isPdf(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const head = buffer.subarray(0, PDF_HEADER_WINDOW);
  const tail = buffer.subarray(Math.max(0, buffer.byteLength - PDF_TRAILER_WINDOW));
  return head.indexOf(ascii('%PDF-')) !== -1 && tail.indexOf(ascii('%%EOF')) !== -1;
}

/** The file name a document is served under: '3010-sikkerhetsdatablad-no-rev-2.pdf'. */
export function productDocumentFileName(articleNumber: string, kind: ProductDocumentKindName, language: string, revision: string): string {
  const base = `${slugify(articleNumber) || 'produkt'}-${kind === 'SDS' ? `sikkerhetsdatablad-${language}` : 'produktdatablad'}`;
  return `${base}-rev-${slugify(revision) || '1'}.pdf`.slice(0, 200);
}

/**
 * The storage key: under documents/, the product's folder, with a random suffix — one key per
 * upload, so two uploads of the same bytes never share (and never delete) each other's file.
 */
export function productDocumentKey(articleNumber: string, kind: ProductDocumentKindName, language: string): string {
  const name = kind === 'SDS' ? `sds-${language}` : 'datablad';
  return `${DOCUMENTS_PREFIX}${slugify(articleNumber) || 'produkt'}/${name}-${randomBytes(5).toString('hex')}.pdf`;
}

const FILE_REFUSAL = (message: string, status: 400 | 413 = 400) => new HttpError(status, message, { file: [message] });

export interface PublishInput {
  data: ProductDocumentData;
  file: { name: string; bytes: Uint8Array };
  publishedBy: string | null;
  /** The file, given by the seed (which sends no e-mails). */
  notify?: boolean;
  now?: Date;
}

/** Publishes a revision: checks, stores, inserts (and queues the dealers' e-mails for an SDS). */
export async function publishProductDocument(prisma: PrismaClient, storage: Storage, input: PublishInput): Promise<PublishedProductDocument> {
  const { data, file } = input;
  if (file.bytes.byteLength === 0) throw FILE_REFUSAL(PRODUCT_DOCUMENT_FILE_MESSAGES.missing);
  if (file.bytes.byteLength > MAX_PRODUCT_DOCUMENT_BYTES) throw FILE_REFUSAL(PRODUCT_DOCUMENT_FILE_MESSAGES.tooLarge, 413);
  if (!isPdf(file.bytes)) throw FILE_REFUSAL(PRODUCT_DOCUMENT_FILE_MESSAGES.notPdf);
  const product = await prisma.product.findUnique({ where: { id: data.productId }, select: { id: true, articleNumber: true, name: true } });
  if (!product) throw new HttpError(400, PRODUCT_DOCUMENT_FIELD_MESSAGES.productMissing, { productId: [PRODUCT_DOCUMENT_FIELD_MESSAGES.productMissing] });

  const body = Buffer.from(file.bytes);
  const storageKey = productDocumentKey(product.articleNumber, data.kind, data.language);
  await storage.put(storageKey, body, 'application/pdf');

  try {
    const result = await prisma.$transaction(async (tx) => {
      const row = await tx.productDocument.create({
        data: {
          productId: product.id,
          kind: data.kind,
          language: data.language,
          revision: data.revision,
          revisionDate: new Date(`${data.revisionDate}T00:00:00Z`),
          changeNote: data.changeNote ?? null,
          fileName: productDocumentFileName(product.articleNumber, data.kind, data.language, data.revision),
          storageKey,
          sizeBytes: body.byteLength,
          publishedBy: input.publishedBy,
          ...(input.now && { publishedAt: input.now }),
        },
        select: { id: true, kind: true, language: true, revision: true, fileName: true },
      });
      // A back-dated revision (a newer revision date exists) is not the current one: nothing new to send.
      const current = (await currentDocumentRows(tx, { productIds: [product.id], kind: data.kind })).some((r) => r.id === row.id);
      const sentTo = data.kind === 'SDS' && current && input.notify !== false ? await queueSdsNotices(tx, row.id, input.now) : 0;
      return { ...row, current, sentTo };
    });
    expireTag('products');
    return {
      id: result.id,
      productId: product.id,
      articleNumber: product.articleNumber,
      productName: product.name,
      kind: result.kind,
      language: result.language as PublishedProductDocument['language'],
      revision: result.revision,
      fileName: result.fileName,
      url: documentPath(product.articleNumber, result.kind, result.language),
      current: result.current,
      sentTo: result.sentTo,
    };
  } catch (error) {
    // The key is this request's own: no other row can point to it.
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

export interface DocumentFilter {
  productId?: number;
  kind?: ProductDocumentKindName;
}

/** Every revision (newest published first), with how many dealers were sent it and downloaded it. */
export async function listProductDocuments(prisma: PrismaClient, page: Page, filter: DocumentFilter = {}): Promise<PageOf<AdminProductDocument>> {
  const where: Prisma.ProductDocumentWhereInput = { ...(filter.productId && { productId: filter.productId }), ...(filter.kind && { kind: filter.kind }) };
  return paginate(page, {
    items: async (window) => {
      const rows = await prisma.productDocument.findMany({
        where,
        orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
        include: { product: { select: { articleNumber: true, name: true } }, _count: { select: { recipients: true, downloads: true } } },
        ...window,
      });
      const current = new Set((await currentDocumentRows(prisma, { productIds: [...new Set(rows.map((r) => r.productId))] })).map((r) => r.id));
      return rows.map((r) => ({
        id: r.id,
        productId: r.productId,
        articleNumber: r.product.articleNumber,
        productName: r.product.name,
        kind: r.kind,
        language: r.language as AdminProductDocument['language'],
        revision: r.revision,
        revisionDate: r.revisionDate.toISOString().slice(0, 10),
        changeNote: r.changeNote,
        fileName: r.fileName,
        sizeBytes: r.sizeBytes,
        publishedAt: r.publishedAt.toISOString(),
        publishedBy: r.publishedBy,
        current: current.has(r.id),
        sentCount: r._count.recipients,
        downloadCount: r._count.downloads,
        fileUrl: productDocumentFilePath(r.id),
        recipientsUrl: recipientsCsvPath(r.id),
      }));
    },
    count: () => prisma.productDocument.count({ where }),
  });
}

/** The admin's address of any revision's file (the public address serves only the current one). */
export const productDocumentFilePath = (id: number) => `/api/product-documents/${id}/file`;
/** The dealers of a revision as CSV. */
export const recipientsCsvPath = (id: number) => `/api/product-documents/${id}/recipients`;

/** A revision's file for an administrator: 404 when the row or the file is missing. */
export async function readProductDocumentFile(prisma: PrismaClient, storage: Storage, id: number) {
  const row = await prisma.productDocument.findUnique({ where: { id }, select: { fileName: true, storageKey: true } });
  const file = row ? await storage.get(row.storageKey) : null;
  if (!row || !file) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return { fileName: row.fileName, body: file.body };
}

const osloDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const when = (date: Date | null | undefined) => (date ? osloDateTime.format(date) : '');

export const RECIPIENT_CSV_HEADER = [
  'E-post',
  'Firma',
  'Lagt i utboks',
  'E-poststatus',
  'Sendt',
  'Første nedlasting',
  'Siste nedlasting',
  'Antall nedlastinger',
];

const OUTBOX_STATUS_TEXT: Record<string, string> = { pending: 'venter', sending: 'sendes', sent: 'sendt', failed: 'feilet' };

/**
 * REACH art. 31(9)'s record of one revision: every dealer it was sent to (the address and company
 * as they were), when, the e-mail's status, and their first and last download; then any dealer who
 * downloaded it without being sent it. Times in Oslo time.
 */
export async function recipientsCsv(prisma: PrismaClient, id: number): Promise<{ fileName: string; csv: string }> {
  const doc = await prisma.productDocument.findUnique({
    where: { id },
    select: { id: true, revision: true, language: true, kind: true, revisionDate: true, product: { select: { articleNumber: true, name: true } } },
  });
  if (!doc) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  const [recipients, downloads] = await Promise.all([
    prisma.sdsRecipient.findMany({ where: { documentId: id }, orderBy: [{ company: 'asc' }, { email: 'asc' }] }),
    prisma.documentDownload.findMany({ where: { documentId: id } }),
  ]);
  const messages = await prisma.outboxMessage.findMany({
    where: { id: { in: recipients.map((r) => r.outboxMessageId).filter((m): m is number => m !== null) } },
    select: { id: true, status: true, sentAt: true },
  });
  const messageOf = new Map(messages.map((m) => [m.id, m]));
  const downloadOf = new Map(downloads.map((d) => [d.userId, d]));
  const unsent = downloads.filter((d) => !recipients.some((r) => r.userId === d.userId));
  const users = await prisma.user.findMany({ where: { id: { in: unsent.map((d) => d.userId) } }, select: { id: true, email: true, company: true } });
  const rows = [
    ...recipients.map((r) => {
      const message = r.outboxMessageId ? messageOf.get(r.outboxMessageId) : undefined;
      const download = downloadOf.get(r.userId);
      return [
        r.email,
        r.company,
        when(r.createdAt),
        message ? (OUTBOX_STATUS_TEXT[message.status] ?? message.status) : '',
        when(message?.sentAt),
        when(download?.firstAt),
        when(download?.lastAt),
        download?.count ?? 0,
      ];
    }),
    ...unsent.map((d) => {
      const user = users.find((u) => u.id === d.userId);
      return [user?.email ?? `konto ${d.userId}`, user?.company ?? '', '', 'ikke sendt', '', when(d.firstAt), when(d.lastAt), d.count];
    }),
  ];
  const fileName = `mottakere-${slugify(doc.product.articleNumber)}-${doc.kind === 'SDS' ? `sikkerhetsdatablad-${doc.language}` : 'produktdatablad'}-rev-${slugify(doc.revision) || '1'}.csv`;
  return { fileName, csv: csvDocument([RECIPIENT_CSV_HEADER, ...rows]) };
}
