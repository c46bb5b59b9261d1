/**
 * Courses as administrators author them (docs/product.md: Course authoring): courses, modules,
 * content items and quiz questions — create, edit, reorder, activate/deactivate, delete — and
 * the preview. Every function takes validated data (schema.ts); the callers (server actions,
 * route handlers) check the administrator role first.
 *
 * Rules for courses dealers have taken:
 * - deleting a course or module dealers have progress in answers 409 with the count unless
 *   confirmed, and then archives it (archivedAt: hidden from dealers and from the authoring
 *   lists, results kept for the reports); without progress it is deleted for real;
 * - every quiz result keeps the question as asked (lib/courses/service.ts submitQuiz), so editing
 *   or deleting a question never regrades a past attempt (the result's questionId becomes null);
 * - a change to the set of visible modules recomputes the course progress of every dealer in it,
 *   completion is sticky (recomputeCourseProgress).
 * Course data is rendered per request (no cache tag to expire). Media files are removed when the
 * last row naming them goes (media.ts).
 */
import 'server-only';
import type { PrismaClient } from '../../db';
import { Prisma } from '../../generated/prisma/client';
import { sanitizeProductHtml } from '../../catalogue/sanitize';
import { optionValues } from '../../courses/grade';
import { byPosition, getCourseDetail, recomputeCourseProgress, type CourseDetail } from '../../courses/service';
import { HttpError } from '../../http/errors';
import { fieldErrors } from '../../http/field-errors';
import type { Storage } from '../../storage';
import { ADMIN_MESSAGES } from '../shared/messages';
import { removeUnusedMedia } from './media';
import {
  COURSE_ADMIN_MESSAGES as M,
  contentSchema,
  questionSchema,
  type ContentData,
  type ContentUpdate,
  type CourseData,
  type CourseUpdate,
  type ModuleData,
  type ModuleUpdate,
  type MoveDirection,
  type QuestionData,
  type QuestionUpdate,
} from './schema';

type Db = PrismaClient;
type Tx = Prisma.TransactionClient;

/** The 409 of a delete that needs confirmation; the API answers `{ error, progressCount }`. */
export class ProgressConflict extends HttpError {
  constructor(
    message: string,
    readonly progressCount: number,
  ) {
    super(409, message);
    this.name = 'ProgressConflict';
  }
}

const notFound = (message: string) => new HttpError(404, message);

/** What `delete` answers: the id, whether it was archived (dealers had progress) and how many had. */
export interface DeleteResult {
  id: number;
  archived: boolean;
  progressCount: number;
}

// ── Reads ───────────────────────────────────────────────────────────────────────────────────────

export interface AdminCourseListItem {
  id: number;
  title: string;
  category: string;
  imageUrl: string | null;
  isActive: boolean;
  sortOrder: number;
  /** Modules not archived (active or not). */
  moduleCount: number;
  /** Dealers with progress in the course (the delete confirmation names this). */
  progressCount: number;
  completedCount: number;
  updatedAt: Date;
}

/** The 'Kurs' tab's list: every course not archived, in order, active (aktiv) or not (utkast). */
export async function listAdminCourses(prisma: Db): Promise<AdminCourseListItem[]> {
  const rows = await prisma.course.findMany({
    where: { archivedAt: null },
    orderBy: byPosition,
    select: {
      id: true,
      title: true,
      category: true,
      imageUrl: true,
      isActive: true,
      sortOrder: true,
      updatedAt: true,
      _count: { select: { modules: { where: { archivedAt: null } }, progress: true } },
    },
  });
  const completed = await prisma.courseProgress.groupBy({
    by: ['courseId'],
    where: { completedAt: { not: null }, courseId: { in: rows.map((r) => r.id) } },
    _count: { _all: true },
  });
  const completedBy = new Map(completed.map((c) => [c.courseId, c._count._all]));
  return rows.map(({ _count, ...c }) => ({
    ...c,
    moduleCount: _count.modules,
    progressCount: _count.progress,
    completedCount: completedBy.get(c.id) ?? 0,
  }));
}

