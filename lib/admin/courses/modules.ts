/**
 * A course's modules as administrators author them (docs/product.md: Course authoring): create,
 * edit, show or hide, reorder, delete or archive; dealers' course progress follows. Server-only.
 */
import 'server-only';
import { byPosition, recomputeCourseProgress } from '../../courses/service';
import type { Storage } from '../../storage';
import { editableCourse } from './courses';
import { removeUnusedMedia } from './media';
import { COURSE_ADMIN_MESSAGES as M, type ModuleData, type ModuleUpdate, type MoveDirection } from './schema';
import {
  applyOrder,
  courseMediaUrls,
  moduleProgressCounts,
  moved,
  nextPosition,
  notFound,
  ProgressConflict,
  type Db,
  type DeleteResult,
  type Tx,
} from './shared';

const MODULE_RESULT = { id: true, courseId: true, title: true, description: true, estimatedTimeMinutes: true, isActive: true, sortOrder: true } as const;

export async function editableModule(prisma: Db | Tx, id: number) {
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

/** How many dealers have progress in a module (what a delete must confirm). */
export async function moduleDeleteInfo(prisma: Db, id: number): Promise<{ id: number; title: string; progressCount: number }> {
  const row = await editableModule(prisma, id);
  return { id: row.id, title: row.title, progressCount: (await moduleProgressCounts(prisma, [id])).get(id) ?? 0 };
}
