/**
 * Courses as administrators author them (docs/product.md: Course authoring): create, edit,
 * reorder, delete or archive, and how many dealers a delete concerns. Server-only.
 */
import 'server-only';
import { DEALERS_ONLY } from '../../courses/dealers';
import { byPosition } from '../../courses/service';
import type { Storage } from '../../storage';
import { removeUnusedMedia } from './media';
import { COURSE_ADMIN_MESSAGES as M, type CourseData, type CourseUpdate, type MoveDirection } from './schema';
import { applyOrder, courseMediaUrls, moved, nextPosition, notFound, ProgressConflict, type Db, type DeleteResult, type Tx } from './shared';

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

export async function editableCourse(prisma: Db | Tx, id: number) {
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

/** How many dealers have progress in a course (what a delete must confirm). */
export async function courseDeleteInfo(prisma: Db, id: number): Promise<{ id: number; title: string; progressCount: number }> {
  const row = await prisma.course.findFirst({
    where: { id, archivedAt: null },
    select: { id: true, title: true, _count: { select: { progress: { where: DEALERS_ONLY } } } },
  });
  if (!row) throw notFound(M.courseNotFound);
  return { id: row.id, title: row.title, progressCount: row._count.progress };
}
