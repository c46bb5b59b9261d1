/**
 * A module's content items as administrators author them (docs/product.md: Course authoring):
 * text, image, audio and video — create, edit, reorder, delete (files removed when unused). Server-only.
 */
import 'server-only';
import { sanitizeProductHtml } from '../../catalogue/sanitize';
import { byPosition } from '../../courses/service';
import { HttpError } from '../../http/errors';
import { fieldErrors } from '../../http/field-errors';
import type { Storage } from '../../storage';
import { ADMIN_MESSAGES } from '../shared/messages';
import { removeUnusedMedia } from './media';
import { editableModule } from './modules';
import { COURSE_ADMIN_MESSAGES as M, contentSchema, type ContentData, type ContentUpdate, type MoveDirection } from './schema';
import { applyOrder, moved, nextPosition, notFound, type Db, type Tx } from './shared';

/** A content item as the editor shows it (stored `content`/`caption` named by type). */
export type AdminContent =
  | { id: number; moduleId: number; sortOrder: number; contentType: 'text'; title: string; html: string }
  | { id: number; moduleId: number; sortOrder: number; contentType: 'image'; title: string; url: string; alt: string }
  | { id: number; moduleId: number; sortOrder: number; contentType: 'audio'; title: string; url: string; transcript: string }
  | { id: number; moduleId: number; sortOrder: number; contentType: 'video'; title: string; url: string; transcript: string | null }
  /** A legacy item type the editor does not author (shown, deletable, not editable). */
  | { id: number; moduleId: number; sortOrder: number; contentType: 'quiz'; title: string };

type ContentRow = { id: number; moduleId: number; sortOrder: number; contentType: string; title: string; content: string; caption: string | null };

export function toAdminContent(r: ContentRow): AdminContent {
  const base = { id: r.id, moduleId: r.moduleId, sortOrder: r.sortOrder, title: r.title };
  switch (r.contentType) {
    case 'text':
      return { ...base, contentType: 'text', html: r.content };
    case 'image':
      return { ...base, contentType: 'image', url: r.content, alt: r.caption ?? '' };
    case 'audio':
      return { ...base, contentType: 'audio', url: r.content, transcript: r.caption ?? '' };
    case 'video':
      return { ...base, contentType: 'video', url: r.content, transcript: r.caption };
    default:
      return { ...base, contentType: 'quiz' };
  }
}

export const CONTENT_SELECT = { id: true, moduleId: true, sortOrder: true, contentType: true, title: true, content: true, caption: true } as const;

/** Stored columns of a content item: sanitised HTML or a URL in `content`, alt text or transcript in `caption`. */
function contentColumns(data: ContentData) {
  switch (data.contentType) {
    case 'text': {
      const html = sanitizeProductHtml(data.html);
      if (!html.trim()) throw new HttpError(400, ADMIN_MESSAGES.invalid, { html: [M.html] });
      return { contentType: data.contentType, title: data.title, content: html, caption: null };
    }
    case 'image':
      return { contentType: data.contentType, title: data.title, content: data.url, caption: data.alt };
    case 'audio':
      return { contentType: data.contentType, title: data.title, content: data.url, caption: data.transcript };
    case 'video':
      return { contentType: data.contentType, title: data.title, content: data.url.trim(), caption: data.transcript ?? null };
  }
}

async function editableContent(prisma: Db | Tx, id: number) {
  const row = await prisma.moduleContent.findFirst({
    where: { id, module: { archivedAt: null, course: { archivedAt: null } } },
    select: CONTENT_SELECT,
  });
  if (!row) throw notFound(M.contentNotFound);
  return row;
}

export async function createContent(prisma: Db, moduleId: number, data: ContentData): Promise<AdminContent> {
  await editableModule(prisma, moduleId);
  const last = await prisma.moduleContent.aggregate({ where: { moduleId }, _max: { sortOrder: true } });
  const row = await prisma.moduleContent.create({
    data: { moduleId, ...contentColumns(data), sortOrder: data.sortOrder ?? nextPosition(last._max.sortOrder) },
    select: CONTENT_SELECT,
  });
  return toAdminContent(row);
}

/** The stored item merged with the changes, checked with the full schema (400 with field errors). */
function mergedContent(before: AdminContent, changes: ContentUpdate): ContentData {
  if (before.contentType === 'quiz' || (changes.contentType && changes.contentType !== before.contentType)) {
    throw new HttpError(400, M.contentTypeLocked, { contentType: [M.contentTypeLocked] });
  }
  const { id: _id, moduleId: _moduleId, ...stored } = before;
  void _id;
  void _moduleId;
  const parsed = contentSchema.safeParse({ ...stored, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) });
  if (!parsed.success) throw new HttpError(400, ADMIN_MESSAGES.invalid, fieldErrors(parsed.error));
  return parsed.data;
}

/** Edit any fields of a content item (not its type); a replaced file is removed when unused. */
export async function updateContent(prisma: Db, storage: Storage, id: number, changes: ContentUpdate): Promise<AdminContent> {
  const before = await editableContent(prisma, id);
  const data = mergedContent(toAdminContent(before), changes);
  const row = await prisma.moduleContent.update({
    where: { id },
    data: { ...contentColumns(data), sortOrder: data.sortOrder, updatedAt: new Date() },
    select: CONTENT_SELECT,
  });
  if (row.content !== before.content) await removeUnusedMedia(prisma, storage, [before.content]);
  return toAdminContent(row);
}

async function contentOrder(prisma: Db | Tx, moduleId: number) {
  return (await prisma.moduleContent.findMany({ where: { moduleId }, orderBy: byPosition, select: { id: true } })).map((c) => c.id);
}

export async function reorderContents(prisma: Db, moduleId: number, ids: number[]) {
  await editableModule(prisma, moduleId);
  return prisma.$transaction(async (tx) =>
    applyOrder(await contentOrder(tx, moduleId), ids, (id, sortOrder) => tx.moduleContent.update({ where: { id }, data: { sortOrder } })),
  );
}

export async function moveContent(prisma: Db, id: number, direction: MoveDirection) {
  const item = await editableContent(prisma, id);
  return prisma.$transaction(async (tx) => {
    const current = await contentOrder(tx, item.moduleId);
    return applyOrder(current, moved(current, id, direction), (cid, sortOrder) => tx.moduleContent.update({ where: { id: cid }, data: { sortOrder } }));
  });
}

/** Deletes a content item (no progress hangs on one); its file is removed unless another row names it. */
export async function deleteContent(prisma: Db, storage: Storage, id: number): Promise<{ id: number }> {
  const item = await editableContent(prisma, id);
  await prisma.moduleContent.delete({ where: { id } });
  await removeUnusedMedia(prisma, storage, [item.content]);
  return { id };
}