/** The categories offered by the course form: those of courses and of products, alphabetically. */
export async function listCourseCategories(prisma: Db): Promise<string[]> {
  const [courses, products] = await Promise.all([
    prisma.course.findMany({ distinct: ['category'], select: { category: true } }),
    prisma.product.findMany({ distinct: ['category'], select: { category: true } }),
  ]);
  return [...new Set([...courses, ...products].map((c) => c.category).filter((c) => c.trim() !== ''))].sort((a, b) => a.localeCompare(b, 'nb'));
}

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

/** A quiz question as the editor shows it, with its right answers. */
export type AdminQuestion = {
  id: number;
  moduleId: number;
  sortOrder: number;
  questionText: string;
  explanation: string | null;
  imageUrl: string | null;
  points: number;
} & (
  | { questionType: 'multiple_choice'; options: { text: string; correct: boolean }[] }
  | { questionType: 'true_false'; correct: boolean }
  /** Stored by older data, never asked by the course pages: shown, deletable, not editable. */
  | { questionType: 'matching' }
);

type QuestionRow = {
  id: number;
  moduleId: number;
  sortOrder: number;
  questionText: string;
  questionType: string;
  options: unknown;
  correctAnswers: unknown;
  explanation: string | null;
  imageUrl: string | null;
  points: number;
};

const lowerList = (value: unknown) =>
  new Set((Array.isArray(value) ? value : []).filter((v) => typeof v === 'string' || typeof v === 'number').map((v) => String(v).trim().toLowerCase()));

export function toAdminQuestion(r: QuestionRow): AdminQuestion {
  const base = { id: r.id, moduleId: r.moduleId, sortOrder: r.sortOrder, questionText: r.questionText, explanation: r.explanation, imageUrl: r.imageUrl, points: r.points };
  const correct = lowerList(r.correctAnswers);
  if (r.questionType === 'true_false') return { ...base, questionType: 'true_false', correct: correct.has('true') };
  if (r.questionType !== 'multiple_choice') return { ...base, questionType: 'matching' };
  // Options are strings, or { id, text } objects (seeded data) whose right answers may name the id.
  const values = optionValues(r.options);
  const list = Array.isArray(r.options) ? r.options : [];
  return {
    ...base,
    questionType: 'multiple_choice',
    options: list.map((o, i) => {
      const text = typeof o === 'string' ? o : String((o as { text?: unknown })?.text ?? values[i] ?? '');
      return { text, correct: correct.has(text.trim().toLowerCase()) || correct.has((values[i] ?? '').trim().toLowerCase()) };
    }),
  };
}

const CONTENT_SELECT = { id: true, moduleId: true, sortOrder: true, contentType: true, title: true, content: true, caption: true } as const;
const QUESTION_SELECT = {
  id: true,
  moduleId: true,
  sortOrder: true,
  questionText: true,
  questionType: true,
  options: true,
  correctAnswers: true,
  explanation: true,
  imageUrl: true,
  points: true,
} as const;

export interface AdminModule {
  id: number;
  courseId: number;
  title: string;
  description: string | null;
  estimatedTimeMinutes: number;
  isActive: boolean;
  sortOrder: number;
  /** Dealers with progress in the module (the delete confirmation names this). */
  progressCount: number;
  contents: AdminContent[];
  questions: AdminQuestion[];
}

export interface AdminCourse {
  id: number;
  title: string;
  description: string;
  category: string;
  imageUrl: string | null;
  isActive: boolean;
  sortOrder: number;
  updatedAt: Date;
  progressCount: number;
  modules: AdminModule[];
}

/** One course with everything the editor shows (modules not archived, active or not); 404 when archived or unknown. */
export async function getCourseForEdit(prisma: Db, id: number): Promise<AdminCourse> {
  const row = await prisma.course.findFirst({
    where: { id, archivedAt: null },
    select: {
      id: true,
      title: true,
      description: true,
      category: true,
      imageUrl: true,
      isActive: true,
      sortOrder: true,
      updatedAt: true,
      _count: { select: { progress: true } },
      modules: {
        where: { archivedAt: null },
        orderBy: byPosition,
        select: {
          id: true,
          courseId: true,
          title: true,
          description: true,
          estimatedTimeMinutes: true,
          isActive: true,
          sortOrder: true,
          contents: { orderBy: byPosition, select: CONTENT_SELECT },
          questions: { orderBy: byPosition, select: QUESTION_SELECT },
        },
      },
    },
  });
  if (!row) throw notFound(M.courseNotFound);
  const counts = await moduleProgressCounts(prisma, row.modules.map((m) => m.id));
  const { _count, modules, ...course } = row;
  return {
    ...course,
    progressCount: _count.progress,
    modules: modules.map(({ contents, questions, ...m }) => ({
      ...m,
      progressCount: counts.get(m.id) ?? 0,
      contents: contents.map(toAdminContent),
      questions: questions.map(toAdminQuestion),
    })),
  };
}

