/**
 * The dealer portal's safety data sheets (docs/product.md: Dealer portal, Sikkerhetsdatablader):
 * every product's current safety data sheet per language, filtered by category and a search,
 * 'Ny revisjon' on a sheet published after the dealer's previous visit (User.sdsSeenAt; before the
 * first visit, the account's creation) that the dealer has not downloaded; a visit of the unfiltered
 * page moves the mark. Each download (single or in the zip) is recorded per dealer (DocumentDownload:
 * first and last time, count), the record beside REACH art. 31(9)'s e-mails. The zip is streamed
 * with archiver as the image zip is (images.ts), one file at a time. Server-only.
 */
import 'server-only';
import { Readable } from 'node:stream';
import archiver from 'archiver';
import type { Logger } from 'pino';
import type { PrismaClient } from '../db';
import { compareArticleNumbers } from '../catalogue/article-number';
import { currentDocumentRows, LANGUAGE_ORDER } from '../catalogue/documents';
import { languageLabel } from '../catalogue/facts';
import { HttpError } from '../http/errors';
import { slugify } from '../slug';
import type { Storage } from '../storage';
import { normalizeQuery } from '../validation/characters';
import { PORTAL_MESSAGES } from './messages';

export const SAFETY_SHEETS_PATH = '/dealer-portal/sikkerhetsdatablader';
export const SAFETY_SHEET_FALLBACK_CATEGORY = 'Diverse';

export interface SafetySheet {
  id: number;
  articleNumber: string;
  productName: string;
  category: string;
  language: string;
  languageLabel: string;
  revision: string;
  /** YYYY-MM-DD. */
  revisionDate: string;
  changeNote: string | null;
  publishedAt: string;
  fileName: string;
  sizeBytes: number;
  /** Published after the dealer's previous visit and not yet downloaded by the dealer. */
  isNew: boolean;
  downloadUrl: string;
}

export interface SafetySheetFilter {
  q?: string;
  category?: string;
}

export const safetySheetPath = (id: number) => `/api/safety-sheets/${id}`;
export const SAFETY_SHEETS_ZIP_PATH = '/api/safety-sheets/zip';

/** The current safety data sheets with their 'Ny revisjon' mark for the dealer, and the categories to filter by. */
export async function listSafetySheets(prisma: PrismaClient, userId: number, filter: SafetySheetFilter = {}) {
  const [rows, user, downloads] = await Promise.all([
    currentDocumentRows(prisma, { kind: 'SDS' }),
    prisma.user.findUnique({ where: { id: userId }, select: { sdsSeenAt: true, createdAt: true } }),
    prisma.documentDownload.findMany({ where: { userId }, select: { documentId: true } }),
  ]);
  const products = await prisma.product.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.productId))] } },
    select: { id: true, articleNumber: true, name: true, category: true, variants: { select: { articleNumber: true } } },
  });
  const productOf = new Map(products.map((p) => [p.id, p]));
  const since = user?.sdsSeenAt ?? user?.createdAt ?? new Date(0);
  const downloaded = new Set(downloads.map((d) => d.documentId));
  const all = rows
    .flatMap((r) => {
      const p = productOf.get(r.productId);
      if (!p) return [];
      const sheet: SafetySheet & { search: string } = {
        id: r.id,
        articleNumber: p.articleNumber,
        productName: p.name,
        category: p.category?.trim() || SAFETY_SHEET_FALLBACK_CATEGORY,
        language: r.language,
        languageLabel: languageLabel(r.language),
        revision: r.revision,
        revisionDate: r.revisionDate.toISOString().slice(0, 10),
        changeNote: r.changeNote,
        publishedAt: r.publishedAt.toISOString(),
        fileName: r.fileName,
        sizeBytes: r.sizeBytes,
        isNew: r.publishedAt > since && !downloaded.has(r.id),
        downloadUrl: safetySheetPath(r.id),
        search: normalizeQuery([p.name, p.articleNumber, ...p.variants.map((v) => v.articleNumber)].join(' ')).toLocaleLowerCase('nb'),
      };
      return [sheet];
    })
    .sort((a, b) => compareArticleNumbers(a.articleNumber, b.articleNumber) || LANGUAGE_ORDER.indexOf(a.language) - LANGUAGE_ORDER.indexOf(b.language));
  const categories = [...new Set(all.map((s) => s.category))].sort((a, b) => a.localeCompare(b, 'nb'));
  const words = normalizeQuery(filter.q ?? '')
    .toLocaleLowerCase('nb')
    .split(/\s+/)
    .filter(Boolean);
  const sheets = all
    .filter((s) => !filter.category || s.category === filter.category)
    .filter((s) => words.every((w) => s.search.includes(w)))
    .map((s): SafetySheet => {
      const { search, ...sheet } = s;
      void search;
      return sheet;
    });
  return { sheets, categories, total: all.length, newCount: all.filter((s) => s.isNew).length };
}