/**
 * 'Forhåndsvis': the course exactly as lib/courses/service.ts shapes it for a dealer's course page
 * (visible modules, contents, questions without answers), also while it is inactive, with empty
 * progress; reads only, writes no progress. 404 for an unknown or archived course.
 */
export async function previewCourse(prisma: Db, courseId: number): Promise<CourseDetail> {
  const detail = await getCourseDetail(prisma, null, courseId, { includeInactive: true });
  if (!detail) throw notFound(M.courseNotFound);
  return detail;
}

// ── Progress counts (the delete confirmation) ───────────────────────────────────────────────────

/** Dealers with progress per module: a progress record or a quiz attempt there. */
async function moduleProgressCounts(prisma: Db | Tx, moduleIds: number[]): Promise<Map<number, number>> {
  if (moduleIds.length === 0) return new Map();
  const [progress, results] = await Promise.all([
    prisma.moduleProgress.findMany({ where: { moduleId: { in: moduleIds } }, select: { moduleId: true, dealerId: true } }),
    prisma.quizResult.findMany({ where: { moduleId: { in: moduleIds } }, distinct: ['moduleId', 'dealerId'], select: { moduleId: true, dealerId: true } }),
  ]);
  const dealers = new Map<number, Set<number>>();
  for (const { moduleId, dealerId } of [...progress, ...results]) {
    if (!dealers.has(moduleId)) dealers.set(moduleId, new Set());
    dealers.get(moduleId)!.add(dealerId);
  }
  return new Map([...dealers].map(([moduleId, set]) => [moduleId, set.size]));
}

/** How many dealers have progress in a course (what a delete must confirm). */
export async function courseDeleteInfo(prisma: Db, id: number): Promise<{ id: number; title: string; progressCount: number }> {
  const row = await prisma.course.findFirst({ where: { id, archivedAt: null }, select: { id: true, title: true, _count: { select: { progress: true } } } });
  if (!row) throw notFound(M.courseNotFound);
  return { id: row.id, title: row.title, progressCount: row._count.progress };
}

/** How many dealers have progress in a module (what a delete must confirm). */
export async function moduleDeleteInfo(prisma: Db, id: number): Promise<{ id: number; title: string; progressCount: number }> {
  const row = await editableModule(prisma, id);
  return { id: row.id, title: row.title, progressCount: (await moduleProgressCounts(prisma, [id])).get(id) ?? 0 };
}

// ── Order ───────────────────────────────────────────────────────────────────────────────────────

/** The next position after the last sibling. */
const nextPosition = (max: number | null | undefined) => (max ?? -1) + 1;

/**
 * Writes positions 0…n-1 in the given order. `ids` must name every sibling exactly once (else
 * 400); `write` updates one row's sortOrder.
 */
async function applyOrder(current: number[], ids: number[], write: (id: number, sortOrder: number) => Promise<unknown>) {
  const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
  if (!same) throw new HttpError(400, M.order, { order: [M.order] });
  for (const [index, id] of ids.entries()) await write(id, index);
  return ids;
}

/** The siblings' ids in their new order after moving `id` one step (unchanged at either end). */
function moved(current: number[], id: number, direction: MoveDirection): number[] {
  const order = [...current];
  const at = order.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return order;
  [order[at], order[to]] = [order[to], order[at]];
  return order;
}

// ── Courses ─────────────────────────────────────────────────────────────────────────────────────

const COURSE_RESULT = { id: true, title: true, category: true, imageUrl: true, isActive: true, sortOrder: true } as const;

/** A new course: inactive (a draft) unless `isActive` is sent; last in the order unless `sortOrder` is. */
export async function createCourse(prisma: Db, data: CourseData) {
  const last = await prisma.course.aggregate({ where: { archivedAt: null }, _max: { sortOrder: true } });
  return prisma.course.create({
    data: {
      title: data.title,
      description: data.description,
      category: data.category,
      imageUrl: data.imageUrl ?? null,
      isActive: data.isActive ?? false,
      sortOrder: data.sortOrder ?? nextPosition(last._max.sortOrder),
    },
    select: COURSE_RESULT,
  });
}

async function editableCourse(prisma: Db | Tx, id: number) {
  const row = await prisma.course.findFirst({ where: { id, archivedAt: null }, select: { id: true, title: true, imageUrl: true } });
  if (!row) throw notFound(M.courseNotFound);
  return row;
}

/** Edit any fields (activate/deactivate is `{ isActive }`); a replaced image file is removed when unused. */
export async function updateCourse(prisma: Db, storage: Storage, id: number, data: CourseUpdate) {
  const before = await editableCourse(prisma, id);
  const row = await prisma.course.update({ where: { id }, data: { ...data, updatedAt: new Date() }, select: COURSE_RESULT });
  if (data.imageUrl !== undefined && data.imageUrl !== before.imageUrl) await removeUnusedMedia(prisma, storage, [before.imageUrl]);
  return row;
}

async function courseOrder(prisma: Db | Tx) {
  return (await prisma.course.findMany({ where: { archivedAt: null }, orderBy: byPosition, select: { id: true } })).map((c) => c.id);
}

/** The courses in a new order (every course not archived, once). Answers the ids in order. */
export async function reorderCourses(prisma: Db, ids: number[]) {
  return prisma.$transaction(async (tx) => applyOrder(await courseOrder(tx), ids, (id, sortOrder) => tx.course.update({ where: { id }, data: { sortOrder } })));
}

/** One course a step up or down. Answers the ids in their new order. */
export async function moveCourse(prisma: Db, id: number, direction: MoveDirection) {
  await editableCourse(prisma, id);
  return prisma.$transaction(async (tx) => {
    const current = await courseOrder(tx);
    return applyOrder(current, moved(current, id, direction), (cid, sortOrder) => tx.course.update({ where: { id: cid }, data: { sortOrder } }));
  });
}

/** Every media URL a course's rows name (the course image, content files, question images). */
async function courseMediaUrls(prisma: Db, where: Prisma.CourseModuleWhereInput): Promise<string[]> {
  const [contents, questions] = await Promise.all([
    prisma.moduleContent.findMany({ where: { module: where, contentType: { in: ['image', 'audio'] } }, select: { content: true } }),
    prisma.quizQuestion.findMany({ where: { module: where, imageUrl: { not: null } }, select: { imageUrl: true } }),
  ]);
  return [...contents.map((c) => c.content), ...questions.map((q) => q.imageUrl ?? '')];
}

/**
 * Deletes a course. With dealers' progress: 409 (ProgressConflict, naming how many) unless
 * `confirm`, then archived — results, progress and files kept. Without: deleted with its modules,
 * contents and questions, and their files removed when nothing else names them.
 */
export async function deleteCourse(prisma: Db, storage: Storage, id: number, options: { confirm?: boolean } = {}): Promise<DeleteResult> {
  const info = await courseDeleteInfo(prisma, id);
  if (info.progressCount > 0) {
    if (!options.confirm) throw new ProgressConflict(M.courseHasProgress(info.progressCount), info.progressCount);
    await prisma.course.update({ where: { id }, data: { archivedAt: new Date() } });
    return { id, archived: true, progressCount: info.progressCount };
  }
  const course = await editableCourse(prisma, id);
  const urls = [course.imageUrl, ...(await courseMediaUrls(prisma, { courseId: id }))];
  await prisma.course.delete({ where: { id } });
  await removeUnusedMedia(prisma, storage, urls);
  return { id, archived: false, progressCount: 0 };
}

// ── Modules ─────────────────────────────────────────────────────────────────────────────────────