/** The dealer has looked at the page now: later revisions are 'Ny revisjon' at the next visit. */
export async function markSafetySheetsSeen(prisma: PrismaClient, userId: number, now = new Date()): Promise<void> {
  await prisma.user.update({ where: { id: userId }, data: { sdsSeenAt: now } });
}

/** Records the dealer's download of these documents (first time kept, last time and count moved). */
export async function recordDownloads(prisma: PrismaClient, userId: number, documentIds: number[], now = new Date()): Promise<void> {
  if (documentIds.length === 0) return;
  await prisma.$transaction(
    [...new Set(documentIds)].map((documentId) =>
      prisma.documentDownload.upsert({
        where: { documentId_userId: { documentId, userId } },
        create: { documentId, userId, firstAt: now, lastAt: now, count: 1 },
        update: { lastAt: now, count: { increment: 1 } },
      }),
    ),
  );
}

/** One safety data sheet revision's file for a dealer (any revision, so an old link keeps working); 404 otherwise. */
export async function readSafetySheet(prisma: PrismaClient, storage: Storage, id: number) {
  const row = await prisma.productDocument.findUnique({ where: { id }, select: { id: true, kind: true, fileName: true, storageKey: true } });
  const file = row?.kind === 'SDS' ? await storage.get(row.storageKey) : null;
  if (!row || !file) throw new HttpError(404, PORTAL_MESSAGES.safetySheetNotFound);
  return { id: row.id, fileName: row.fileName, body: file.body, size: file.size };
}

/** 'Nordisk Pleie AS' → 'nordisk-pleie-sikkerhetsdatablader.zip'. */
export function safetySheetsZipName(brandName: string): string {
  return `${slugify(brandName) || 'produkt'}-sikkerhetsdatablader.zip`;
}

/**
 * The sheets as a zip (a web stream), each under its file name, added one at a time after the
 * previous one has gone into the archive. PDFs are compressed already: stored, not deflated. A
 * sheet whose file cannot be read is skipped and logged. `onComplete` gets the ids of the sheets
 * actually in the archive once the reader has taken the whole stream (asked past its last byte), so
 * a download given up half way records nothing; the stream closes after it has run.
 */
export function safetySheetsZipStream(
  sheets: Pick<SafetySheet, 'id' | 'fileName'>[],
  prisma: PrismaClient,
  storage: Storage,
  log: Logger,
  onComplete?: (documentIds: number[]) => Promise<void>,
): ReadableStream<Uint8Array> {
  const archive = archiver('zip', { store: true });
  archive.on('warning', (warning) => log.warn({ err: warning }, 'Zip warning'));
  const appended: number[] = [];
  void (async () => {
    let added = 0;
    for (const sheet of sheets) {
      try {
        const row = await prisma.productDocument.findUnique({ where: { id: sheet.id }, select: { storageKey: true, publishedAt: true } });
        const file = row ? await storage.get(row.storageKey) : null;
        if (!row || !file) {
          log.warn({ documentId: sheet.id }, 'Safety data sheet skipped: not stored');
          continue;
        }
        const entered = new Promise<void>((resolve) => archive.once('entry', () => resolve()));
        archive.append(file.body, { name: sheet.fileName, date: row.publishedAt });
        await entered;
        appended.push(sheet.id);
        added++;
      } catch (error) {
        log.warn({ err: error, documentId: sheet.id }, 'Safety data sheet skipped: could not be read');
      }
    }
    log.info({ added, skipped: sheets.length - added }, 'Safety data sheet zip written');
    await archive.finalize();
  })().catch((error) => {
    log.error({ err: error }, 'Safety data sheet zip failed');
    archive.abort();
  });
  // Readable.toWeb reads ahead; this pull-only wrapper sees the end only when the reader asks past the last byte.
  const source = (Readable.toWeb(archive) as ReadableStream<Uint8Array>).getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await source.read();
        if (!done) return controller.enqueue(value);
        if (onComplete) await onComplete(appended).catch((error) => log.error({ err: error }, 'Safety data sheet zip: downloads not recorded'));
        controller.close();
      },
      cancel: (reason) => source.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}