const MODULE_RESULT = { id: true, courseId: true, title: true, description: true, estimatedTimeMinutes: true, isActive: true, sortOrder: true } as const;

async function editableModule(prisma: Db | Tx, id: number) {
  const row = await prisma.courseModule.findFirst({
    where: { id, archivedAt: null, course: { archivedAt: null } },
    select: { id: true, courseId: true, title: true, isActive: true },
  });
  if (!row) throw notFound(M.moduleNotFound);
  return row;
}

/** A new module, last in its course unless `sortOrder` is sent; dealers' course progress follows. */
export async function createModule(prisma: Db, courseId: number, data: ModuleData) {
  await editableCourse(prisma, courseId);
  return prisma.$transaction(async (tx) => {
    const last = await tx.courseModule.aggregate({ where: { courseId, archivedAt: null }, _max: { sortOrder: true } });
    const row = await tx.courseModule.create({
      data: {
        courseId,
        title: data.title,
        description: data.description ?? null,
        estimatedTimeMinutes: data.estimatedTimeMinutes ?? 15,
        isActive: data.isActive ?? true,
        sortOrder: data.sortOrder ?? nextPosition(last._max.sortOrder),
      },
      select: MODULE_RESULT,
    });
    if (row.isActive) await recomputeCourseProgress(tx, courseId);
    return row;
  });
}

export async function updateModule(prisma: Db, id: number, data: ModuleUpdate) {
  const before = await editableModule(prisma, id);
  return prisma.$transaction(async (tx) => {
    const row = await tx.courseModule.update({ where: { id }, data: { ...data, updatedAt: new Date() }, select: MODULE_RESULT });
    if (data.isActive !== undefined && data.isActive !== before.isActive) await recomputeCourseProgress(tx, row.courseId);
    return row;
  });
}

async function moduleOrder(prisma: Db | Tx, courseId: number) {
  return (await prisma.courseModule.findMany({ where: { courseId, archivedAt: null }, orderBy: byPosition, select: { id: true } })).map((m) => m.id);
}

export async function reorderModules(prisma: Db, courseId: number, ids: number[]) {
  await editableCourse(prisma, courseId);
  return prisma.$transaction(async (tx) =>
    applyOrder(await moduleOrder(tx, courseId), ids, (id, sortOrder) => tx.courseModule.update({ where: { id }, data: { sortOrder } })),
  );
}

export async function moveModule(prisma: Db, id: number, direction: MoveDirection) {
  const mod = await editableModule(prisma, id);
  return prisma.$transaction(async (tx) => {
    const current = await moduleOrder(tx, mod.courseId);
    return applyOrder(current, moved(current, id, direction), (mid, sortOrder) => tx.courseModule.update({ where: { id: mid }, data: { sortOrder } }));
  });
}

/**
 * Deletes a module. With dealers' progress: 409 unless `confirm`, then archived (results kept).
 * Without: deleted with its contents and questions (files removed when unused). Either way the
 * course progress of its dealers is recomputed (completion stays).
 */
export async function deleteModule(prisma: Db, storage: Storage, id: number, options: { confirm?: boolean } = {}): Promise<DeleteResult> {
  const info = await moduleDeleteInfo(prisma, id);
  const mod = await editableModule(prisma, id);
  if (info.progressCount > 0) {
    if (!options.confirm) throw new ProgressConflict(M.moduleHasProgress(info.progressCount), info.progressCount);
    await prisma.$transaction(async (tx) => {
      await tx.courseModule.update({ where: { id }, data: { archivedAt: new Date() } });
      await recomputeCourseProgress(tx, mod.courseId);
    });
    return { id, archived: true, progressCount: info.progressCount };
  }
  const urls = await courseMediaUrls(prisma, { id });
  await prisma.$transaction(async (tx) => {
    await tx.courseModule.delete({ where: { id } });
    await recomputeCourseProgress(tx, mod.courseId);
  });
  await removeUnusedMedia(prisma, storage, urls);
  return { id, archived: false, progressCount: 0 };
}

// ── Content items ───────────────────────────────────────────────────────────────────────────────

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

// ── Quiz questions ──────────────────────────────────────────────────────────────────────────────

/** Stored columns: options as their texts, correct answers as the right options' texts (or 'true'/'false'). */
function questionColumns(data: QuestionData) {
  const common = {
    questionText: data.questionText,
    questionType: data.questionType,
    explanation: data.explanation ?? null,
    imageUrl: data.imageUrl ?? null,
    points: data.points ?? 1,
  };
  if (data.questionType === 'true_false') return { ...common, options: Prisma.DbNull, correctAnswers: [String(data.correct)] };
  return { ...common, options: data.options.map((o) => o.text), correctAnswers: data.options.filter((o) => o.correct).map((o) => o.text) };
}

async function editableQuestion(prisma: Db | Tx, id: number) {
  const row = await prisma.quizQuestion.findFirst({
    where: { id, module: { archivedAt: null, course: { archivedAt: null } } },
    select: QUESTION_SELECT,
  });
  if (!row) throw notFound(M.questionNotFound);
  return row;
}

export async function createQuestion(prisma: Db, moduleId: number, data: QuestionData): Promise<AdminQuestion> {
  await editableModule(prisma, moduleId);
  const last = await prisma.quizQuestion.aggregate({ where: { moduleId }, _max: { sortOrder: true } });
  const row = await prisma.quizQuestion.create({
    data: { moduleId, ...questionColumns(data), sortOrder: data.sortOrder ?? nextPosition(last._max.sortOrder) },
    select: QUESTION_SELECT,
  });
  return toAdminQuestion(row);
}

function mergedQuestion(before: AdminQuestion, changes: QuestionUpdate): QuestionData {
  if (before.questionType === 'matching') throw new HttpError(400, M.questionTypeLocked, { questionType: [M.questionTypeLocked] });
  const { id: _id, moduleId: _moduleId, ...stored } = before;
  void _id;
  void _moduleId;
  const parsed = questionSchema.safeParse({ ...stored, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) });
  if (!parsed.success) throw new HttpError(400, ADMIN_MESSAGES.invalid, fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * Edit any fields of a question. Past attempts keep the question as it was asked (their
 * snapshot) and their grade; only later attempts see the change.
 */
export async function updateQuestion(prisma: Db, storage: Storage, id: number, changes: QuestionUpdate): Promise<AdminQuestion> {
  const before = await editableQuestion(prisma, id);
  const data = mergedQuestion(toAdminQuestion(before), changes);
  const row = await prisma.quizQuestion.update({
    where: { id },
    data: { ...questionColumns(data), sortOrder: data.sortOrder },
    select: QUESTION_SELECT,
  });
  if (row.imageUrl !== before.imageUrl) await removeUnusedMedia(prisma, storage, [before.imageUrl]);
  return toAdminQuestion(row);
}

async function questionOrder(prisma: Db | Tx, moduleId: number) {
  return (await prisma.quizQuestion.findMany({ where: { moduleId }, orderBy: byPosition, select: { id: true } })).map((q) => q.id);
}

export async function reorderQuestions(prisma: Db, moduleId: number, ids: number[]) {
  await editableModule(prisma, moduleId);
  return prisma.$transaction(async (tx) =>
    applyOrder(await questionOrder(tx, moduleId), ids, (id, sortOrder) => tx.quizQuestion.update({ where: { id }, data: { sortOrder } })),
  );
}

export async function moveQuestion(prisma: Db, id: number, direction: MoveDirection) {
  const question = await editableQuestion(prisma, id);
  return prisma.$transaction(async (tx) => {
    const current = await questionOrder(tx, question.moduleId);
    return applyOrder(current, moved(current, id, direction), (qid, sortOrder) => tx.quizQuestion.update({ where: { id: qid }, data: { sortOrder } }));
  });
}

/**
 * Deletes a question. Past attempts stay (their questionId becomes null; the snapshot keeps what
 * was asked) and are not regraded; a module whose quiz loses its last question can be completed
 * by opening it, as any module without a quiz.
 */
export async function deleteQuestion(prisma: Db, storage: Storage, id: number): Promise<{ id: number }> {
  const question = await editableQuestion(prisma, id);
  await prisma.quizQuestion.delete({ where: { id } });
  await removeUnusedMedia(prisma, storage, [question.imageUrl]);
  return { id };
}
